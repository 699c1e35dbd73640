import type { Knex } from 'knex';
import { grantFunctionToApp } from './support';

// The return type of a function cannot change in place, so it is dropped and created again,
// keeping every earlier column in its order and adding `scope` at the end.
const resolveWithScope = `
  create function auth_resolve_session(p_token_hash bytea)
    returns table (session_id uuid, user_id uuid, tenant_id uuid, expires_at timestamptz, scope jsonb)
    language sql stable security definer set search_path = public, pg_temp
    as $$ select s.id, s.user_id, s.tenant_id, s.expires_at, s.scope from sys_session s
            join sys_user u on u.id = s.user_id
           where s.token_hash = p_token_hash and s.revoked_at is null and s.expires_at > now()
             and u.status = '1' and not u.del_flag $$`;

const resolveWithoutScope = `
  create function auth_resolve_session(p_token_hash bytea)
    returns table (session_id uuid, user_id uuid, tenant_id uuid, expires_at timestamptz)
    language sql stable security definer set search_path = public, pg_temp
    as $$ select s.id, s.user_id, s.tenant_id, s.expires_at from sys_session s
            join sys_user u on u.id = s.user_id
           where s.token_hash = p_token_hash and s.revoked_at is null and s.expires_at > now()
             and u.status = '1' and not u.del_flag $$`;

async function replaceResolver(knex: Knex, definition: string): Promise<void> {
  await knex.raw('drop function auth_resolve_session(bytea)');
  await knex.raw(definition);
  await grantFunctionToApp(knex, 'auth_resolve_session(bytea)');
}

/**
 * Token checks also return the session's scope, in the same single round trip, so that a
 * visitor session (scope `{ pageType, pageCode }`) can be held to its one page.
 */
export async function up(knex: Knex): Promise<void> {
  await replaceResolver(knex, resolveWithScope);
}

export async function down(knex: Knex): Promise<void> {
  await replaceResolver(knex, resolveWithoutScope);
}
