import type { Knex } from 'knex';
import { protectTenantTable } from './support';

/**
 * The departments a user belongs to (spec §3 user–department relation). A user in several
 * chooses one at login; `sys_user.org_id` holds the one they work in now.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sys_user_depart', (t) => {
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.uuid('user_id').notNullable().references('id').inTable('sys_user').onDelete('CASCADE');
    t.uuid('org_id').notNullable().references('id').inTable('sys_org').onDelete('CASCADE');
    t.primary(['tenant_id', 'user_id', 'org_id']);
  });
  await protectTenantTable(knex, 'sys_user_depart');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sys_user_depart');
}
