import type { Knex } from 'knex';
import { databaseRoles, auditColumns, protectTenantTable } from './support';

/**
 * Menus and button permissions (spec §3 "menu", §6) are platform records shared by every tenant
 * (tenant product packages and roles decide who sees which: the administration issue), and each
 * user's own settings (quick menu, theme, layout).
 */
export async function up(knex: Knex): Promise<void> {
  const appRole = (await databaseRoles(knex)).app;
  await knex.schema.createTable('sys_permission', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('parent_id').references('id').inTable('sys_permission').onDelete('CASCADE');
    t.string('name', 100).notNullable();
    t.string('menu_code', 100).notNullable().unique();
    t.string('menu_type', 1).notNullable().defaultTo('1').comment('0 top-level menu, 1 sub-menu, 2 button');
    t.string('path', 255);
    t.string('component', 255);
    t.string('url', 500);
    t.string('perms', 255).comment('button action, e.g. user:add');
    t.string('perms_type', 1).notNullable().defaultTo('1').comment('1 visible after authorisation, 2 editable');
    t.integer('sort_no').notNullable().defaultTo(0);
    t.string('icon', 100);
    t.boolean('hidden').notNullable().defaultTo(false);
    t.boolean('keep_alive').notNullable().defaultTo(false);
    t.boolean('always_show').notNullable().defaultTo(false);
    t.boolean('internal_or_external').notNullable().defaultTo(false);
    t.string('back_flag', 1).notNullable().defaultTo('0').comment('0 front, 1 console');
    t.boolean('visitor_access').notNullable().defaultTo(false);
    t.boolean('default_shortcut').notNullable().defaultTo(false);
    t.string('status', 1).notNullable().defaultTo('0').comment('0 allowed');
    t.jsonb('titles').notNullable().defaultTo('{}').comment('title per language: zhCn, enUs, thTh, zhTw');
    t.jsonb('component_props').notNullable().defaultTo('[]');
    auditColumns(knex, t);
    t.index(['parent_id', 'sort_no']);
  });
  await knex.raw('grant select on sys_permission to ??', [appRole]);

  await knex.schema.createTable('sys_user_settings', (t) => {
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.uuid('user_id').notNullable().references('id').inTable('sys_user').onDelete('CASCADE');
    t.jsonb('quick_menu').notNullable().defaultTo('[]').comment('ids of the quick-start menu, at most 27');
    t.jsonb('settings').notNullable().defaultTo('{}').comment('theme, layout and other display preferences');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['tenant_id', 'user_id']);
  });
  await protectTenantTable(knex, 'sys_user_settings');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sys_user_settings');
  await knex.schema.dropTableIfExists('sys_permission');
}
