import type { NextFunction, Request, Response } from 'express';
import { caller, type Caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { requestId } from '../http/requestLog';
import { observeRequest } from './metrics';
import { TraceRing } from './traceRing';

const rings = new WeakMap<AppContext, TraceRing>();

/** This server's HTTP trace (the last requests, in memory: each process traces its own). */
export function traceFor(ctx: AppContext): TraceRing {
  let ring = rings.get(ctx);
  if (!ring) {
    ring = new TraceRing();
    rings.set(ctx, ring);
  }
  return ring;
}

/** The request's caller once `authenticate` has run, or null (no token, or a refused one). */
function callerOf(req: Request): Caller | null {
  try {
    return caller(req);
  } catch {
    return null;
  }
}

/** The names of the query's parameters, once each, in order; never their values. */
function queryNames(url: string): string[] {
  const start = url.indexOf('?');
  return start < 0 ? [] : [...new Set(new URLSearchParams(url.slice(start + 1)).keys())].slice(0, 20);
}

/**
 * Middleware on `/api`, mounted before `authenticate` so refused requests are traced too: when a
 * response finishes, its method, path, status, duration, caller and request id go into the trace
 * ring, and its duration into the `/metrics` histogram when metrics are on.
 */
export function traceRequests(ctx: AppContext) {
  const ring = traceFor(ctx);
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const at = new Date();
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const url = req.originalUrl;
      const queryStart = url.indexOf('?');
      const who = callerOf(req);
      ring.add({
        at,
        method: req.method,
        path: (queryStart < 0 ? url : url.slice(0, queryStart)).slice(0, 255),
        queryNames: queryNames(url),
        status: res.statusCode,
        durationMs: Math.round(seconds * 1e4) / 10,
        userId: who?.userId ?? null,
        tenantId: who?.tenantId ?? null,
        requestId: requestId(req),
      });
      observeRequest(ctx, req, res.statusCode, seconds);
    });
    next();
  };
}
