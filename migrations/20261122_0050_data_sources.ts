import type { Knex } from 'knex';
import { auditColumns, databaseRoles, protectTenantTable } from './support';

/**
 * Functions PUBLIC may call by default that would let a SQL config leave its box: `set_config`
 * changes `app.tenant_id` (another tenant's rows) or `role` (back to the app role) inside a single
 * SELECT; session-level advisory locks outlive the transaction on a pooled connection. Only the
 * app role keeps them (it sets the tenant with set_config).
 */
const confinedFunctions = [
  'pg_catalog.set_config(text, text, boolean)',
  'pg_catalog.pg_advisory_lock(bigint)',
  'pg_catalog.pg_advisory_lock(integer, integer)',
  'pg_catalog.pg_advisory_lock_shared(bigint)',
  'pg_catalog.pg_advisory_lock_shared(integer, integer)',
  'pg_catalog.pg_try_advisory_lock(bigint)',
  'pg_catalog.pg_try_advisory_lock(integer, integer)',
  'pg_catalog.pg_try_advisory_lock_shared(bigint)',
  'pg_catalog.pg_try_advisory_lock_shared(integer, integer)',
];

/** Tenant tables a SQL config may read (under row-level security), with the columns it may see. */
const readableTables: Array<[string, string[] | '*']> = [
  ['sys_dict', '*'],
  ['sys_dict_item', '*'],
  ['sys_org', '*'],
  // Users: who they are, never their password, phone or login state.
  ['sys_user', ['id', 'tenant_id', 'username', 'realname']],
];

/**
 * Data sources (spec §3 sql config, http config): SQL configs and HTTP configs per tenant, and the
 * reader role their SQL runs as (`wharf_sql_reader`, or this database's own name for it: see
 * `support.ts`): no login, no BYPASSRLS, SELECT only on the business tables (schema `biz`, granted by
 * the table sync) and the few tenant tables above, nothing else.
 * The app role is made a member so it can `SET LOCAL ROLE` to it inside a read-only transaction.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('eform_sql_config', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.string('sql_code', 100).notNullable();
    t.string('sql_name', 100).notNullable();
    t.text('sql_query').notNullable();
    t.string('is_cache', 1).notNullable().defaultTo('N');
    t.jsonb('parameters').notNullable().defaultTo('[]');
    auditColumns(knex, t);
    t.unique(['tenant_id', 'sql_code']);
  });
  await protectTenantTable(knex, 'eform_sql_config');

  await knex.schema.createTable('eform_http_config', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.string('http_code', 100).notNullable();
    t.string('http_name', 100).notNullable();
    t.string('http_url', 2000).notNullable();
    t.string('http_method', 10).notNullable();
    t.jsonb('header').notNullable().defaultTo('{}');
    t.text('body');
    t.text('return_script');
    auditColumns(knex, t);
    t.unique(['tenant_id', 'http_code']);
  });
  await protectTenantTable(knex, 'eform_http_config');

  // The server's bootstrap has created the reader role (no login, no BYPASSRLS) and made the app
  // role a member before any migration runs: roles belong to the whole server, and an owner that is
  // no superuser may create a role with these attributes but not alter them afterwards.
  const { app: appRole, sqlReader: sqlReaderRoleName } = await databaseRoles(knex);

  for (const [table, columns] of readableTables) {
    if (columns === '*') await knex.raw('grant select on ?? to ??', [table, sqlReaderRoleName]);
    else await knex.raw(`grant select (${columns.map(() => '??').join(', ')}) on ?? to ??`, [...columns, table, sqlReaderRoleName]);
  }
  // The business tables' schema, when the table sync's migration has created it already; the sync
  // grants SELECT on each table it creates (contract "Business tables").
  const { rows } = await knex.raw<{ rows: unknown[] }>("select 1 from pg_namespace where nspname = 'biz'");
  if (rows.length > 0) {
    await knex.raw('grant usage on schema biz to ??', [sqlReaderRoleName]);
    await knex.raw('grant select on all tables in schema biz to ??', [sqlReaderRoleName]);
    // Tables the sync creates later (as this same owner) are readable too, even if a grant is missed.
    await knex.raw('alter default privileges in schema biz grant select on tables to ??', [sqlReaderRoleName]);
  }

  // Only the function's owner (a superuser) can take these from PUBLIC; a non-superuser owner gets a
  // warning and nothing changes, so the SQL-config runner also refuses them by name before running.
  const { rows: [me] } = await knex.raw<{ rows: Array<{ rolsuper: boolean }> }>('select rolsuper from pg_roles where rolname = current_user');
  if (me?.rolsuper) {
    for (const signature of confinedFunctions) {
      await knex.raw(`revoke execute on function ${signature} from public`);
      await knex.raw(`grant execute on function ${signature} to ??`, [appRole]);
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  const { sqlReader: sqlReaderRoleName } = await databaseRoles(knex);
  const { rows: [me] } = await knex.raw<{ rows: Array<{ rolsuper: boolean }> }>('select rolsuper from pg_roles where rolname = current_user');
  if (me?.rolsuper) {
    for (const signature of confinedFunctions) await knex.raw(`grant execute on function ${signature} to public`);
  }
  for (const [table] of readableTables) await knex.raw('revoke all on ?? from ??', [table, sqlReaderRoleName]);
  const { rows } = await knex.raw<{ rows: unknown[] }>("select 1 from pg_namespace where nspname = 'biz'");
  if (rows.length > 0) {
    await knex.raw('alter default privileges in schema biz revoke select on tables from ??', [sqlReaderRoleName]);
    await knex.raw('revoke all on all tables in schema biz from ??', [sqlReaderRoleName]);
    await knex.raw('revoke all on schema biz from ??', [sqlReaderRoleName]);
  }
  await knex.schema.dropTableIfExists('eform_http_config');
  await knex.schema.dropTableIfExists('eform_sql_config');
}
