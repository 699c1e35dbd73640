import type { Knex } from 'knex';
import { grantFunctionToApp, protectTenantTable } from './support';

/**
 * Login steps: when a login needs one more step (a forced password change, a verification
 * code), the answer carries a single-use, short-lived ticket instead of a session token.
 * Also lets authentication tell a token ended by a prohibited second login (401 with
 * `token.is.multiple`) from one that is merely unknown.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('auth_login_step', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.uuid('user_id').notNullable().references('id').inTable('sys_user').onDelete('CASCADE');
    t.binary('ticket_hash').notNullable().unique();
    t.string('step', 32).notNullable().comment('changePassword or verifyCode');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await protectTenantTable(knex, 'auth_login_step');

  await knex.raw(`
    create function auth_resolve_login_step(p_ticket_hash bytea)
      returns table (step_id uuid, user_id uuid, tenant_id uuid, step text)
      language sql stable security definer set search_path = public, pg_temp
      as $$ select id, user_id, tenant_id, step from auth_login_step
             where ticket_hash = p_ticket_hash and used_at is null and expires_at > now() $$`);
  await knex.raw(`
    create function auth_session_end_reason(p_token_hash bytea)
      returns text
      language sql stable security definer set search_path = public, pg_temp
      as $$ select ended_reason from sys_session where token_hash = p_token_hash $$`);
  for (const signature of ['auth_resolve_login_step(bytea)', 'auth_session_end_reason(bytea)']) await grantFunctionToApp(knex, signature);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function if exists auth_session_end_reason(bytea)');
  await knex.raw('drop function if exists auth_resolve_login_step(bytea)');
  await knex.schema.dropTableIfExists('auth_login_step');
}
