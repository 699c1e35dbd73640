import type { Knex } from 'knex';
import { protectTenantTable } from './support';

/**
 * Apps as packages (issue 19): every installed version of an app package a tenant applied, with
 * the package body (the base of the next update's three-way merge, and what a rollback returns
 * to), the plan's summary and who applied it; and the plans computed before an apply, kept until
 * they expire or are applied.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('eform_app_version', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.string('app_code', 100).notNullable();
    t.string('app_name', 100).notNullable();
    t.string('version', 64).notNullable();
    t.jsonb('package').notNullable();
    t.jsonb('plan_summary').notNullable();
    t.uuid('applied_by');
    t.string('applied_by_name', 100).notNullable();
    t.timestamp('applied_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['tenant_id', 'app_code', 'applied_at'], 'eform_app_version_app_idx');
  });
  await protectTenantTable(knex, 'eform_app_version', 'select, insert');
  await knex.schema.createTable('eform_app_plan', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.string('app_code', 100).notNullable();
    t.jsonb('plan').notNullable();
    t.jsonb('package').notNullable();
    t.jsonb('bindings').notNullable();
    t.jsonb('fingerprint').notNullable();
    t.uuid('created_by');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.index(['tenant_id', 'expires_at'], 'eform_app_plan_expiry_idx');
  });
  await protectTenantTable(knex, 'eform_app_plan', 'select, insert, delete');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('eform_app_plan');
  await knex.schema.dropTableIfExists('eform_app_version');
}
