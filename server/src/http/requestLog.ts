import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';

const requestIds = new WeakMap<Request, string>();

/** The id of this request: the caller's `X-Request-Id` when it is sane, otherwise a new one. */
export function requestId(req: Request): string {
  return requestIds.get(req) ?? 'unknown';
}

/** Gives each request an id (echoed in `X-Request-Id`) and logs one structured line when it ends. */
export function requestLog(log: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    requestIds.set(req, id);
    res.setHeader('X-Request-Id', id);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const level = res.statusCode >= 500 ? 'error' : 'info';
      // The line is not even made when its level is off (the bench, a quiet production log).
      if (!log.isLevelEnabled(level)) return;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log[level]({ requestId: id, method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
    });
    next();
  };
}
