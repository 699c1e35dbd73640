import { describe, expect, it } from 'vitest';
import { afterFailedAttempt, backoffDelayMs, canResend, pickUpDecision, sendStatusOf, type RetryPolicy } from './deliveryDecision';

const policy: RetryPolicy = { maxAttempts: 5, baseDelayMs: 1000, maxDelayMs: 60_000 };
const now = new Date('2026-11-27T00:00:00Z');

describe('outbox delivery decisions', () => {
  it('sends queued and retrying messages, settles an unsettled attempt as in doubt, and skips settled ones', () => {
    expect(pickUpDecision('queued')).toBe('send');
    expect(pickUpDecision('retry')).toBe('send');
    expect(pickUpDecision('sending')).toBe('settle-in-doubt');
    for (const state of ['sent', 'failed', 'unknown', null] as const) expect(pickUpDecision(state)).toBe('skip');
  });

  it('waits exponentially longer after each failure, up to the cap', () => {
    expect([1, 2, 3, 4].map((attempts) => backoffDelayMs(attempts, policy))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffDelayMs(7, policy)).toBe(60_000);
    expect(backoffDelayMs(5000, policy)).toBe(60_000);
  });

  it('retries proven transient failures until the last attempt, then gives up', () => {
    const proven = { provenUndelivered: true, permanent: false };
    expect(afterFailedAttempt(proven, 1, policy, now)).toEqual({ state: 'retry', retryAt: new Date(now.getTime() + 1000) });
    expect(afterFailedAttempt(proven, 4, policy, now)).toEqual({ state: 'retry', retryAt: new Date(now.getTime() + 8000) });
    expect(afterFailedAttempt(proven, 5, policy, now)).toEqual({ state: 'failed' });
    expect(afterFailedAttempt({ provenUndelivered: true, permanent: true }, 1, policy, now)).toEqual({ state: 'failed' });
  });

  it('never retries a failure that may have been handed over', () => {
    expect(afterFailedAttempt({ provenUndelivered: false, permanent: false }, 1, policy, now)).toEqual({ state: 'unknown' });
  });

  it('shows the spec send status and offers resend for settled failures only', () => {
    expect(['queued', 'sending', 'retry', 'sent', 'failed', 'unknown'].map((state) => sendStatusOf(state as never))).toEqual(['0', '0', '0', '1', '2', '2']);
    expect(['queued', 'sending', 'retry', 'sent'].some((state) => canResend(state as never))).toBe(false);
    expect(canResend('failed') && canResend('unknown')).toBe(true);
  });
});
