import { fieldPermissionIssues, formatMessage, nodeFieldPermissions, type Language, type WorkflowIssue } from '@wharf/engine';
import type { WorkflowDefinition } from '@wharf/schemas';
import type { Knex } from 'knex';
import type { Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { AppError, notFound, ValidationFailed } from '../../http/errors';
import { notAssignee } from '../access/workflowAccess';
import { definitionVersion } from '../definitions/workflowDefinitions';
import type { InstanceRow, TaskRow } from '../rows';

/** The field a permission issue names: its last path segment (`/data/declTotal`), or its first argument. */
function fieldOf(issue: WorkflowIssue): string {
  const named = issue.args?.[0];
  if (typeof named === 'string' && named.length > 0) return named;
  return issue.path.split('/').filter(Boolean).pop() ?? issue.path;
}

/**
 * The changed fields the task's node does not allow (issue 16: field permissions enforced on save),
 * as a 400 naming them at `<base>/<field>`: read-only and hidden fields, and at approval nodes any
 * field the node does not name editable. The initiator's resubmit task works at the start, under the
 * process-level permissions with the start node's own on top. `after` may hold only the changed
 * fields (a page leaves hidden ones out); the rest keep `before`'s.
 */
export function assertFieldChangesAllowed(definition: WorkflowDefinition, task: Pick<TaskRow, 'node_id' | 'kind'>, before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>, lang: Language, base = '/data'): void {
  const node = definition.nodes.find((candidate) => candidate.nodeId === task.node_id);
  const atStart = task.kind === 'resubmit' || node?.nodeType === 'start';
  const nodeId = atStart ? (definition.nodes.find((candidate) => candidate.nodeType === 'start')?.nodeId ?? task.node_id) : task.node_id;
  const issues = fieldPermissionIssues(nodeFieldPermissions(definition, nodeId), before, { ...before, ...after }, atStart);
  if (issues.length === 0) return;
  const fields = [...new Set(issues.map(fieldOf))];
  const message = formatMessage('workflow/field-not-editable', lang, [fields.join(', ')]);
  throw new ValidationFailed(fields.map((field) => ({ path: `${base}/${field}`, code: 'workflow/field-not-editable', message })));
}

/** The open task the caller acts on, with its instance (locked: the save and the task see one state). */
async function actingTask(trx: Knex.Transaction, who: Caller, taskId: string): Promise<{ task: TaskRow; instance: InstanceRow }> {
  const task = await trx<TaskRow>('bpm_task').where({ id: taskId }).first();
  if (!task) throw notFound();
  const instance = await trx<InstanceRow>('bpm_instance').where({ id: task.instance_id }).forShare().first();
  if (!instance) throw notFound();
  if (task.assignee_id !== who.userId) throw notAssignee();
  if (task.status !== 'pending') throw new AppError(400, 'workflow/no-running-tasks');
  return { task, instance };
}

/**
 * For the form-data update route given a task id (`PUT /api/eform/data/{formCode}/{id}?taskId=`):
 * the caller must be the task's assignee, the task open and about this very record, and the change
 * must keep to the node's field permissions. `readBefore` reads the record as the form data's own
 * access allows (so this adds a restriction, never a right).
 */
export async function assertTaskAllowsChange(ctx: AppContext, who: Caller, change: { formCode: string; dataId: string; taskId: string; data: Record<string, unknown> }, lang: Language, readBefore: () => Promise<{ data: Record<string, unknown> }>): Promise<void> {
  const before = (await readBefore()).data;
  await withTenant(ctx.db, who.tenantId, async (trx) => {
    const { task, instance } = await actingTask(trx, who, change.taskId);
    if (instance.form_code !== change.formCode || instance.data_id !== change.dataId) throw new AppError(400, 'workflow/task-not-for-record');
    const definition = await definitionVersion(trx, who.tenantId, instance.definition_id, instance.definition_version);
    assertFieldChangesAllowed(definition, task, before, change.data, lang);
  });
}
