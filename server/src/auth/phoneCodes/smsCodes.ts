import { createHash, createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { signingSecret } from '../signingSecret';

/** Limits of phone verification codes (issue 4 item 2). */
export const smsCodePolicy = {
  digits: 6,
  lifetimeSeconds: 5 * 60,
  /** Wrong guesses a single code survives; the next one kills it. */
  maxFailedAttempts: 5,
} as const;

/** What a code is for; registration and password reset can add theirs. */
export type SmsPurpose = 'login' | 'login-verify';

/** A phone number as a rate-limit bucket key: counted per number without storing the number. */
export function phoneBucket(phone: string): string {
  return createHash('sha256').update(phone, 'utf8').digest('base64url').slice(0, 22);
}

function codeHash(secret: Buffer, codeId: string, code: string): Buffer {
  // Keyed by the server secret and bound to the row: a stolen table cannot be brute-forced offline.
  return createHmac('sha256', secret).update(`sms-code.v1.${codeId}.${code}`, 'utf8').digest();
}

/** A new random code, zero-padded (`randomInt` is a CSPRNG). */
export function newSmsCode(): string {
  return String(randomInt(0, 10 ** smsCodePolicy.digits)).padStart(smsCodePolicy.digits, '0');
}

/**
 * Stores a new code for the user (hashed, expiring) and retires any older live code, so only
 * the latest message works. Returns the code for the caller to send.
 */
export async function storeSmsCode(ctx: AppContext, account: { tenantId: string; userId: string; phone: string }, purpose: SmsPurpose): Promise<string> {
  const code = newSmsCode();
  const id = randomUUID();
  const secret = await signingSecret(ctx);
  await withTenant(ctx.db, account.tenantId, async (trx) => {
    await trx('sys_sms_code').where({ user_id: account.userId, purpose }).whereNull('consumed_at').update({ consumed_at: trx.fn.now() });
    await trx('sys_sms_code').insert({
      id,
      tenant_id: account.tenantId,
      user_id: account.userId,
      phone: account.phone,
      purpose,
      code_hash: codeHash(secret, id, code),
      expires_at: new Date(Date.now() + smsCodePolicy.lifetimeSeconds * 1000),
    });
  });
  return code;
}

interface CodeRow {
  id: string;
  code_hash: Buffer;
  failed_attempts: number;
}

/**
 * Checks a code against the user's latest live one and uses it up on success (single use).
 * A wrong code counts against that code, which dies after `maxFailedAttempts`; the count is
 * committed even though the caller then answers with an error.
 */
export async function consumeSmsCode(ctx: AppContext, account: { tenantId: string; userId: string }, purpose: SmsPurpose, code: string): Promise<boolean> {
  const secret = await signingSecret(ctx);
  return withTenant(ctx.db, account.tenantId, async (trx) => {
    const live = await trx('sys_sms_code')
      .where({ user_id: account.userId, purpose })
      .whereNull('consumed_at')
      .where('expires_at', '>', trx.fn.now())
      .orderBy('created_at', 'desc')
      .forUpdate()
      .first<CodeRow | undefined>('id', 'code_hash', 'failed_attempts');
    if (!live) return false;
    const isMatch = /^\d+$/.test(code) && timingSafeEqual(codeHash(secret, live.id, code), live.code_hash);
    if (isMatch) {
      await trx('sys_sms_code').where({ id: live.id }).update({ consumed_at: trx.fn.now() });
      return true;
    }
    const failedAttempts = live.failed_attempts + 1;
    await trx('sys_sms_code').where({ id: live.id }).update({
      failed_attempts: failedAttempts,
      ...(failedAttempts >= smsCodePolicy.maxFailedAttempts ? { consumed_at: trx.fn.now() } : {}),
    });
    return false;
  });
}
