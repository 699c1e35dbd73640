import type { Knex } from 'knex';
import { protectTenantTable } from './support';

/** A tenant's own wording of interface texts, per language (spec §7 localeProvider getLocales/getSecLocales). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sys_locale', (t) => {
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.string('lang', 8).notNullable();
    t.string('key', 200).notNullable();
    t.string('value', 2000).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['tenant_id', 'lang', 'key']);
  });
  await protectTenantTable(knex, 'sys_locale');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sys_locale');
}
