import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import type { Logger } from 'pino';
import { TenantPgClient } from './tenantTransaction';

// COUNT(*) and other int8 values arrive as strings by default; counts here stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * A Knex instance on PostgreSQL with a bounded pool, on knex's pg client whose transactions can
 * open as a tenant's in their first statement (`withTenant`, `tenantTransaction.ts`). With `log`,
 * Knex's own messages (a lost connection, a failed acquire) go to the process's logger, redacted
 * like every line, instead of the console.
 */
export function connect(url: string, options: { poolMax?: number; applicationName?: string; log?: Logger } = {}): Knex {
  const { log } = options;
  return knexFactory({
    client: TenantPgClient as unknown as Knex.Config['client'],
    connection: { connectionString: url, application_name: options.applicationName ?? 'wharf' },
    pool: { min: 0, max: options.poolMax ?? 10 },
    acquireConnectionTimeout: 30_000,
    ...(log ? { log: { warn: (message: unknown) => log.warn({ knex: message }, 'knex'), error: (message: unknown) => log.error({ knex: message }, 'knex'), deprecate: (message: unknown) => log.debug({ knex: message }, 'knex'), debug: (message: unknown) => log.debug({ knex: message }, 'knex') } } : {}),
  });
}

/** The same server and database as `ownerUrl`, logged in as another role. */
export function withCredentials(ownerUrl: string, user: string, password: string): string {
  const url = new URL(ownerUrl);
  url.username = encodeURIComponent(user);
  url.password = encodeURIComponent(password);
  return url.toString();
}
