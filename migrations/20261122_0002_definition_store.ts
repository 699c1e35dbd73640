import type { Knex } from 'knex';
import { auditColumns, protectTenantTable } from './support';

/** The definition store: the head of each definition and its immutable revisions. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('eform_definition', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.string('kind', 32).notNullable();
    t.string('code', 100).notNullable();
    t.string('name', 200).notNullable();
    t.string('status', 16).notNullable().defaultTo('draft');
    t.integer('version').notNullable().defaultTo(1);
    t.integer('published_version');
    t.integer('schema_version').notNullable();
    t.jsonb('body').notNullable();
    auditColumns(knex, t);
    t.unique(['tenant_id', 'kind', 'code']);
    t.index(['tenant_id', 'kind', 'updated_at']);
    t.check("status in ('draft', 'published')", [], 'eform_definition_status');
  });
  await protectTenantTable(knex, 'eform_definition');

  await knex.schema.createTable('eform_definition_revision', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.uuid('definition_id').notNullable().references('id').inTable('eform_definition').onDelete('CASCADE');
    t.integer('version').notNullable();
    t.string('name', 200).notNullable();
    t.integer('schema_version').notNullable();
    t.jsonb('body').notNullable();
    t.uuid('created_by');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['tenant_id', 'definition_id', 'version']);
  });
  // Revisions are history: the app role may add them but never change or remove one.
  await protectTenantTable(knex, 'eform_definition_revision', 'select, insert');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('eform_definition_revision');
  await knex.schema.dropTableIfExists('eform_definition');
}
