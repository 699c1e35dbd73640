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

/**
 * Everything after the password is known to be right, inside the user's tenant transaction:
 * the verification-code step when the user has enableVcode, then a forced password change
 * (expired or reset), then the multiple-login rule, then the "about to expire" alert.
 * `isCodeVerified` says the code step is already done; `known` passes what the caller has already read.
 */
export async function continueLogin(trx: Knex.Transaction, account: AccountRef, client: ClientInfo, isCodeVerified: boolean, known: { policy?: LoginPolicy; state?: LoginState } = {}): Promise<LoginContinuation> {
  const state = known.state ?? (await loadLoginState(trx, account.userId));
  const policy = known.policy ?? (await loadLoginPolicy(trx, account.userId));
  const log = (outcome: string) => writeLoginLog(trx, { tenantId: account.tenantId, userId: account.userId, username: account.username, kind: 'password', outcome, client });

  if (state.enable_vcode === 'Y' && !isCodeVerified) {
    if (!state.phone) throw new AppError(400, 'login/no-phone-for-code');
    await log('verify-code-required');
    const ticket = await issueLoginStep(trx, account, 'verifyCode');
    return { kind: 'step', step: { token: ticket, userInfo: await loadUserInfo(trx, account.userId), step: 'verifyCode' } };
  }
  const expiry = passwordExpiry(state.password_changed_at, { expiryDays: policy.passwordExpiryDays, alertDays: policy.passwordAlertDays }, new Date());
  if (expiry.isExpired || state.force_change_pass === 'Y') {
    await log('change-password-required');
    const ticket = await issueLoginStep(trx, account, 'changePassword');
    const userInfo = { ...(await loadUserInfo(trx, account.userId)), forceChangePass: 'Y', forceChangeFlag: 'Y' };
    return { kind: 'step', step: { token: ticket, userInfo, step: 'changePassword', reason: expiry.isExpired ? 'expired' : 'forced' } };
  }
  if (policy.multipleLogin === 'prohibit') {
    // A second login ends the first: its next call gets 401 with token.is.multiple.
    await trx('sys_session').where({ user_id: account.userId }).whereNull('revoked_at').update({ revoked_at: trx.fn.now(), ended_reason: 'multiple-login' });
  }
  return { kind: 'open', alertDays: expiry.isAboutToExpire ? expiry.daysLeft : null };
}
