import type { Knex } from 'knex';
import { auditColumns, protectTenantTable } from './support';

/** Each tenant's dictionaries and their items (spec §3 dict, dictionary item). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sys_dict', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.string('dict_code', 100).notNullable();
    t.string('dict_name', 100).notNullable();
    t.string('description', 500);
    auditColumns(knex, t);
    t.unique(['tenant_id', 'dict_code']);
  });
  await protectTenantTable(knex, 'sys_dict');

  await knex.schema.createTable('sys_dict_item', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.uuid('dict_id').notNullable().references('id').inTable('sys_dict').onDelete('CASCADE');
    t.string('item_text', 200).notNullable();
    t.string('item_value', 200).notNullable();
    t.string('title', 200);
    t.double('sort_order').notNullable().defaultTo(0);
    t.string('status', 1).notNullable().defaultTo('1').comment('1 enabled, 0 disabled');
    t.string('description', 500);
    t.unique(['tenant_id', 'dict_id', 'item_value']);
  });
  await protectTenantTable(knex, 'sys_dict_item');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sys_dict_item');
  await knex.schema.dropTableIfExists('sys_dict');
}
