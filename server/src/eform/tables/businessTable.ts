import type { TableDefinition } from '@wharf/schemas';
import type { Knex } from 'knex';
import { businessSchema } from './physicalNames';

export interface BusinessTable {
  schema: typeof businessSchema;
  physicalName: string;
  /** The table definition last applied by a sync. */
  definition: TableDefinition;
}

/**
 * The synced physical table of a table definition in the transaction's tenant (row-level security
 * keeps the registry to it), or undefined when the table was never created. Server code resolves
 * every table name through here: identifiers never come from a request.
 */
export async function resolveBusinessTable(trx: Knex.Transaction, tableCode: string): Promise<BusinessTable | undefined> {
  const row = await trx('eform_tables')
    .where({ table_code: tableCode })
    .whereNot('table_status', 'notCreated')
    .first<{ physical_name: string; synced_body: TableDefinition | null } | undefined>('physical_name', 'synced_body');
  if (!row || !row.synced_body) return undefined;
  return { schema: businessSchema, physicalName: row.physical_name, definition: row.synced_body };
}

/** Several tables at once (a form's master and sub-tables): the ones synced, by table code. */
export async function resolveBusinessTables(trx: Knex.Transaction, tableCodes: readonly string[]): Promise<Map<string, BusinessTable>> {
  const rows = await trx('eform_tables')
    .whereIn('table_code', [...new Set(tableCodes)])
    .whereNot('table_status', 'notCreated')
    .whereNotNull('synced_body')
    .select<Array<{ table_code: string; physical_name: string; synced_body: TableDefinition }>>('table_code', 'physical_name', 'synced_body');
  return new Map(rows.map((row) => [row.table_code, { schema: businessSchema, physicalName: row.physical_name, definition: row.synced_body }]));
}
