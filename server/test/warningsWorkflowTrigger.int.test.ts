import type { WorkflowDefinition } from '@wharf/schemas';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker } from '../src/app/composition';
import { withTenantTransaction, fromKnexTransaction, type TenantTransaction } from '../src/db/tenantClientTransaction';
import { withTenant } from '../src/db/withTenant';
import { onWorkflowNodeReached, type WorkflowNodeReachedEvent } from '../src/platform/workflowNodeReached';
import { runActionIn } from '../src/workflow/runtime/runAction';
import { warningWorkflowNodeJobName } from '../src/warnings/jobs';
import { startWorkflowNodeTrigger, stopWorkflowNodeTrigger, workflowNodeTriggersSettled } from '../src/warnings/workflowNodeTrigger';
import type { WorkerHandle } from '../src/worker/startWorker';
import { column, insertRows, publishDefinition, syncedTable, tenantIdOf } from './support/eformDataSources';
import { startTestApp, type TestApp } from './support/testApp';
import { ok, onlyTodo, publishedTemplate, startedRequest, twoStepDefinition, workflowPeople, type WorkflowPeople } from './workflow/workflowFixture';

/**
 * Issue 22 "trigger … on a business event (… a workflow reaching a node)": a business warning whose
 * rule names a workflow node is evaluated, through the worker, when an instance of that workflow
 * reaches the node and the transition committed; another node, a rolled-back transition and another
 * tenant's workflow with the same keys trigger nothing. Publishing checks the nodes are the tenant's.
 */

let app: TestApp;
let people: WorkflowPeople;
let acmeAdmin: string;
let demoId: string;
let acmeId: string;
let worker: WorkerHandle | undefined;
const heard: WorkflowNodeReachedEvent[] = [];
let stopHearing: () => void;

const processKey = 'wn_flow';
const warningBody = (triggerWorkflowNodes: unknown[]) => ({
  schemaVersion: 1, warningItemCode: 'wn_big', warningItemName: 'Big orders under approval', productType: 'customize', triggerMode: 'business',
  rules: [{
    ruleCode: 'over10', ruleName: 'Over 10', dispatchFrequency: 'daily', cronExpr: '0 0 8 * * ?', sqlCode: 'wn_rows', triggerWorkflowNodes,
    setConfigs: [{ warnField: 'qty', operateType: 'greater', warnFieldValue: 10 }],
    emailTemplate: { emailTemplateCode: 'wn_mail', emailTemplateName: 'Mail', emailSubject: 'Order ${code} is big', emailContent: '<p>${code}: ${qty}</p>' },
    noticeConfig: { recipient: ['ops@example.com'] },
  }],
});

/** The warning node jobs waiting in the queue (the key is `<tenant>:warning-node:<processKey>:<nodeId>`). */
const queuedNodeJobs = async () => (await app.database.owner.raw<{ rows: Array<{ key: string }> }>('select key from graphile_worker.jobs where task_identifier = ? order by key', [warningWorkflowNodeJobName])).rows.map((row) => row.key);
const reachedBy = (instanceId: string) => heard.filter((event) => event.instanceId === instanceId).map((event) => event.nodeId);

/** The approval of `approverId`'s pending task on the instance, as the task route builds it, inside the caller's transaction. */
async function approveIn(tx: TenantTransaction, tenantId: string, taskId: string, approverId: string) {
  const task = await app.database.owner('bpm_task').where({ id: taskId }).first<{ task_no: number }>('task_no');
  return runActionIn(tx, tenantId, { taskId }, { authorize: () => undefined, action: () => ({ type: 'approve', actorId: approverId, taskNo: task!.task_no }) }, 'en_US');
}

/** start → first (acme_admin) → second (acme_admin) → end, on acme's own form: the same process key and node ids as demo's. */
function acmeDefinition(): WorkflowDefinition {
  const approval = (nodeId: string, nextNodeId: string) => ({ nodeId, nodeType: 'approval' as const, name: nodeId, approverType: 'person' as const, approverIds: ['acme_admin'], multiMode: 'any' as const, emptyApprover: 'toAdmin' as const, rejectMode: 'toInitiator' as const, nextNodeId });
  return {
    schemaVersion: 1, processKey, processName: 'Acme approval', businessType: 'test', billType: 'bill', formCode: 'wn_acme_form', startPermission: { scope: 'all' }, promoter: { promoterType: 'all' },
    nodes: [{ nodeId: 'start', nodeType: 'start', name: 'Submit', nextNodeId: 'first' }, approval('first', 'second'), approval('second', 'end'), { nodeId: 'end', nodeType: 'end', name: 'Done' }],
  };
}

