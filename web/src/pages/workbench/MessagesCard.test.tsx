import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeId, fakePermissions, fakeUserInfo } from '../../test/fakeSession';
import { envelope, renderApp, type FakeServer } from '../../test/renderApp';

const menu = [{ id: fakeId('w'), path: '/dashboard/workbench', name: 'workbench', component: 'dashboard/Workbench', back: '0', meta: { title: '工作台', zhCn: '工作台' } }];
const inbox = [
  { anntId: fakeId('a1'), title: 'Port closed Sunday', content: '<p>Closed</p><img src=x onerror="window.hacked=1"><script>window.hacked=2</script><style>@import "https://evil.example/x.css";</style><p style="background-image:url(https://evil.example/y)">Berth 4</p>', msgCategory: '1', priority: 'H', sendTime: '2026-11-20T08:00:00Z', readFlag: '0' },
  { anntId: fakeId('a2'), title: 'Tariff update', content: 'New rates', msgCategory: '1', priority: 'L', sendTime: '2026-11-19T08:00:00Z', readFlag: '1' },
];

function server(marked: string[]): FakeServer {
  return {
    calls: [],
    handle: (method, path, body) => {
      if (path === '/api/user/info') return { status: 200, body: envelope(fakeUserInfo({ username: 'demo_user', realname: 'Demo', userType: 'user', backRoleFlg: '0' })) };
      if (path === '/api/system/getUserPermissionByToken') return { status: 200, body: envelope(fakePermissions(menu)) };
      if (path === '/api/system/sysAnnouncementSend/getMyAnnouncementSend') return { status: 200, body: envelope({ records: inbox, total: inbox.length, current: 1, size: 10, pages: 1 }) };
      if (method === 'PUT' && path === '/api/system/sysAnnouncementSend/editByAnntIdAndUserId') {
        marked.push((body as { anntId: string }).anntId);
        return { status: 200, body: envelope(null) };
      }
      return undefined;
    },
  };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('wharf.token', JSON.stringify({ value: 'tok', expiresAt: null }));
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('workbench messages', () => {
  it('lists the user\'s announcements, opens one with sanitised content and marks it read', async () => {
    const marked: string[] = [];
    const app = await renderApp('/dashboard/workbench', server(marked));
    await vi.waitFor(() => expect(app.container.querySelectorAll('[data-testid="message-item"]')).toHaveLength(2), { timeout: 20_000 });
    const [first] = app.container.querySelectorAll<HTMLButtonElement>('[data-testid="message-item"]');
    expect(first?.dataset.read).toBe('0');
    expect(first?.textContent).toContain('Port closed Sunday');

    await act(async () => first?.click());
    await vi.waitFor(() => expect(document.querySelector('[data-testid="message-content"]')?.innerHTML).toContain('<p>Closed</p>'));
    const shown = document.querySelector('[data-testid="message-content"]')!.innerHTML;
    expect(shown).not.toContain('onerror');
    expect(shown).not.toContain('<script');
    expect(shown).not.toMatch(/<style|@import|evil\.example/);
    expect(shown).toContain('Berth 4');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    await vi.waitFor(() => expect(marked).toEqual([fakeId('a1')]));
    await vi.waitFor(() => expect(app.container.querySelector<HTMLElement>('[data-testid="message-item"]')?.dataset.read).toBe('1'));
    app.unmount();
  }, 30_000);
});
