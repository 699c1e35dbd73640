import type { Knex } from 'knex';
import { databaseRoles, grantFunctionToApp } from './support';

/**
 * Company registration (spec §5): where a user came from, the company's domain, the site
 * settings (one platform-wide row: name, images, domain list, disableRegister), the
 * registration-page log, and the narrow pre-login lookups registration needs.
 */
export async function up(knex: Knex): Promise<void> {
  const appRole = (await databaseRoles(knex)).app;
  await knex.schema.alterTable('sys_user', (t) => {
    t.string('user_source', 16).notNullable().defaultTo('adminAdd').comment('adminAdd, third, userRegister');
    t.string('proxy_type', 32).comment('freightForwarder, customsBroker, supplier, businessUnit');
  });
  await knex.raw('create unique index sys_user_email_unique on sys_user (lower(email)) where email is not null');
  await knex.raw('create unique index sys_user_phone_unique on sys_user (phone) where phone is not null');
  await knex.raw('create unique index sys_user_work_no_unique on sys_user (tenant_id, work_no) where work_no is not null');
  await knex.schema.alterTable('sys_org', (t) => {
    t.string('domain', 100);
  });
  await knex.raw("create unique index sys_org_company_name_unique on sys_org (tenant_id, lower(org_name)) where org_type = 'organization' and parent_id is null");
  await knex.raw('create unique index sys_org_domain_unique on sys_org (tenant_id, lower(domain)) where domain is not null');

  await knex.schema.createTable('sys_site_setting', (t) => {
    t.smallint('id').primary().defaultTo(1);
    t.string('name', 100).notNullable().defaultTo('Wharf');
    t.specificType('domain_list', 'text[]').notNullable().defaultTo('{}');
    t.jsonb('images').notNullable().defaultTo('{}').comment('full, registerAndPassword, loginBackground');
    t.boolean('disable_register').notNullable().defaultTo(false);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('id = 1', [], 'sys_site_setting_single_row');
  });
  await knex('sys_site_setting').insert({ id: 1 });
  await knex.raw('grant select on sys_site_setting to ??', [appRole]);

  await knex.schema.createTable('sys_register_log', (t) => {
    t.bigIncrements('id');
    t.string('source', 32);
    t.string('ip', 64);
    t.string('user_agent', 255);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('grant insert on sys_register_log to ??', [appRole]);
  await knex.raw('grant usage on sequence sys_register_log_id_seq to ??', [appRole]);

  // Registration happens before any tenant context: which tenant a code names, and which of
  // the globally unique identifiers are already taken, are the only things it may ask.
  await knex.raw(`
    create function auth_find_tenant(p_code text)
      returns table (tenant_id uuid, max_users integer, user_count bigint)
      language sql stable security definer set search_path = public, pg_temp
      as $$ select t.id, t.max_users, (select count(*) from sys_user u where u.tenant_id = t.id and not u.del_flag)
              from sys_tenant t where t.tenant_code = p_code and t.status = '1' and not t.is_platform $$`);
  await knex.raw(`
    create function auth_identity_taken(p_username text, p_email text, p_phone text)
      returns table (field text)
      language sql stable security definer set search_path = public, pg_temp
      as $$ select 'username' where exists (select 1 from sys_user where lower(username) = lower(p_username))
            union all select 'email' where p_email is not null and exists (select 1 from sys_user where lower(email) = lower(p_email))
            union all select 'phone' where p_phone is not null and exists (select 1 from sys_user where phone = p_phone) $$`);
  for (const signature of ['auth_find_tenant(text)', 'auth_identity_taken(text, text, text)']) await grantFunctionToApp(knex, signature);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function if exists auth_identity_taken(text, text, text)');
  await knex.raw('drop function if exists auth_find_tenant(text)');
  await knex.schema.dropTableIfExists('sys_register_log');
  await knex.schema.dropTableIfExists('sys_site_setting');
  await knex.raw('drop index if exists sys_org_domain_unique');
  await knex.raw('drop index if exists sys_org_company_name_unique');
  await knex.schema.alterTable('sys_org', (t) => t.dropColumn('domain'));
  await knex.raw('drop index if exists sys_user_work_no_unique');
  await knex.raw('drop index if exists sys_user_phone_unique');
  await knex.raw('drop index if exists sys_user_email_unique');
  await knex.schema.alterTable('sys_user', (t) => {
    t.dropColumn('user_source');
    t.dropColumn('proxy_type');
  });
}
