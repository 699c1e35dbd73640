import type { Knex } from 'knex';
import { auditColumns, protectTenantTable } from './support';

/**
 * Fill rules (spec §1, §5): generated values such as document numbers, made of a prefix, the
 * date and a sequence. Each rule's counters live per period (day, month, year or forever) and
 * advance with one atomic upsert, so concurrent requests never get the same number.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sys_fill_rule', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.string('rule_code', 100).notNullable();
    t.string('rule_name', 100).notNullable();
    t.jsonb('rule_params').notNullable().comment('{ prefix, dateFormat, seqLength, resetBy, timeZone }');
    auditColumns(knex, t);
    t.unique(['tenant_id', 'rule_code']);
  });
  await protectTenantTable(knex, 'sys_fill_rule');

  await knex.schema.createTable('sys_fill_rule_counter', (t) => {
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.uuid('rule_id').notNullable().references('id').inTable('sys_fill_rule').onDelete('CASCADE');
    t.string('period', 16).notNullable().comment('e.g. 20261122, 202611, 2026, or * when it never resets');
    t.bigInteger('value').notNullable();
    t.primary(['tenant_id', 'rule_id', 'period']);
  });
  await protectTenantTable(knex, 'sys_fill_rule_counter');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sys_fill_rule_counter');
  await knex.schema.dropTableIfExists('sys_fill_rule');
}
