import { createHash, timingSafeEqual } from 'node:crypto';
import { Router, type Request } from 'express';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../context';
import { apiRoute } from '../http/apiRoute';
import { notFound, unauthorized } from '../http/errors';

interface ProcessMetrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
}

let metrics: ProcessMetrics | undefined;

/**
 * The process's Prometheus registry: prom-client's default metrics (CPU, memory, heap spaces,
 * event-loop lag, GC, handles) and the API's request durations. One per process, as the figures are
 * the process's; made on first use.
 */
function processMetrics(): ProcessMetrics {
  if (!metrics) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const httpDuration = new Histogram({
      name: 'wharf_http_request_duration_seconds',
      help: 'API request durations, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    metrics = { registry, httpDuration };
  }
  return metrics;
}

/**
 * Counts one finished API request in the duration histogram, when metrics are on. The route label is
 * the matched route's pattern (`/api/eform/data/:formCode/:id`), never the path, so ids do not
 * multiply the series; requests no route answered count as `unmatched`.
 */
export function observeRequest(ctx: AppContext, req: Request, status: number, seconds: number): void {
  if (!ctx.config.metricsToken) return;
  const route = (req.route as { path?: unknown } | undefined)?.path;
  processMetrics().httpDuration.observe({ method: req.method, route: typeof route === 'string' ? route : 'unmatched', status: String(status) }, seconds);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time). */
function hasMetricsToken(req: Request, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(req.get('Authorization') ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * `GET /metrics` for Prometheus: off (404) unless `METRICS_TOKEN` is set, and then only with that
 * token as a bearer token (401 otherwise). Outside `/api`, as scrapers expect; public to
 * `authenticate`, which knows sessions, not scrapers.
 */
export function metricsRoutes(ctx: AppContext): Router {
  const router = Router();
  apiRoute(router, { method: 'get', path: '/metrics', summary: 'Prometheus metrics (with METRICS_TOKEN as a bearer token; 404 when it is not set)', tag: 'monitoring', isPublic: true, file: 'text/plain', errors: [404] }, async (req, res) => {
    const token = ctx.config.metricsToken;
    if (!token) throw notFound();
    if (!hasMetricsToken(req, token)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      throw unauthorized();
    }
    const { registry } = processMetrics();
    res.setHeader('Content-Type', registry.contentType);
    res.setHeader('Cache-Control', 'no-store');
    res.send(await registry.metrics());
  });
  return router;
}
