import type { NextFunction, Request, Response } from 'express';
import { caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { clientAddress } from '../http/clientAddress';
import { coerceError } from '../http/errors';

/** One authenticated API call, as the visit log keeps it. */
export interface VisitEntry {
  tenantId: string;
  userId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  ip: string | null;
  at: Date;
}

/** Entries are written in batches of at most this many, or after `flushDelayMs`, whichever first. */
export const visitLogBatchSize = 200;
export const flushDelayMs = 2000;
/** While the database is unreachable the buffer keeps at most this many entries, dropping the oldest. */
export const visitLogBufferMax = 10_000;

/**
 * Buffers visit entries in memory and writes them with one multi-row insert per tenant, so a
 * request costs no extra round trip. Entries still buffered when a process dies are lost: the
 * visit log is a usage record, not an audit trail.
 */
export class VisitLogBuffer {
  private pending: VisitEntry[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly ctx: AppContext) {}

  add(entry: VisitEntry): void {
    this.pending.push(entry);
    if (this.pending.length > visitLogBufferMax) this.pending.splice(0, this.pending.length - visitLogBufferMax);
    if (this.pending.length >= visitLogBatchSize) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), flushDelayMs);
      // A pending flush never keeps a stopping process alive.
      this.timer.unref();
    }
  }

  /** Writes everything buffered so far; resolves when it is in the database (or was given up). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = [];
    this.flushing = this.flushing.then(() => this.write(batch));
    return this.flushing;
  }

  private async write(batch: VisitEntry[]): Promise<void> {
    const byTenant = new Map<string, VisitEntry[]>();
    for (const entry of batch) {
      const group = byTenant.get(entry.tenantId);
      if (group) group.push(entry);
      else byTenant.set(entry.tenantId, [entry]);
    }
    for (const [tenantId, entries] of byTenant) {
      try {
        await withTenant(this.ctx.db, tenantId, (trx) =>
          trx('sys_visit_log').insert(entries.map((entry) => ({
            tenant_id: tenantId,
            user_id: entry.userId,
            method: entry.method,
            path: entry.path,
            status: entry.status,
            duration_ms: entry.durationMs,
            ip: entry.ip,
            created_at: entry.at,
          }))));
      } catch (error) {
        this.ctx.log.warn({ err: coerceError(error), tenantId, lost: entries.length }, 'visit log batch not written');
      }
    }
  }
}

const buffers = new WeakMap<AppContext, VisitLogBuffer>();

/** This server's visit log buffer. */
export function visitLogFor(ctx: AppContext): VisitLogBuffer {
  let buffer = buffers.get(ctx);
  if (!buffer) {
    buffer = new VisitLogBuffer(ctx);
    buffers.set(ctx, buffer);
  }
  return buffer;
}

/**
 * Middleware mounted right after `authenticate`: records each authenticated call (method, path
 * without its query, status, duration) when its response finishes.
 */
export function recordVisits(ctx: AppContext) {
  const buffer = visitLogFor(ctx);
  return (req: Request, res: Response, next: NextFunction) => {
    // A visit is the user's own activity: it is logged in their home tenant.
    const { homeTenantId: tenantId, userId } = caller(req);
    const started = process.hrtime.bigint();
    const at = new Date();
    const path = (req.baseUrl + req.path).slice(0, 255);
    res.on('finish', () => {
      const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e6);
      buffer.add({ tenantId, userId, method: req.method.slice(0, 8), path, status: res.statusCode, durationMs, ip: clientAddress(req)?.slice(0, 64) ?? null, at });
    });
    next();
  };
}
