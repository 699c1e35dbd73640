import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InstanceDetail } from '../../api/bpmTypes';
import { renderApp } from '../../test/renderApp';
import { click, typeInto } from '../console/testing/domHelpers';
import { bpmTestServer, decApproval, decRecord, ids, signInAs, taskOf } from './testing/bpmTestServer';

const history = [
  { seq: 1, action: 'start', at: '2026-11-26T08:00:00.000Z', actorId: ids.clerk, actorName: '报关员', taskNo: null, nodeId: null, nodeName: null, comment: null, detail: null },
  { seq: 2, action: 'approve', at: '2026-11-26T09:00:00.000Z', actorId: ids.manager, actorName: '经理', taskNo: 1, nodeId: 'n_broker', nodeName: '经理审批', comment: '同意', detail: null },
  { seq: 3, action: 'reject', at: '2026-11-26T09:30:00.000Z', actorId: ids.officer, actorName: '关员', taskNo: 2, nodeId: 'n_customs', nodeName: '海关审批', comment: '再核对', detail: 'n_broker' },
  { seq: 4, action: 'approve', at: '2026-11-26T10:00:00.000Z', actorId: ids.manager, actorName: '经理', taskNo: 4, nodeId: 'n_broker', nodeName: '经理审批', comment: null, detail: null },
];

function detailOf(overrides: Partial<InstanceDetail> = {}): InstanceDetail {
  const open = taskOf(ids.task) as InstanceDetail['openTasks'][number];
  return {
    id: ids.instance,
    processKey: 'dec_approval',
    processName: '报关审批',
    title: '报关单 B-001',
    formCode: 'dec_form',
    dataId: ids.record,
    status: 'active',
    outcome: null,
    businessStatus: 'approving',
    currentNodeId: 'n_customs',
    currentNodeName: '海关审批',
    initiatorId: ids.clerk,
    initiatorName: '报关员',
    definitionVersion: 1,
    startTime: '2026-11-26T08:00:00.000Z',
    endTime: null,
    variables: [],
    history,
    trail: [
      { at: '2026-11-26T08:00:00.000Z', nodeId: 'start', what: 'start' },
      { at: '2026-11-26T08:00:00.000Z', nodeId: 'n_broker', what: 'enter' },
      { at: '2026-11-26T09:00:00.000Z', nodeId: 'n_customs', what: 'enter' },
    ],
    tasks: [open],
    openTasks: [open],
    myTaskIds: [ids.task],
    rejectTargets: [{ taskId: ids.task, targets: [
      { target: 'previous', nodeId: 'n_broker', name: '经理审批' }, { target: 'initiator', nodeId: 'start', name: '发起' }, { target: 'n_broker', nodeId: 'n_broker', name: '经理审批' },
    ] }],
    canWithdraw: false,
    definition: decApproval,
    ...overrides,
  };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
});

const acted = { instanceId: ids.instance, status: 'active', currentNodeId: 'n_customs' };

const waitForForm = (container: HTMLElement) => vi.waitFor(() => expect(container.querySelector('.wharf-form [data-field="bill_no"]')).not.toBeNull(), { timeout: 30_000 });

