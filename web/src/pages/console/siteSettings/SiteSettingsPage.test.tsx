import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { referenceTestServer } from '../../messages/referenceTestServer';
import { ok, signIn } from '../testing/consoleTestServer';
import { click, typeInto } from '../testing/domHelpers';

const settings = { name: 'Wharf', domainList: ['portal.example.com'], image: { loginBackground: '/static/bg.png' }, disableRegister: false, loginSlider: 'off' };
const badDomain = { status: 400, body: { success: false, code: 400, message: '校验失败', result: { errors: [{ path: '/body/domainList/1', code: 'siteSetting/bad-domain', message: 'bad host 不是有效的域名' }] }, timestamp: 0 } };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  signIn();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the site-settings page', () => {
  it('sends the domains line by line with the slider mode, and shows a domain\'s issue on the domains box', async () => {
    const api = referenceTestServer([], { 'GET /api/system/siteSetting': () => ok(settings), 'PUT /api/system/siteSetting': () => badDomain });
    const app = await renderApp('/system/siteSetting', api);
    await vi.waitFor(() => expect(document.querySelector('#siteSettings_domains')).not.toBeNull(), { timeout: 30_000 });
    expect(app.container.textContent).toContain('登录失败后');
    await typeInto(document.querySelector('#siteSettings_domains'), 'portal.example.com\nbad host');
    await click(app.container.querySelector('[data-testid="save-site-settings"]'));
    await vi.waitFor(() => expect(api.bodies['PUT /api/system/siteSetting']).toHaveLength(1), { timeout: 5000 });
    expect(api.bodies['PUT /api/system/siteSetting']![0]).toEqual({ name: 'Wharf', domainList: ['portal.example.com', 'bad', 'host'], image: { loginBackground: '/static/bg.png' }, disableRegister: false, loginSlider: 'off' });
    await vi.waitFor(() => expect(document.querySelector('#siteSettings_domains')?.closest('.ant-form-item')?.textContent).toContain('bad host 不是有效的域名'));
    app.unmount();
  }, 60_000);
});
