import type { Knex } from 'knex';
import type { PoolClient } from 'pg';
import { runMigrations as runQueueMigrations } from 'graphile-worker';
import type { Logger } from 'pino';
import { migrationSource } from '../../../migrations/index';
import { ensureDatabaseRoles, type AppLogin } from './databaseRoles';

/** One number for pg_advisory_lock, so processes starting together migrate one at a time. */
const bootstrapLockKey = 7_301_122;

/**
 * Prepares a database for the product, idempotently and as its owner: the app and reader roles
 * (`databaseRoles.ts`), the job queue's schema, the platform migrations. Returns how request
 * queries log in (`appDatabaseUrl` when given: then the app role is used as it is).
 * Concurrent starts (several API and worker processes) queue on an advisory lock.
 */
export async function bootstrapDatabase(owner: Knex, ownerUrl: string, log: Logger, appDatabaseUrl?: string): Promise<AppLogin> {
  const connection = (await owner.client.acquireConnection()) as PoolClient;
  try {
    await connection.query('select pg_advisory_lock($1)', [bootstrapLockKey]);
    const login = await ensureDatabaseRoles(connection, ownerUrl, appDatabaseUrl);
    await runQueueMigrations({ connectionString: ownerUrl });
    const [, applied] = (await owner.migrate.latest({ migrationSource })) as [number, string[]];
    if (applied.length > 0) log.info({ applied }, 'migrations applied');
    return login;
  } finally {
    // The lock belongs to the pooled connection: release it before the connection goes back.
    await connection.query('select pg_advisory_unlock($1)', [bootstrapLockKey]).catch(() => undefined);
    await owner.client.releaseConnection(connection);
  }
}
