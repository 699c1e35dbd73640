import { passwordExpiry } from '@wharf/engine';
import type { Knex } from 'knex';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { AppError } from '../http/errors';
import { isIpAllowed, loadLoginPolicy, lockMinutes, type LoginPolicy } from './loginPolicy';
import { issueLoginStep } from './loginStep';
import { openSession, writeLoginLog, type ClientInfo, type OpenedSession } from './openSession';
import { decoyPasswordHash, verifyPassword } from './passwords';
import { hitRateLimit, loginRateLimits } from './rateLimit';
import { loadUserInfo, type UserInfo } from './userInfo';

export interface LoginInput {
  username: string;
  password: string;
}

/** A login either opens a session, or asks for one more step with a single-use ticket. */
export type LoginResult =
  | (OpenedSession & { passwordExpireAlert?: { daysLeft: number } })
  | { token: string; userInfo: UserInfo; step: 'changePassword'; reason: 'expired' | 'forced' };

interface LoginRow {
  user_id: string;
  tenant_id: string;
  password_hash: string;
  status: string;
  del_flag: boolean;
}

interface AccountState {
  failed_login_count: number;
  locked_until: Date | null;
  password_changed_at: Date;
  force_change_pass: string;
}

/**
 * Password login with the organisation's policies: rate limits per address and account, lock
 * after N failures, IP whitelist, password expiry (forced change, or an "about to expire"
 * alert) and the multiple-login rule. Unknown user and wrong password answer alike.
 */
export async function login(ctx: AppContext, input: LoginInput, client: ClientInfo): Promise<LoginResult> {
  await hitRateLimit(ctx.db, `login:ip:${client.ip ?? 'unknown'}`, loginRateLimits.perIp, loginRateLimits.windowSeconds);
  await hitRateLimit(ctx.db, `login:user:${input.username.toLowerCase()}`, loginRateLimits.perAccount, loginRateLimits.windowSeconds);

  const { rows } = await ctx.db.raw<{ rows: LoginRow[] }>('select * from auth_find_login(?)', [input.username]);
  const account = rows[0] && !rows[0].del_flag ? rows[0] : undefined;
  if (!account) {
    await verifyPassword(await decoyPasswordHash, input.password);
    throw new AppError(401, 'system/invalid-credentials');
  }

  const verdict = await withTenant(ctx.db, account.tenant_id, async (trx) => {
    const state = (await trx('sys_user').where({ id: account.user_id }).first<AccountState>('failed_login_count', 'locked_until', 'password_changed_at', 'force_change_pass'))!;
    const policy = await loadLoginPolicy(trx, account.user_id);
    const isMatch = await verifyPassword(account.password_hash, input.password);
    const log = (outcome: string) => writeLoginLog(trx, { tenantId: account.tenant_id, userId: account.user_id, username: input.username, kind: 'password', outcome, client });

    if (state.locked_until && state.locked_until > new Date()) {
      await log('locked');
      return { kind: 'refused' as const, error: new AppError(423, 'login/locked', [lockMinutes]) };
    }
    if (!isMatch) return { kind: 'refused' as const, error: await recordFailure(trx, account.user_id, state, policy, log) };
    if (account.status !== '1') {
      await log('frozen');
      return { kind: 'refused' as const, error: new AppError(401, 'system/account-frozen') };
    }
    if (!isIpAllowed(client.ip, policy.ipWhitelist)) {
      await log('ip-refused');
      return { kind: 'refused' as const, error: new AppError(403, 'login/ip-refused') };
    }
    await trx('sys_user').where({ id: account.user_id }).update({ failed_login_count: 0, locked_until: null });

    const expiry = passwordExpiry(state.password_changed_at, { expiryDays: policy.passwordExpiryDays, alertDays: policy.passwordAlertDays }, new Date());
    if (expiry.isExpired || state.force_change_pass === 'Y') {
      await log('change-password-required');
      const ticket = await issueLoginStep(trx, { userId: account.user_id, tenantId: account.tenant_id }, 'changePassword');
      const userInfo = { ...(await loadUserInfo(trx, account.user_id)), forceChangePass: 'Y', forceChangeFlag: 'Y' };
      return { kind: 'step' as const, step: { token: ticket, userInfo, step: 'changePassword' as const, reason: expiry.isExpired ? ('expired' as const) : ('forced' as const) } };
    }
    if (policy.multipleLogin === 'prohibit') {
      // A second login ends the first: its next call gets 401 with token.is.multiple.
      await trx('sys_session').where({ user_id: account.user_id }).whereNull('revoked_at').update({ revoked_at: trx.fn.now(), ended_reason: 'multiple-login' });
    }
    return { kind: 'open' as const, alertDays: expiry.isAboutToExpire ? expiry.daysLeft : null };
  });

  if (verdict.kind === 'refused') throw verdict.error;
  if (verdict.kind === 'step') return verdict.step;
  const session = await openSession(ctx, { userId: account.user_id, tenantId: account.tenant_id }, client, { kind: 'password' });
  return verdict.alertDays === null ? session : { ...session, passwordExpireAlert: { daysLeft: verdict.alertDays } };
}

/** Counts a wrong password; the failure that reaches the policy's number locks the account. */
async function recordFailure(trx: Knex.Transaction, userId: string, state: AccountState, policy: LoginPolicy, log: (outcome: string) => Promise<void>): Promise<AppError> {
  const failures = state.failed_login_count + 1;
  if (failures >= policy.lockFailures) {
    await trx('sys_user').where({ id: userId }).update({ failed_login_count: 0, locked_until: trx.raw('now() + make_interval(mins => ?)', [lockMinutes]) });
    await log('locked');
    return new AppError(423, 'login/locked', [lockMinutes]);
  }
  await trx('sys_user').where({ id: userId }).update({ failed_login_count: failures });
  await log('wrong-password');
  return new AppError(401, 'system/invalid-credentials');
}

/** Revokes the caller's session: its token stops working at once. */
export async function logout(ctx: AppContext, tenantId: string, sessionId: string): Promise<void> {
  await withTenant(ctx.db, tenantId, (trx) =>
    trx('sys_session').where({ id: sessionId }).whereNull('revoked_at').update({ revoked_at: trx.fn.now(), ended_reason: 'logout' }));
}