beforeAll(async () => {
  app = await startTestApp();
  people = await workflowPeople(app);
  acmeAdmin = await app.loginAs('acme_admin');
  demoId = await tenantIdOf(app, 'demo');
  acmeId = await tenantIdOf(app, 'acme');
  await publishedTemplate(app, people.admin, twoStepDefinition(processKey));

  const rows = await syncedTable(app, people.admin, 'demo', 'wn_rows', [column('code', 'varchar', { colLength: 20 }), column('qty', 'int')]);
  await insertRows(app, 'demo', rows, [{ code: 'W1', qty: 5 }, { code: 'W2', qty: 50 }]);
  ok(await app.api('POST', '/api/eform/sqlConfig/add', { token: people.admin, body: { sqlCode: 'wn_rows', sqlName: 'Orders', sqlQuery: 'select id, code, qty from biz.wn_rows' } }), 'sql config');
  await publishDefinition(app, people.admin, 'warning', 'wn_big', warningBody([{ processKey, nodeId: 'second' }]));

  // Acme has a workflow of the same key and node ids on a form of its own.
  await syncedTable(app, acmeAdmin, 'acme', 'wn_acme_rows', [column('code', 'varchar', { colLength: 20 })]);
  await publishDefinition(app, acmeAdmin, 'form', 'wn_acme_form', { schemaVersion: 2, formCode: 'wn_acme_form', formName: 'Acme orders', objectName: 'wn_acme_rows', formStatus: 'enable', fields: [{ colCode: 'code', title: 'Code', type: 'input' }] });
  await publishedTemplate(app, acmeAdmin, acmeDefinition());

  stopHearing = onWorkflowNodeReached((event) => heard.push(event));
  startWorkflowNodeTrigger(app.ctx);
}, 180_000);
afterAll(async () => {
  stopHearing?.();
  if (app) await stopWorkflowNodeTrigger(app.ctx);
  await worker?.stop();
  await app?.close();
});

