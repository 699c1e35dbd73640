import type { Knex } from 'knex';
import { AppError } from '../http/errors';
import { loginRateLimitSettings } from '../platform/envSettings';

/** The limits this process applies (read from its environment when the module loads). */
export const loginRateLimits = loginRateLimitSettings();

/**
 * Counts one hit against a bucket in the database (so every API process shares the count)
 * and answers 429 once the bucket is over its limit for the current window.
 */
export async function hitRateLimit(db: Knex, bucket: string, limit: number, windowSeconds: number): Promise<void> {
  const { rows } = await db.raw<{ rows: { allowed: boolean }[] }>('select auth_hit_rate_limit(?, ?, ?) as allowed', [bucket.slice(0, 200), limit, windowSeconds]);
  if (!rows[0]?.allowed) throw new AppError(429, 'system/too-many-requests');
}
