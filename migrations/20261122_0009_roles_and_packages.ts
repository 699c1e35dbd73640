import type { Knex } from 'knex';
import { databaseRoles, auditColumns, protectTenantTable } from './support';

/**
 * Who may see which menu and press which button (spec §6): roles per tenant, users' roles, the
 * permissions (menus and buttons) each role holds, and product packages — platform bundles of
 * permissions that decide which menus a tenant can have at all.
 */
export async function up(knex: Knex): Promise<void> {
  const appRole = (await databaseRoles(knex)).app;
  await knex.schema.createTable('sys_role', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.string('role_name', 100).notNullable();
    t.string('role_code', 100).notNullable();
    t.string('role_type', 8).notNullable().defaultTo('front').comment('back, front, agent');
    t.integer('role_order').notNullable().defaultTo(0);
    t.string('description', 255);
    auditColumns(knex, t);
    t.unique(['tenant_id', 'role_code']);
    t.check("role_type in ('back', 'front', 'agent')", [], 'sys_role_type');
  });
  await protectTenantTable(knex, 'sys_role');

  await knex.schema.createTable('sys_user_role', (t) => {
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.uuid('user_id').notNullable().references('id').inTable('sys_user').onDelete('CASCADE');
    t.uuid('role_id').notNullable().references('id').inTable('sys_role').onDelete('CASCADE');
    t.primary(['tenant_id', 'user_id', 'role_id']);
    t.index(['tenant_id', 'role_id']);
  });
  await protectTenantTable(knex, 'sys_user_role');

  await knex.schema.createTable('sys_role_permission', (t) => {
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.uuid('role_id').notNullable().references('id').inTable('sys_role').onDelete('CASCADE');
    t.uuid('permission_id').notNullable().references('id').inTable('sys_permission').onDelete('CASCADE');
    t.primary(['tenant_id', 'role_id', 'permission_id']);
  });
  await protectTenantTable(knex, 'sys_role_permission');

  await knex.schema.createTable('sys_product_package', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('product_code', 64).notNullable().unique();
    t.string('product_name', 100).notNullable();
    t.string('description', 255);
    t.integer('duration').comment('months a subscription lasts; null: unlimited');
    auditColumns(knex, t);
  });
  await knex.schema.createTable('sys_package_permission', (t) => {
    t.uuid('package_id').notNullable().references('id').inTable('sys_product_package').onDelete('CASCADE');
    t.uuid('permission_id').notNullable().references('id').inTable('sys_permission').onDelete('CASCADE');
    t.primary(['package_id', 'permission_id']);
  });
  // Packages are the platform's catalogue: every tenant may read it, only the owner writes it.
  await knex.raw('grant select on sys_product_package, sys_package_permission to ??', [appRole]);

  await knex.schema.createTable('sys_tenant_package', (t) => {
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.uuid('package_id').notNullable().references('id').inTable('sys_product_package').onDelete('CASCADE');
    t.timestamp('expires_at', { useTz: true });
    t.primary(['tenant_id', 'package_id']);
  });
  await protectTenantTable(knex, 'sys_tenant_package', 'select');
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['sys_tenant_package', 'sys_package_permission', 'sys_product_package', 'sys_role_permission', 'sys_user_role', 'sys_role']) {
    await knex.schema.dropTableIfExists(table);
  }
}
