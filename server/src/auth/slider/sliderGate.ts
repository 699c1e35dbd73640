import { createHash } from 'node:crypto';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { redeemSliderToken } from './sliderChallenges';

/** The site setting `login_slider`: when the login family asks for a solved slider. */
export type LoginSliderMode = 'off' | 'afterFailure' | 'always';

/** With 'afterFailure', a failure this recent (per account name or address) asks for the slider. */
export const recentFailureSeconds = 15 * 60;

/** Who is trying to log in: the account name (username or phone) and the client address. */
export interface LoginAttempt {
  account: string;
  ip: string | undefined;
}

// Hashed so the table holds neither account names nor addresses; kinds kept apart by prefix.
const key = (kind: string, value: string) => `${kind}:${createHash('sha256').update(value, 'utf8').digest('base64url')}`;
// Always two keys; knex would spread an array binding, so the SQL spells out array[?, ?].
/** The failure keys of an attempt (hashed account name and address), as the slider rule reads and notes them. */
export const attemptKeys = (attempt: LoginAttempt): [string, string] => [key('account', attempt.account.trim().toLowerCase()), key('ip', attempt.ip ?? 'unknown')];

/** The site's slider setting (one platform row the app role may read). */
export async function loginSliderMode(ctx: AppContext): Promise<LoginSliderMode> {
  const row = await ctx.db('sys_site_setting').first<{ login_slider: LoginSliderMode } | undefined>('login_slider');
  return row?.login_slider ?? 'afterFailure';
}

/**
 * Whether this attempt must bring a slider token under the site's setting: the setting and, under
 * 'afterFailure' (any mode but 'off' and 'always') only, the recent failures, read in one statement (every login asks).
 */
export async function isSliderRequired(ctx: AppContext, attempt: LoginAttempt): Promise<boolean> {
  const { rows } = await ctx.db.raw<{ rows: { mode: LoginSliderMode; hadFailure: boolean }[] }>(
    `with site as (select coalesce((select login_slider from sys_site_setting limit 1), 'afterFailure') as mode)
     select mode, case when mode in ('off', 'always') then false else auth_had_login_failure(array[?, ?]::text[], ?) end as "hadFailure" from site`,
    [...attemptKeys(attempt), recentFailureSeconds],
  );
  const { mode, hadFailure } = rows[0]!;
  if (mode === 'off') return false;
  if (mode === 'always') return true;
  return hadFailure === true;
}

/**
 * Lets the attempt through when no slider is needed or its token is live (and uses the token
 * up); otherwise 400 `login/slider-required` with `{ sliderRequired: true }`, before any
 * password or code is looked at.
 */
export async function requireSliderWhenDue(ctx: AppContext, attempt: LoginAttempt, sliderToken: string | undefined): Promise<void> {
  if (!(await isSliderRequired(ctx, attempt))) return;
  if (await redeemSliderToken(ctx, sliderToken)) return;
  throw new AppError(400, 'login/slider-required', [], { sliderRequired: true });
}

/** Marks a failed login for the account name and the address ('afterFailure' then asks for a slider). */
export async function noteLoginFailure(ctx: AppContext, attempt: LoginAttempt): Promise<void> {
  await ctx.db.raw('select auth_note_login_failure(array[?, ?]::text[])', attemptKeys(attempt));
}
