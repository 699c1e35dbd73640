import type { Knex } from 'knex';
import { protectTenantTable } from './support';

/**
 * How each session was opened (password, phone, sso, visitor, password-free) and what it may
 * reach (a visitor session is limited to one page), plus the login log every login writes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sys_session', (t) => {
    t.string('login_kind', 16).notNullable().defaultTo('password');
    t.string('sso_key', 64).comment('the SSO configuration the user came through, for its logout');
    t.jsonb('scope').comment('null: everything the user may do; a visitor: { pageType, pageCode }');
    t.string('ended_reason', 32).comment('logout, multiple-login, password-changed');
  });

  await knex.schema.createTable('sys_login_log', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.uuid('user_id').references('id').inTable('sys_user').onDelete('SET NULL');
    t.string('username', 100);
    t.string('login_kind', 16).notNullable();
    t.string('outcome', 32).notNullable().comment('success, wrong-password, locked, frozen, ip-refused, logout…');
    t.string('ip', 64);
    t.string('user_agent', 255);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['tenant_id', 'created_at']);
  });
  await protectTenantTable(knex, 'sys_login_log', 'select, insert');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sys_login_log');
  await knex.schema.alterTable('sys_session', (t) => {
    t.dropColumn('login_kind');
    t.dropColumn('sso_key');
    t.dropColumn('scope');
    t.dropColumn('ended_reason');
  });
}
