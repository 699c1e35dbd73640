import type { Knex } from 'knex';

/**
 * The menu item flags of spec §3 ("Menu item (session)": topFlag, groupId, reminderMenu) that the
 * permission menu carries: shown in the top bar, the menu group it belongs to, and whether it is a
 * reminder entry (a page that counts what waits for the user).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sys_permission', (t) => {
    t.boolean('top_flag').notNullable().defaultTo(false);
    t.string('group_id', 64).comment('the menu group the item belongs to; null: none');
    t.boolean('reminder_menu').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sys_permission', (t) => {
    t.dropColumn('reminder_menu');
    t.dropColumn('group_id');
    t.dropColumn('top_flag');
  });
}
