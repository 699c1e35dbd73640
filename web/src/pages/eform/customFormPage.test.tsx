import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServerOf } from '../../test/fakeServerOf';
import { permissionListOf } from '../../test/permissionList';
import { renderApp } from '../../test/renderApp';

// Spec §3 (form pcUrl, mobileUrl) and §8 "pcUrl not configured" (issue 23): a form without fields is a
// custom page. Its form page links to the page at pcUrl with the form and mode; without a pcUrl it says
// so, where it used to draw an empty form.

const menu = [{ id: 'm-print', path: '/forms/dec_print', name: 'forms-dec_print', component: 'eform/FormAddTab', back: '1', meta: { title: '打印单', zhCn: '打印单' } }];

async function renderForm(form: Record<string, unknown>) {
  localStorage.setItem('wharf.token', JSON.stringify({ value: 'tok-builder', expiresAt: null }));
  sessionStorage.setItem('wharf.userInfo', JSON.stringify({ id: 'u-admin', username: 'demo_admin', realname: '演示管理员', backRoleFlg: '1' }));
  const server = fakeServerOf({
    'GET /api/system/getUserPermissionByToken': () => permissionListOf(menu, []),
    'GET /api/eform/runtime/form/dec_print/definition': () => ({ schemaVersion: 2, formCode: 'dec_print', formName: '打印单', formStatus: 'enable', fields: [], ...form, allowedOperations: ['read', 'create', 'update'] }),
  });
  return renderApp('/forms/dec_print', server);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('a form without fields is a custom page', () => {
  it('links to its pcUrl with the form code and the mode', async () => {
    const app = await renderForm({ pcUrl: '/custom/dec-print' });
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="form-custom-page"]')).not.toBeNull(), { timeout: 30_000 });
    const link = app.container.querySelector('[data-testid="form-custom-page"] a') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/custom/dec-print?formCode=dec_print&mode=add');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    app.unmount();
  }, 60_000);

  it('says "pcUrl not configured" without one, instead of an empty form', async () => {
    const app = await renderForm({});
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="form-page-unconfigured"]')?.textContent).toContain('pcUrl 未配置：表单 dec_print 没有字段，也没有电脑端页面地址'), { timeout: 30_000 });
    expect(app.container.querySelector('.wharf-form')).toBeNull();
    app.unmount();
  }, 60_000);
});
