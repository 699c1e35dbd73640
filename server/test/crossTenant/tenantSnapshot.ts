import type { Knex } from 'knex';

interface TenantTable {
  schema: string;
  name: string;
}

/** Every table (public and business schemas) that carries a tenant_id column. */
async function tenantTables(owner: Knex): Promise<TenantTable[]> {
  const { rows } = await owner.raw<{ rows: Array<{ table_schema: string; table_name: string }> }>(
    `select c.table_schema, c.table_name
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.column_name = 'tenant_id' and t.table_type = 'BASE TABLE' and c.table_schema in ('public', 'biz')
      order by 1, 2`,
  );
  return rows.map((row) => ({ schema: row.table_schema, name: row.table_name }));
}

/**
 * A fingerprint of one tenant's rows in every tenant table, read as the owner (past row-level
 * security). Two equal snapshots mean nothing of that tenant was added, changed or removed.
 */
export async function snapshotTenant(owner: Knex, tenantId: string): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  for (const table of await tenantTables(owner)) {
    const { rows } = await owner.raw<{ rows: Array<{ fingerprint: string | null; total: string }> }>(
      `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as fingerprint, count(*) as total from ??.?? t where t.tenant_id = ?`,
      [table.schema, table.name, tenantId],
    );
    snapshot[`${table.schema}.${table.name}`] = `${rows[0]!.total}:${rows[0]!.fingerprint}`;
  }
  return snapshot;
}

/** Table names whose fingerprint differs between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
