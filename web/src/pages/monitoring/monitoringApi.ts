import { unwrap } from '../../api/eformResult';
import type { HttpClient } from '../../http/httpClient';

/** `GET /api/system/monitor/server` (schemas `monitoringResults.ts`). */
export interface ServerFacts {
  hostname: string;
  platform: string;
  release: string;
  arch: string;
  uptimeSeconds: number;
  cpu: { count: number; model: string; usagePercent: number };
  loadAverage: { one: number; five: number; fifteen: number };
  memory: { totalBytes: number; freeBytes: number; usedBytes: number; usagePercent: number };
  disk: { path: string; totalBytes: number | null; freeBytes: number | null; availableBytes: number | null; usagePercent: number | null; unavailable: string | null };
}

/** `GET /api/system/monitor/process`. */
export interface ProcessFacts {
  pid: number;
  nodeVersion: string;
  uptimeSeconds: number;
  memory: { rssBytes: number; heapTotalBytes: number; heapUsedBytes: number; externalBytes: number; arrayBuffersBytes: number };
  eventLoopDelay: { windowSeconds: number; minMs: number; meanMs: number; p50Ms: number; p99Ms: number; maxMs: number };
  gc: { kind: string; count: number; totalMs: number; maxMs: number }[];
  activeResources: { type: string; count: number }[];
  cpu: { userMs: number; systemMs: number };
}

/** `GET /api/system/monitor/database`. */
export interface DatabaseFacts {
  databaseName: string;
  serverVersion: string;
  sizeBytes: number;
  maxConnections: number;
  connections: { state: string; count: number }[];
  cacheHitPercent: number | null;
  transactions: { committed: number; rolledBack: number; deadlocks: number };
  locks: { mode: string; granted: number; waiting: number }[];
  longRunning: { pid: number; userName: string | null; applicationName: string | null; state: string; seconds: number; blockedBy: number[]; query: string }[];
  slowest: { available: boolean; reason?: 'not-installed' | 'not-loaded' | 'unreadable'; statements: { query: string; calls: number; totalMs: number; meanMs: number; rows: number }[] };
}

/** One cache's statistics. */
export interface CacheFacts {
  name: string;
  size: number;
  max: number;
  ttlMs: number | null;
  hits: number;
  misses: number;
  hitPercent: number | null;
}

/** `GET /api/system/monitor/caches`. */
export interface CachesAndSessions {
  caches: CacheFacts[];
  sessions: { alive: number; aliveByTenant: { tenantCode: string; count: number }[]; cache: CacheFacts & { listening: boolean } };
}

/** One traced request. */
export interface TracedRequest {
  at: string;
  method: string;
  path: string;
  queryNames: string[];
  status: number;
  durationMs: number;
  userId: string | null;
  username: string | null;
  tenantId: string | null;
  tenantCode: string | null;
  requestId: string;
}

/** The trace's filters; empty ones are left out of the query. */
export interface TraceQuery {
  pageNo: number;
  pageSize: number;
  status?: string;
  path?: string;
  user?: string;
  minDurationMs?: number;
}

export interface TracePage {
  records: TracedRequest[];
  total: number;
  current: number;
  size: number;
  pages: number;
}

const base = '/system/monitor';

/** The platform operator's monitoring calls. */
export function createMonitoringApi(http: HttpClient) {
  return {
    server: () => unwrap(http.get<ServerFacts>(`${base}/server`)),
    process: () => unwrap(http.get<ProcessFacts>(`${base}/process`)),
    database: () => unwrap(http.get<DatabaseFacts>(`${base}/database`)),
    caches: () => unwrap(http.get<CachesAndSessions>(`${base}/caches`)),
    trace: (query: TraceQuery) => unwrap(http.get<TracePage>(`${base}/httpTrace`, { ...query })),
  };
}

export type MonitoringApi = ReturnType<typeof createMonitoringApi>;

/** Bytes as the pages show them: 1 decimal and a binary unit. */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '';
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

/** Seconds as days, hours and minutes (`3d 4h 5m`). */
export function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return [days ? `${days}d` : '', hours || days ? `${hours}h` : '', `${minutes}m`].filter(Boolean).join(' ');
}
