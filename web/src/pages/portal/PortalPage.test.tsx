import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeId, fakePermissions, fakeUserInfo } from '../../test/fakeSession';
import { envelope, renderApp, type FakeServer } from '../../test/renderApp';

const menu = [
  { id: fakeId('w'), path: '/dashboard/workbench', name: 'workbench', component: 'dashboard/Workbench', back: '0', meta: { title: 'Workbench', zhCn: '工作台' } },
  { id: fakeId('d'), path: '/customs/declarations', name: 'declarations', component: 'eform/ViewLayoutRedirect', back: '0', meta: { title: 'Declarations', zhCn: '报关单' } },
  { id: fakeId('t'), path: '/bpm/todo', name: 'todo', component: 'bpm/TodoList', back: '0', meta: { title: 'To-do', zhCn: '待办' } },
];

const task = {
  id: fakeId('task'), instanceId: fakeId('inst'), taskNo: 1, processKey: 'dec_approval', processName: 'Declaration approval', nodeId: 'check', taskTitle: 'Declaration 42', taskName: 'Check',
  taskType: 'approve', status: 'pending', assigneeId: null, assigneeName: null, originalAssigneeName: null, fromUserName: null, initiatorName: 'Chen', sendTimeString: '2026-11-20 08:00:00',
  dueDateString: null, endTimeString: null, comment: null, formCode: 'dec_form', dataId: null, instanceStatus: 'active',
};
const notice = { anntId: fakeId('a1'), title: 'Port closed Sunday', content: '<p>Closed</p><img src=x onerror="window.hacked=1">', msgCategory: '1', priority: 'H', sendTime: '2026-11-20T08:00:00Z', readFlag: '0' };
const page = (records: unknown[]) => ({ records, total: records.length, current: 1, size: 5, pages: 1 });

const portal = {
  schemaVersion: 1, portalCode: 'customs_home', portalName: 'Customs home', isDefault: true,
  widgets: [
    { widgetId: 'todo', widgetType: 'todo', x: 0, y: 0, w: 6, h: 4 },
    { widgetId: 'news', widgetType: 'announcement', title: 'News', x: 6, y: 0, w: 6, h: 4 },
    { widgetId: 'quick', widgetType: 'quickMenu', x: 0, y: 4, w: 12, h: 2 },
    { widgetId: 'note', widgetType: 'text', content: '<b>Welcome</b><script>window.hacked=2</script>', x: 0, y: 6, w: 12, h: 2 },
    { widgetId: 'recent', widgetType: 'view', code: 'dec_list_view', x: 0, y: 8, w: 12, h: 4 },
  ],
};
const answer = { portal, basePortalCode: 'customs_home', overrideCodes: [], reportCodes: [], dashboardCodes: [], needs: { todo: page([task]), announcement: page([notice]) } };
const empty = { portal: null, basePortalCode: null, overrideCodes: [], reportCodes: [], dashboardCodes: [], needs: {} };

function server(portalAnswer: unknown, saved: unknown[] = []): FakeServer {
  return {
    calls: [],
    handle: (method, path, body) => {
      if (path === '/api/user/info') return { status: 200, body: envelope(fakeUserInfo({ username: 'dec_clerk', realname: 'Chen', userType: 'user', backRoleFlg: '0' })) };
      if (path === '/api/system/getUserPermissionByToken') return { status: 200, body: envelope(fakePermissions(menu, { quickMenu: [fakeId('d')] })) };
      if (path === '/api/eform/portal/mine') return { status: 200, body: envelope(portalAnswer) };
      if (method === 'POST' && path === '/api/system/sysUserSettings/save') {
        saved.push(body);
        return { status: 200, body: envelope(null) };
      }
      if (method === 'PUT' && path === '/api/system/sysAnnouncementSend/editByAnntIdAndUserId') return { status: 200, body: envelope(null) };
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

const slow = { timeout: 60_000 };

describe('the portal pages', () => {
  it('/index/portal shows the caller\'s portal inside the frame: to-dos, sanitised announcements and text, the quick menu', async () => {
    const saved: unknown[] = [];
    const app = await renderApp('/index/portal', server(answer, saved));
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="portal"]')).not.toBeNull(), slow);
    expect(app.container.querySelector('[data-testid="sider"]')).not.toBeNull();
    expect(app.container.querySelector('[data-testid="portal-todo-item"]')?.textContent).toContain('Declaration 42');
    const text = app.container.querySelector('[data-testid="portal-text"]')!;
    expect(text.innerHTML).toContain('<b>Welcome</b>');
    expect(text.innerHTML).not.toContain('<script');
    expect([...app.container.querySelectorAll<HTMLElement>('[data-testid="portal-quick-item"]')].map((item) => item.dataset.menuId)).toEqual([fakeId('d')]);
    // The view block is the view's list page: it asks for the view (refused here, and says so in its box).
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="portal-view-block"] [data-testid="view-unavailable"]')?.getAttribute('data-view-code')).toBe('dec_list_view'), slow);

    await act(async () => app.container.querySelector<HTMLButtonElement>('[data-testid="portal-notice-item"]')!.click());
    await vi.waitFor(() => expect(document.querySelector('[data-testid="portal-notice-content"]')?.innerHTML).toContain('<p>Closed</p>'));
    expect(document.querySelector('[data-testid="portal-notice-content"]')!.innerHTML).not.toContain('onerror');
    expect((window as { hacked?: number }).hacked).toBeUndefined();

    await act(async () => app.container.querySelector<HTMLButtonElement>('[data-testid="portal-quick-item"] button[aria-label]')!.click());
    await vi.waitFor(() => expect(saved).toEqual([{ quickSettings: [] }]));
    app.unmount();
  }, 120_000);

  it('/portal shows it on a page of its own, and says so plainly when no portal is meant for the caller', async () => {
    const app = await renderApp('/portal', server(empty));
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="portal-none"]')).not.toBeNull(), slow);
    expect(app.container.querySelector('[data-testid="portal-standalone"]')).not.toBeNull();
    expect(app.container.querySelector('[data-testid="sider"]')).toBeNull();
    expect(app.container.querySelector('[data-testid="not-available"]')).toBeNull();
    app.unmount();
  }, 120_000);
});
