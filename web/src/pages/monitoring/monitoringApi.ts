import { unwrap } from '../../api/eformResult';
import type { ApiResult } from '@wharf/schemas';
import type { HttpClient } from '../../http/httpClient';

/** The monitoring answers, as `@wharf/schemas` documents them (`monitoringResults.ts`). */
export type ServerFacts = ApiResult<'GET /api/system/monitor/server'>;
export type ProcessFacts = ApiResult<'GET /api/system/monitor/process'>;
export type DatabaseFacts = ApiResult<'GET /api/system/monitor/database'>;
export type CachesAndSessions = ApiResult<'GET /api/system/monitor/caches'>;
export type CacheFacts = CachesAndSessions['caches'][number];
export type TracePage = ApiResult<'GET /api/system/monitor/httpTrace'>;
export type TracedRequest = TracePage['records'][number];

/** The trace's filters; empty ones are left out of the query. */
export interface TraceQuery {
  pageNo: number;
  pageSize: number;
  status?: string;
  path?: string;
  user?: string;
  minDurationMs?: number;
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
