import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeId, fakePermissions, fakeUserInfo } from '../../test/fakeSession';
import { envelope, renderApp, type FakeServer } from '../../test/renderApp';

const menu = [
  { id: fakeId('w'), path: '/dashboard/workbench', name: 'workbench', component: 'dashboard/Workbench', back: '0', meta: { title: '工作台', zhCn: '工作台' } },
  { id: fakeId('done'), path: '/bpm/done', name: 'done', component: 'bpm/DoneList', back: '0', meta: { title: '已办', zhCn: '已办' } },
];
const doneTask = {
  id: fakeId('task'), instanceId: fakeId('inst'), taskNo: 1, processKey: 'dec_approval', processName: 'Declaration approval', nodeId: 'check', taskTitle: 'Declaration 7', taskName: 'Check',
  taskType: 'approve', status: 'approved', assigneeId: null, assigneeName: null, originalAssigneeName: null, fromUserName: null, initiatorName: 'Chen', sendTimeString: '2026-11-20 08:00:00',
  dueDateString: null, endTimeString: '2026-11-21 09:00:00', comment: null, formCode: 'dec_form', dataId: null, instanceStatus: 'completed',
};
const portal = {
  schemaVersion: 1, portalCode: 'customs_home', portalName: 'Customs home',
  widgets: [
    { widgetId: 'todo', widgetType: 'todo', x: 0, y: 0, w: 4, h: 4 },
    { widgetId: 'ports', widgetType: 'report', code: 'dec_by_port', x: 4, y: 0, w: 8, h: 4 },
  ],
};

function server(portalAnswer: unknown): FakeServer {
  return {
    calls: [],
    handle: (method, path) => {
      if (path === '/api/user/info') return { status: 200, body: envelope(fakeUserInfo({ username: 'dec_clerk', realname: 'Chen', userType: 'user', backRoleFlg: '0' })) };
      if (path === '/api/system/getUserPermissionByToken') return { status: 200, body: envelope(fakePermissions(menu)) };
      if (path === '/api/bpm/task/done') return { status: 200, body: envelope({ records: [doneTask], total: 3, current: 1, size: 10, pages: 1 }) };
      if (path === '/api/eform/portal/mine') return { status: 200, body: envelope(portalAnswer) };
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
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the workbench\'s portal widgets', () => {
  it('lists the tasks the user handled and draws their portal\'s report cards from one batched request', async () => {
    // The batched report route streams NDJSON through the page's own fetch.
    const line = { key: 'ports', success: false, code: 'report/run-denied', message: 'Not for you' };
    const stream = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(`${JSON.stringify(line)}\n`, { status: 200, headers: { 'Content-Type': 'application/x-ndjson' } }));
    const answer = { portal, basePortalCode: 'customs_home', overrideCodes: [], reportCodes: ['dec_by_port'], dashboardCodes: [], needs: {} };
    const app = await renderApp('/dashboard/workbench', server(answer));
    await vi.waitFor(() => expect(app.container.querySelectorAll('[data-testid="done-item"]')).toHaveLength(1), { timeout: 20_000 });
    expect(app.container.querySelector('[data-testid="done-item"]')?.textContent).toContain('Declaration 7');
    expect(app.container.querySelector('[data-testid="done-count"]')?.textContent).toContain('3');
    // The greeting is the h2 under the page's h1, the tab's title (axe heading-order: no level skipped).
    expect(app.container.querySelector('[data-testid="workbench-greeting"]')?.tagName).toBe('H2');
    expect([...app.container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => heading.tagName).filter((tag) => tag > 'H2')).toEqual([]);
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="portal-report"][data-widget-id="ports"]')?.getAttribute('data-status')).toBe('error'), { timeout: 20_000 });
    // Only the report widgets come along: the portal's to-do widget is the workbench's own card.
    expect(app.container.querySelectorAll('[data-testid="portal-widget"]')).toHaveLength(1);
    const calls = stream.mock.calls.filter(([url]) => String(url).includes('/eform/report/data'));
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]![1]?.body))).toEqual({ items: [{ key: 'ports', widgetCode: 'dec_by_port' }] });
    app.unmount();
  }, 40_000);

  it('shows no report cards when the caller has no portal', async () => {
    const fake = server({ portal: null, basePortalCode: null, overrideCodes: [], reportCodes: [], dashboardCodes: [], needs: {} });
    const app = await renderApp('/dashboard/workbench', fake);
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="done-card"]')).not.toBeNull(), { timeout: 20_000 });
    await vi.waitFor(() => expect(fake.calls.some((call) => call.path === '/api/eform/portal/mine')).toBe(true));
    // Let the answer land before looking for what it would draw.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(app.container.querySelector('[data-testid="todo-card"]')).not.toBeNull();
    expect(app.container.querySelector('[data-testid="workbench-reports"]')).toBeNull();
    app.unmount();
  }, 40_000);
});
