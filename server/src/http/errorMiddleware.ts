import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { formatMessage } from '@wharf/engine';
import { isDatabaseUnavailable } from '../db/databaseUnavailable';
import { envelope } from './envelope';
import { AppError, coerceError } from './errors';
import { requestLanguage } from './language';
import { notNullViolation } from './notNullViolation';
import { requestId } from './requestLog';

/**
 * The one place errors become responses. Public errors (AppError, and body-parser's 4xx)
 * answer with their translated message; anything else is logged with its stack and answers
 * a generic 500 — no stack trace or SQL text ever reaches the caller.
 */
export function errorMiddleware(log: Logger) {
  return (thrown: unknown, req: Request, res: Response, _next: NextFunction) => {
    const lang = requestLanguage(req);
    // A NOT NULL column left empty is the caller's mistake (a field the form does not send): a 400.
    const error = notNullViolation(thrown, lang) ?? coerceError(thrown);
    if (error instanceof AppError) {
      // A public error may hide its cause from the caller (a builder's SQL failing: the database's
      // text names columns and quotes data); the cause is kept here, in the log.
      if (error.cause !== undefined) log.warn({ requestId: requestId(req), code: error.code, err: coerceError(error.cause) }, 'request refused; cause kept from the caller');
      res.status(error.status).json(envelope(error.result, formatMessage(error.code, lang, error.args), error.status, error.code));
      return;
    }
    const status = (error as { status?: unknown }).status;
    const isClientError = typeof status === 'number' && status >= 400 && status < 500;
    if (isClientError) {
      // express.json(): malformed JSON (400) or a body over the limit (413).
      const code = status === 413 ? 'system/payload-too-large' : 'system/validation-error';
      const result = status === 413 ? null : { errors: [{ path: '/body', code: 'request/malformed-json', message: formatMessage('request/malformed-json', lang) }] };
      res.status(status).json(envelope(result, formatMessage(code, lang), status, code));
      return;
    }
    if (isDatabaseUnavailable(thrown)) {
      // PostgreSQL is down or restarting: the pools reconnect by themselves once it is back.
      log.warn({ requestId: requestId(req), err: error }, 'database unavailable');
      res.status(503).set('Retry-After', '5').json(envelope(null, formatMessage('system/database-unavailable', lang), 503, 'system/database-unavailable'));
      return;
    }
    log.error({ requestId: requestId(req), err: error }, 'unhandled error');
    res.status(500).json(envelope(null, formatMessage('system/internal-error', lang), 500, 'system/internal-error'));
  };
}
