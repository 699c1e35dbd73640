import type { Knex } from 'knex';
import type { Caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { accessDenied } from '../http/errors';

/** The console flags of a user, as far as identity decisions need them. */
export interface ConsoleUser {
  userType: string;
  isConsoleUser: boolean;
}

/**
 * Requires the caller to be a console user (`backRoleFlg = '1'`, spec §1): issuing entry
 * tokens and reading the tenant's logs are console work. 403 otherwise.
 */
export async function requireConsoleUser(trx: Knex.Transaction, userId: string): Promise<ConsoleUser> {
  const row = await trx('sys_user').where({ id: userId }).first<{ user_type: string; back_role_flg: string } | undefined>('user_type', 'back_role_flg');
  if (!row || row.back_role_flg !== '1') throw accessDenied();
  return { userType: row.user_type, isConsoleUser: true };
}

/**
 * The same check for a request's caller, made where the caller's user row lives (their home
 * tenant), so an operator switched into a tenant is still recognised.
 */
export async function requireConsoleCaller(ctx: AppContext, who: Pick<Caller, 'homeTenantId' | 'userId'>): Promise<ConsoleUser> {
  return withTenant(ctx.db, who.homeTenantId, (trx) => requireConsoleUser(trx, who.userId));
}
