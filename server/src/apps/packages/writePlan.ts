import { isDefinitionKind, type EntityDecision, type Language } from '@wharf/engine';
import type { AppPackage, FormDefinition, ImportTaskDefinition, TableDefinition } from '@wharf/schemas';
import type { Knex } from 'knex';
import { syncViewButtonPoints } from '../../permissions/menus/viewButtonPoints';
import type { ComputedPlan } from './computePlan';
import { importTaskColumns } from './importTaskRecord';
import { syncTables, type WrittenTable } from './syncTables';
import { assertFormsFillTables, removeDefinition, writeDefinition, type Writer } from './writeDefinitions';
import { removeRecords, writeMenus, writeRecords, writeRules } from './writeRecords';

const isWritten = (decision: EntityDecision) => decision.action === 'create' || decision.action === 'change';

/** What an apply wrote, as the market's install and update answer it. */
export interface ApplyReport {
  /** Definitions created, as `kind:code`. */
  definitions: string[];
  /** Tables created in the database. */
  tables: string[];
  /** Every menu code of the package (present or created). */
  menus: string[];
  /** Dictionaries created. */
  dictionaries: string[];
  /** Definitions the tenant had that got a new published version. */
  revised: Array<{ kind: string; code: string; version: number }>;
}

/** The body the tenant will have for a definition of the package: the written one, else its current. */
function finalBodies<T>(computed: ComputedPlan, kind: string): T[] {
  return computed.decisions
    .filter((decision) => decision.kind === kind && decision.action !== 'remove')
    .map((decision) => (decision.body ?? computed.tenant.entities.get(`${kind}:${decision.code}`)?.body) as T)
    .filter((body) => body !== undefined);
}

/**
 * Every write of an apply, in the order that keeps each step usable (issue 19 §3): table
 * definitions, then their syncs (before any form that needs them is published, so a new field's
 * values are stored from the first save); dictionaries, configs (bound) and fill/check rules
 * the forms name; the other definitions (forms checked against the tables as now synced);
 * removed definitions, then the tables the package removed (dropped) and removed tasks' rows;
 * import tasks as usable tasks; menus; the views' button permission points; removed records last.
 */
export async function writePlan(trx: Knex.Transaction, writer: Writer, pkg: AppPackage, computed: ComputedPlan, readerRole: string, lang: Language): Promise<ApplyReport> {
  const decisions = computed.decisions;
  const revised: ApplyReport['revised'] = [];
  const writtenTables = new Map<string, WrittenTable>();
  for (const decision of decisions.filter((d) => d.kind === 'table' && isWritten(d))) {
    const written = await writeDefinition(trx, writer, decision, computed.tenant, lang);
    writtenTables.set(decision.code, { version: written.version, body: written.body });
    if (decision.action === 'change') revised.push({ kind: decision.kind, code: decision.code, version: written.version });
  }
  await syncTables(trx, writer.tenantId, writer.actorId, computed.tableChanges.filter((change) => !change.drop), writtenTables, readerRole);

  await writeRecords(trx, writer, decisions, lang);
  await writeRules(trx, writer, decisions, lang);

  const tables = new Map(finalBodies<TableDefinition>(computed, 'table').map((table) => [table.tableName, table]));
  const writtenForms = decisions.filter((d) => d.kind === 'form' && isWritten(d)).map((d) => d.body as FormDefinition);
  await assertFormsFillTables(trx, writer.tenantId, writtenForms, tables, lang);
  const writtenViews: Array<{ code: string; body: unknown }> = [];
  for (const decision of decisions.filter((d) => d.kind !== 'table' && isDefinitionKind(d.kind) && isWritten(d))) {
    const written = await writeDefinition(trx, writer, decision, computed.tenant, lang);
    if (decision.action === 'change') revised.push({ kind: decision.kind, code: decision.code, version: written.version });
    if (decision.kind === 'view') writtenViews.push({ code: decision.code, body: written.body });
  }
  for (const decision of decisions.filter((d) => d.action === 'remove' && isDefinitionKind(d.kind))) await removeDefinition(trx, writer.tenantId, decision);
  // A removed table goes after the definitions that used it; a removed task definition takes its task row.
  await syncTables(trx, writer.tenantId, writer.actorId, computed.tableChanges.filter((change) => change.drop), writtenTables, readerRole);
  // A removed table that was never created has nothing to drop, but its registry row goes too.
  const removedTables = decisions.filter((d) => d.kind === 'table' && d.action === 'remove').map((d) => d.code);
  if (removedTables.length > 0) await trx('eform_tables').where({ tenant_id: writer.tenantId }).whereIn('table_code', removedTables).delete();
  const removedTasks = decisions.filter((d) => d.kind === 'importTask' && d.action === 'remove').map((d) => d.code);
  if (removedTasks.length > 0) await trx('eform_import_task').where({ tenant_id: writer.tenantId }).whereIn('task_code', removedTasks).delete();

  // A packaged import task is a usable task: its row follows the task definition when the apply
  // writes that definition, or when the tenant has no such task yet (a task row it has is its own).
  const forms = finalBodies<FormDefinition>(computed, 'form');
  const writtenTasks = new Set(decisions.filter((d) => d.kind === 'importTask' && isWritten(d)).map((d) => d.code));
  const heldTasks = new Set<string>(await trx('eform_import_task').where({ tenant_id: writer.tenantId }).pluck('task_code'));
  for (const task of finalBodies<ImportTaskDefinition>(computed, 'importTask')) {
    if (!writtenTasks.has(task.taskCode) && heldTasks.has(task.taskCode)) continue;
    const columns = importTaskColumns(task, forms, lang);
    await trx('eform_import_task')
      .insert({ ...columns, tenant_id: writer.tenantId, created_by: writer.actorId, updated_by: writer.actorId })
      .onConflict(['tenant_id', 'task_code'])
      .merge({ ...columns, updated_by: writer.actorId, updated_at: trx.fn.now() });
  }

  const menus = await writeMenus(trx, writer, pkg, decisions);
  for (const view of writtenViews) await syncViewButtonPoints(trx, writer.tenantId, writer.actorId, { viewCode: view.code, buttons: (view.body as { buttons?: unknown }).buttons });
  await removeRecords(trx, writer.tenantId, decisions);
  return {
    definitions: decisions.filter((d) => d.action === 'create' && isDefinitionKind(d.kind)).map((d) => `${d.kind}:${d.code}`),
    tables: computed.tableChanges.filter((change) => !change.exists).map((change) => change.tableCode),
    menus,
    dictionaries: decisions.filter((d) => d.action === 'create' && d.kind === 'dictionary').map((d) => d.code),
    revised,
  };
}
