import type { Knex } from 'knex';

/**
 * A dictionary item's text in the four interface languages (issue 20: no English item inside the
 * Chinese interface): `{ zh_CN, en_US, th_TH, zh_TW }` beside `item_text`, which stays the main
 * text a missing language falls back to. Null for items nobody translated.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sys_dict_item', (t) => {
    t.jsonb('item_text_i18n');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sys_dict_item', (t) => {
    t.dropColumn('item_text_i18n');
  });
}
