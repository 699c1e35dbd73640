import { arraySchema, pageSchema, type ApiSchema } from './envelope';
import { dateTime, flag, integer, nullableText, record, text } from './fields';

/**
 * The platform operator's monitoring pages (spec §1 monitoring: server, JVM, Redis and HTTP trace
 * screens; here server, process, database, caches and sessions, HTTP trace).
 */

const number = { type: 'number' } as const;
const nullableNumber = { type: ['number', 'null'] } as const;

/** `GET /api/system/monitor/server`: the machine and the disk of DATA_DIR. */
export const serverFactsSchema: ApiSchema = record({
  hostname: text, platform: text, release: text, arch: text, uptimeSeconds: integer,
  cpu: record({ count: integer, model: text, usagePercent: number }),
  loadAverage: record({ one: number, five: number, fifteen: number }),
  memory: record({ totalBytes: integer, freeBytes: integer, usedBytes: integer, usagePercent: number }),
  disk: record({ path: text, totalBytes: nullableNumber, freeBytes: nullableNumber, availableBytes: nullableNumber, usagePercent: nullableNumber, unavailable: nullableText }),
});

/** `GET /api/system/monitor/process`: this Node process (the JVM screen's equivalent). */
export const processFactsSchema: ApiSchema = record({
  pid: integer, nodeVersion: text, uptimeSeconds: integer,
  memory: record({ rssBytes: integer, heapTotalBytes: integer, heapUsedBytes: integer, externalBytes: integer, arrayBuffersBytes: integer }),
  eventLoopDelay: record({ windowSeconds: integer, minMs: number, meanMs: number, p50Ms: number, p99Ms: number, maxMs: number }),
  gc: arraySchema(record({ kind: { enum: ['minor', 'major', 'incremental', 'weakcb', 'other'] }, count: integer, totalMs: number, maxMs: number })),
  activeResources: arraySchema(record({ type: text, count: integer })),
  cpu: record({ userMs: number, systemMs: number }),
});

/** `GET /api/system/monitor/database`: PostgreSQL's statistics for the product's database. */
export const databaseFactsSchema: ApiSchema = record({
  databaseName: text, serverVersion: text, sizeBytes: integer, maxConnections: integer,
  connections: arraySchema(record({ state: text, count: integer })),
  cacheHitPercent: nullableNumber,
  transactions: record({ committed: integer, rolledBack: integer, deadlocks: integer }),
  locks: arraySchema(record({ mode: text, granted: integer, waiting: integer })),
  longRunning: arraySchema(record({ pid: integer, userName: nullableText, applicationName: nullableText, state: text, seconds: number, blockedBy: arraySchema(integer), query: text })),
  slowest: record({
    available: flag,
    reason: { enum: ['not-installed', 'not-loaded', 'unreadable'] },
    statements: arraySchema(record({ query: text, calls: integer, totalMs: number, meanMs: number, rows: integer })),
  }, ['reason']),
});

const cacheFields = { name: text, size: integer, max: integer, ttlMs: { type: ['integer', 'null'] }, hits: integer, misses: integer, hitPercent: nullableNumber };

/** `GET /api/system/monitor/caches`: the process's caches (the Redis screen's equivalent) and the sessions alive. */
export const cachesAndSessionsSchema: ApiSchema = record({
  caches: arraySchema(record(cacheFields)),
  sessions: record({
    alive: integer,
    aliveByTenant: arraySchema(record({ tenantCode: text, count: integer })),
    cache: record({ ...cacheFields, listening: flag }),
  }),
});

/** One traced API request (no query values, bodies or headers). */
export const tracedRequestSchema: ApiSchema = record({
  at: dateTime, method: text, path: text, queryNames: arraySchema(text), status: integer, durationMs: number,
  userId: nullableText, username: nullableText, tenantId: nullableText, tenantCode: nullableText, requestId: text,
});
/** `GET /api/system/monitor/httpTrace`: a page of the process's last requests, newest first. */
export const httpTracePageSchema: ApiSchema = pageSchema(tracedRequestSchema);

/** The result schema of each operation of this family (spread into `documentedResults`). */
export const monitoringResults: Readonly<Record<string, ApiSchema>> = {
  'GET /api/system/monitor/server': serverFactsSchema,
  'GET /api/system/monitor/process': processFactsSchema,
  'GET /api/system/monitor/database': databaseFactsSchema,
  'GET /api/system/monitor/caches': cachesAndSessionsSchema,
  'GET /api/system/monitor/httpTrace': httpTracePageSchema,
};
