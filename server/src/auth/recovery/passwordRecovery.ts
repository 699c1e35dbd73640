import { checkNewPassword, formatMessage, type Language } from '@wharf/engine';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { coerceError, ValidationFailed, type FieldIssue } from '../../http/errors';
import { sendMail } from '../../delivery/mail';
import { loadLoginPolicy } from '../loginPolicy';
import { writeLoginLog, type ClientInfo } from '../openSession';
import { hashPassword, verifyPassword } from '../passwords';
import { hitRateLimit } from '../rateLimit';
import { accountBucket, checkResetCode, resetCodePolicy, storeResetCode } from './resetCodes';

/** Requests allowed per client address and per account name, in their windows (seconds). */
export const recoveryRateLimits = {
  sendPerIp: { limit: 10, windowSeconds: 3600 },
  sendPerAccountMinute: { limit: 1, windowSeconds: 60 },
  sendPerAccountHour: { limit: 5, windowSeconds: 3600 },
  resetPerIp: { limit: 30, windowSeconds: 900 },
  resetPerAccount: { limit: 10, windowSeconds: 900 },
} as const;

export interface SendResetCodeInput {
  username: string;
  email: string;
}

export interface ResetPasswordInput {
  username: string;
  code: string;
  password: string;
  confirmPassword: string;
}

const ipOf = (client: ClientInfo) => client.ip ?? 'unknown';
const issue = (field: string, code: string, lang: Language): FieldIssue => ({ path: `/body/${field}`, code, message: formatMessage(code, lang) });
const limit = (ctx: AppContext, bucket: string, rule: { limit: number; windowSeconds: number }) => hitRateLimit(ctx.db, bucket, rule.limit, rule.windowSeconds);

const deliveries = new WeakMap<AppContext, Set<Promise<void>>>();

/** Resolves once every reset email started so far has been handed over (tests, shutdown). */
export async function resetMailsSettled(ctx: AppContext): Promise<void> {
  await Promise.all([...(deliveries.get(ctx) ?? [])]);
}

/**
 * Step 1 of "forgot password": username + email. The answer is the same whether or not they
 * name an account (and counts against the limits either way); the lookup, the stored code and
 * the email happen after it, so neither the answer nor its timing tells who has an account.
 */
export async function sendResetCode(ctx: AppContext, input: SendResetCodeInput, client: ClientInfo, lang: Language): Promise<void> {
  const account = accountBucket(input.username);
  await limit(ctx, `recovery-send-ip:${ipOf(client)}`, recoveryRateLimits.sendPerIp);
  await limit(ctx, `recovery-send-minute:${account}`, recoveryRateLimits.sendPerAccountMinute);
  await limit(ctx, `recovery-send-hour:${account}`, recoveryRateLimits.sendPerAccountHour);
  const pending = deliveries.get(ctx) ?? new Set<Promise<void>>();
  deliveries.set(ctx, pending);
  const delivery: Promise<void> = deliverResetCode(ctx, input, client, lang)
    .catch((error: unknown) => ctx.log.warn({ err: coerceError(error) }, 'password reset code not delivered'))
    .finally(() => pending.delete(delivery));
  pending.add(delivery);
}

/** Only a live account whose username and email both match gets a code, at that stored address. */
async function deliverResetCode(ctx: AppContext, input: SendResetCodeInput, client: ClientInfo, lang: Language): Promise<void> {
  const { rows } = await ctx.db.raw<{ rows: { user_id: string; tenant_id: string; email: string; status: string }[] }>(
    'select user_id, tenant_id, email, status from auth_find_password_recovery(?, ?)', [input.username.trim(), input.email.trim()]);
  const found = rows[0];
  if (!found || found.status !== '1') return;
  const account = { tenantId: found.tenant_id, userId: found.user_id };
  const code = await storeResetCode(ctx, account, client.ip);
  await sendMail(ctx, {
    tenantId: account.tenantId,
    to: found.email,
    subject: formatMessage('recovery/mail-title', lang),
    text: formatMessage('recovery/mail-text', lang, [code, resetCodePolicy.lifetimeSeconds / 60]),
  });
}

