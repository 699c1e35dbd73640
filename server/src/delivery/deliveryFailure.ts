/**
 * How a send failed, as far as the channel can tell — the outbox retries only failures proven to
 * have happened before the message was handed over (see `outbox/CONTEXT.md`).
 */
export interface FailureKind {
  /** The receiving side refused or was never reached: nothing was handed over, a retry cannot duplicate. */
  provenUndelivered: boolean;
  /** Another try will not change the answer (a 5xx SMTP refusal, a 4xx webhook answer, no channel set up). */
  permanent: boolean;
}

/** A send's failure with its kind, thrown by the channels that know it (webhook, HTTP SMS gateway). */
export class DeliveryFailure extends Error implements FailureKind {
  constructor(message: string, readonly provenUndelivered: boolean, readonly permanent = false) {
    super(message);
    this.name = 'DeliveryFailure';
  }
}

/** Network errors that mean the connection was never opened (so nothing was sent). */
const neverConnectedCodes = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);

/** nodemailer error codes raised before any message data left: lookup, login, TLS, envelope, settings. */
const smtpBeforeDataCodes = new Set(['EDNS', 'EAUTH', 'ETLS', 'EENVELOPE', 'ECONFIG', 'ENOAUTH', 'EREQUIRETLS']);

/** nodemailer's timeouts that end a wait before the SMTP transaction began. */
const smtpBeforeDataTimeouts = new Set(['CONNECT_TIMEOUT', 'GREETING_TIMEOUT', 'UPGRADE_TIMEOUT']);

interface ErrorFields {
  code?: unknown;
  responseCode?: unknown;
  permanent?: unknown;
  originalCode?: unknown;
  timeoutType?: unknown;
  cause?: { code?: unknown };
}

/**
 * Reads a send's rejection: a `DeliveryFailure` says itself; a nodemailer error is proven
 * undelivered when the server answered with a refusal code (permanent as nodemailer reads the
 * code), or when it failed before the SMTP transaction (refused connection, lookup, login, TLS,
 * connect or greeting timeout); a fetch error when the connection was never opened. Anything else —
 * a socket closed or timed out mid-transfer, an abort — may have been delivered: in doubt. A plain
 * error from a plugged-in provider is proven, as the provider contract says `send` rejects only
 * when the message was not accepted.
 */
export function failureKindOf(error: unknown): FailureKind {
  if (error instanceof DeliveryFailure) return { provenUndelivered: error.provenUndelivered, permanent: error.permanent };
  const fields = (typeof error === 'object' && error !== null ? error : {}) as ErrorFields;
  if (typeof fields.responseCode === 'number' && fields.responseCode >= 400) return { provenUndelivered: true, permanent: fields.permanent === true };
  const code = typeof fields.code === 'string' ? fields.code : undefined;
  const originalCode = typeof fields.originalCode === 'string' ? fields.originalCode : typeof fields.cause?.code === 'string' ? fields.cause.code : undefined;
  if (code && smtpBeforeDataCodes.has(code)) return { provenUndelivered: true, permanent: false };
  if (code === 'ETIMEDOUT' && typeof fields.timeoutType === 'string' && smtpBeforeDataTimeouts.has(fields.timeoutType)) return { provenUndelivered: true, permanent: false };
  if (originalCode && neverConnectedCodes.has(originalCode)) return { provenUndelivered: true, permanent: false };
  if (code && neverConnectedCodes.has(code)) return { provenUndelivered: true, permanent: false };
  if (code || originalCode || error instanceof TypeError || (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError'))) return { provenUndelivered: false, permanent: false };
  return { provenUndelivered: true, permanent: false };
}