describe('a business warning on a workflow reaching a node', () => {
  it('announces each node a committed transition reached; another node queues nothing', async () => {
    const { instanceId } = await startedRequest(app, people.admin, processKey);
    await workflowNodeTriggersSettled(app.ctx);
    expect(reachedBy(instanceId)).toEqual(['start', 'first']);
    expect(heard.find((event) => event.instanceId === instanceId)).toMatchObject({ tenantId: demoId, processKey, formCode: 'dec_form', dataId: expect.any(String) });
    expect(await queuedNodeJobs()).toEqual([]);
  });

  it('announces nothing for a transition that rolled back, on the pg connection, in a knex transaction or in a savepoint of one', async () => {
    const { instanceId } = await startedRequest(app, people.admin, processKey);
    const task = await onlyTodo(app, people.approverA, instanceId);
    const rolledBack = new Error('rolled back after the transition');
    await expect(withTenantTransaction(app.ctx.db, demoId, async (tx) => {
      expect(await approveIn(tx, demoId, task.id, people.ids.approverA)).toMatchObject({ current_node_id: 'second' });
      throw rolledBack;
    })).rejects.toBe(rolledBack);
    await expect(withTenant(app.ctx.db, demoId, async (trx) => {
      await approveIn(fromKnexTransaction(trx), demoId, task.id, people.ids.approverA);
      throw rolledBack;
    })).rejects.toBe(rolledBack);
    // In a savepoint: released but the outer transaction rolled back, or rolled back while the outer one commits.
    await expect(withTenant(app.ctx.db, demoId, async (trx) => {
      await trx.transaction((inner) => approveIn(fromKnexTransaction(inner), demoId, task.id, people.ids.approverA));
      throw rolledBack;
    })).rejects.toBe(rolledBack);
    await withTenant(app.ctx.db, demoId, async (trx) => {
      await expect(trx.transaction(async (inner) => {
        await approveIn(fromKnexTransaction(inner), demoId, task.id, people.ids.approverA);
        throw rolledBack;
      })).rejects.toBe(rolledBack);
    });
    await workflowNodeTriggersSettled(app.ctx);
    expect(reachedBy(instanceId)).toEqual(['start', 'first']);
    expect(await app.database.owner('bpm_instance').where({ id: instanceId }).first('current_node_id')).toEqual({ current_node_id: 'first' });
    expect(await queuedNodeJobs()).toEqual([]);

    // The same transition in a knex transaction that commits is announced once it committed.
    await withTenant(app.ctx.db, demoId, (trx) => approveIn(fromKnexTransaction(trx), demoId, task.id, people.ids.approverA));
    await expect.poll(() => reachedBy(instanceId)).toEqual(['start', 'first', 'second']);
    await workflowNodeTriggersSettled(app.ctx);
    expect(await queuedNodeJobs()).toEqual([`${demoId}:warning-node:${processKey}:second`]);
    await app.database.owner.raw('select graphile_worker.remove_job(?)', [`${demoId}:warning-node:${processKey}:second`]);
  });

  it('triggers nothing in this tenant when another tenant\'s workflow of the same key reaches the node of the same id', async () => {
    const record = ok(await app.api<{ id: string }>('POST', '/api/eform/data/wn_acme_form', { token: acmeAdmin, body: { data: { code: 'A1' } } }), 'acme record');
    const started = ok(await app.api<{ instanceId: string }>('POST', '/api/bpm/instance/start', { token: acmeAdmin, body: { processKey, formCode: 'wn_acme_form', dataId: record.id } }), 'acme start');
    ok(await app.api('POST', `/api/bpm/task/${(await onlyTodo(app, acmeAdmin, started.instanceId)).id}/approve`, { token: acmeAdmin, body: {} }), 'acme approve');
    await workflowNodeTriggersSettled(app.ctx);
    expect(heard.filter((event) => event.instanceId === started.instanceId).map((event) => `${event.tenantId === acmeId ? 'acme' : 'other'}:${event.nodeId}`)).toEqual(['acme:start', 'acme:first', 'acme:second']);
    expect(await queuedNodeJobs()).toEqual([]);
    expect(await app.database.owner('warn_rule_run').where({ tenant_id: demoId, warning_code: 'wn_big' })).toEqual([]);
  });

  it('evaluates the rule through the worker when a request reaches the named node: the breaching record warns and its mail is in the outbox', async () => {
    const { instanceId } = await startedRequest(app, people.admin, processKey);
    ok(await app.api('POST', `/api/bpm/task/${(await onlyTodo(app, people.approverA, instanceId)).id}/approve`, { token: people.approverA, body: {} }), 'approve first');
    expect(reachedBy(instanceId)).toEqual(['start', 'first', 'second']);
    await workflowNodeTriggersSettled(app.ctx);
    expect(await queuedNodeJobs()).toEqual([`${demoId}:warning-node:${processKey}:second`]);

    worker = await startWorker(app.database.ownerUrl, app.ctx.owner, pino({ level: 'silent' }), app.ctx);
    const states = async () => (await app.database.owner('warn_record_state').where({ tenant_id: demoId, warning_code: 'wn_big', rule_code: 'over10' })
      .select<Array<{ status: string; record_values: { code: string } }>>('status', 'record_values')).map((state) => `${state.record_values.code}:${state.status}`);
    await expect.poll(states, { timeout: 30_000, interval: 250 }).toEqual(['W2:warn']);
    const mails = await app.database.owner('sys_message').where({ tenant_id: demoId, source: 'warning:wn_big/over10' }).select<Array<{ es_type: string; es_receiver: string; es_title: string }>>('es_type', 'es_receiver', 'es_title');
    expect(mails).toEqual([{ es_type: 'email', es_receiver: 'ops@example.com', es_title: 'Order W2 is big' }]);
  }, 60_000);
});

