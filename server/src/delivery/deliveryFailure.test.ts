import { describe, expect, it } from 'vitest';
import { DeliveryFailure, failureKindOf } from './deliveryFailure';

const smtpError = (fields: Record<string, unknown>) => Object.assign(new Error('smtp'), fields);

describe('failureKindOf', () => {
  it('reads an SMTP refusal code as proven undelivered, permanent as nodemailer says', () => {
    expect(failureKindOf(smtpError({ code: 'EENVELOPE', responseCode: 451, permanent: false }))).toEqual({ provenUndelivered: true, permanent: false });
    expect(failureKindOf(smtpError({ code: 'EMESSAGE', responseCode: 550, permanent: true }))).toEqual({ provenUndelivered: true, permanent: true });
  });

  it('reads failures before the SMTP transaction as proven undelivered', () => {
    expect(failureKindOf(smtpError({ code: 'ESOCKET', originalCode: 'ECONNREFUSED' })).provenUndelivered).toBe(true);
    expect(failureKindOf(smtpError({ code: 'ETIMEDOUT', timeoutType: 'GREETING_TIMEOUT' })).provenUndelivered).toBe(true);
    expect(failureKindOf(smtpError({ code: 'EAUTH' })).provenUndelivered).toBe(true);
  });

  it('reads a connection lost or timed out during the transfer as in doubt', () => {
    expect(failureKindOf(smtpError({ code: 'ETIMEDOUT', timeoutType: 'SOCKET_TIMEOUT' })).provenUndelivered).toBe(false);
    expect(failureKindOf(smtpError({ code: 'ECONNECTION' })).provenUndelivered).toBe(false);
    const timeout = new Error('timed out');
    timeout.name = 'TimeoutError';
    expect(failureKindOf(timeout).provenUndelivered).toBe(false);
  });

  it('reads fetch errors by their cause: a refused connection is proven, a reset is in doubt', () => {
    expect(failureKindOf(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } })).provenUndelivered).toBe(true);
    expect(failureKindOf(new TypeError('fetch failed', { cause: { code: 'ECONNRESET' } })).provenUndelivered).toBe(false);
  });

  it('takes a DeliveryFailure at its word, and a plugged-in provider\'s plain rejection as not accepted', () => {
    expect(failureKindOf(new DeliveryFailure('answered 400', true, true))).toEqual({ provenUndelivered: true, permanent: true });
    expect(failureKindOf(new Error('carrier refused'))).toEqual({ provenUndelivered: true, permanent: false });
  });
});
