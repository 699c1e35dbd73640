import type { Knex } from 'knex';

/**
 * Binds each OAuth2 login attempt to the browser that started it (the hash of a random value in
 * an HttpOnly cookie), so a code and state obtained by someone else cannot be completed in a
 * victim's browser to log them in as the attacker (login CSRF). Pending attempts are only ever
 * minutes old and carry no binding, so they are dropped rather than back-filled.
 */
export async function up(knex: Knex): Promise<void> {
  await knex('sys_sso_login_attempt').delete();
  await knex.schema.alterTable('sys_sso_login_attempt', (t) => {
    t.binary('browser_hash').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sys_sso_login_attempt', (t) => {
    t.dropColumn('browser_hash');
  });
}
