import { defaultLanguage, type Language } from '@wharf/engine';
import type { AppContext } from '../context';
import { withTenant, withTenantOpening } from '../db/withTenant';
import { AppError } from '../http/errors';
import { isIpAllowed } from './loginPolicy';
import { writeLoginLog, type ClientInfo, type OpenedSession } from './openSession';
import { decoyPasswordHash, verifyPassword } from './passwords';
import { clearWrongPasswords, countWrongPassword, lockoutClient } from './passwordLockout';
import { passwordChecksOf, passwordChecksStatements } from './passwordChecks';
import { admitPasswordLogin } from './loginAdmission';
import { sendLoginVerificationCode } from './phoneCodes/loginVerification';
import { continueLogin, stepAfterPassword, type LoginContinuation } from './loginSteps';
import { sessionAhead, undoSessionAhead } from './sessionAhead';
import { loadLoginAnswer, openLoginSession, writeLoginSession, type LoginExtras } from './loginExtras';
import { sessionCacheFor } from './sessionChangeListener';
import { noteLoginFailure } from './slider/sliderGate';

export interface LoginInput {
  username: string;
  password: string;
  /** A solved slider's token; needed when the site's `login_slider` setting asks for one. */
  sliderToken?: string;
}

/** A login either opens a session, or asks for one more step with a single-use ticket. */
export type LoginResult = (OpenedSession & LoginExtras & { passwordExpireAlert?: { daysLeft: number } }) | Extract<LoginContinuation, { kind: 'step' }>['step'];

/**
 * Password login with the organisation's policies: rate limits per address and account, the
 * site's slider rule (checked before the password, so a bot without a solved slider learns
 * nothing), lock after N failures (per account and client, with an account-wide ceiling:
 * `passwordLockout.ts`), IP whitelist, password expiry (forced change, or an "about
 * to expire" alert) and the multiple-login rule. Unknown user and wrong password answer alike,
 * and both mark a recent failure for the slider rule.
 */
