import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { consoleTestServer, ok, pageOf, signIn } from '../testing/consoleTestServer';
import { click, typeInto } from '../testing/domHelpers';

const ssoMenu = [{
  id: 'm-system', path: '/system', name: 'system', component: 'layouts/RouteView', back: '1', meta: { title: '系统管理', zhCn: '系统管理' },
  children: [{ id: 'm-sso', path: '/system/ssoConfig', name: 'system-ssoConfig', component: 'system/SsoConfigList', back: '1', meta: { title: '单点登录配置', zhCn: '单点登录配置' } }],
}];
const config = {
  id: '4915074c-19f0-444f-a57b-0f419ec668ad', ssoKey: 'group-oidc', type: 'oauth2', tenantCode: 'demo', displayName: { zh_CN: '集团账号', en_US: 'Group account' },
  cas: { url: null, loginName: null, logout: null, serviceUrl: null },
  oauth2: { url: 'https://login.example.com/realms/wharf/', clientId: 'wharf', scope: 'openid profile', paramName: 'code', dynamic: true, logout: null, redirectUri: 'https://wharf.example.com/sso/callback', usernameClaim: 'preferred_username', hasClientSecret: true },
  updatedAt: '2026-11-26T10:00:00.000Z',
};
const mismatch = { ok: false, code: 'sso/issuer-mismatch', message: '身份提供方声明的签发者是 https://other.example.com，与配置的 https://login.example.com/realms/wharf/ 不一致', issuer: 'https://other.example.com' };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  signIn();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the SSO configuration page (issue 23)', () => {
  it('lists configurations by their display name and tests a saved one, showing what the server found wrong', async () => {
    const api = consoleTestServer([], { 'GET /api/system/ssoConfig/list': () => pageOf([config]), 'POST /api/system/ssoConfig/test': () => ok(mismatch) }, ssoMenu);
    const app = await renderApp('/system/ssoConfig', api);
    await vi.waitFor(() => expect(app.container.textContent).toContain('集团账号'), { timeout: 30_000 });
    await click(app.container.querySelector('[data-testid="test-sso-group-oidc"]'));
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="sso-test-result"]')?.textContent).toContain(mismatch.message), { timeout: 5000 });
    expect(api.bodies['POST /api/system/ssoConfig/test']).toEqual([{ ssoKey: 'group-oidc', type: 'oauth2' }]);
    app.unmount();
  }, 60_000);

  it('tests what the form holds before saving, and saves the display names in four languages', async () => {
    const api = consoleTestServer([], {
      'GET /api/system/ssoConfig/list': () => pageOf([]),
      'POST /api/system/ssoConfig/test': () => ok({ ok: true, code: 'sso/test-ok', message: '连接成功：https://login.example.com/realms/wharf 已应答', issuer: 'https://login.example.com/realms/wharf' }),
      'POST /api/system/ssoConfig/add': () => ok(null),
    }, ssoMenu);
    const app = await renderApp('/system/ssoConfig', api);
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="add-sso"]')).not.toBeNull(), { timeout: 30_000 });
    await click(app.container.querySelector('[data-testid="add-sso"]'));
    await vi.waitFor(() => expect(document.querySelector('#ssoConfigForm_ssoKey')).not.toBeNull());
    await typeInto(document.querySelector('#ssoConfigForm_ssoKey'), 'new-oidc');
    await typeInto(document.querySelector('#ssoConfigForm_tenantCode'), 'demo');
    await typeInto(document.querySelector('#ssoConfigForm_displayName_en_US'), 'Staff account');
    await typeInto(document.querySelector('#ssoConfigForm_oauth2_url'), 'https://login.example.com/realms/wharf/');
    await typeInto(document.querySelector('#ssoConfigForm_oauth2_clientId'), 'wharf');
    await click(document.querySelector('[data-testid="sso-form-test"]'));
    await vi.waitFor(() => expect(document.querySelector('[data-testid="sso-form-test-result"]')?.textContent).toContain('连接成功'), { timeout: 5000 });
    expect(api.bodies['POST /api/system/ssoConfig/test']![0]).toMatchObject({
      ssoKey: 'new-oidc', type: 'oauth2', tenantCode: 'demo', displayName: { en_US: 'Staff account' }, oauth2: { url: 'https://login.example.com/realms/wharf/', clientId: 'wharf', scope: 'openid profile' },
    });
    await click([...document.querySelectorAll('.ant-modal-footer button')].at(-1));
    await vi.waitFor(() => expect(api.bodies['POST /api/system/ssoConfig/add']).toHaveLength(1), { timeout: 5000 });
    expect(api.bodies['POST /api/system/ssoConfig/add']![0]).toMatchObject({ ssoKey: 'new-oidc', displayName: { en_US: 'Staff account' } });
    app.unmount();
  }, 60_000);
});
