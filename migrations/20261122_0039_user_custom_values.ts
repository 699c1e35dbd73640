import type { Knex } from 'knex';
import { protectTenantTable } from './support';

/**
 * A user's own saved values per screen (spec §3 "custom column settings", §7 sysCustom): e.g. type
 * `customColumns` with the view code as data id holds which list columns the user shows, in which
 * order and how wide. One value per (user, type, data id, name).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sys_custom', (t) => {
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.uuid('user_id').notNullable().references('id').inTable('sys_user').onDelete('CASCADE');
    t.string('type', 50).notNullable();
    t.string('data_id', 100).notNullable();
    t.string('name', 50).notNullable();
    t.text('value').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['tenant_id', 'user_id', 'type', 'data_id', 'name']);
  });
  await protectTenantTable(knex, 'sys_custom');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sys_custom');
}
