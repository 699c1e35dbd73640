import type { Knex } from 'knex';
import { protectTenantTable } from './support';

/**
 * App market installations (spec §3 "Market application"): which catalogue app a tenant installed,
 * at which version, by whom and when. One row per tenant and app code; an update moves the version.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('eform_market_installation', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.string('app_code', 100).notNullable();
    t.string('app_name', 100).notNullable();
    t.string('app_version', 64).notNullable();
    t.uuid('installed_by');
    t.timestamp('installed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.uuid('updated_by');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['tenant_id', 'app_code'], { indexName: 'eform_market_installation_app_unique' });
  });
  await protectTenantTable(knex, 'eform_market_installation', 'select, insert, update');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('eform_market_installation');
}
