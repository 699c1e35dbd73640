import type { Knex } from 'knex';
import { protectTenantTable } from './support';

/**
 * Login lockout per account AND client (issue 14): before this, five wrong passwords from anywhere
 * locked an account for everyone, so anyone knowing a username could lock its owner out. Now each
 * (user, client address) pair counts its own failures and locks on its own; `sys_user`'s
 * `failed_login_count` / `locked_until` stay as the account-wide ceiling (five times the per-client
 * number, engine `lockoutAfterFailure`), which administrators already see and lift.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sys_user_client_lock', (t) => {
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.uuid('user_id').notNullable().references('id').inTable('sys_user').onDelete('CASCADE');
    t.string('client', 64).notNullable().comment('the client address the attempts came from');
    t.integer('failed_count').notNullable().defaultTo(0).comment('wrong passwords since the last lock or success');
    t.timestamp('locked_until', { useTz: true });
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'client']);
  });
  await protectTenantTable(knex, 'sys_user_client_lock');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sys_user_client_lock');
}
