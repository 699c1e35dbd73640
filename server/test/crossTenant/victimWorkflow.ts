import type { TestApp } from '../support/testApp';

/** The victim's workflow objects: a published template, a running request on a declaration, its open task and a cc row. */
export interface VictimWorkflow {
  processKey: string;
  workflowInstanceId: string;
  workflowTaskId: string;
  workflowCcId: string;
}

async function answered<T>(response: Promise<{ status: number; body: { result: T } }>, what: string): Promise<T> {
  const { status, body } = await response;
  if (status >= 300) throw new Error(`victim fixture: ${what} ${status} ${JSON.stringify(body)}`);
  return body.result;
}

/**
 * Made through demo's own administrator: start → cc (demo_user) → approval (demo_admin) → end, so
 * the request waits at the approval with a cc row already written.
 */
export async function prepareVictimWorkflow(app: TestApp, demo: string, recordId: string): Promise<VictimWorkflow> {
  const processKey = 'victim_flow';
  const body = {
    schemaVersion: 1, processKey, processName: 'Victim flow', businessType: 'victim', billType: 'victim', formCode: 'dec_form',
    // Only staff start it (demo_admin, a tenant administrator, may start anything): a user without roles may not even preview it.
    startPermission: { scope: 'roles', roleCodes: ['staff'] }, promoter: { promoterType: 'all' },
    nodes: [
      { nodeId: 'start', nodeType: 'start', name: 'Submit', nextNodeId: 'copy' },
      { nodeId: 'copy', nodeType: 'cc', name: 'Copy', ccIds: ['demo_user'], nextNodeId: 'check' },
      { nodeId: 'check', nodeType: 'approval', name: 'Check', approverType: 'person', approverIds: ['demo_admin'], multiMode: 'any', emptyApprover: 'toAdmin', rejectMode: 'toInitiator', nextNodeId: 'end' },
      { nodeId: 'end', nodeType: 'end', name: 'Done' },
    ],
  };
  await answered(app.api('POST', '/api/eform/definitions', { token: demo, body: { kind: 'workflow', code: processKey, name: 'Victim flow', body } }), 'workflow');
  await answered(app.api('POST', `/api/bpm/template/${processKey}/publish`, { token: demo, body: {} }), 'publish workflow');
  const started = await answered(app.api<{ instanceId: string }>('POST', '/api/bpm/instance/start', { token: demo, body: { processKey, formCode: 'dec_form', dataId: recordId } }), 'start');
  const task = await app.database.owner('bpm_task').where({ instance_id: started.instanceId, status: 'pending' }).first<{ id: string }>('id');
  const cc = await app.database.owner('bpm_cc').where({ instance_id: started.instanceId }).first<{ id: string }>('id');
  if (!task || !cc) throw new Error('victim fixture: the workflow request has no open task or no cc row');
  return { processKey, workflowInstanceId: started.instanceId, workflowTaskId: task.id, workflowCcId: cc.id };
}
