import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../i18n/formatting';
import { fakeId } from '../../../test/fakeSession';
import { renderApp } from '../../../test/renderApp';
import { consoleTestServer, pageOf, signIn } from '../testing/consoleTestServer';

const at = '2026-11-26T06:12:15.000Z';
const menu = [{ id: 'm-logs', path: '/system/log', name: 'system-log', component: 'system/LogList', back: '1', meta: { title: '日志管理', zhCn: '日志管理' } }];
const login = { id: fakeId('l1'), userId: fakeId('u1'), username: 'demo_user', loginKind: 'password', outcome: 'wrong-password', ip: '10.0.0.1', userAgent: 'Chromium', createTime: at };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  signIn();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the log page (issue 20 point 6)', () => {
  it('shows times in the UI language\'s format and the login kind and outcome by their labels, not their codes', async () => {
    const api = consoleTestServer([], { 'GET /api/system/log/loginfo': () => pageOf([login]) }, menu);
    const app = await renderApp('/system/log', api);
    await vi.waitFor(() => expect(app.container.textContent).toContain('demo_user'), { timeout: 60_000 });
    const row = app.container.querySelector('tr[data-row-key]')!;
    const cells = [...row.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(cells).toContain(formatDateTime(at, 'zh_CN'));
    expect(cells).not.toContain(new Date(at).toLocaleString('en-US'));
    expect(cells).toContain('密码');
    expect(cells).toContain('密码错误');
    expect(cells).not.toContain('password');
    expect(cells).not.toContain('wrong-password');
    app.unmount();
  }, 90_000);
});
