import type { Knex } from 'knex';

/** The roles of one database: the login role request queries run as, and the SQL configs' reader. */
export interface DatabaseRoles {
  /** Logs in, owns no table, is no superuser and lacks BYPASSRLS. */
  app: string;
  /** No login; SELECT only on business tables and a few tenant tables (migration 0050). */
  sqlReader: string;
}

/**
 * The role names the first Wharf database on a PostgreSQL server takes, and every database took
 * before the names were recorded per database. A second database on the same server gets names of
 * its own (see `server/src/db/databaseRoles.ts`).
 */
export const defaultRoleNames: DatabaseRoles = { app: 'wharf_app', sqlReader: 'wharf_sql_reader' };

/** Keys of `wharf_meta` (owner-only) that record the roles' names. */
export const roleNameKeys = { app: 'app_role', sqlReader: 'sql_reader_role' } as const;

/**
 * This database's role names, as the server recorded them in `wharf_meta` before migrating. Roles
 * belong to the whole server while grants belong to one database, so the names are read here
 * rather than written into the migrations.
 */
export async function databaseRoles(knex: Knex): Promise<DatabaseRoles> {
  const rows: Array<{ key: string; value: string }> = await knex('wharf_meta').whereIn('key', [roleNameKeys.app, roleNameKeys.sqlReader]).select('key', 'value');
  const named = (key: string) => rows.find((row) => row.key === key)?.value;
  const app = named(roleNameKeys.app);
  const sqlReader = named(roleNameKeys.sqlReader);
  if (!app || !sqlReader) throw new Error('wharf_meta records no role names: run the migrations through the server\'s bootstrap (bootstrapDatabase)');
  return { app, sqlReader };
}

/**
 * Puts a tenant-owned table under row-level security, enabled AND forced (so even the owner is
 * subject to policies): the app role sees and writes only rows of the tenant set for the current
 * transaction; the migrating owner keeps an explicit policy of its own for seeds and maintenance.
 */
export async function protectTenantTable(knex: Knex, table: string, privileges = 'select, insert, update, delete'): Promise<void> {
  if (!/^(select|insert|update|delete)(, (select|insert|update|delete))*$/.test(privileges)) throw new Error(`not a privilege list: ${privileges}`);
  await knex.raw('alter table ?? enable row level security', [table]);
  await knex.raw('alter table ?? force row level security', [table]);
  await knex.raw(
    'create policy tenant_isolation on ?? using (tenant_id = app_current_tenant()) with check (tenant_id = app_current_tenant())',
    [table],
  );
  await knex.raw('create policy owner_maintenance on ?? to current_user using (true) with check (true)', [table]);
  await knex.raw(`grant ${privileges} on ?? to ??`, [table, (await databaseRoles(knex)).app]);
}

/** Audit columns every platform table carries. */
export function auditColumns(knex: Knex, table: Knex.CreateTableBuilder): void {
  table.uuid('created_by');
  table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  table.uuid('updated_by');
  table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
}

/**
 * Makes a function callable by the app role only (no one else): used for the narrow SECURITY
 * DEFINER lookups. `signature` is a constant written in a migration, e.g. `auth_find_login(text)`;
 * it cannot be a bind parameter because it is part of the statement's grammar.
 */
export async function grantFunctionToApp(knex: Knex, signature: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*\([a-z0-9_, ]*\)$/.test(signature)) throw new Error(`not a function signature: ${signature}`);
  await knex.raw(`revoke all on function ${signature} from public`);
  await knex.raw(`grant execute on function ${signature} to ??`, [(await databaseRoles(knex)).app]);
}
