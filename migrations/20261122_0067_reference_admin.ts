import type { Knex } from 'knex';
import { databaseRoles, auditColumns, protectTenantTable } from './support';

/**
 * Reference administration (spec §3, §4, §7): the category tree, code-format check rules, jump
 * parameters of linked systems, and the message centre's messages. Also lets the app role write
 * the one site-settings row: only the platform operator's route does (checked before the write).
 */
export async function up(knex: Knex): Promise<void> {
  const appRole = (await databaseRoles(knex)).app;
  await knex.schema.createTable('sys_category', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    // No cascade: a node with children cannot be deleted (the route says so first).
    t.uuid('parent_id').references('id').inTable('sys_category');
    t.string('name', 100).notNullable();
    t.string('code', 64).notNullable();
    t.integer('sort_order').notNullable().defaultTo(0);
    auditColumns(knex, t);
    t.unique(['tenant_id', 'code']);
    t.index(['tenant_id', 'parent_id']);
  });
  await protectTenantTable(knex, 'sys_category');

  await knex.schema.createTable('sys_check_rule', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.string('rule_code', 100).notNullable();
    t.string('rule_name', 100).notNullable();
    t.jsonb('segments').notNullable().comment('[{ kind: chars|fixed|regex, … }] see engine checkRules');
    t.string('message', 200).comment('shown when the value fails and the failing segment has no message of its own');
    t.string('description', 255);
    auditColumns(knex, t);
    t.unique(['tenant_id', 'rule_code']);
  });
  await protectTenantTable(knex, 'sys_check_rule');

  await knex.schema.createTable('sys_jump_param', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.string('system_code', 64).notNullable();
    t.string('system_name', 100).notNullable();
    t.string('jump_url', 2000).notNullable().comment('http(s) url with {userId}, {username}, {token}… placeholders');
    auditColumns(knex, t);
    t.unique(['tenant_id', 'system_code']);
  });
  await protectTenantTable(knex, 'sys_jump_param');

  await knex.schema.createTable('sys_message', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.string('es_title', 100).notNullable();
    t.string('es_type', 16).notNullable().comment('system, sms, email, wechat');
    t.text('es_receiver').notNullable().comment('usernames (system), phones (sms) or addresses (email), comma separated');
    t.text('es_content').notNullable();
    t.jsonb('es_param');
    t.string('status', 1).notNullable().defaultTo('0').comment('0 draft, 1 published, 2 withdrawn');
    t.string('es_send_status', 1).notNullable().defaultTo('0').comment('0 unsent, 1 success, 2 failure');
    t.string('send_result', 100).comment('message code saying why a message is unsent or failed');
    t.string('send_detail', 500).comment('the channel\'s own words about a failure');
    t.timestamp('send_time', { useTz: true });
    // A published system message is delivered as an announcement to its receivers (their inbox).
    t.uuid('announcement_id').references('id').inTable('sys_announcement').onDelete('SET NULL');
    auditColumns(knex, t);
    t.index(['tenant_id', 'created_at']);
  });
  await protectTenantTable(knex, 'sys_message');

  await knex.raw('grant update on sys_site_setting to ??', [appRole]);
}

export async function down(knex: Knex): Promise<void> {
  const appRole = (await databaseRoles(knex)).app;
  await knex.raw('revoke update on sys_site_setting from ??', [appRole]);
  await knex.schema.dropTableIfExists('sys_message');
  await knex.schema.dropTableIfExists('sys_jump_param');
  await knex.schema.dropTableIfExists('sys_check_rule');
  await knex.schema.dropTableIfExists('sys_category');
}
