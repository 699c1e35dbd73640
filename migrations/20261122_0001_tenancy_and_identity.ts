import type { Knex } from 'knex';
import { databaseRoles, auditColumns, grantFunctionToApp, protectTenantTable } from './support';

/** Tenants, users and sessions, with the tenant context function every policy uses. */
export async function up(knex: Knex): Promise<void> {
  const appRole = (await databaseRoles(knex)).app;
  await knex.raw(`
    create function app_current_tenant() returns uuid
      language sql stable parallel safe
      as $$ select nullif(current_setting('app.tenant_id', true), '')::uuid $$`);
  await knex.raw('grant execute on function app_current_tenant() to ??', [appRole]);

  await knex.schema.createTable('sys_tenant', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    // The tenant row is its own tenant: `tenant_id = id`, so the same policy shape applies.
    t.uuid('tenant_id').notNullable().unique();
    t.string('tenant_code', 64).notNullable().unique();
    t.string('tenant_name', 100).notNullable();
    t.boolean('is_platform').notNullable().defaultTo(false);
    t.integer('max_users');
    t.string('status', 1).notNullable().defaultTo('1');
    auditColumns(knex, t);
    t.check('tenant_id = id', [], 'sys_tenant_tenant_is_itself');
  });
  await protectTenantTable(knex, 'sys_tenant', 'select');

  await knex.schema.createTable('sys_user', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.string('username', 20).notNullable();
    t.string('realname', 10).notNullable();
    t.text('password_hash').notNullable();
    t.string('status', 1).notNullable().defaultTo('1').comment('1 normal, 2 frozen');
    t.string('user_type', 10).notNullable().defaultTo('normal').comment('normal, admin, proxy');
    t.string('back_role_flg', 1).notNullable().defaultTo('0').comment('1: sees the console');
    t.string('enable_vcode', 1).notNullable().defaultTo('N');
    t.string('force_change_pass', 1).notNullable().defaultTo('N');
    t.string('org_code', 64);
    t.string('email', 50);
    t.string('phone', 11);
    t.string('work_no', 32);
    t.string('avatar', 255);
    t.boolean('del_flag').notNullable().defaultTo(false);
    auditColumns(knex, t);
    t.index(['tenant_id', 'created_at']);
  });
  // Usernames are unique across tenants because a login names no tenant.
  await knex.raw('create unique index sys_user_username_unique on sys_user (lower(username))');
  await protectTenantTable(knex, 'sys_user');

  await knex.schema.createTable('sys_session', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.uuid('user_id').notNullable().references('id').inTable('sys_user').onDelete('CASCADE');
    t.binary('token_hash').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('revoked_at', { useTz: true });
    t.string('ip', 64);
    t.string('user_agent', 255);
    t.index(['tenant_id', 'user_id']);
  });
  await protectTenantTable(knex, 'sys_session');

  // Login and token checks happen before any tenant is known. These two functions are the only
  // cross-tenant reads the app role can make: they run as the owner (whose policy admits them)
  // and return just what authentication needs.
  await knex.raw(`
    create function auth_find_login(p_username text)
      returns table (user_id uuid, tenant_id uuid, password_hash text, status text, del_flag boolean)
      language sql stable security definer set search_path = public, pg_temp
      as $$ select id, tenant_id, password_hash, status, del_flag from sys_user where lower(username) = lower(p_username) $$`);
  await knex.raw(`
    create function auth_resolve_session(p_token_hash bytea)
      returns table (session_id uuid, user_id uuid, tenant_id uuid, expires_at timestamptz)
      language sql stable security definer set search_path = public, pg_temp
      as $$ select s.id, s.user_id, s.tenant_id, s.expires_at from sys_session s
              join sys_user u on u.id = s.user_id
             where s.token_hash = p_token_hash and s.revoked_at is null and s.expires_at > now()
               and u.status = '1' and not u.del_flag $$`);
  for (const signature of ['auth_find_login(text)', 'auth_resolve_session(bytea)']) await grantFunctionToApp(knex, signature);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function if exists auth_resolve_session(bytea)');
  await knex.raw('drop function if exists auth_find_login(text)');
  await knex.schema.dropTableIfExists('sys_session');
  await knex.schema.dropTableIfExists('sys_user');
  await knex.schema.dropTableIfExists('sys_tenant');
  await knex.raw('drop function if exists app_current_tenant()');
}
