import { checkNewPassword, formatMessage, type Language } from '@wharf/engine';
import type { Knex } from 'knex';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { ValidationFailed, type FieldIssue } from '../http/errors';
import { loadLoginPolicy } from './loginPolicy';
import type { ClientInfo } from './openSession';
import { clearWrongPasswords, countWrongPassword, lockoutClient, lockRefusal } from './passwordLockout';
import { useLoginStep } from './loginStep';
import { hashPassword, verifyPassword } from './passwords';

export interface NewPasswordInput {
  password: string;
  confirmpassword: string;
}

export interface ChangePasswordInput extends NewPasswordInput {
  oldpassword: string;
}

const issue = (path: string, code: string, lang: Language): FieldIssue => ({ path, code, message: formatMessage(code, lang) });

/**
 * Sets a user's new password after checking it against the policy (strength, blacklist, the
 * confirmation, not the current one), then ends every other session of the user.
 */
async function setNewPassword(trx: Knex.Transaction, userId: string, input: NewPasswordInput, lang: Language, keepSessionId?: string): Promise<void> {
  const user = (await trx('sys_user').where({ id: userId }).first<{ username: string; password_hash: string }>('username', 'password_hash'))!;
  const policy = await loadLoginPolicy(trx, userId);
  const issues = checkNewPassword(input.password, { blacklist: policy.passwordBlacklist, username: user.username }).map((code) => issue('/body/password', code, lang));
  if (input.password !== input.confirmpassword) issues.push(issue('/body/confirmpassword', 'password/mismatch', lang));
  if (issues.length === 0 && (await verifyPassword(user.password_hash, input.password))) issues.push(issue('/body/password', 'password/same-as-old', lang));
  if (issues.length > 0) throw new ValidationFailed(issues);

  await trx('sys_user').where({ id: userId }).update({ password_hash: await hashPassword(input.password), password_changed_at: trx.fn.now(), force_change_pass: 'N', updated_at: trx.fn.now() });
  await trx('sys_session')
    .where({ user_id: userId })
    .whereNull('revoked_at')
    .modify((q) => {
      if (keepSessionId) q.whereNot({ id: keepSessionId });
    })
    .update({ revoked_at: trx.fn.now(), ended_reason: 'password-changed' });
}

/**
 * A logged-in user changes their password (the current one is required); their other sessions end.
 * The current password is a secret tried like a login's: a wrong one counts for the account and
 * this client, and a locked client (or account) is refused (`passwordLockout.ts`), so a session
 * left open is no way to guess the password.
 */
export async function changePassword(ctx: AppContext, who: { homeTenantId: string; userId: string; sessionId: string }, input: ChangePasswordInput, lang: Language, client: ClientInfo): Promise<void> {
  // The count is committed with the answer, so the refusal is returned, not thrown, from the transaction.
  const refusal = await withTenant(ctx.db, who.homeTenantId, async (trx) => {
    const subject = { userId: who.userId, tenantId: who.homeTenantId, client: lockoutClient(client) };
    const locked = await lockRefusal(trx, subject);
    if (locked) return locked;
    const user = (await trx('sys_user').where({ id: who.userId }).first<{ password_hash: string }>('password_hash'))!;
    if (!(await verifyPassword(user.password_hash, input.oldpassword))) {
      const failure = await countWrongPassword(trx, subject, await loadLoginPolicy(trx, who.userId));
      return failure.isLocked ? failure.error : new ValidationFailed([issue('/body/oldpassword', 'password/wrong-old', lang)]);
    }
    await clearWrongPasswords(trx, subject);
    await setNewPassword(trx, who.userId, input, lang, who.sessionId);
    return null;
  });
  if (refusal) throw refusal;
}

/**
 * The forced change at login (expired or reset password): authorised by the single-use step
 * ticket the login answered with. Every session of the user ends; they log in again.
 */
export async function forceChangePassword(ctx: AppContext, ticket: string, input: NewPasswordInput, lang: Language): Promise<void> {
  await useLoginStep(ctx, ticket, 'changePassword', (trx, account) => setNewPassword(trx, account.userId, input, lang));
}
