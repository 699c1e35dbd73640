import type { Knex } from 'knex';
import { databaseRoles, protectTenantTable } from './support';

/**
 * Business tables (issue 7, contract "Business tables"): the schema `biz` that table syncs create
 * real tables in, the per-tenant registry `eform_tables` that maps a table definition to its
 * physical table and remembers what was last applied, and the data log of form data changes.
 * The app role may use `biz` (USAGE) but not create in it: the sync runs as the owner, after the
 * server has checked the caller's permission, and grants DML on each table it creates.
 */
export async function up(knex: Knex): Promise<void> {
  const appRole = (await databaseRoles(knex)).app;
  await knex.raw('create schema if not exists biz');
  await knex.raw('revoke all on schema biz from public');
  await knex.raw('grant usage on schema biz to ??', [appRole]);

  await knex.schema.createTable('eform_tables', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.string('table_code', 100).notNullable();
    t.string('physical_name', 63).notNullable().unique();
    t.integer('synced_version');
    t.jsonb('synced_body').comment('the table definition last applied');
    t.string('table_status', 16).notNullable().defaultTo('notCreated');
    t.string('update_by', 100);
    t.timestamp('update_time', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['tenant_id', 'table_code']);
    t.check("table_status in ('notCreated', 'created', 'notSynced', 'synced')", [], 'eform_tables_status');
  });
  // Requests only read the registry; the sync writes it on the owner connection.
  await protectTenantTable(knex, 'eform_tables', 'select');

  await knex.schema.createTable('eform_data_log', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.string('form_code', 100).notNullable();
    t.string('table_code', 100).notNullable();
    t.uuid('record_id').notNullable();
    t.integer('version').notNullable().comment('the row_version the change produced (for a delete: the last one)');
    t.string('action', 8).notNullable();
    t.string('user_name', 100);
    t.timestamp('create_time', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.jsonb('before').comment('the form data before the change; null for a create');
    t.jsonb('after').comment('the form data after the change; null for a delete');
    t.index(['tenant_id', 'table_code', 'record_id', 'create_time']);
    t.check("action in ('create', 'update', 'delete')", [], 'eform_data_log_action');
  });
  // History: the app role adds entries and reads them, never changes or removes one.
  await protectTenantTable(knex, 'eform_data_log', 'select, insert');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('eform_data_log');
  await knex.schema.dropTableIfExists('eform_tables');
  await knex.raw('drop schema if exists biz cascade');
}
