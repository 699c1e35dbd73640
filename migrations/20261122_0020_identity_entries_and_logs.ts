import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { grantFunctionToApp, protectTenantTable } from './support';

/**
 * Phone codes, signed entry tokens (visitor, password-free, third-party tickets), the message log
 * of the development SMS provider, the visit and operation logs, the owner-only signing secret
 * and the phone lookup that must work before any tenant is known. (Rate limits reuse
 * `auth_hit_rate_limit` of migration 0006.)
 */
export async function up(knex: Knex): Promise<void> {
  // The HMAC key of every signed entry token and of stored SMS codes. Only the owner reads it
  // (the server loads it once through the owner connection), so the app role cannot forge tokens.
  await knex.schema.createTable('identity_secret', (t) => {
    t.string('purpose', 32).primary();
    t.binary('secret').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('revoke all on identity_secret from public');
  await knex('identity_secret').insert({ purpose: 'token-signing', secret: randomBytes(32) });

  // Phone login happens before the tenant is known: this returns the one live account with
  // that phone number, or nothing when there is none or more than one.
  await knex.raw(`
    create function identity_find_phone_login(p_phone text)
      returns table (user_id uuid, tenant_id uuid, status text)
      language sql stable security definer set search_path = public, pg_temp
      as $$ select id, tenant_id, status from sys_user
             where phone = p_phone and not del_flag
               and (select count(*) from sys_user o where o.phone = p_phone and not o.del_flag) = 1 $$`);
  await grantFunctionToApp(knex, 'identity_find_phone_login(text)');

  await knex.schema.createTable('sys_sms_code', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.uuid('user_id').notNullable().references('id').inTable('sys_user').onDelete('CASCADE');
    t.string('phone', 11).notNullable();
    t.string('purpose', 16).notNullable().comment('login; registration and password reset may add theirs');
    t.binary('code_hash').notNullable().comment('HMAC of the code: a stolen table yields no codes');
    t.integer('failed_attempts').notNullable().defaultTo(0);
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('consumed_at', { useTz: true }).comment('used, superseded by a newer code, or worn out by wrong attempts');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['tenant_id', 'user_id', 'purpose']);
  });
  await protectTenantTable(knex, 'sys_sms_code', 'select, insert, update');

  // Spec §3 "message (esTitle, esType sms/email/wechat/system, esReceiver, esSendStatus)".
  await knex.schema.createTable('sys_message_log', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.string('es_type', 16).notNullable();
    t.string('es_receiver', 100).notNullable();
    t.string('es_title', 100).notNullable();
    t.text('es_content').notNullable();
    t.string('es_send_status', 1).notNullable().comment('0 unsent, 1 success, 2 failure');
    t.string('provider', 32).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['tenant_id', 'created_at']);
  });
  await protectTenantTable(knex, 'sys_message_log', 'select, insert');

  // One row per signed entry token: the signature proves who issued it, the row makes it
  // revocable and, for password-free entries and tickets, single-use.
  await knex.schema.createTable('sys_entry_token', (t) => {
    t.uuid('id').primary();
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.string('entry', 32).notNullable().comment('visitor, secretFree, xdoFree, …, thirdLogin');
    t.uuid('user_id').notNullable().references('id').inTable('sys_user').onDelete('CASCADE');
    t.string('page_type', 16);
    t.string('page_code', 100);
    t.jsonb('custom_data');
    t.boolean('is_single_use').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('revoked_at', { useTz: true });
    t.uuid('created_by');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['tenant_id', 'created_at']);
  });
  await protectTenantTable(knex, 'sys_entry_token', 'select, insert, update');

  await knex.schema.createTable('sys_visit_log', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.uuid('user_id').references('id').inTable('sys_user').onDelete('SET NULL');
    t.string('method', 8).notNullable();
    t.string('path', 255).notNullable();
    t.integer('status').notNullable();
    t.integer('duration_ms').notNullable();
    t.string('ip', 64);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['tenant_id', 'created_at']);
  });
  await protectTenantTable(knex, 'sys_visit_log', 'select, insert');

  await knex.schema.createTable('sys_operation_log', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.uuid('user_id').references('id').inTable('sys_user').onDelete('SET NULL');
    t.string('event_type', 64);
    t.string('page', 255);
    t.jsonb('event').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['tenant_id', 'created_at']);
  });
  await protectTenantTable(knex, 'sys_operation_log', 'select, insert');
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['sys_operation_log', 'sys_visit_log', 'sys_entry_token', 'sys_message_log', 'sys_sms_code']) {
    await knex.schema.dropTableIfExists(table);
  }
  await knex.raw('drop function if exists identity_find_phone_login(text)');
  await knex.schema.dropTableIfExists('identity_secret');
}
