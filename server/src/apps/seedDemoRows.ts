import { readFile } from 'node:fs/promises';
import type { Knex } from 'knex';
import { businessSchema, qualifiedTable } from '../eform/tables/physicalNames';

/** A file of example rows for one business table of a seeded app (`seeds/apps.json` `demoRows`). */
interface DemoRowsFile {
  table: string;
  rows: Array<Record<string, string | number | null>>;
}

/**
 * Fills a seeded app's business table with its example rows while the tenant has none there, so the
 * demo's lists, charts and dashboards show something on the first start. A table that holds any row
 * is left alone (people's data is never mixed with the example's). Column names come from the
 * checked-in file and are checked against the table's columns before use.
 */
export async function seedDemoRows(owner: Knex, tenantId: string, path: string): Promise<number> {
  const file = JSON.parse(await readFile(path, 'utf8')) as DemoRowsFile;
  const registry = await owner('eform_tables').where({ tenant_id: tenantId, table_code: file.table }).first<{ physical_name: string } | undefined>('physical_name');
  if (!registry) return 0;
  const table = qualifiedTable(registry.physical_name);
  const existing = await owner.raw<{ rows: unknown[] }>(`select 1 from ${table} where tenant_id = ? limit 1`, [tenantId]);
  if (existing.rows.length > 0) return 0;
  const columns = new Set<string>(
    (await owner.raw<{ rows: Array<{ column_name: string }> }>('select column_name from information_schema.columns where table_schema = ? and table_name = ?', [businessSchema, registry.physical_name])).rows.map((r) => r.column_name),
  );
  const unknown = [...new Set(file.rows.flatMap(Object.keys))].filter((column) => !columns.has(column));
  if (unknown.length > 0) throw new Error(`${path}: ${file.table} has no column ${unknown.join(', ')}`);
  const rows = file.rows.map((row) => ({ ...row, tenant_id: tenantId, create_by: 'seed' }));
  await owner.batchInsert(`${businessSchema}.${registry.physical_name}`, rows, 200);
  return rows.length;
}
