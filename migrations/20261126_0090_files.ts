import type { Knex } from 'knex';
import { protectTenantTable } from './support';

/**
 * Uploaded files (issue 18 §5): the bytes lie in the file storage (under `DATA_DIR/files/` by
 * default) under a key the server makes; this row keeps what the client said (`original_name`,
 * metadata only, never a path), what the server decided (`content_type` from the sniffed content,
 * `size_bytes`, `sha256`) and what owns the file, which decides who reads it: a form's upload or
 * image field (`form_code`, `col_code`: readers of a record of that form whose field holds the id)
 * or an announcement (`purpose` announcement: its readers). The uploader reads their own file.
 * Announcements list their attachments in `attachment_ids`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sys_file', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.string('purpose', 20).notNullable();
    t.string('form_code', 100);
    t.string('col_code', 100);
    t.string('original_name', 255).notNullable();
    t.string('content_type', 120).notNullable();
    t.bigInteger('size_bytes').notNullable();
    t.string('sha256', 64).notNullable();
    t.string('storage_key', 300).notNullable();
    // The user's row may live in another tenant (the platform operator switched in), so no foreign key.
    t.uuid('created_by').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['tenant_id', 'created_by', 'created_at']);
  });
  await knex.raw("alter table sys_file add constraint sys_file_purpose check (purpose in ('form', 'announcement'))");
  await knex.raw("alter table sys_file add constraint sys_file_form_owner check (purpose <> 'form' or (form_code is not null and col_code is not null))");
  await protectTenantTable(knex, 'sys_file', 'select, insert, delete');

  await knex.schema.alterTable('sys_announcement', (t) => {
    t.jsonb('attachment_ids').notNullable().defaultTo('[]');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sys_announcement', (t) => {
    t.dropColumn('attachment_ids');
  });
  await knex.schema.dropTableIfExists('sys_file');
}
