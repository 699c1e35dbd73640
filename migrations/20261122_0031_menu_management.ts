import type { Knex } from 'knex';
import { databaseRoles } from './support';

/**
 * Menus are platform records (no tenant_id): the platform operator manages them from the console
 * (spec §6 permission add/edit/copy). The routes check the caller is the operator before writing;
 * this grant only lets the app role carry out what those routes allow.
 */
export async function up(knex: Knex): Promise<void> {
  const appRole = (await databaseRoles(knex)).app;
  await knex.raw('grant insert, update, delete on sys_permission to ??', [appRole]);
}

export async function down(knex: Knex): Promise<void> {
  const appRole = (await databaseRoles(knex)).app;
  await knex.raw('revoke insert, update, delete on sys_permission from ??', [appRole]);
}
