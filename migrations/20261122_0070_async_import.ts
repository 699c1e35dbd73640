import type { Knex } from 'knex';
import { auditColumns, protectTenantTable } from './support';

/**
 * Asynchronous import (spec §3 "Async import config", "Import task labels"; §4 status codes).
 * `eform_import_task` holds the import-task designer's definitions: which form a sheet goes into,
 * where its heading and data rows are, and which sheet column fills which field. `eform_import_run`
 * is one upload being checked and imported in the background: its status code, its counts, where its
 * file lies (relative to the data folder, written by the server only) and the id of its refused rows'
 * details (`eform_view_import`, the same details the list import keeps).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('eform_import_task', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.string('task_name', 100).notNullable();
    t.string('task_code', 100).notNullable();
    t.string('system_code', 100);
    t.string('import_mode', 2).notNullable();
    t.string('import_type', 1).notNullable();
    t.string('page_title', 100).notNullable();
    t.integer('head_start_row').notNullable();
    t.integer('start_row').notNullable();
    t.integer('end_row');
    t.integer('list_start_row').notNullable();
    t.string('sheet_name', 100).notNullable();
    t.string('business_pk', 500);
    t.string('custom_param', 1000);
    t.string('extend_key', 200);
    t.string('import_key', 200);
    t.string('form_code', 100).notNullable();
    t.boolean('auto_import').notNullable().defaultTo(false);
    t.jsonb('fields_map_config').notNullable().defaultTo('[]');
    auditColumns(knex, t);
    t.unique(['tenant_id', 'task_code'], { indexName: 'eform_import_task_code_unique' });
  });
  await knex.raw("alter table eform_import_task add constraint eform_import_task_mode check (import_mode in ('1', '2', '3', '4'))");
  await knex.raw("alter table eform_import_task add constraint eform_import_task_type check (import_type in ('1', '2', '3', '4'))");
  await protectTenantTable(knex, 'eform_import_task');

  await knex.schema.createTable('eform_import_run', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.uuid('task_id').references('id').inTable('eform_import_task').onDelete('SET NULL');
    t.string('task_code', 100);
    t.string('view_code', 100);
    t.string('form_code', 100).notNullable();
    t.string('file_name', 255).notNullable();
    t.string('file_path', 500);
    t.string('status_code', 3).notNullable().defaultTo('A00');
    t.string('import_type', 1).notNullable();
    t.boolean('auto_import').notNullable().defaultTo(false);
    t.integer('total_count').notNullable().defaultTo(0);
    t.integer('checked_count').notNullable().defaultTo(0);
    t.integer('wrong_count').notNullable().defaultTo(0);
    t.integer('imported_count').notNullable().defaultTo(0);
    t.string('message', 2000);
    t.uuid('details_id');
    t.string('lang', 10).notNullable();
    // What the upload resolved (sheet layout, column mapping, business key), never shown to clients.
    t.jsonb('request').notNullable();
    // The user's row may live in another tenant (the platform operator switched in), so no foreign key.
    t.uuid('user_id').notNullable();
    t.string('user_name', 100);
    t.timestamp('create_time', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('update_time', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('finish_time', { useTz: true });
    t.index(['tenant_id', 'user_id', 'create_time']);
  });
  await knex.raw(`alter table eform_import_run add constraint eform_import_run_status check (status_code in
    ('A00', 'A10', 'B10', 'B20', 'B30', 'C10', 'C20', 'C30', 'C40', 'D10', 'E10', 'F10', 'G10'))`);
  // The purge job looks for old runs across tenants (as the owner).
  await knex.raw('create index eform_import_run_age on eform_import_run (create_time)');
  await protectTenantTable(knex, 'eform_import_run');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('eform_import_run');
  await knex.schema.dropTableIfExists('eform_import_task');
}
