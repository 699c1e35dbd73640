import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { click } from '../console/testing/domHelpers';
import { bpmTestServer, ids, pageOf, signInAs, taskOf } from './testing/bpmTestServer';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
});

/** The row checkbox of the table row whose text contains `text`. */
function rowCheckbox(container: ParentNode, text: string): HTMLInputElement {
  const row = [...container.querySelectorAll('tr.ant-table-row')].find((candidate) => candidate.textContent?.includes(text));
  const box = row?.querySelector<HTMLInputElement>('input[type="checkbox"]');
  if (!box) throw new Error(`no row with ${text}`);
  return box;
}

const batchButton = (container: ParentNode) => container.querySelector<HTMLButtonElement>('[data-testid="batch-approve"]')!;

describe('my to-dos', () => {
  it('lists the to-dos, filters by process and title, and approves together only tasks of the same node of one template', async () => {
    signInAs(ids.officer, 'officer');
    const todos = [
      taskOf(ids.task, { taskTitle: '报关单 B-001' }),
      taskOf(ids.task2, { taskTitle: '报关单 B-002', instanceId: '20000000-0000-4000-8000-000000000002' }),
      taskOf(ids.task3, { taskTitle: '报关单 B-003', nodeId: 'n_broker', taskName: '经理审批', instanceId: '20000000-0000-4000-8000-000000000003' }),
    ];
    const server = bpmTestServer({
      'GET /api/bpm/task/todo': () => pageOf(todos),
      'POST /api/bpm/task/batchApprove': () => ({ approved: 2, instanceIds: [ids.instance, '20000000-0000-4000-8000-000000000002'] }),
    });
    const app = await renderApp('/bpm/todo', server);
    await vi.waitFor(() => expect(app.container.querySelectorAll('[data-testid="bpm-list-todo"] tr.ant-table-row')).toHaveLength(3), { timeout: 30_000 });
    expect(batchButton(app.container).disabled).toBe(true);
    // The process column names the process, not its key.
    const firstRow = app.container.querySelector('[data-testid="bpm-list-todo"] tr.ant-table-row')!;
    expect(firstRow.textContent).toContain('报关审批');
    expect(firstRow.textContent).not.toContain('dec_approval');

    await click(rowCheckbox(app.container, 'B-001'));
    await click(rowCheckbox(app.container, 'B-003'));
    // Two nodes: refused, and the button says why.
    await vi.waitFor(() => expect(batchButton(app.container).dataset.problem).toBe('mixed-nodes'));
    expect(batchButton(app.container).disabled).toBe(true);

    await click(rowCheckbox(app.container, 'B-003'));
    await click(rowCheckbox(app.container, 'B-002'));
    await vi.waitFor(() => expect(batchButton(app.container).disabled).toBe(false));
    await click(batchButton(app.container));
    await click(await vi.waitFor(() => {
      const ok = document.querySelector('.ant-modal .ant-btn-primary');
      expect(ok).not.toBeNull();
      return ok;
    }));
    await vi.waitFor(() => expect(server.bodies('POST /api/bpm/task/batchApprove')).toEqual([{ taskIds: [ids.task, ids.task2] }]), { timeout: 10_000 });

    // The search sends the process and title filters.
    const title = app.container.querySelector<HTMLInputElement>('#bpm-todo-search_title')!;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(title, 'B-00');
      title.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await click(app.container.querySelector('[data-testid="bpm-list-todo"] form button[type="submit"]'));
    await vi.waitFor(() => expect(server.calls.filter((call) => call.path === '/api/bpm/task/todo').at(-1)?.query.get('title')).toBe('B-00'));

    // A row opens its handling page with the task named.
    server.calls.length = 0;
    await click(app.container.querySelector('[data-testid="flow-open"]'));
    await vi.waitFor(() => expect(window.location.pathname + window.location.search).toBe(`/flow/todo/${ids.instance}?taskId=${ids.task}`));
    app.unmount();
  }, 60_000);
});

