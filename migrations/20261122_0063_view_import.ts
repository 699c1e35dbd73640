import type { Knex } from 'knex';
import { protectTenantTable } from './support';

/**
 * List import uploads (spec §2 "import upload", §8: a partly refused import answers 201 with a link
 * to its details). One row per import that refused rows: the sheet's headings and each refused
 * row's cells with the reason, kept 7 days (`expires_at`) for the details download. Rows that were
 * imported live in their business table; nothing of them is kept here.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('eform_view_import', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.string('view_code', 100).notNullable();
    t.string('file_name', 255).notNullable();
    // The user's row may live in another tenant (the platform operator switched in), so no foreign key.
    t.uuid('user_id').notNullable();
    t.integer('imported_count').notNullable();
    t.integer('refused_count').notNullable();
    t.jsonb('headers').notNullable();
    t.jsonb('refused_rows').notNullable();
    t.timestamp('create_time', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable().defaultTo(knex.raw("now() + interval '7 days'"));
    t.index(['tenant_id', 'expires_at']);
  });
  await protectTenantTable(knex, 'eform_view_import');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('eform_view_import');
}