describe('the handling page /flow/{func}/{id}', () => {
  it('draws the form with the node field permissions and approves with the editable fields only', async () => {
    signInAs(ids.officer, 'officer');
    const server = bpmTestServer({
      [`GET /api/bpm/instance/${ids.instance}`]: () => detailOf(),
      [`GET /api/eform/data/dec_form/${ids.record}`]: () => decRecord,
      [`PUT /api/eform/data/dec_form/${ids.record}`]: () => ({ id: ids.record, rowVersion: 4, isModified: true }),
      [`POST /api/bpm/task/${ids.task}/approve`]: () => acted,
    });
    const app = await renderApp(`/flow/todo/${ids.instance}?taskId=${ids.task}`, server);
    await waitForForm(app.container);
    const form = app.container.querySelector('.wharf-form')!;
    // Hidden at this node: not drawn at all, and its value is not in the page.
    expect(form.querySelector('[data-field="cost_note"]')).toBeNull();
    expect(app.container.textContent).not.toContain('内部成本');
    // Not named: read-only at an approval node; named editable: an enabled input.
    expect(form.querySelector<HTMLInputElement>('[data-field="bill_no"] input')?.disabled).toBe(true);
    expect(form.querySelector<HTMLInputElement>('[data-field="remark"] input')?.disabled).toBe(false);
    expect(app.container.querySelector('[data-testid="flow-form"]')?.getAttribute('data-editable')).toBe('true');
    // The history timeline, oldest first.
    expect([...app.container.querySelectorAll('[data-testid="history-entry"]')].map((entry) => entry.getAttribute('data-action'))).toEqual(['start', 'approve', 'reject', 'approve']);
    // A return says where it went, by the node's name.
    expect(app.container.querySelector('[data-testid="history-entry"][data-action="reject"]')?.textContent).toContain('→ 经理审批');

    await typeInto(app.container.querySelector('[data-testid="flow-comment"]'), '单证齐全');
    await typeInto(form.querySelector('[data-field="remark"] input'), '放行');
    await click(form.querySelector('[data-submit="true"]'));
    await vi.waitFor(() => expect(server.bodies(`POST /api/bpm/task/${ids.task}/approve`)).toEqual([{ comment: '单证齐全' }]), { timeout: 10_000 });
    // The record was saved first, as this task's assignee: the node's editable field changed, the rest as read.
    const saves = server.calls.filter((call) => call.method === 'PUT' && call.path === `/api/eform/data/dec_form/${ids.record}`);
    expect(saves.map((call) => call.query.get('taskId'))).toEqual([ids.task]);
    expect(saves[0]?.body).toEqual({ rowVersion: 3, data: { ...decRecord.data, remark: '放行' } });
    app.unmount();
  }, 60_000);

  it('approves at an editable node without saving a record nobody changed', async () => {
    signInAs(ids.officer, 'officer');
    const server = bpmTestServer({
      [`GET /api/bpm/instance/${ids.instance}`]: () => detailOf(),
      [`GET /api/eform/data/dec_form/${ids.record}`]: () => decRecord,
      [`POST /api/bpm/task/${ids.task}/approve`]: () => acted,
    });
    const app = await renderApp(`/flow/todo/${ids.instance}?taskId=${ids.task}`, server);
    await waitForForm(app.container);
    await click(app.container.querySelector('.wharf-form [data-submit="true"]'));
    await vi.waitFor(() => expect(server.bodies(`POST /api/bpm/task/${ids.task}/approve`)).toEqual([{}]), { timeout: 10_000 });
    expect(server.calls.filter((call) => call.method === 'PUT')).toEqual([]);
    app.unmount();
  }, 60_000);

  it('rejects to a node the request already passed', async () => {
    signInAs(ids.officer, 'officer');
    const server = bpmTestServer({
      // A node that names no field: everything read-only.
      [`GET /api/bpm/instance/${ids.instance}`]: () => detailOf({ definition: { ...decApproval, nodes: decApproval.nodes.map((node) => (node.nodeId === 'n_customs' ? { ...node, fieldPermissions: {} } : node)) } }),
      [`GET /api/eform/data/dec_form/${ids.record}`]: () => decRecord,
      [`POST /api/bpm/task/${ids.task}/reject`]: () => acted,
    });
    const app = await renderApp(`/flow/todo/${ids.instance}?taskId=${ids.task}`, server);
    await waitForForm(app.container);
    // Nothing editable at this node: the form is read-only and the page has its own approve button.
    expect(app.container.querySelector('[data-testid="flow-form"]')?.getAttribute('data-editable')).toBe('false');
    expect(app.container.querySelector('[data-testid="flow-approve"]')).not.toBeNull();

    await typeInto(app.container.querySelector('[data-testid="flow-comment"]'), '金额有误');
    await click(app.container.querySelector('[data-testid="flow-reject"]'));
    const select = await vi.waitFor(() => {
      const found = document.querySelector('[data-testid="reject-target"]');
      expect(found).not.toBeNull();
      return found!;
    });
    await act(async () => {
      select.querySelector('.ant-select-selector, .ant-select-content')?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    const option = await vi.waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].find((item) => item.textContent === '经理审批');
      expect(found).toBeDefined();
      return found!;
    });
    await click(option);
    await click([...document.querySelectorAll('.ant-modal-footer button')].find((button) => button.classList.contains('ant-btn-primary')));
    await vi.waitFor(() => expect(server.bodies(`POST /api/bpm/task/${ids.task}/reject`)).toEqual([{ target: 'n_broker', comment: '金额有误' }]), { timeout: 10_000 });
    app.unmount();
  }, 60_000);

  it('offers exactly the reject targets the server answers for the task, not the nodes of the trail', async () => {
    signInAs(ids.officer, 'officer');
    // The trail passed n_broker, but the server (the engine's rejectTargets) allows only the initiator here.
    const server = bpmTestServer({
      [`GET /api/bpm/instance/${ids.instance}`]: () => detailOf({
        definition: { ...decApproval, nodes: decApproval.nodes.map((node) => (node.nodeId === 'n_customs' ? { ...node, fieldPermissions: {} } : node)) },
        rejectTargets: [{ taskId: ids.task, targets: [{ target: 'initiator', nodeId: 'start', name: '发起' }] }],
      }),
      [`GET /api/eform/data/dec_form/${ids.record}`]: () => decRecord,
    });
    const app = await renderApp(`/flow/todo/${ids.instance}?taskId=${ids.task}`, server);
    await waitForForm(app.container);
    await click(app.container.querySelector('[data-testid="flow-reject"]'));
    const select = await vi.waitFor(() => {
      const found = document.querySelector('[data-testid="reject-target"]');
      expect(found).not.toBeNull();
      return found!;
    });
    await act(async () => {
      select.querySelector('.ant-select-selector, .ant-select-content')?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    await vi.waitFor(() => expect([...document.querySelectorAll('.ant-select-item-option')].map((item) => item.textContent)).toEqual(['发起人 (发起)']));
    app.unmount();
  }, 60_000);

  it('transfers to a colleague found through the workflow\'s own user search (no console permission needed)', async () => {
    signInAs(ids.officer, 'officer');
    const server = bpmTestServer({
      [`GET /api/bpm/instance/${ids.instance}`]: () => detailOf({ definition: { ...decApproval, nodes: decApproval.nodes.map((node) => (node.nodeId === 'n_customs' ? { ...node, fieldPermissions: {} } : node)) } }),
      [`GET /api/eform/data/dec_form/${ids.record}`]: () => decRecord,
      'GET /api/bpm/users': () => [{ id: ids.manager, username: 'manager', realname: '经理', departName: '报关部' }],
      [`POST /api/bpm/task/${ids.task}/transfer`]: () => acted,
    });
    const app = await renderApp(`/flow/todo/${ids.instance}?taskId=${ids.task}`, server);
    await waitForForm(app.container);
    await click(app.container.querySelector('[data-testid="flow-transfer"]'));
    const select = await vi.waitFor(() => {
      const found = document.querySelector('[data-testid="flow-user"]');
      expect(found).not.toBeNull();
      return found!;
    });
    await act(async () => {
      select.querySelector('.ant-select-selector, .ant-select-content')?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    const option = await vi.waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].find((item) => item.textContent === '经理 (manager) · 报关部');
      expect(found).toBeDefined();
      return found!;
    });
    await click(option);
    await click([...document.querySelectorAll('.ant-modal-footer button')].find((button) => button.classList.contains('ant-btn-primary')));
    await vi.waitFor(() => expect(server.bodies(`POST /api/bpm/task/${ids.task}/transfer`)).toEqual([{ userId: ids.manager }]), { timeout: 10_000 });
    expect(server.calls.some((call) => call.path === '/api/system/user/list')).toBe(false);
    app.unmount();
  }, 60_000);

  it('lets the initiator resubmit a returned request through the form, and withdraw it', async () => {
    signInAs(ids.clerk, 'clerk');
    const resubmit = taskOf(ids.task2, { nodeId: 'start', taskName: '发起', taskType: 'resubmit', assigneeId: ids.clerk, assigneeName: '报关员' }) as InstanceDetail['openTasks'][number];
    const returned = detailOf({ openTasks: [resubmit], tasks: [resubmit], myTaskIds: [ids.task2], rejectTargets: [], canWithdraw: true, currentNodeId: 'start' });
    const server = bpmTestServer({
      [`GET /api/bpm/instance/${ids.instance}`]: () => returned,
      [`GET /api/eform/data/dec_form/${ids.record}`]: () => decRecord,
      [`PUT /api/eform/data/dec_form/${ids.record}`]: () => ({ id: ids.record, rowVersion: 4, isModified: true }),
      [`POST /api/bpm/task/${ids.task2}/approve`]: () => acted,
      [`POST /api/bpm/instance/${ids.instance}/withdraw`]: () => ({ id: ids.instance, status: 'completed', outcome: 'withdrawn' }),
    });
    const app = await renderApp(`/flow/start/${ids.instance}`, server);
    await waitForForm(app.container);
    const form = app.container.querySelector('.wharf-form')!;
    // At the start node fields not named are editable; the returned request's own rule keeps remark read-only.
    expect(form.querySelector<HTMLInputElement>('[data-field="bill_no"] input')?.disabled).toBe(false);
    expect(form.querySelector<HTMLInputElement>('[data-field="remark"] input')?.disabled).toBe(true);
    expect(app.container.querySelector('[data-testid="flow-reject"]')).toBeNull();

    await typeInto(form.querySelector('[data-field="bill_no"] input'), 'B-002');
    await click(form.querySelector('[data-submit="true"]'));
    await vi.waitFor(() => expect(server.bodies(`POST /api/bpm/task/${ids.task2}/approve`)).toEqual([{}]), { timeout: 10_000 });
    const saved = server.bodies(`PUT /api/eform/data/dec_form/${ids.record}`)[0] as { data: Record<string, unknown> };
    expect(saved.data).toEqual({ ...decRecord.data, bill_no: 'B-002' });

    await click(app.container.querySelector('[data-testid="flow-withdraw"]'));
    await click(await vi.waitFor(() => {
      const ok = document.querySelector('.ant-popconfirm .ant-btn-primary');
      expect(ok).not.toBeNull();
      return ok;
    }));
    await vi.waitFor(() => expect(server.bodies(`POST /api/bpm/instance/${ids.instance}/withdraw`)).toHaveLength(1), { timeout: 10_000 });
    app.unmount();
  }, 60_000);

  it('lets a workflow manager suspend a request, which others are not offered', async () => {
    signInAs(ids.manager, 'admin');
    const answers = {
      [`GET /api/bpm/instance/${ids.instance}`]: () => detailOf({ myTaskIds: [], rejectTargets: [] }),
      [`GET /api/eform/data/dec_form/${ids.record}`]: () => decRecord,
      [`POST /api/bpm/instance/${ids.instance}/suspend`]: () => ({ id: ids.instance, status: 'suspended', outcome: null }),
    };
    const viewer = await renderApp(`/flow/view/${ids.instance}`, bpmTestServer(answers));
    await waitForForm(viewer.container);
    expect(viewer.container.querySelector('[data-testid="flow-suspend"]')).toBeNull();
    viewer.unmount();

    const server = bpmTestServer(answers, ['eformWorkflow:design']);
    const app = await renderApp(`/flow/view/${ids.instance}`, server);
    await waitForForm(app.container);
    // Who the request waits for, by node.
    expect(app.container.querySelector('[data-testid="flow-waiting"]')?.textContent).toBe('海关审批: 关员');
    await click(app.container.querySelector('[data-testid="flow-suspend"]'));
    await click(await vi.waitFor(() => {
      const ok = document.querySelector('.ant-popconfirm .ant-btn-primary');
      expect(ok).not.toBeNull();
      return ok;
    }));
    await vi.waitFor(() => expect(server.calls.filter((call) => call.method === 'POST' && call.path === `/api/bpm/instance/${ids.instance}/suspend`)).toHaveLength(1));
    app.unmount();
  }, 60_000);

  it('shows a viewer the form read-only, the history and no task actions', async () => {
    signInAs(ids.manager, 'manager');
    const server = bpmTestServer({
      [`GET /api/bpm/instance/${ids.instance}`]: () => detailOf({ myTaskIds: [], rejectTargets: [] }),
      [`GET /api/eform/data/dec_form/${ids.record}`]: () => decRecord,
    });
    const app = await renderApp(`/flow/done/${ids.instance}`, server);
    await waitForForm(app.container);
    expect(app.container.querySelector('[data-testid="flow-page"]')?.getAttribute('data-task-id')).toBe('');
    expect(app.container.querySelector('[data-submit="true"]')).toBeNull();
    expect(app.container.querySelector('[data-testid="flow-approve"]')).toBeNull();
    expect(app.container.querySelector('[data-testid="not-available"]')).toBeNull();
    expect(app.container.querySelectorAll('[data-testid="history-entry"]')).toHaveLength(4);
    app.unmount();
  }, 60_000);

  it('offers a way back from a function it does not know', async () => {
    signInAs(ids.officer, 'officer');
    const app = await renderApp(`/flow/nonsense/${ids.instance}`, bpmTestServer({}));
    const unknown = await vi.waitFor(() => {
      const found = app.container.querySelector<HTMLElement>('[data-testid="flow-unknown"]');
      expect(found).not.toBeNull();
      return found!;
    }, { timeout: 30_000 });
    // Opened directly: back leads to the home page.
    await act(async () => unknown.querySelector<HTMLButtonElement>('button')?.click());
    await vi.waitFor(() => expect(window.location.pathname).not.toContain('/flow/'));
    app.unmount();
  }, 60_000);
});
