import type { Knex } from 'knex';
import { protectTenantTable } from './support';

/**
 * Background exports of the download centre (spec §2, §3 "Export task", §4 states). A task keeps
 * what it was asked (`request`: the view, its filters and the caller's rights resolved when it was
 * asked, never shown to clients) and, once written, where its file lies on the server (`file_path`,
 * relative to the data folder, never taken from a client).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sys_export_task', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.string('task_name', 200).notNullable();
    t.string('module', 100).notNullable();
    t.string('extra_code', 100);
    t.string('file_name', 255).notNullable();
    t.string('status_code', 10).notNullable().defaultTo('init');
    t.string('file_path', 500);
    t.integer('row_count');
    t.string('error_message', 1000);
    t.jsonb('request').notNullable();
    t.timestamp('insert_time', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // The user's row may live in another tenant (the platform operator switched in), so no foreign key.
    t.uuid('insert_user_id').notNullable();
    t.string('insert_user_name', 100);
    t.timestamp('finish_time', { useTz: true });
    t.index(['tenant_id', 'insert_user_id', 'insert_time']);
    t.index(['tenant_id', 'insert_time']);
  });
  await knex.raw("alter table sys_export_task add constraint sys_export_task_status check (status_code in ('init', 'ing', 'success', 'failed'))");
  // The purge job looks for old files across tenants (as the owner).
  await knex.raw('create index sys_export_task_files on sys_export_task (insert_time) where file_path is not null');
  await protectTenantTable(knex, 'sys_export_task');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sys_export_task');
}
