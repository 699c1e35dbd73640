import { formatMessage, planTableSync, physicalColumns, unconfirmedLosses, type CurrentTable, type Language, type PlannedStep } from '@wharf/engine';
import type { TableDefinition } from '@wharf/schemas';
import type { Knex } from 'knex';
import type { Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { AppError, notFound, sqlState, ValidationFailed } from '../../http/errors';
import { assertHolds } from '../../platform/access/requirePermission';
import { introspectTable } from './introspectTable';
import { physicalTableName, qualifiedTable } from './physicalNames';
import { renderSyncStep } from './renderSyncStep';
import { databaseRoles, type DatabaseRoles } from '../../../../migrations/index';

export type TableStatus = 'notCreated' | 'created' | 'notSynced' | 'synced';

export interface TableSummary {
  code: string;
  name: string;
  version: number;
  syncedVersion: number | null;
  tableStatus: TableStatus;
}

export interface PlanStatement {
  sql: string;
  destructive: boolean;
  /** What the caller confirms (in `confirmLosses`) to let this statement run. */
  loss?: string;
  /** What would be lost, in the request's language. */
  lossMessage?: string;
}

export interface TablePlan {
  tableStatus: TableStatus;
  statements: PlanStatement[];
  destructive: boolean;
  /** The spec's hint: "table missing so create" or "table exists so sync" (absent when in sync). */
  message?: string;
}

interface RegistryRow {
  physical_name: string;
  synced_version: number | null;
  synced_body: TableDefinition | null;
  table_status: TableStatus;
}

/** The database state a synced definition left (without data): the planner compares against it for the list's status. */
function stateOf(definition: TableDefinition): CurrentTable {
  return { rowCount: 0, columns: physicalColumns(definition).map((c) => ({ name: c.colCode, shape: c.shape, isNullable: c.isNullable, hasData: false, hasNulls: false })), indexes: [] };
}

/**
 * The sync state (spec §4): not created (no table), synced (the head version applied), created (the
 * table exists and matches, but the head version changed only what needs no DDL, such as titles),
 * not synced (the head version asks for changes).
 */
function statusOf(version: number, registry: RegistryRow | undefined, body: TableDefinition): TableStatus {
  if (!registry || registry.table_status === 'notCreated' || !registry.synced_body) return 'notCreated';
  if (registry.synced_version === version) return 'synced';
  const synced = registry.synced_body;
  const stepsFromSynced = planTableSync(body, { ...stateOf(synced), indexes: planTableSync(synced, undefined).flatMap((s) => (s.kind === 'createIndex' ? [s.index] : [])) });
  return stepsFromSynced.length === 0 ? 'created' : 'notSynced';
}

/** Listing and planning business tables (the table page and its edit button). */
const tableEditPermission = 'eformTable:edit';
/** Applying a sync (the table page's sync button). */
const tableSyncPermission = 'eformTable:sync';

/** The tenant's table definitions with their sync state; `groupId` narrows them to an app group (`none`: in no group). */
export async function listTables(ctx: AppContext, who: Caller, groupId?: string): Promise<{ records: TableSummary[] }> {
  await assertHolds(ctx, who, tableEditPermission);
  return withTenant(ctx.db, who.tenantId, async (trx) => {
    const definitions = await trx('eform_definition').where({ kind: 'table' }).modify((q) => {
      if (groupId) q.where('group_id', groupId === 'none' ? null : groupId);
    }).orderBy('code').select<Array<{ code: string; name: string; version: number; body: TableDefinition }>>('code', 'name', 'version', 'body');
    const registry = new Map((await trx('eform_tables').select<Array<RegistryRow & { table_code: string }>>('*')).map((row) => [row.table_code, row]));
    return {
      records: definitions.map((d) => {
        const row = registry.get(d.code);
        return { code: d.code, name: d.name, version: d.version, syncedVersion: row?.synced_version ?? null, tableStatus: statusOf(d.version, row, d.body) };
      }),
    };
  });
}

/** Platform tables are never targets: a table code naming one (sys_user, eform_definition…) is refused. */
async function refuseSystemTable(trx: Knex.Transaction, code: string): Promise<void> {
  const { rows } = await trx.raw<{ rows: unknown[] }>("select 1 from information_schema.tables where table_schema in ('public', 'graphile_worker') and lower(table_name) = lower(?)", [code]);
  if (rows.length > 0 || /^(sys|eform|knex|pg|graphile)_/i.test(code)) throw new AppError(400, 'tables/system-table');
}

interface Planned {
  version: number;
  body: TableDefinition;
  physicalName: string;
  current: CurrentTable | undefined;
  plan: PlannedStep[];
  /** This database's roles: the new table is granted to them. */
  roles: DatabaseRoles;
}

/**
 * Reads the head table definition and the physical table, and plans the sync, on the owner
 * connection inside the caller's transaction. The registry is read with an explicit tenant filter:
 * the owner is not confined by row-level security.
 */
async function planOnOwner(trx: Knex.Transaction, tenantId: string, code: string): Promise<Planned> {
  await refuseSystemTable(trx, code);
  const definition = await trx('eform_definition').where({ tenant_id: tenantId, kind: 'table', code }).first<{ version: number; body: TableDefinition } | undefined>('version', 'body');
  if (!definition) throw notFound();
  const registry = await trx('eform_tables').where({ tenant_id: tenantId, table_code: code }).first<RegistryRow | undefined>('*');
  const physicalName = registry?.physical_name ?? physicalTableName(tenantId, code);
  const current = await introspectTable(trx, physicalName);
  return { version: definition.version, body: definition.body, physicalName, current, plan: planTableSync(definition.body, current), roles: await databaseRoles(trx) };
}

function describePlan(planned: Planned, lang: Language): TablePlan {
  const statements = planned.plan.flatMap((step) => renderSyncStep(step, planned.physicalName, planned.roles.app).map((sql): PlanStatement => ({
    sql,
    destructive: step.destructive,
    ...(step.loss ? { loss: step.loss.id, lossMessage: formatMessage(step.loss.code, lang, step.loss.args) } : {}),
  })));
  const tableStatus: TableStatus = !planned.current ? 'notCreated' : planned.plan.length > 0 ? 'notSynced' : 'synced';
  const message = !planned.current ? formatMessage('tables/table-missing-create', lang) : planned.plan.length > 0 ? formatMessage('tables/table-exists-sync', lang) : undefined;
  return { tableStatus, statements, destructive: planned.plan.some((s) => s.destructive), ...(message ? { message } : {}) };
}

/** Runs one DDL statement; existing data that does not fit (a value too long, duplicates under a new unique index…) is a 400 with PostgreSQL's reason, without the SQL. */
export async function runStatement(trx: Knex.Transaction, sql: string): Promise<void> {
  try {
    await trx.raw(sql);
  } catch (error) {
    const state = sqlState(error);
    if (!state?.startsWith('22') && !state?.startsWith('23')) throw error;
    // Knex prefixes the statement to the driver's message: keep only PostgreSQL's reason.
    const message = (error as Error).message;
    throw new AppError(400, 'tables/sync-data-conflict', [message.startsWith(sql) ? message.slice(sql.length + 3) : message]);
  }
}

/** The statements a sync would run now, read-only. */
export async function planTable(ctx: AppContext, who: Caller, code: string, lang: Language): Promise<TablePlan> {
  await assertHolds(ctx, who, tableEditPermission);
  return ctx.owner.transaction(async (trx) => {
    await trx.raw('set transaction read only');
    return describePlan(await planOnOwner(trx, who.tenantId, code), lang);
  });
}

/**
 * Applies the sync: under a per-table advisory lock, the plan is recomputed from the database as it
 * is now (never taken from the request), destructive steps run only when every loss is confirmed,
 * and the DDL and the registry update commit together. Needs `eformTable:sync`.
 */
export async function syncTable(ctx: AppContext, who: Caller, code: string, confirmLosses: readonly string[], lang: Language): Promise<TablePlan> {
  await assertHolds(ctx, who, tableSyncPermission);
  return syncTableOnOwner(ctx.owner, who.tenantId, who.userId, code, confirmLosses, lang);
}

/** The sync itself, on the owner connection, for a tenant and an actor (`syncTable` after its permission check, or the app installer). */
export async function syncTableOnOwner(owner: Knex, tenantId: string, actor: string, code: string, confirmLosses: readonly string[], lang: Language): Promise<TablePlan> {
  const who = { tenantId, userId: actor };
  return owner.transaction(async (trx) => {
    await trx.raw("select set_config('app.tenant_id', ?, true)", [who.tenantId]);
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`wharf.table:${who.tenantId}:${code}`]);
    const planned = await planOnOwner(trx, who.tenantId, code);
    const missing = unconfirmedLosses(planned.plan, confirmLosses);
    if (missing.length > 0) {
      throw new ValidationFailed(missing.map((id) => {
        const loss = planned.plan.find((s) => s.loss?.id === id)!.loss!;
        return { path: '/body/confirmLosses', code: 'tables/loss-unconfirmed', message: `${id}: ${formatMessage(loss.code, lang, loss.args)}` };
      }));
    }
    const described = describePlan(planned, lang);
    for (const statement of described.statements) await runStatement(trx, statement.sql);
    // SQL configs read business tables as the reader role (made by the data-sources migration, which
    // runs before any sync).
    if (!planned.current) await trx.raw(`grant select on ${qualifiedTable(planned.physicalName)} to ??`, [planned.roles.sqlReader]);
    await trx('eform_tables')
      .insert({ tenant_id: who.tenantId, table_code: code, physical_name: planned.physicalName, synced_version: planned.version, synced_body: JSON.stringify(planned.body), table_status: 'synced', update_by: who.userId, update_time: trx.fn.now() })
      .onConflict(['tenant_id', 'table_code'])
      .merge(['synced_version', 'synced_body', 'table_status', 'update_by', 'update_time']);
    return { ...described, tableStatus: 'synced', message: formatMessage('tables/synced', lang) };
  });
}
