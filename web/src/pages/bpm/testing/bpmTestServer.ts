import { fakeServerOf, type FakeAnswer } from '../../../test/fakeServerOf';
import { permissionListOf } from '../../../test/permissionList';
import type { FakeServer } from '../../../test/renderApp';

let menuNo = 0;
// Menu ids are uuids, as the server sends them.
const page = (component: string, path: string, title: string) => ({ id: `40000000-0000-4000-8000-${String(++menuNo).padStart(12, '0')}`, path, name: path.slice(1).replace(/\//g, '-'), component, back: '0', meta: { title, zhCn: title } });

/** A front-office menu with the workbench, a form page and the workflow pages. */
export const bpmMenu = [
  page('dashboard/Workbench', '/dashboard/workbench', '工作台'),
  page('eform/FormAddTab', '/forms/dec_form', '报关单'),
  page('bpm/TodoList', '/bpm/todo', '我的待办'),
  page('bpm/DoneList', '/bpm/done', '我的已办'),
  page('bpm/CcList', '/bpm/cc', '抄送我的'),
  page('bpm/StartedList', '/bpm/started', '我发起的'),
  page('bpm/InstanceList', '/bpm/instances', '全部申请'),
  page('bpm/TemplateList', '/bpm/templates', '流程模板'),
  page('bpm/DelegateList', '/bpm/delegations', '流程委托'),
  page('bpm/Analytics', '/bpm/analytics', '流程分析'),
  page('bpm/WorkflowRedirectTab', '/bpm/apply/dec_approval@1', '报关申请'),
];

export const ids = {
  clerk: '00000000-0000-4000-8000-0000000000c1',
  manager: '00000000-0000-4000-8000-0000000000a1',
  officer: '00000000-0000-4000-8000-0000000000b1',
  record: '10000000-0000-4000-8000-000000000001',
  instance: '20000000-0000-4000-8000-000000000001',
  task: '30000000-0000-4000-8000-000000000001',
  task2: '30000000-0000-4000-8000-000000000002',
  task3: '30000000-0000-4000-8000-000000000003',
};

/** The customs declaration form as the runtime route answers it. */
export const decForm = {
  schemaVersion: 1,
  formCode: 'dec_form',
  formName: '报关单',
  formStatus: 'enable',
  allowedOperations: ['create', 'read', 'update'],
  fields: [
    { colCode: 'bill_no', title: '提单号', type: 'input' },
    { colCode: 'amount', title: '金额', type: 'number' },
    { colCode: 'cost_note', title: '成本备注', type: 'input' },
    { colCode: 'remark', title: '审批备注', type: 'input' },
  ],
};

/** Signs `userId` in (a stored token and user info) for the next render. */
export function signInAs(userId: string, username = 'demo_user'): void {
  localStorage.setItem('wharf.token', JSON.stringify({ value: 'tok-bpm', expiresAt: null }));
  sessionStorage.setItem('wharf.userInfo', JSON.stringify({ id: userId, username, realname: username, backRoleFlg: '0' }));
}

/** A fake server with the bpm menu, the user's button permissions and the given answers by "METHOD /api/path"; calls are recorded. */
export function bpmTestServer(answers: Record<string, FakeAnswer>, buttons: readonly string[] = []): FakeServer & { bodies(key: string): unknown[] } {
  const server = fakeServerOf({
    'GET /api/system/getUserPermissionByToken': () => ({ ...permissionListOf(bpmMenu, buttons), userSettings: {} }),
    'GET /api/eform/runtime/form/dec_form/definition': () => decForm,
    ...answers,
  });
  return {
    ...server,
    bodies: (key: string) => server.calls.filter((call) => `${call.method} ${call.path}` === key).map((call) => call.body),
  };
}

/** The template the customs form starts (`GET /api/bpm/binding/redirect`, and `startOffer`'s `template`). */
export const boundDecApproval = { processKey: 'dec_approval', processName: '报关审批', definitionId: 'dec_approval:1', version: 1, formCode: 'dec_form', businessType: 'customs', billType: 'declaration' };

/** A page of records as the list routes answer. */
export const pageOf = <T>(records: T[], total = records.length) => ({ records, total, current: 1, size: 20, pages: Math.max(1, Math.ceil(total / 20)) });

/** The customs approval: the clerk starts, the broker's manager approves, customs officers all agree, finance is cc'd. */
export const decApproval = {
  schemaVersion: 1 as const,
  processKey: 'dec_approval',
  processName: '报关审批',
  businessType: 'customs',
  billType: 'declaration',
  formCode: 'dec_form',
  fieldPermissions: { remark: 'readOnly' as const },
  nodes: [
    { nodeId: 'start', nodeType: 'start' as const, name: '发起', nextNodeId: 'n_broker' },
    { nodeId: 'n_broker', nodeType: 'approval' as const, name: '经理审批', nextNodeId: 'n_customs', approverType: 'manager' as const, multiMode: 'any' as const, emptyApprover: 'toAdmin' as const, rejectMode: 'toInitiator' as const },
    {
      nodeId: 'n_customs', nodeType: 'approval' as const, name: '海关审批', nextNodeId: 'end', approverType: 'role' as const, approverIds: ['customs_officer'], multiMode: 'all' as const, emptyApprover: 'toAdmin' as const, rejectMode: 'toAnyVisited' as const,
      fieldPermissions: { remark: 'editable' as const, cost_note: 'hidden' as const },
    },
    { nodeId: 'end', nodeType: 'end' as const, name: '结束' },
  ],
};

/** A task row as the task lists and the instance detail answer it. */
export function taskOf(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id, instanceId: ids.instance, taskNo: 2, processKey: 'dec_approval', processName: '报关审批', nodeId: 'n_customs', taskTitle: '报关单 B-001', taskName: '海关审批', taskType: 'approve',
    status: 'pending', assigneeId: ids.officer, assigneeName: '关员', originalAssigneeName: null, fromUserName: '经理', initiatorName: '报关员',
    sendTimeString: '2026-11-26T09:00:00.000Z', dueDateString: null, endTimeString: null, comment: null, formCode: 'dec_form', dataId: ids.record, instanceStatus: 'active',
    ...overrides,
  };
}

/** The form record of the request, as `GET /api/eform/data/dec_form/{id}` answers it. */
export const decRecord = {
  id: ids.record, rowVersion: 3, data: { bill_no: 'B-001', amount: 1200, cost_note: '内部成本', remark: '' },
  createTime: '2026-11-26T08:00:00.000Z', createBy: 'clerk', updateTime: null, updateBy: null,
};