describe('copies to me', () => {
  it('shows read and unread copies and marks one read when opened', async () => {
    signInAs(ids.manager, 'finance');
    const cc = (id: string, isRead: boolean) => ({
      id, instanceId: ids.instance, processKey: 'dec_approval', processName: '报关审批', nodeId: 'cc_finance', taskTitle: `报关单 ${id.slice(-1)}`, taskName: '财务抄送', fromUserName: null,
      sendTimeString: '2026-11-26T09:00:00.000Z', isRead, readTimeString: isRead ? '2026-11-26T10:00:00.000Z' : null, formCode: 'dec_form', dataId: ids.record, instanceStatus: 'active',
    });
    const server = bpmTestServer({
      'GET /api/bpm/task/cc': () => pageOf([cc('50000000-0000-4000-8000-000000000001', false), cc('50000000-0000-4000-8000-000000000002', true)]),
      'POST /api/bpm/task/50000000-0000-4000-8000-000000000001/read': () => ({ id: '50000000-0000-4000-8000-000000000001', isRead: true, readTimeString: '2026-11-26T11:00:00.000Z' }),
    });
    const app = await renderApp('/bpm/cc', server);
    await vi.waitFor(() => expect(app.container.querySelectorAll('[data-testid="bpm-list-cc"] tr.ant-table-row')).toHaveLength(2), { timeout: 30_000 });
    expect(app.container.querySelectorAll('[data-testid="cc-unread"]')).toHaveLength(1);
    expect(app.container.querySelectorAll('[data-testid="cc-read"]')).toHaveLength(1);

    await click(app.container.querySelector('[data-testid="flow-open"]'));
    await vi.waitFor(() => expect(server.calls.some((call) => call.path === '/api/bpm/task/50000000-0000-4000-8000-000000000001/read')).toBe(true));
    expect(window.location.pathname).toBe(`/flow/cc/${ids.instance}`);
    app.unmount();
  }, 60_000);
});

describe('requests', () => {
  it('lists the requests one started, and every request for a workflow manager, each opening the handling page', async () => {
    signInAs(ids.clerk, 'clerk');
    const request = {
      id: ids.instance, processKey: 'dec_approval', processName: '报关审批', title: '报关单 B-001', formCode: 'dec_form', dataId: ids.record, status: 'completed', outcome: 'approved',
      businessStatus: 'approved', currentNodeId: null, currentNodeName: null, initiatorId: ids.clerk, initiatorName: '报关员', definitionVersion: 1,
      startTime: '2026-11-26T08:00:00.000Z', endTime: '2026-11-26T12:00:00.000Z',
    };
    const server = bpmTestServer({ 'GET /api/bpm/instance/list': () => pageOf([request]) });
    const app = await renderApp('/bpm/started', server);
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="instance-status"]')?.getAttribute('data-status')).toBe('approved'), { timeout: 30_000 });
    expect(server.calls.find((call) => call.path === '/api/bpm/instance/list')?.query.get('classify')).toBe('start');
    await click(app.container.querySelector('[data-testid="flow-open"]'));
    await vi.waitFor(() => expect(window.location.pathname).toBe(`/flow/start/${ids.instance}`));
    app.unmount();

    const all = await renderApp('/bpm/instances', server);
    await vi.waitFor(() => expect(server.calls.some((call) => call.path === '/api/bpm/instance/list' && call.query.get('classify') === 'all')).toBe(true), { timeout: 30_000 });
    await vi.waitFor(() => expect(all.container.querySelector('[data-testid="bpm-list-all"] [data-testid="flow-open"]')).not.toBeNull());
    await click(all.container.querySelector('[data-testid="bpm-list-all"] [data-testid="flow-open"]'));
    await vi.waitFor(() => expect(window.location.pathname).toBe(`/flow/view/${ids.instance}`));
    all.unmount();
  }, 60_000);
});

describe('the workbench to-do card', () => {
  it('shows how many to-dos there are and the latest, each opening its handling page', async () => {
    signInAs(ids.officer, 'officer');
    const server = bpmTestServer({
      'GET /api/bpm/task/todo': () => pageOf([taskOf(ids.task), ...Array.from({ length: 6 }, (_, n) => taskOf(`31000000-0000-4000-8000-00000000000${n}`, { taskTitle: `报关单 C-${n}` }))], 7),
      'GET /api/system/sysAnnouncementSend/getMyAnnouncementSend': () => pageOf([]),
    });
    const app = await renderApp('/dashboard/workbench', server);
    // The latest five of the first page (a page size the list route takes).
    await vi.waitFor(() => expect(app.container.querySelectorAll('[data-testid="todo-item"]')).toHaveLength(5), { timeout: 30_000 });
    expect(server.calls.find((call) => call.path === '/api/bpm/task/todo')?.query.get('pageSize')).toBe('10');
    expect(app.container.querySelector('[data-testid="todo-count"]')?.textContent).toContain('7');
    expect(app.container.querySelector('[data-testid="todo-card"]')?.textContent).not.toContain('暂无待办');
    // The menu has the to-do list: "all to-dos" goes there.
    expect(app.container.querySelector('[data-testid="todo-all"]')).not.toBeNull();

    await click(app.container.querySelector('[data-testid="todo-item"]'));
    await vi.waitFor(() => expect(window.location.pathname + window.location.search).toBe(`/flow/todo/${ids.instance}?taskId=${ids.task}`));
    app.unmount();
  }, 60_000);
});
