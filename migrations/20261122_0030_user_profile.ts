import type { Knex } from 'knex';

/** The rest of the user profile the console edits (spec §3 account entities). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sys_user', (t) => {
    t.string('sex', 1).comment('1 male, 2 female');
    t.date('birthday');
    t.boolean('show_water_mark').notNullable().defaultTo(false);
    t.timestamp('deleted_at', { useTz: true }).comment('when it went to the recycle bin');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sys_user', (t) => {
    t.dropColumn('sex');
    t.dropColumn('birthday');
    t.dropColumn('show_water_mark');
    t.dropColumn('deleted_at');
  });
}
