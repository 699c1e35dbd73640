import type { Knex } from 'knex';

/**
 * The role request queries run as: it owns no table, is no superuser and lacks BYPASSRLS.
 * The server creates it (with its password) before the migrations run.
 */
export const appRoleName = 'wharf_app';

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
  await knex.raw(`grant ${privileges} on ?? to ??`, [table, appRoleName]);
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
  await knex.raw(`grant execute on function ${signature} to ??`, [appRoleName]);
}
