import type { Knex } from 'knex';
import { auditColumns, protectTenantTable } from './support';

/**
 * App groups (spec §2 console main page /app/group): a tenant's builders organise their tables,
 * forms, views… into groups. A definition head belongs to at most one group of its own tenant.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('eform_app_group', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.string('group_name', 50).notNullable();
    t.string('group_code', 100).notNullable();
    t.string('description', 500);
    t.string('icon', 100);
    t.integer('sort_order').notNullable().defaultTo(0);
    auditColumns(knex, t);
    t.unique(['tenant_id', 'group_name'], { indexName: 'eform_app_group_name_unique' });
    t.unique(['tenant_id', 'group_code'], { indexName: 'eform_app_group_code_unique' });
    // The target of the definitions' (tenant_id, group_id) key below.
    t.unique(['tenant_id', 'id'], { indexName: 'eform_app_group_tenant_id_unique' });
  });
  await protectTenantTable(knex, 'eform_app_group');

  await knex.schema.alterTable('eform_definition', (t) => {
    t.uuid('group_id');
    // The key includes tenant_id, so a definition can only ever sit in a group of its own tenant,
    // whatever a request sends. No ON DELETE action: deleting a group that still holds definitions
    // is refused (the operation says so first, in words), nothing is silently ungrouped.
    t.foreign(['tenant_id', 'group_id'], 'eform_definition_group_fk').references(['tenant_id', 'id']).inTable('eform_app_group');
    t.index(['tenant_id', 'group_id', 'kind'], 'eform_definition_group_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('eform_definition', (t) => {
    t.dropForeign(['tenant_id', 'group_id'], 'eform_definition_group_fk');
    t.dropIndex(['tenant_id', 'group_id', 'kind'], 'eform_definition_group_index');
    t.dropColumn('group_id');
  });
  await knex.schema.dropTableIfExists('eform_app_group');
}
