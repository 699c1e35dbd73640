import type { Knex } from 'knex';
import { databaseRoles } from './support';

// Logs stay append-only for everyone but the tenant administrator's delete and deleteBatch calls
// (spec §7 log delete); the routes check who calls, row-level security keeps it to the tenant.
const deletableLogs = ['sys_login_log', 'sys_visit_log', 'sys_operation_log'];

export async function up(knex: Knex): Promise<void> {
  const appRole = (await databaseRoles(knex)).app;
  for (const table of deletableLogs) await knex.raw('grant delete on ?? to ??', [table, appRole]);
}

export async function down(knex: Knex): Promise<void> {
  const appRole = (await databaseRoles(knex)).app;
  for (const table of deletableLogs) await knex.raw('revoke delete on ?? from ??', [table, appRole]);
}
