import type { Knex } from 'knex';
import { qualifiedTable } from '../../eform/tables/physicalNames';
import { runStatement } from '../../eform/tables/tableOperations';
import type { TableChange } from './tableChanges';

/** A table's definition as just written: the version and body its sync applies. */
export interface WrittenTable {
  version: number;
  body: unknown;
}

/**
 * Runs the statements of each table's sync (a dropped table leaves the registry too) inside the apply's owner transaction, before any form
 * is written (a new field's values are stored from the first save), under the per-table advisory
 * lock the table designer's sync takes, and records the synced version as that sync does. Data
 * that does not fit (duplicates under a new unique index…) is a 400 with PostgreSQL's reason.
 */
export async function syncTables(trx: Knex.Transaction, tenantId: string, actorId: string, changes: readonly TableChange[], written: ReadonlyMap<string, WrittenTable>, readerRole: string): Promise<void> {
  for (const change of changes) {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`wharf.table:${tenantId}:${change.tableCode}`]);
    for (const sql of change.statements) await runStatement(trx, sql);
    if (change.drop) {
      await trx('eform_tables').where({ tenant_id: tenantId, table_code: change.tableCode }).delete();
      continue;
    }
    // SQL configs read business tables as the reader role.
    if (!change.exists) await trx.raw(`grant select on ${qualifiedTable(change.physicalName)} to ??`, [readerRole]);
    const table = written.get(change.tableCode);
    if (!table) throw new Error(`table ${change.tableCode} synced without its definition`);
    await trx('eform_tables')
      .insert({ tenant_id: tenantId, table_code: change.tableCode, physical_name: change.physicalName, synced_version: table.version, synced_body: JSON.stringify(table.body), table_status: 'synced', update_by: actorId, update_time: trx.fn.now() })
      .onConflict(['tenant_id', 'table_code'])
      .merge(['synced_version', 'synced_body', 'table_status', 'update_by', 'update_time']);
  }
}
