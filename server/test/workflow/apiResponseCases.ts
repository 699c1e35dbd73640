import type { TestApp } from '../support/testApp';
import { declaration } from '../inTenant/formDataUsers';

/** How apiResponses.int.test.ts calls a documented operation (its own `Call` shape). */
type Call = { method: string; path: string; body?: unknown };
type Prepared = Record<string, string>;

/** start → cc (demo_admin) → check (demo_admin) → end on the declaration form: a request waits at `check` with a cc row. */
function flow(processKey: string) {
  return {
    schemaVersion: 1, processKey, processName: `Flow ${processKey}`, businessType: 'ar', billType: 'ar', formCode: 'dec_form',
    startPermission: { scope: 'all' }, promoter: { promoterType: 'all' },
    nodes: [
      { nodeId: 'start', nodeType: 'start', name: 'Submit', nextNodeId: 'copy' },
      { nodeId: 'copy', nodeType: 'cc', name: 'Copy', ccIds: ['demo_admin'], nextNodeId: 'check' },
      { nodeId: 'check', nodeType: 'approval', name: 'Check', approverType: 'person', approverIds: ['demo_admin'], multiMode: 'any', emptyApprover: 'toAdmin', rejectMode: 'toInitiator', nextNodeId: 'end' },
      { nodeId: 'end', nodeType: 'end', name: 'Done' },
    ],
  };
}

/**
 * Makes what the workflow's documented operations work on, as demo's administrator (a workflow
 * manager): templates in the state each lifecycle call needs, and one request per changing call.
 */
export async function prepareWorkflowAnswers(app: TestApp, token: string): Promise<Prepared> {
  const ok = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await app.api<T>(method, path, { token, ...(body === undefined ? {} : { body }) });
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.result;
  };
  const template = async (processKey: string) => {
    await ok('POST', '/api/eform/definitions', { kind: 'workflow', code: processKey, name: processKey, body: flow(processKey) });
    await ok('POST', `/api/bpm/template/${processKey}/publish`, {});
  };
  const record = async () => (await ok<{ id: string }>('POST', '/api/eform/data/dec_form', { data: declaration('E') })).id;
  const request = async () => (await ok<{ instanceId: string }>('POST', '/api/bpm/instance/start', { processKey: 'ar_flow', formCode: 'dec_form', dataId: await record() })).instanceId;
  const taskOf = async (instanceId: string) => (await app.database.owner('bpm_task').where({ instance_id: instanceId, status: 'pending' }).first<{ id: string }>('id'))!.id;
  for (const key of ['ar_flow', 'ar_suspend', 'ar_activate']) await template(key);
  await ok('POST', '/api/bpm/template/ar_activate/suspend');
  const suspended = await request();
  await ok('POST', `/api/bpm/instance/${suspended}/suspend`, {});
  const detailed = await request();
  const demoUser = (await app.database.owner('sys_user').where({ username: 'demo_user' }).first<{ id: string }>('id'))!.id;
  return {
    demoUserId: demoUser,
    startRecordId: await record(),
    detailInstanceId: detailed,
    suspendInstanceId: await request(), resumeInstanceId: suspended, withdrawInstanceId: await request(),
    approveTaskId: await taskOf(await request()), rejectTaskId: await taskOf(await request()), delegateTaskId: await taskOf(await request()),
    transferTaskId: await taskOf(await request()), addSignerTaskId: await taskOf(await request()), urgeTaskId: await taskOf(await request()),
    batchTaskIds: [await taskOf(await request()), await taskOf(await request())].join(','),
    ccId: (await app.database.owner('bpm_cc').where({ instance_id: detailed }).first<{ id: string }>('id'))!.id,
  };
}

