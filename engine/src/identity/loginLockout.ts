/**
 * How many times the per-client number of failures the whole account may take before it locks for
 * everyone. A stranger guessing from elsewhere locks only their own client; a spread-out attack
 * still meets a ceiling (five addresses' worth of guesses at most per lock period).
 */
export const accountLockFactor = 5;

/** Wrong passwords counted since the last lock or successful login, for this client and for the account. */
export interface LoginFailureCounts {
  client: number;
  account: number;
}

export interface LockoutDecision {
  /** This client may not try the account again until the lock ends. */
  isClientLocked: boolean;
  /** No client may try the account until the lock ends (the account-wide ceiling). */
  isAccountLocked: boolean;
}

/**
 * The lock a wrong password brings, given the counts including it and the organisation's number of
 * failures (spec "lock user"): the client locks at that number, the account at
 * {@link accountLockFactor} times it.
 */
export function lockoutAfterFailure(counts: LoginFailureCounts, lockFailures: number): LockoutDecision {
  return { isClientLocked: counts.client >= lockFailures, isAccountLocked: counts.account >= lockFailures * accountLockFactor };
}
