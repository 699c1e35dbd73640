import type { Knex } from 'knex';
import { databaseRoles, grantFunctionToApp } from './support';

const resolver = (withHome: boolean) => `
  create function auth_resolve_session(p_token_hash bytea)
    returns table (session_id uuid, user_id uuid, tenant_id uuid, expires_at timestamptz, scope jsonb${withHome ? ', home_tenant_id uuid' : ''})
    language sql stable security definer set search_path = public, pg_temp
    as $$ select s.id, s.user_id, ${withHome ? 'coalesce(s.acting_tenant_id, s.tenant_id)' : 's.tenant_id'}, s.expires_at, s.scope${withHome ? ', s.tenant_id' : ''}
            from sys_session s join sys_user u on u.id = s.user_id
           where s.token_hash = p_token_hash and s.revoked_at is null and s.expires_at > now()
             and u.status = '1' and not u.del_flag $$`;

/**
 * Tenant operations (spec §3 tenant, §6): the platform operator manages tenants and may switch a
 * session into one. The session keeps its home tenant (where the user row lives) and gains an
 * acting tenant, which token checks return as the tenant a request works in. Tenant management
 * itself runs in "platform mode" (`app.platform = on`, set by the server only after checking the
 * caller is the operator), which is the only way the app role may see or write other tenants.
 */
export async function up(knex: Knex): Promise<void> {
  const appRole = (await databaseRoles(knex)).app;
  await knex.schema.alterTable('sys_session', (t) => {
    t.uuid('acting_tenant_id').references('id').inTable('sys_tenant').comment('the tenant an operator switched into; null: the home tenant');
  });
  await knex.schema.alterTable('sys_tenant', (t) => {
    t.boolean('enable_division').notNullable().defaultTo(false);
    t.boolean('enable_proxy').notNullable().defaultTo(false);
    t.boolean('enable_custom_broker').notNullable().defaultTo(false);
    t.boolean('enable_ignore_case').notNullable().defaultTo(false);
    t.string('main_comp', 100);
    t.uuid('main_user');
    t.string('login_url', 500);
  });
  await knex.raw('drop function auth_resolve_session(bytea)');
  await knex.raw(resolver(true));
  await grantFunctionToApp(knex, 'auth_resolve_session(bytea)');

  await knex.raw(`create function app_is_platform() returns boolean language sql stable parallel safe
    as $$ select coalesce(current_setting('app.platform', true), '') = 'on' $$`);
  await knex.raw('grant execute on function app_is_platform() to ??', [appRole]);
  for (const table of ['sys_tenant', 'sys_tenant_package']) {
    await knex.raw('create policy platform_operations on ?? using (app_is_platform()) with check (app_is_platform())', [table]);
  }
  await knex.raw('grant insert, update on sys_tenant to ??', [appRole]);
  await knex.raw('grant insert, update, delete on sys_tenant_package to ??', [appRole]);
}

export async function down(knex: Knex): Promise<void> {
  const appRole = (await databaseRoles(knex)).app;
  await knex.raw('revoke insert, update, delete on sys_tenant_package from ??', [appRole]);
  await knex.raw('revoke insert, update on sys_tenant from ??', [appRole]);
  for (const table of ['sys_tenant', 'sys_tenant_package']) await knex.raw('drop policy platform_operations on ??', [table]);
  await knex.raw('drop function app_is_platform()');
  await knex.raw('drop function auth_resolve_session(bytea)');
  await knex.raw(resolver(false));
  await grantFunctionToApp(knex, 'auth_resolve_session(bytea)');
  await knex.schema.alterTable('sys_tenant', (t) => {
    for (const column of ['enable_division', 'enable_proxy', 'enable_custom_broker', 'enable_ignore_case', 'main_comp', 'main_user', 'login_url']) t.dropColumn(column);
  });
  await knex.schema.alterTable('sys_session', (t) => t.dropColumn('acting_tenant_id'));
}
