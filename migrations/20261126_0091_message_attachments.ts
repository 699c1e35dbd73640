import type { Knex } from 'knex';

/**
 * A system message's attachments (issue 18 §5): uploaded announcement files, listed by id, handed
 * to the announcement the message becomes when it is published.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sys_message', (t) => {
    t.jsonb('attachment_ids').notNullable().defaultTo('[]');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sys_message', (t) => {
    t.dropColumn('attachment_ids');
  });
}
