import type { Knex } from 'knex';
import { grantFunctionToApp } from './support';

/**
 * An SSO configuration's display name in the four interface languages (`{ zh_CN, en_US, th_TH,
 * zh_TW }`), which the login buttons show instead of the ssoKey. `sso_list_configs` answers it too
 * (the login screen's entries and the operator's console read through it).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sys_sso_config', (t) => {
    t.jsonb('display_name');
  });
  await knex.raw('drop function if exists sso_list_configs()');
  await knex.raw(`
    create function sso_list_configs()
      returns table (id uuid, tenant_id uuid, tenant_code text, sso_key text, sso_type text,
                     cas_url text, cas_login_name text, cas_logout text, cas_service_url text,
                     oauth2_url text, oauth2_client_id text, has_client_secret boolean, oauth2_scope text,
                     oauth2_param_name text, oauth2_dynamic boolean, oauth2_logout text,
                     oauth2_redirect_uri text, oauth2_username_claim text, updated_at timestamptz,
                     display_name jsonb)
      language sql stable security definer set search_path = public, pg_temp
      as $$ select c.id, c.tenant_id, t.tenant_code, c.sso_key, c.sso_type,
                   c.cas_url, c.cas_login_name, c.cas_logout, c.cas_service_url,
                   c.oauth2_url, c.oauth2_client_id, c.oauth2_client_secret is not null, c.oauth2_scope,
                   c.oauth2_param_name, c.oauth2_dynamic, c.oauth2_logout,
                   c.oauth2_redirect_uri, c.oauth2_username_claim, c.updated_at, c.display_name
              from sys_sso_config c join sys_tenant t on t.id = c.tenant_id
             order by t.tenant_code, c.sso_key $$`);
  await grantFunctionToApp(knex, 'sso_list_configs()');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function if exists sso_list_configs()');
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
  await grantFunctionToApp(knex, 'sso_list_configs()');
  await knex.schema.alterTable('sys_sso_config', (t) => {
    t.dropColumn('display_name');
  });
}