describe('setting the workflow nodes of a warning', () => {
  const draft = (triggerWorkflowNodes: unknown[], token = people.admin, code = 'wn_draft') => app.api<{ id: string }>('POST', '/api/eform/definitions', { token, body: { kind: 'warning', code, name: code, body: { ...warningBody(triggerWorkflowNodes), warningItemCode: code } } });
  const publish = (id: string) => app.api('POST', `/api/eform/definitions/${id}/publish`, { token: people.admin, body: {} });
  const errorsOf = (answer: { body: { result: unknown } }) => ((answer.body.result as { errors?: Array<{ path: string; code: string }> })?.errors ?? []).map((issue) => `${issue.path} ${issue.code}`);

  it('refuses to publish a process or node the tenant does not have, another tenant\'s included, naming each path', async () => {
    const created = ok(await draft([{ processKey, nodeId: 'second' }, { processKey, nodeId: 'ghost' }, { processKey: 'wn_nowhere', nodeId: 'first' }]), 'draft');
    const refused = await publish(created.id);
    expect([refused.status, ...errorsOf(refused)]).toEqual([400, '/body/rules/0/triggerWorkflowNodes/1/nodeId warning/trigger-node-unknown', '/body/rules/0/triggerWorkflowNodes/2/processKey warning/trigger-process-unknown']);

    // A workflow only acme has reads as unknown in demo; acme publishes a warning on it.
    const acmeOnly = ok(await app.api<{ id: string }>('POST', '/api/eform/definitions', { token: acmeAdmin, body: { kind: 'workflow', code: 'wn_acme_only', name: 'Acme only', body: { ...acmeDefinition(), processKey: 'wn_acme_only' } } }), 'acme workflow');
    expect(acmeOnly.id).toBeTruthy();
    const other = ok(await draft([{ processKey: 'wn_acme_only', nodeId: 'first' }], people.admin, 'wn_other'), 'draft other');
    expect(errorsOf(await publish(other.id))).toEqual(['/body/rules/0/triggerWorkflowNodes/0/processKey warning/trigger-process-unknown']);
    const acmeWarning = ok(await app.api<{ id: string }>('POST', '/api/eform/definitions', { token: acmeAdmin, body: { kind: 'warning', code: 'wn_acme_warning', name: 'x', body: { ...warningBody([{ processKey: 'wn_acme_only', nodeId: 'second' }]), warningItemCode: 'wn_acme_warning', rules: [{ ...warningBody([]).rules[0], sqlCode: undefined, triggerWorkflowNodes: [{ processKey: 'wn_acme_only', nodeId: 'second' }] }] } } }), 'acme warning');
    expect((await app.api('POST', `/api/eform/definitions/${acmeWarning.id}/publish`, { token: acmeAdmin, body: {} })).status).toBe(200);
  });

  it('refuses a workflow trigger on a platform warning when saving', async () => {
    const refused = await app.api('POST', '/api/eform/definitions', { token: people.admin, body: { kind: 'warning', code: 'wn_platform', name: 'x', body: { ...warningBody([{ processKey, nodeId: 'second' }]), warningItemCode: 'wn_platform', triggerMode: 'platform' } } });
    expect([refused.status, ...errorsOf(refused).filter((line) => line.includes('triggerWorkflowNodes'))]).toEqual([400, expect.stringMatching(/\/rules\/0\/triggerWorkflowNodes warning\/workflow-trigger-not-business$/)]);
  });

  it('does not let a user next door without the warning designer permission set the nodes', async () => {
    expect((await draft([{ processKey, nodeId: 'first' }], people.outsider, 'wn_outsider')).status).toBe(403);
    const stored = await app.database.owner('eform_definition').where({ tenant_id: demoId, kind: 'warning', code: 'wn_big' }).first<{ id: string; version: number; body: unknown }>('id', 'version', 'body');
    const changed = await app.api('PUT', `/api/eform/definitions/${stored!.id}`, { token: people.outsider, body: { version: stored!.version, body: warningBody([{ processKey, nodeId: 'first' }]) } });
    expect(changed.status).toBe(403);
    expect((await app.api('POST', `/api/eform/definitions/${stored!.id}/publish`, { token: people.outsider, body: {} })).status).toBe(403);
    expect(await app.database.owner('eform_definition').where({ id: stored!.id }).first('version', 'body')).toEqual({ version: stored!.version, body: stored!.body });
  });

  it('counts a rule\'s workflow node as a use of the workflow: found by find usages, and its deletion refused', async () => {
    const usages = await app.api<Array<{ kind: string; code: string; paths: string[] }>>('GET', `/api/eform/usages?kind=workflow&code=${processKey}`, { token: people.admin });
    expect(usages.status).toBe(200);
    expect(usages.body.result).toContainEqual(expect.objectContaining({ kind: 'warning', code: 'wn_big', paths: ['/rules/0/triggerWorkflowNodes/0/processKey'] }));
    const workflow = await app.database.owner('eform_definition').where({ tenant_id: demoId, kind: 'workflow', code: processKey }).first<{ id: string }>('id');
    const refused = await app.api<{ usages: Array<{ code: string }> }>('DELETE', `/api/eform/definitions/${workflow!.id}`, { token: people.admin });
    expect(refused.status).toBe(400);
    expect(refused.body.result.usages.map((usage) => usage.code)).toContain('wn_big');
    expect(await app.database.owner('eform_definition').where({ id: workflow!.id }).first('id')).toEqual({ id: workflow!.id });
  });
});
