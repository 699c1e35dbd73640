import type { Knex } from 'knex';
import { grantFunctionToApp, protectTenantTable } from './support';

/**
 * Forgot password (issue 4): one-time reset codes sent by email, stored hashed, and the narrow
 * pre-login lookup that finds the account a username and mailbox name together.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sys_password_reset', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.uuid('user_id').notNullable().references('id').inTable('sys_user').onDelete('CASCADE');
    t.binary('code_hash').notNullable().comment('HMAC of the code bound to the row id: a stolen table yields no codes');
    t.integer('failed_attempts').notNullable().defaultTo(0);
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('consumed_at', { useTz: true }).comment('used, superseded by a newer code, or burnt by wrong guesses');
    t.string('requested_ip', 64);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['tenant_id', 'user_id']);
  });
  await protectTenantTable(knex, 'sys_password_reset', 'select, insert, update');

  // Before any tenant is known: the one live, non-visitor account whose username and email
  // both match (usernames are unique across tenants). Nothing when either does not match.
  await knex.raw(`
    create function auth_find_password_recovery(p_username text, p_email text)
      returns table (user_id uuid, tenant_id uuid, email text, status text)
      language sql stable security definer set search_path = public, pg_temp
      as $$ select id, tenant_id, email, status from sys_user
             where lower(username) = lower(p_username) and lower(email) = lower(p_email)
               and not del_flag and user_type <> 'visitor' $$`);
  await grantFunctionToApp(knex, 'auth_find_password_recovery(text, text)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function if exists auth_find_password_recovery(text, text)');
  await knex.schema.dropTableIfExists('sys_password_reset');
}
