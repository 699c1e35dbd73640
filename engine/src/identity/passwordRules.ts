/** Password length limits (spec §5: 8–30 characters). */
export const passwordLength = { min: 8, max: 30 } as const;

const characterClasses: ReadonlyArray<RegExp> = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/];

/** Why a password is refused, as message codes (`password/...`), in the order they are checked. */
export type PasswordProblem = 'password/length' | 'password/weak' | 'password/blacklisted' | 'password/is-username';

/**
 * The problems with a new password under the spec's policy: 8–30 characters, at least three
 * of upper case, lower case, digit and special character, not on the organisation's
 * blacklist (case-insensitive), and not the username itself. Empty when it is acceptable.
 */
export function checkNewPassword(password: string, context: { blacklist?: ReadonlyArray<string> | null; username?: string } = {}): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const length = [...password].length;
  if (length < passwordLength.min || length > passwordLength.max) problems.push('password/length');
  if (characterClasses.filter((pattern) => pattern.test(password)).length < 3) problems.push('password/weak');
  const lowered = password.toLowerCase();
  if (context.blacklist?.some((banned) => banned.toLowerCase() === lowered)) problems.push('password/blacklisted');
  if (context.username && context.username.toLowerCase() === lowered) problems.push('password/is-username');
  return problems;
}

export interface PasswordExpiry {
  isExpired: boolean;
  /** Whole days until expiry (negative once expired); null when passwords do not expire. */
  daysLeft: number | null;
  /** Within the alert window: the login result tells the user the password is about to expire. */
  isAboutToExpire: boolean;
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Where a password stands against the organisation's expiry policy. `now` is passed in
 * (engine logic reads no clock). No expiry days (null or 0) means it never expires.
 */
export function passwordExpiry(changedAt: Date, policy: { expiryDays?: number | null; alertDays?: number | null }, now: Date): PasswordExpiry {
  if (!policy.expiryDays || policy.expiryDays <= 0) return { isExpired: false, daysLeft: null, isAboutToExpire: false };
  const expiresAt = changedAt.getTime() + policy.expiryDays * dayMs;
  const daysLeft = Math.ceil((expiresAt - now.getTime()) / dayMs);
  const isExpired = now.getTime() >= expiresAt;
  return { isExpired, daysLeft, isAboutToExpire: !isExpired && daysLeft <= (policy.alertDays ?? 0) };
}
