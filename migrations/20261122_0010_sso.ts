import type { Knex } from 'knex';
import { auditColumns, grantFunctionToApp, protectTenantTable } from './support';

/**
 * Single sign-on: the SSO configurations of each tenant (OAuth2/OpenID Connect or CAS), the
 * external identities linked to users, and the server-side OAuth2 login attempts (state, nonce
 * and PKCE verifier, single use, short-lived).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sys_sso_config', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.string('sso_key', 64).notNullable();
    t.string('sso_type', 10).notNullable();
    t.string('cas_url', 500);
    t.string('cas_login_name', 100).comment('CAS attribute holding the username; null: the CAS user itself');
    t.string('cas_logout', 500);
    t.string('cas_service_url', 500).comment('the service URL registered at CAS; tickets are validated for it only');
    t.string('oauth2_url', 500).comment('the OpenID Connect issuer');
    t.string('oauth2_client_id', 200);
    t.text('oauth2_client_secret').comment('never returned by any API');
    t.string('oauth2_scope', 500);
    t.string('oauth2_param_name', 50).notNullable().defaultTo('code');
    t.boolean('oauth2_dynamic').notNullable().defaultTo(true);
    t.string('oauth2_logout', 500);
    t.string('oauth2_redirect_uri', 500);
    t.string('oauth2_username_claim', 100).notNullable().defaultTo('preferred_username');
    auditColumns(knex, t);
    t.check("sso_type in ('oauth2', 'cas')", [], 'sys_sso_config_type');
    t.index(['tenant_id', 'created_at']);
  });
  // A login names only the ssoKey, which therefore identifies the tenant: unique across tenants.
  await knex.raw('create unique index sys_sso_config_key_unique on sys_sso_config (sso_key)');
  await protectTenantTable(knex, 'sys_sso_config');

  await knex.schema.createTable('sys_sso_identity', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.string('sso_key', 64).notNullable();
    t.string('subject', 255).notNullable().comment('OIDC sub or CAS user');
    t.uuid('user_id').notNullable().references('id').inTable('sys_user').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_login_at', { useTz: true });
    t.unique(['tenant_id', 'sso_key', 'subject']);
    t.index(['tenant_id', 'user_id']);
  });
  await protectTenantTable(knex, 'sys_sso_identity');

  await knex.schema.createTable('sys_sso_login_attempt', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.string('sso_key', 64).notNullable();
    t.binary('state_hash').notNullable().unique();
    t.string('nonce', 100).notNullable();
    t.string('code_verifier', 200).notNullable();
    t.string('redirect_uri', 500).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.index(['tenant_id', 'expires_at']);
  });
  await protectTenantTable(knex, 'sys_sso_login_attempt');

  // Before a login no tenant is known: these are the only cross-tenant reads of SSO data.
  // sso_find_config answers one key; sso_list_configs (for the platform operator's console,
  // the route checks who calls) and sso_find_tenant never return a client secret.
  await knex.raw(`
    create function sso_find_config(p_sso_key text)
      returns setof sys_sso_config
      language sql stable security definer set search_path = public, pg_temp
      as $$ select * from sys_sso_config where sso_key = p_sso_key $$`);
  await knex.raw(`
    create function sso_list_configs()
      returns table (id uuid, tenant_id uuid, tenant_code text, sso_key text, sso_type text,
                     cas_url text, cas_login_name text, cas_logout text, cas_service_url text,
                     oauth2_url text, oauth2_client_id text, has_client_secret boolean, oauth2_scope text,
                     oauth2_param_name text, oauth2_dynamic boolean, oauth2_logout text,
                     oauth2_redirect_uri text, oauth2_username_claim text, updated_at timestamptz)
      language sql stable security definer set search_path = public, pg_temp
      as $$ select c.id, c.tenant_id, t.tenant_code, c.sso_key, c.sso_type,
                   c.cas_url, c.cas_login_name, c.cas_logout, c.cas_service_url,
                   c.oauth2_url, c.oauth2_client_id, c.oauth2_client_secret is not null, c.oauth2_scope,
                   c.oauth2_param_name, c.oauth2_dynamic, c.oauth2_logout,
                   c.oauth2_redirect_uri, c.oauth2_username_claim, c.updated_at
              from sys_sso_config c join sys_tenant t on t.id = c.tenant_id
             order by t.tenant_code, c.sso_key $$`);
  await knex.raw(`
    create function sso_find_tenant(p_tenant_code text)
      returns uuid
      language sql stable security definer set search_path = public, pg_temp
      as $$ select id from sys_tenant where tenant_code = p_tenant_code $$`);
  for (const signature of ['sso_find_config(text)', 'sso_list_configs()', 'sso_find_tenant(text)']) await grantFunctionToApp(knex, signature);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function if exists sso_find_tenant(text)');
  await knex.raw('drop function if exists sso_list_configs()');
  await knex.raw('drop function if exists sso_find_config(text)');
  await knex.schema.dropTableIfExists('sys_sso_login_attempt');
  await knex.schema.dropTableIfExists('sys_sso_identity');
  await knex.schema.dropTableIfExists('sys_sso_config');
}
