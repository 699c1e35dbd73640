import { createHash, createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { signingSecret } from '../signingSecret';

/** Limits of emailed password reset codes (issue 4: forgot password). */
export const resetCodePolicy = {
  digits: 6,
  lifetimeSeconds: 10 * 60,
  /** Wrong guesses a code survives; the fifth burns it. */
  maxFailedAttempts: 5,
} as const;

/** An account name as a rate-limit bucket key: counted per account without storing the name. */
export function accountBucket(username: string): string {
  return createHash('sha256').update(username.trim().toLowerCase(), 'utf8').digest('base64url').slice(0, 22);
}

function codeHash(secret: Buffer, codeId: string, code: string): Buffer {
  // Keyed by the server secret and bound to the row: a stolen table cannot be brute-forced offline.
  return createHmac('sha256', secret).update(`password-reset.v1.${codeId}.${code}`, 'utf8').digest();
}

/**
 * Stores a new reset code for the user (hashed, ten minutes) and retires any older live one, so
 * only the latest email works. Returns the code for the caller to send.
 */
export async function storeResetCode(ctx: AppContext, account: { tenantId: string; userId: string }, requestedIp: string | undefined): Promise<string> {
  const code = String(randomInt(0, 10 ** resetCodePolicy.digits)).padStart(resetCodePolicy.digits, '0');
  const id = randomUUID();
  const secret = await signingSecret(ctx);
  await withTenant(ctx.db, account.tenantId, async (trx) => {
    await trx('sys_password_reset').where({ user_id: account.userId }).whereNull('consumed_at').update({ consumed_at: trx.fn.now() });
    await trx('sys_password_reset').insert({
      id,
      tenant_id: account.tenantId,
      user_id: account.userId,
      code_hash: codeHash(secret, id, code),
      expires_at: new Date(Date.now() + resetCodePolicy.lifetimeSeconds * 1000),
      requested_ip: requestedIp?.slice(0, 64) ?? null,
    });
  });
  return code;
}

/** The outcome of checking a code inside the caller's transaction. */
export type ResetCodeCheck = { isMatch: true; codeId: string } | { isMatch: false };

/**
 * Checks a code against the user's latest live one, locking its row for the caller's
 * transaction. A wrong code counts against it and burns it at the limit: the caller must commit
 * (answer with its error after the transaction), or the count would roll back with it.
 */
export async function checkResetCode(ctx: AppContext, trx: Knex.Transaction, account: { tenantId: string; userId: string }, code: string): Promise<ResetCodeCheck> {
  const live = await trx('sys_password_reset')
    .where({ user_id: account.userId })
    .whereNull('consumed_at')
    .where('expires_at', '>', trx.fn.now())
    .orderBy('created_at', 'desc')
    .forUpdate()
    .first<{ id: string; code_hash: Buffer; failed_attempts: number } | undefined>('id', 'code_hash', 'failed_attempts');
  if (!live) return { isMatch: false };
  const secret = await signingSecret(ctx);
  if (/^\d+$/.test(code) && timingSafeEqual(codeHash(secret, live.id, code), live.code_hash)) return { isMatch: true, codeId: live.id };
  const failedAttempts = live.failed_attempts + 1;
  await trx('sys_password_reset').where({ id: live.id }).update({
    failed_attempts: failedAttempts,
    ...(failedAttempts >= resetCodePolicy.maxFailedAttempts ? { consumed_at: trx.fn.now() } : {}),
  });
  return { isMatch: false };
}
