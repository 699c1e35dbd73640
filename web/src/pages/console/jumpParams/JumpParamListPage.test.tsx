import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { referenceTestServer } from '../../messages/referenceTestServer';
import { ok, pageOf, signIn } from '../testing/consoleTestServer';
import { buttonWithText, click, typeInto } from '../testing/domHelpers';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  signIn();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the jump-parameter page', () => {
  it('refuses a non-http address in the form and saves a url with placeholders', async () => {
    const api = referenceTestServer(['systemJumpParam:edit'], {
      'GET /api/system/jumpParam/list': () => pageOf([{ id: 'b1111111-1111-4111-8111-111111111111', systemCode: 'erp', systemName: 'ERP', jumpUrl: 'https://erp.example.com/?u={username}' }]),
      'POST /api/system/jumpParam/add': (body) => ok({ ...(body as object), id: 'b2222222-2222-4222-8222-222222222222' }),
    });
    const app = await renderApp('/system/jumpParam', api);
    await vi.waitFor(() => expect(app.container.textContent).toContain('https://erp.example.com/?u={username}'), { timeout: 30_000 });
    await click(app.container.querySelector('[data-testid="add-jump-param"]'));
    await vi.waitFor(() => expect(document.querySelector('#jumpParam_systemCode')).not.toBeNull());
    expect(document.querySelector('.ant-modal')?.textContent).toContain('{token}');
    await typeInto(document.querySelector('#jumpParam_systemCode'), 'crm');
    await typeInto(document.querySelector('#jumpParam_systemName'), 'CRM');
    await typeInto(document.querySelector('#jumpParam_jumpUrl'), 'javascript:alert(1)');
    await click(buttonWithText(document.querySelector('.ant-modal')!, '保存'));
    await vi.waitFor(() => expect(document.querySelector('#jumpParam_jumpUrl')?.closest('.ant-form-item')?.textContent).toContain('http://'));
    expect(api.bodies['POST /api/system/jumpParam/add']).toBeUndefined();
    await typeInto(document.querySelector('#jumpParam_jumpUrl'), 'https://crm.example.com/sso?t={token}');
    await click(buttonWithText(document.querySelector('.ant-modal')!, '保存'));
    await vi.waitFor(() => expect(api.bodies['POST /api/system/jumpParam/add']).toEqual([{ systemCode: 'crm', systemName: 'CRM', jumpUrl: 'https://crm.example.com/sso?t={token}' }]), { timeout: 5000 });
    app.unmount();
  }, 60_000);
});