/** The workflow's documented operations and how each is called (`v` from `prepareWorkflowAnswers`). */
export const workflowAnswerCases: Record<string, (v: Prepared) => Call> = {
  'GET /api/bpm/template/list': () => ({ method: 'GET', path: '/api/bpm/template/list?pageNo=1&pageSize=10' }),
  'POST /api/bpm/template/{processKey}/publish': () => ({ method: 'POST', path: '/api/bpm/template/ar_flow/publish', body: {} }),
  'POST /api/bpm/template/{processKey}/enable': () => ({ method: 'POST', path: '/api/bpm/template/ar_flow/enable' }),
  'POST /api/bpm/template/{processKey}/disable': () => ({ method: 'POST', path: '/api/bpm/template/ar_suspend/disable' }),
  'POST /api/bpm/template/{processKey}/suspend': () => ({ method: 'POST', path: '/api/bpm/template/ar_suspend/suspend' }),
  'POST /api/bpm/template/{processKey}/activate': () => ({ method: 'POST', path: '/api/bpm/template/ar_activate/activate' }),
  'POST /api/bpm/template/{processKey}/migrate': () => ({ method: 'POST', path: '/api/bpm/template/ar_flow/migrate', body: {} }),
  'POST /api/bpm/instance/preview': () => ({ method: 'POST', path: '/api/bpm/instance/preview', body: { processKey: 'ar_flow', formCode: 'dec_form', data: {} } }),
  'POST /api/bpm/instance/start': (v) => ({ method: 'POST', path: '/api/bpm/instance/start', body: { processKey: 'ar_flow', formCode: 'dec_form', dataId: v.startRecordId, variables: { urgent: true } } }),
  'GET /api/bpm/instance/list': () => ({ method: 'GET', path: '/api/bpm/instance/list?classify=start&pageNo=1&pageSize=10' }),
  'GET /api/bpm/instance/{id}': (v) => ({ method: 'GET', path: `/api/bpm/instance/${v.detailInstanceId}` }),
  'POST /api/bpm/instance/{id}/suspend': (v) => ({ method: 'POST', path: `/api/bpm/instance/${v.suspendInstanceId}/suspend`, body: {} }),
  'POST /api/bpm/instance/{id}/resume': (v) => ({ method: 'POST', path: `/api/bpm/instance/${v.resumeInstanceId}/resume`, body: {} }),
  'POST /api/bpm/instance/{id}/withdraw': (v) => ({ method: 'POST', path: `/api/bpm/instance/${v.withdrawInstanceId}/withdraw`, body: { comment: 'not needed' } }),
  'GET /api/bpm/task/todo': () => ({ method: 'GET', path: '/api/bpm/task/todo?pageNo=1&pageSize=10' }),
  'GET /api/bpm/task/done': () => ({ method: 'GET', path: '/api/bpm/task/done?pageNo=1&pageSize=10' }),
  'GET /api/bpm/task/cc': () => ({ method: 'GET', path: '/api/bpm/task/cc?pageNo=1&pageSize=10' }),
  'POST /api/bpm/task/batchApprove': (v) => ({ method: 'POST', path: '/api/bpm/task/batchApprove', body: { taskIds: v.batchTaskIds!.split(',') } }),
  'POST /api/bpm/task/{id}/approve': (v) => ({ method: 'POST', path: `/api/bpm/task/${v.approveTaskId}/approve`, body: { comment: 'fine' } }),
  'POST /api/bpm/task/{id}/reject': (v) => ({ method: 'POST', path: `/api/bpm/task/${v.rejectTaskId}/reject`, body: { target: 'initiator' } }),
  'POST /api/bpm/task/{id}/delegate': (v) => ({ method: 'POST', path: `/api/bpm/task/${v.delegateTaskId}/delegate`, body: { userId: v.demoUserId } }),
  'POST /api/bpm/task/{id}/transfer': (v) => ({ method: 'POST', path: `/api/bpm/task/${v.transferTaskId}/transfer`, body: { userId: v.demoUserId } }),
  'POST /api/bpm/task/{id}/addSigner': (v) => ({ method: 'POST', path: `/api/bpm/task/${v.addSignerTaskId}/addSigner`, body: { userIds: [v.demoUserId], position: 'after' } }),
  'POST /api/bpm/task/{id}/urge': (v) => ({ method: 'POST', path: `/api/bpm/task/${v.urgeTaskId}/urge`, body: {} }),
  'POST /api/bpm/task/{id}/read': (v) => ({ method: 'POST', path: `/api/bpm/task/${v.ccId}/read` }),
};
