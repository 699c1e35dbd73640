import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consolePageTexts } from '../../../i18n/catalogues/consolePages';
import { envelope, renderApp } from '../../../test/renderApp';
import { consoleTestServer, ok, pageOf, signIn } from '../testing/consoleTestServer';
import { click } from '../testing/domHelpers';

// Issue 22: the platform operator sets a tenant's time zone in the tenant console's edit form
// (the IANA zones of the browser, searched); the server's 400 for an unknown zone shows at the field.

const texts = consolePageTexts.zh_CN;
const demo = {
  id: 'd0000000-0000-4000-8000-000000000001', tenantCode: 'demo', tenantName: 'Demo Customs', maxUsers: null, enableDivision: false, enableProxy: false, enableCustomBroker: false, enableIgnoreCase: false,
  mainComp: null, mainUser: null, loginUrl: null, status: '1', timeZone: 'Asia/Shanghai', packageCodes: ['workspace'],
};
const menu = [{ id: 'm-tenant', path: '/system/tenant', name: 'system-tenant', component: 'system/TenantList', back: '1', meta: { title: '租户管理', zhCn: '租户管理' } }];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  signIn();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the tenant console\'s time zone', () => {
  it('shows the stored zone, picks another by search, and sends it with the edit; the server\'s refusal shows at the field', async () => {
    let refuse = true;
    const api = consoleTestServer([], {
      'GET /api/system/tenant/list': () => pageOf([demo]),
      'PUT /api/system/tenant/edit': (body) => (refuse
        ? { status: 400, body: { ...envelope({ errors: [{ path: '/body/timeZone', code: 'tenant/time-zone-unknown', message: 'Unknown time zone: Asia/Tokyo' }] }), success: false, code: 400, message: 'Unknown time zone: Asia/Tokyo' } }
        : ok({ ...demo, ...(body as object) })),
    }, menu);
    const app = await renderApp('/system/tenant', api);
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="edit-tenant-demo"]')).not.toBeNull(), { timeout: 30_000 });
    await click(app.container.querySelector('[data-testid="edit-tenant-demo"]'));
    const zone = await vi.waitFor(() => {
      const input = document.querySelector<HTMLInputElement>(`input[aria-label="${texts['console.tenant.timeZone']}"]`);
      expect(input).not.toBeNull();
      return input!;
    });
    // The stored zone is shown.
    expect(zone.closest('.ant-select')!.textContent).toContain('Asia/Shanghai');
    fireEvent.mouseDown(zone);
    fireEvent.change(zone, { target: { value: 'Asia/Tok' } });
    const option = await vi.waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((node) => node.textContent === 'Asia/Tokyo');
      expect(found).toBeDefined();
      return found!;
    });
    await click(option);
    await click(document.querySelector('.ant-modal-footer .ant-btn-primary'));
    await vi.waitFor(() => expect(api.bodies['PUT /api/system/tenant/edit']).toHaveLength(1));
    expect(api.bodies['PUT /api/system/tenant/edit']![0]).toMatchObject({ id: demo.id, timeZone: 'Asia/Tokyo', packageCodes: ['workspace'] });
    await vi.waitFor(() => expect(document.querySelector('.ant-modal')!.textContent).toContain('Unknown time zone: Asia/Tokyo'));

    refuse = false;
    await click(document.querySelector('.ant-modal-footer .ant-btn-primary'));
    await vi.waitFor(() => expect(api.bodies['PUT /api/system/tenant/edit']).toHaveLength(2));
    app.unmount();
  }, 60_000);
});
