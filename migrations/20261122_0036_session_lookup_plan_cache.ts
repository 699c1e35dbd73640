import type { Knex } from 'knex';

const body = (language: 'plpgsql' | 'sql') => language === 'plpgsql'
  ? `begin
       return query select s.id, s.user_id, coalesce(s.acting_tenant_id, s.tenant_id), s.expires_at, s.scope, s.tenant_id
         from sys_session s join sys_user u on u.id = s.user_id
        where s.token_hash = p_token_hash and s.revoked_at is null and s.expires_at > now()
          and u.status = '1' and not u.del_flag;
     end`
  : `select s.id, s.user_id, coalesce(s.acting_tenant_id, s.tenant_id), s.expires_at, s.scope, s.tenant_id
       from sys_session s join sys_user u on u.id = s.user_id
      where s.token_hash = p_token_hash and s.revoked_at is null and s.expires_at > now()
        and u.status = '1' and not u.del_flag`;

const define = (language: 'plpgsql' | 'sql') => `
  create or replace function auth_resolve_session(p_token_hash bytea)
    returns table (session_id uuid, user_id uuid, tenant_id uuid, expires_at timestamptz, scope jsonb, home_tenant_id uuid)
    language ${language} stable security definer set search_path = public, pg_temp
    as $fn$ ${body(language)} $fn$`;

/**
 * The token check runs on every request. As a SECURITY DEFINER SQL function it cannot be
 * inlined and its query is planned on every call; in PL/pgSQL the plan is cached per
 * connection. Same columns, same rules.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(define('plpgsql'));
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(define('sql'));
}