export async function login(ctx: AppContext, input: LoginInput, client: ClientInfo, lang: Language = defaultLanguage): Promise<LoginResult> {
  const attempt = { account: input.username, ip: client.ip };
  // The rate limits, the slider rule and the account: one round trip before the verify can start.
  const account = await admitPasswordLogin(ctx, attempt, input.username, input.sliderToken);
  if (!account) {
    await verifyPassword(await decoyPasswordHash, input.password);
    await noteLoginFailure(ctx, attempt);
    throw new AppError(401, 'system/invalid-credentials');
  }

  // argon2 runs on libuv's thread pool, from here: the transaction's opening and the reads the checks
  // need go to the database meanwhile, in the opening's socket write (nothing is decided before both
  // are in; verifyPassword never rejects). Same checks, same order.
  const verifying = verifyPassword(account.password_hash, input.password);
  const subject = { userId: account.user_id, tenantId: account.tenant_id, client: lockoutClient(client) };
  const verdict = await withTenantOpening(ctx.db, account.tenant_id, passwordChecksStatements(ctx.db, subject), async (trx, opened) => {
    const { policy, lock, state } = passwordChecksOf(opened);
    // Whether the right password would open a session at once is known before the verify ends (it
    // depends on the account, the address and the steps, not on the password): then the session is
    // written ahead, with the reads, and only the COMMIT is left after a good verify (`sessionAhead.ts`).
    const next = stepAfterPassword(state, policy, false, new Date());
    const opensAtOnce = !lock.refusal && account.status === '1' && isIpAllowed(client.ip, policy.ipWhitelist) && next.step === 'open';
    const ahead = opensAtOnce ? sessionAhead(trx, subject, lock, next, client) : undefined;
    // What an opened session answers (user, departments, settings, dictionaries) is read meanwhile
    // too, unless the account is locked; it is answered only when every check below passes.
    const answer = lock.refusal ? undefined : await loadLoginAnswer(trx, account.user_id, lang, ahead?.statements);
    const isMatch = await verifying;
    const log = (outcome: string) => writeLoginLog(trx, { tenantId: account.tenant_id, userId: account.user_id, username: input.username, kind: 'password', outcome, client });

    if (lock.refusal) {
      await log('locked');
      return { kind: 'refused' as const, error: lock.refusal, isGuess: true };
    }
    if (!isMatch) {
      if (ahead) await undoSessionAhead(trx);
      const failure = await countWrongPassword(trx, subject, policy);
      await log(failure.isLocked ? 'locked' : 'wrong-password');
      return { kind: 'refused' as const, error: failure.error, isGuess: true };
    }
    if (ahead && next.step === 'open') {
      const { columnSetting, sysAllDictItems, ...user } = answer!;
      const session = { token: ahead.token, userInfo: user.userInfo, departs: user.departs, multiDepart: Math.min(user.departs.length, 2) as 0 | 1 | 2, columnSetting, sysAllDictItems };
      return { kind: 'opened' as const, session: next.alertDays === null ? session : { ...session, passwordExpireAlert: { daysLeft: next.alertDays } } };
    }
    if (account.status !== '1') {
      await log('frozen');
      return { kind: 'refused' as const, error: new AppError(401, 'system/account-frozen') };
    }
    if (!isIpAllowed(client.ip, policy.ipWhitelist)) {
      await log('ip-refused');
      return { kind: 'refused' as const, error: new AppError(403, 'login/ip-refused') };
    }
    // A step is due (a code, or a password change): nothing was written ahead.
    if (lock.hasFailures) await clearWrongPasswords(trx, subject);
    const continued = await continueLogin(trx, { userId: account.user_id, tenantId: account.tenant_id, username: input.username }, client, false, { policy, state });
    if (continued.kind === 'step') return continued;
    // The session opens in this same transaction: one BEGIN and COMMIT for the whole login.
    const session = await writeLoginSession(trx, { userId: account.user_id, tenantId: account.tenant_id }, client, { kind: 'password' }, answer!);
    return { kind: 'opened' as const, session: continued.alertDays === null ? session : { ...session, passwordExpireAlert: { daysLeft: continued.alertDays } } };
  });

  if (verdict.kind === 'refused') {
    // A wrong password, or any password against a locked account, may be guessing: the next
    // attempts need a slider. A refusal after the right password (frozen, address) is not.
    if ('isGuess' in verdict) await noteLoginFailure(ctx, attempt);
    throw verdict.error;
  }
  if (verdict.kind === 'opened') return verdict.session;
  if (verdict.step.step === 'verifyCode') await sendLoginVerificationCode(ctx, { userId: account.user_id, tenantId: account.tenant_id }, lang);
  return verdict.step;
}

/**
 * Opens the session for a login that needs no further step, or passes the step on to the client.
 * An opened session carries the user's column settings and the tenant's dictionaries (spec §3
 * login result); a step carries neither, as nothing is stored before the last step (spec §4).
 */
export async function finishLogin(ctx: AppContext, account: { userId: string; tenantId: string }, client: ClientInfo, next: LoginContinuation, lang: Language = defaultLanguage): Promise<LoginResult> {
  if (next.kind === 'step') return next.step;
  const session = await openLoginSession(ctx, account, client, { kind: 'password' }, lang);
  return next.alertDays === null ? session : { ...session, passwordExpireAlert: { daysLeft: next.alertDays } };
}

/** Revokes the caller's session: its token stops working at once. */
export async function logout(ctx: AppContext, tenantId: string, sessionId: string): Promise<void> {
  await withTenant(ctx.db, tenantId, (trx) =>
    trx('sys_session').where({ id: sessionId }).whereNull('revoked_at').update({ revoked_at: trx.fn.now(), ended_reason: 'logout' }));
  sessionCacheFor(ctx).forgetSession(sessionId);
}
