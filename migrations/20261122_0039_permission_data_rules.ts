import type { Knex } from 'knex';
import { auditColumns, protectTenantTable } from './support';

/**
 * Data rules (spec §6): per menu, a tenant defines row filters (column, operator, value with user
 * placeholders); each role picks which of them apply to it. The server compiles the picked rules
 * into SQL predicates on top of row-level security.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sys_data_rule', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.uuid('permission_id').notNullable().references('id').inTable('sys_permission').onDelete('CASCADE');
    t.string('rule_name', 100).notNullable();
    t.string('rule_column', 64).notNullable();
    t.string('rule_operator', 20).notNullable();
    t.string('rule_value', 500).notNullable();
    t.string('status', 1).notNullable().defaultTo('1').comment('1 in force, 0 off');
    auditColumns(knex, t);
    t.index(['tenant_id', 'permission_id']);
  });
  await protectTenantTable(knex, 'sys_data_rule');

  await knex.schema.createTable('sys_role_data_rule', (t) => {
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.uuid('role_id').notNullable().references('id').inTable('sys_role').onDelete('CASCADE');
    t.uuid('data_rule_id').notNullable().references('id').inTable('sys_data_rule').onDelete('CASCADE');
    t.primary(['tenant_id', 'role_id', 'data_rule_id']);
    t.index(['tenant_id', 'data_rule_id']);
  });
  await protectTenantTable(knex, 'sys_role_data_rule');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sys_role_data_rule');
  await knex.schema.dropTableIfExists('sys_data_rule');
}
