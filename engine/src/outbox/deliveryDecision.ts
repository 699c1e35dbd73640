/**
 * The outbox's delivery decisions (issue 22 "Message delivery"): what a worker does with a message
 * it picks up, and what follows a failed attempt. The server carries the rows in and the sends out.
 */

/** A message's delivery state as stored (`sys_message.delivery_state`). */
export type DeliveryState = 'queued' | 'sending' | 'retry' | 'sent' | 'failed' | 'unknown';

/**
 * What a worker does with a message when its delivery job runs:
 * - `send`: claim it (mark `sending` with a new attempt id) and send;
 * - `settle-in-doubt`: a previous attempt was marked `sending` and never settled — its worker died
 *   between the claim and the settle, so the message may or may not have been handed over. It is
 *   NOT sent again (that could duplicate it); it becomes `unknown`, visible in the console, where an
 *   operator may resend it after checking with the receiver;
 * - `skip`: already settled (sent, failed, unknown) — a late or repeated job changes nothing.
 */
export type PickUpDecision = 'send' | 'settle-in-doubt' | 'skip';

export function pickUpDecision(state: DeliveryState | null): PickUpDecision {
  if (state === 'queued' || state === 'retry') return 'send';
  if (state === 'sending') return 'settle-in-doubt';
  return 'skip';
}

/** How an attempt failed, as the channel could tell. */
export interface AttemptFailure {
  /**
   * The channel proved the message was not handed over: the connection was refused, the server
   * answered with a refusal before accepting. Only these may be retried without risk of a duplicate.
   */
  provenUndelivered: boolean;
  /** A refusal that another try will not change (e.g. SMTP 5xx, no channel configured). */
  permanent: boolean;
}

export interface RetryPolicy {
  /** Attempts in all, the first included (≥ 1). */
  maxAttempts: number;
  /** The wait after the first failure; doubled after each further one. */
  baseDelayMs: number;
  /** The longest wait between two attempts. */
  maxDelayMs: number;
}

/** What follows a failed attempt. */
export type FailureOutcome = { state: 'retry'; retryAt: Date } | { state: 'failed' } | { state: 'unknown' };

/** The wait before attempt `attempts + 1`, after `attempts` failed ones: exponential, capped. */
export function backoffDelayMs(attempts: number, policy: RetryPolicy): number {
  const exponent = Math.max(0, attempts - 1);
  // 2^exponent overflows to Infinity long before it matters; the cap applies either way.
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(exponent, 52));
}

/**
 * After attempt number `attempts` failed: in doubt stays in doubt (`unknown`, never retried
 * automatically); a proven, transient failure is retried with exponential backoff until
 * `maxAttempts` attempts were made; then, or for a permanent refusal, the message has failed.
 */
export function afterFailedAttempt(failure: AttemptFailure, attempts: number, policy: RetryPolicy, now: Date): FailureOutcome {
  if (!failure.provenUndelivered) return { state: 'unknown' };
  if (failure.permanent || attempts >= policy.maxAttempts) return { state: 'failed' };
  return { state: 'retry', retryAt: new Date(now.getTime() + backoffDelayMs(attempts, policy)) };
}

/** Spec §4 message send status from the delivery state: 0 unsent, 1 success, 2 failure (in doubt counts as failure, with its reason). */
export function sendStatusOf(state: DeliveryState | null): '0' | '1' | '2' {
  if (state === 'sent') return '1';
  if (state === 'failed' || state === 'unknown') return '2';
  return '0';
}

/** Whether an operator may resend the message from the console: only settled failures (failed, or in doubt after checking). */
export function canResend(state: DeliveryState | null): boolean {
  return state === 'failed' || state === 'unknown';
}