type ResetVerdict = { kind: 'done' } | { kind: 'wrong-code' } | { kind: 'refused'; issues: FieldIssue[] };

/**
 * Step 2: username + code + new password. The password must meet the policy (§5 strength and
 * confirmation first, for everyone; the organisation's blacklist and "not the current one" only
 * once the code proved the mailbox). Success sets the password, lifts a lock, ends every session
 * of the user and uses the code up. An unknown account, a wrong, expired, reused or burnt code
 * all get the one answer `recovery/code-invalid`, which is where the spec's "account or email
 * does not exist" is said: together with the code, so it tells nobody which part was wrong.
 */
export async function resetPassword(ctx: AppContext, input: ResetPasswordInput, client: ClientInfo, lang: Language): Promise<void> {
  await limit(ctx, `recovery-reset-ip:${ipOf(client)}`, recoveryRateLimits.resetPerIp);
  await limit(ctx, `recovery-reset-account:${accountBucket(input.username)}`, recoveryRateLimits.resetPerAccount);

  const username = input.username.trim();
  const firstIssues = checkNewPassword(input.password, { username }).map((code) => issue('password', code, lang));
  if (input.password !== input.confirmPassword) firstIssues.push(issue('confirmPassword', 'password/mismatch', lang));
  if (firstIssues.length > 0) throw new ValidationFailed(firstIssues);

  const { rows } = await ctx.db.raw<{ rows: { user_id: string; tenant_id: string; status: string; del_flag: boolean }[] }>('select user_id, tenant_id, status, del_flag from auth_find_login(?)', [username]);
  const found = rows[0];
  const wrongCode = new ValidationFailed([issue('code', 'recovery/code-invalid', lang)]);
  if (!found || found.del_flag || found.status !== '1') throw wrongCode;
  const account = { tenantId: found.tenant_id, userId: found.user_id };

  // Verdicts are returned, not thrown, so a wrong guess's count is committed before answering.
  const verdict = await withTenant(ctx.db, account.tenantId, async (trx): Promise<ResetVerdict> => {
    const check = await checkResetCode(ctx, trx, account, input.code.trim());
    if (!check.isMatch) return { kind: 'wrong-code' };
    const user = (await trx('sys_user').where({ id: account.userId }).first<{ username: string; password_hash: string }>('username', 'password_hash'))!;
    const policy = await loadLoginPolicy(trx, account.userId);
    const issues = checkNewPassword(input.password, { blacklist: policy.passwordBlacklist, username: user.username }).map((code) => issue('password', code, lang));
    if (issues.length === 0 && (await verifyPassword(user.password_hash, input.password))) issues.push(issue('password', 'password/same-as-old', lang));
    // The code stays live: the user may choose another password with it.
    if (issues.length > 0) return { kind: 'refused', issues };

    await trx('sys_user').where({ id: account.userId }).update({
      password_hash: await hashPassword(input.password),
      password_changed_at: trx.fn.now(),
      force_change_pass: 'N',
      failed_login_count: 0,
      locked_until: null,
      updated_at: trx.fn.now(),
    });
    // A new password lifts every lock, the per-client ones too (as it lifted the account's before).
    await trx('sys_user_client_lock').where({ user_id: account.userId }).delete();
    await trx('sys_password_reset').where({ id: check.codeId }).update({ consumed_at: trx.fn.now() });
    await trx('sys_session').where({ user_id: account.userId }).whereNull('revoked_at').update({ revoked_at: trx.fn.now(), ended_reason: 'password-reset' });
    await writeLoginLog(trx, { tenantId: account.tenantId, userId: account.userId, username: user.username, kind: 'password', outcome: 'password-reset', client });
    return { kind: 'done' };
  });
  if (verdict.kind === 'wrong-code') throw wrongCode;
  if (verdict.kind === 'refused') throw new ValidationFailed(verdict.issues);
}
