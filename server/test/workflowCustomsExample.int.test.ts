import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaration } from './inTenant/formDataUsers';
import { startTestApp, type TestApp } from './support/testApp';

// The customs example's approval end to end in the demo tenant (issue 16 "The example"): the seeded
// clerk submits a declaration, the brokerage's head approves, every customs officer must agree,
// finance is copied; then a return to the previous node and a resubmit.

interface Task {
  id: string;
  instanceId: string;
  nodeId: string;
  taskType: 'approve' | 'resubmit';
  status: string;
  assigneeName: string | null;
}
interface Cc {
  instanceId: string;
  nodeId: string;
}
interface Instance {
  id: string;
  status: string;
  outcome: string | null;
  businessStatus: string | null;
  currentNodeId: string | null;
}

let app: TestApp;
const token: Record<string, string> = {};

const large = () => ({ ...declaration('I', 'Large Imports Ltd.'), declTotal: 2_500_000 });

async function submit(data: Record<string, unknown>): Promise<{ instanceId: string; dataId: string }> {
  const created = await app.api<{ id: string }>('POST', '/api/eform/data/dec_form', { token: token.dec_clerk, body: { data } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const started = await app.api<{ instanceId: string; processKey: string; currentNodeId: string }>('POST', '/api/bpm/binding/start', { token: token.dec_clerk, body: { formCode: 'dec_form', dataId: created.body.result.id } });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  expect(started.body.result).toMatchObject({ processKey: 'dec_approval', currentNodeId: 'manager' });
  return { instanceId: started.body.result.instanceId, dataId: created.body.result.id };
}

/** The user's open task on the instance (exactly one). */
async function todo(username: string, instanceId: string): Promise<Task> {
  const { body } = await app.api<{ records: Task[] }>('GET', '/api/bpm/task/todo?pageNo=1&pageSize=100', { token: token[username] });
  const mine = body.result.records.filter((task) => task.instanceId === instanceId);
  expect(mine, `${username}'s tasks on ${instanceId}`).toHaveLength(1);
  return mine[0]!;
}
const hasTodo = async (username: string, instanceId: string) => (await app.api<{ records: Task[] }>('GET', '/api/bpm/task/todo?pageNo=1&pageSize=100', { token: token[username] })).body.result.records.some((task) => task.instanceId === instanceId);

async function act(username: string, instanceId: string, action: 'approve' | 'reject', body: Record<string, unknown> = {}): Promise<void> {
  const task = await todo(username, instanceId);
  const answer = await app.api('POST', `/api/bpm/task/${task.id}/${action}`, { token: token[username], body });
  expect(answer.status, `${username} ${action}: ${JSON.stringify(answer.body)}`).toBe(200);
}
const instance = async (instanceId: string) => (await app.api<Instance>('GET', `/api/bpm/instance/${instanceId}`, { token: token.dec_clerk })).body.result;

beforeAll(async () => {
  app = await startTestApp();
  for (const username of ['dec_clerk', 'broker_manager', 'officer_li', 'officer_wang', 'finance_zhao', 'demo_user']) token[username] = await app.loginAs(username);
});
afterAll(async () => app.close());

describe('the customs example\'s dec_approval in the demo tenant', () => {
  it('is the template the declaration form starts', async () => {
    const bound = await app.api<{ processKey: string; definitionId: string }>('GET', '/api/bpm/binding/template?formCode=dec_form', { token: token.dec_clerk });
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    expect(bound.body.result).toMatchObject({ processKey: 'dec_approval', definitionId: 'dec_approval:1' });
  });

  it('runs: clerk submits, the brokerage head approves, both officers must agree, finance is copied', async () => {
    const { instanceId } = await submit(large());
    expect(await todo('broker_manager', instanceId)).toMatchObject({ nodeId: 'manager', assigneeName: 'Wu Gang' });
    await act('broker_manager', instanceId, 'approve', { comment: 'Fine' });

    // Every customs officer gets a task; one approval is not enough (all agree).
    await act('officer_li', instanceId, 'approve');
    expect(await instance(instanceId)).toMatchObject({ status: 'active', currentNodeId: 'broker' });
    const ccBefore = (await app.api<{ records: Cc[] }>('GET', '/api/bpm/task/cc?pageNo=1&pageSize=100', { token: token.finance_zhao })).body.result.records;
    expect(ccBefore.some((cc) => cc.instanceId === instanceId)).toBe(false);
    await act('officer_wang', instanceId, 'approve');

    expect(await instance(instanceId)).toMatchObject({ status: 'completed', outcome: 'approved', businessStatus: 'approved' });
    const cc = (await app.api<{ records: Cc[] }>('GET', '/api/bpm/task/cc?pageNo=1&pageSize=100', { token: token.finance_zhao })).body.result.records;
    expect(cc.filter((entry) => entry.instanceId === instanceId)).toEqual([expect.objectContaining({ nodeId: 'notify' })]);
    // Someone outside the request sees nothing of it.
    expect((await app.api('GET', `/api/bpm/instance/${instanceId}`, { token: token.demo_user })).status).toBe(404);
  });

  it('returns to the previous node (the other officer\'s task cancelled), back to the clerk, and runs again after the resubmit', async () => {
    const { instanceId, dataId } = await submit(large());
    await act('broker_manager', instanceId, 'approve');
    await act('officer_li', instanceId, 'reject', { target: 'previous', comment: 'Check the consignee' });
    expect(await hasTodo('officer_wang', instanceId)).toBe(false);
    expect(await instance(instanceId)).toMatchObject({ status: 'active', currentNodeId: 'manager' });

    await act('broker_manager', instanceId, 'reject', { target: 'initiator', comment: 'Please correct' });
    const resubmit = await todo('dec_clerk', instanceId);
    expect(resubmit).toMatchObject({ taskType: 'resubmit' });
    expect(await instance(instanceId)).toMatchObject({ businessStatus: 'returned' });

    // The clerk corrects the record under the start's permissions (the entry number stays read-only), then resubmits.
    const record = (await app.api<{ rowVersion: number }>('GET', `/api/eform/data/dec_form/${dataId}`, { token: token.dec_clerk })).body.result;
    const renumbered = await app.api<{ errors: Array<{ path: string; code: string }> }>('PUT', `/api/eform/data/dec_form/${dataId}?taskId=${resubmit.id}`, { token: token.dec_clerk, body: { rowVersion: record.rowVersion, data: { entryId: '220020260000000001' } } });
    expect(renumbered.status).toBe(400);
    expect(renumbered.body.result.errors.map((e) => `${e.path} ${e.code}`)).toEqual(['/data/entryId workflow/field-not-editable']);
    const saved = await app.api('PUT', `/api/eform/data/dec_form/${dataId}?taskId=${resubmit.id}`, { token: token.dec_clerk, body: { rowVersion: record.rowVersion, data: { consignee: 'Large Imports (Corrected) Ltd.' } } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await act('dec_clerk', instanceId, 'approve');
    expect(await instance(instanceId)).toMatchObject({ status: 'active', currentNodeId: 'manager', businessStatus: 'approving' });

    await act('broker_manager', instanceId, 'approve');
    await act('officer_wang', instanceId, 'approve');
    await act('officer_li', instanceId, 'approve');
    expect(await instance(instanceId)).toMatchObject({ status: 'completed', outcome: 'approved' });
  });

  it('keeps an approver to the node\'s field permissions when saving the form during a task', async () => {
    const { instanceId, dataId } = await submit(large());
    const task = await todo('broker_manager', instanceId);
    const record = (await app.api<{ rowVersion: number; data: Record<string, unknown> }>('GET', `/api/eform/data/dec_form/${dataId}`, { token: token.broker_manager })).body.result;
    // The manager's node lets remark and brokerEmail change, nothing else.
    const refused = await app.api<{ errors: Array<{ path: string; code: string; message: string }> }>('PUT', `/api/eform/data/dec_form/${dataId}?taskId=${task.id}`, { token: token.broker_manager, body: { rowVersion: record.rowVersion, data: { declTotal: 1, consignee: 'Changed', remark: 'ok' } } });
    expect(refused.status).toBe(400);
    expect(refused.body.result.errors.map((e) => `${e.path} ${e.code}`).sort()).toEqual(['/data/consignee workflow/field-not-editable', '/data/declTotal workflow/field-not-editable']);
    expect(refused.body.result.errors[0]!.message).toContain('consignee');

    const allowed = await app.api('PUT', `/api/eform/data/dec_form/${dataId}?taskId=${task.id}`, { token: token.broker_manager, body: { rowVersion: record.rowVersion, data: { remark: 'Checked by the manager' } } });
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    // Someone else's task does not lend its permissions.
    const notMine = await app.api('PUT', `/api/eform/data/dec_form/${dataId}?taskId=${task.id}`, { token: token.officer_li, body: { rowVersion: record.rowVersion + 1, data: { remark: 'x' } } });
    expect(notMine.status).toBe(403);
  });
});
