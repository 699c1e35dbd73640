import type { Knex } from 'knex';

/**
 * The physical names of the tenant's business tables named by code, read from the table-sync
 * registry `eform_tables` (contract "Business tables"); row-level security keeps it to the caller's
 * tenant, so another tenant's table code never resolves. Codes that are not (yet) synced are absent.
 */
export async function businessTableNames(trx: Knex | Knex.Transaction, codes: ReadonlyArray<string>): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await trx('eform_tables').whereIn('table_code', [...codes]).whereNot('table_status', 'notCreated')
    .select<Array<{ table_code: string; physical_name: string }>>('table_code', 'physical_name');
  return new Map(rows.map((row) => [row.table_code, row.physical_name]));
}
