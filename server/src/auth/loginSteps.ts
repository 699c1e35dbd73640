import { passwordExpiry } from '@wharf/engine';
import type { Knex } from 'knex';
import type { ClientInfo } from './openSession';
import { writeLoginLog } from './openSession';
import { AppError } from '../http/errors';
import { loadLoginPolicy, type LoginPolicy } from './loginPolicy';
import { issueLoginStep } from './loginStep';
import { loadUserInfo, type UserInfo } from './userInfo';

/** What the password (first factor) step leaves to do. */
export type LoginContinuation =
  | { kind: 'step'; step: { token: string; userInfo: UserInfo; step: 'changePassword' | 'verifyCode'; reason?: 'expired' | 'forced' } }
  | { kind: 'open'; alertDays: number | null };

interface AccountRef {
  userId: string;
  tenantId: string;
  username: string;
}

/** What decides the steps after the password: its age, a forced change, the code step and where the code goes. */
export interface LoginState {
  password_changed_at: Date;
  force_change_pass: string;
  enable_vcode: string;
  phone: string | null;
}

/** The user's `LoginState` (read in the user's tenant transaction). */
export async function loadLoginState(trx: Knex.Transaction, userId: string): Promise<LoginState> {
  return (await trx('sys_user').where({ id: userId }).first<LoginState>('password_changed_at', 'force_change_pass', 'enable_vcode', 'phone'))!;
}

/** What the right password leads to, decided from the user's state and policy alone (`continueLogin` carries it out). */
export type StepAfterPassword =
  | { step: 'verifyCode' }
  | { step: 'changePassword'; reason: 'expired' | 'forced' }
  | { step: 'open'; alertDays: number | null; endsOtherSessions: boolean };

/**
 * The verification-code step when the user has enableVcode (and it is not done yet), then a forced
 * password change (expired or reset), else the session opens: ending the user's other sessions
 * under the multiple-login rule, with the "about to expire" alert. Pure, so a password login can
 * know it before its verify ends.
 */
export function stepAfterPassword(state: LoginState, policy: LoginPolicy, isCodeVerified: boolean, now: Date): StepAfterPassword {
  if (state.enable_vcode === 'Y' && !isCodeVerified) return { step: 'verifyCode' };
  const expiry = passwordExpiry(state.password_changed_at, { expiryDays: policy.passwordExpiryDays, alertDays: policy.passwordAlertDays }, now);
  if (expiry.isExpired || state.force_change_pass === 'Y') return { step: 'changePassword', reason: expiry.isExpired ? 'expired' : 'forced' };
  return { step: 'open', alertDays: expiry.isAboutToExpire ? expiry.daysLeft : null, endsOtherSessions: policy.multipleLogin === 'prohibit' };
}

/** The statement that ends the user's live sessions under the multiple-login rule: their next call gets 401 with token.is.multiple. */
export function endOtherSessionsStatement(trx: Knex.Transaction, userId: string): Knex.QueryBuilder {
  return trx('sys_session').where({ user_id: userId }).whereNull('revoked_at').update({ revoked_at: trx.fn.now(), ended_reason: 'multiple-login' });
}

/**
 * Everything after the password is known to be right, inside the user's tenant transaction:
 * the step `stepAfterPassword` decides, with its ticket and log line, or the multiple-login rule
 * before the session opens. `isCodeVerified` says the code step is already done; `known` passes
 * what the caller has already read.
 */
export async function continueLogin(trx: Knex.Transaction, account: AccountRef, client: ClientInfo, isCodeVerified: boolean, known: { policy?: LoginPolicy; state?: LoginState } = {}): Promise<LoginContinuation> {
  const state = known.state ?? (await loadLoginState(trx, account.userId));
  const policy = known.policy ?? (await loadLoginPolicy(trx, account.userId));
  const log = (outcome: string) => writeLoginLog(trx, { tenantId: account.tenantId, userId: account.userId, username: account.username, kind: 'password', outcome, client });
  const next = stepAfterPassword(state, policy, isCodeVerified, new Date());

  if (next.step === 'verifyCode') {
    if (!state.phone) throw new AppError(400, 'login/no-phone-for-code');
    await log('verify-code-required');
    const ticket = await issueLoginStep(trx, account, 'verifyCode');
    return { kind: 'step', step: { token: ticket, userInfo: await loadUserInfo(trx, account.userId), step: 'verifyCode' } };
  }
  if (next.step === 'changePassword') {
    await log('change-password-required');
    const ticket = await issueLoginStep(trx, account, 'changePassword');
    const userInfo = { ...(await loadUserInfo(trx, account.userId)), forceChangePass: 'Y', forceChangeFlag: 'Y' };
    return { kind: 'step', step: { token: ticket, userInfo, step: 'changePassword', reason: next.reason } };
  }
  if (next.endsOtherSessions) await endOtherSessionsStatement(trx, account.userId);
  return { kind: 'open', alertDays: next.alertDays };
}
