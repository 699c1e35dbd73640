import { EventEmitter } from 'node:events';
import { makeWorkerUtils, type WorkerEvents, type WorkerUtils } from 'graphile-worker';
import type { Knex } from 'knex';
import pg from 'pg';
import type { Logger } from 'pino';

/** The advisory lock class (first key) of worker processes' liveness locks; the second key is the process's. */
const livenessLockClass = 7_301_123;
/** How often a worker process frees dead workers' jobs (the spec asks for "within a minute"). */
const sweepIntervalMs = 20_000;
/**
 * A job locked by a worker that never registered (its process died in its first moments, or it ran
 * before the registry existed) is freed once its lock is this old: a live worker registers within
 * milliseconds of being created.
 */
const unregisteredGraceSeconds = 60;
const reconnectDelayMs = 1000;

/**
 * Workers whose jobs must be freed: listed with a process whose advisory lock is gone, or not listed
 * at all and holding a lock older than the grace period. Read through graphile-worker's public `jobs` view.
 */
const deadWorkersSql = `
  with live as (
    select w.worker_id from wharf_worker_liveness w
      join pg_locks l on l.locktype = 'advisory' and l.classid = ? and l.objid = w.lock_key::oid and l.objsubid = 2 and l.granted
       and l.database = (select oid from pg_database where datname = current_database())
  )
  select distinct j.locked_by as worker_id from graphile_worker.jobs j
   where j.locked_by is not null
     and j.locked_by not in (select worker_id from live)
     and (j.locked_by in (select worker_id from wharf_worker_liveness) or j.locked_at < now() - make_interval(secs => ?))
  union
  select w.worker_id from wharf_worker_liveness w where w.worker_id not in (select worker_id from live)`;

/**
 * Tells other processes this one's workers are alive, and frees the jobs of workers that are not.
 *
 * graphile-worker 0.17 leaves a job locked by a worker that died (a killed process) for four hours.
 * Here each worker process holds a session-level advisory lock on a dedicated connection for its
 * whole life and lists its worker pool's and workers' ids (`wharf_worker_liveness`, migration
 * 0076); PostgreSQL drops the lock the moment the process's connection goes. At start and every
 * 20 s, every worker process frees (graphile-worker's `forceUnlockWorkers`) the jobs of listed
 * workers whose lock is gone, so the job runs again on a live worker. Jobs must therefore be safe
 * to run again (the import's write commits its rows together with its end, under the run's lock).
 * A process whose liveness connection drops while its jobs still run may see them run twice.
 */
export class WorkerLiveness {
  /** Handed to graphile-worker's `run`: it announces each worker it creates. */
  readonly events: WorkerEvents = new EventEmitter() as WorkerEvents;
  private readonly ownWorkers = new Set<string>();
  private client: pg.Client | undefined;
  private isLocked = false;
  private lockKey: number | undefined;
  private sweepTimer: NodeJS.Timeout | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private isStopped = false;
  private utils: WorkerUtils | undefined;

  constructor(
    private readonly ownerUrl: string,
    private readonly owner: Knex,
    private readonly log: Logger,
  ) {
    // graphile-worker 0.17 locks jobs with its pool's id, and its workers have ids too: list both.
    const listed = (id: string) => {
      this.ownWorkers.add(id);
      void this.register().catch((error: unknown) => this.log.warn({ err: error }, 'could not register a worker as alive; the next sweep tries again'));
    };
    this.events.on('pool:create', ({ workerPool }) => listed(workerPool.id));
    this.events.on('worker:create', ({ worker }) => listed(worker.workerId));
  }

  /** Whether this process holds its liveness lock: its connection to the database is up. */
  isConnected(): boolean {
    return this.isLocked;
  }

  /** Takes the lock, then frees what dead workers left locked, now and every 20 s. */
  async start(): Promise<void> {
    this.utils = await makeWorkerUtils({ connectionString: this.ownerUrl, maxPoolSize: 1 });
    await this.connect();
    await this.sweep();
    this.sweepTimer = setInterval(() => void this.sweep(), sweepIntervalMs);
    this.sweepTimer.unref();
  }

  async stop(): Promise<void> {
    this.isStopped = true;
    clearInterval(this.sweepTimer);
    clearTimeout(this.retryTimer);
    // A clean stop: the workers have finished, so their entries go (the lock goes with the connection).
    if (this.ownWorkers.size > 0) await this.owner('wharf_worker_liveness').whereIn('worker_id', [...this.ownWorkers]).delete().catch(() => undefined);
    await this.client?.end().catch(() => undefined);
    await Promise.resolve(this.utils?.release()).catch(() => undefined);
  }

  /** Frees the jobs of dead workers and forgets them. Errors (the database away) wait for the next sweep. */
  async sweep(): Promise<string[]> {
    try {
      await this.register();
      const { rows } = await this.owner.raw<{ rows: Array<{ worker_id: string }> }>(deadWorkersSql, [livenessLockClass, unregisteredGraceSeconds]);
      const dead = rows.map((row) => row.worker_id).filter((id) => !this.ownWorkers.has(id));
      if (dead.length === 0) return [];
      await this.utils!.forceUnlockWorkers(dead);
      await this.owner('wharf_worker_liveness').whereIn('worker_id', dead).delete();
      this.log.warn({ workers: dead }, 'freed the jobs of workers that are gone; they run again');
      return dead;
    } catch (error) {
      if (!this.isStopped) this.log.warn({ err: error }, 'could not check for dead workers; trying again later');
      return [];
    }
  }

  /** Lists this process's workers with its lock key (only while the lock is held). */
  private async register(): Promise<void> {
    if (!this.isLocked || this.lockKey === undefined || this.ownWorkers.size === 0) return;
    const rows = [...this.ownWorkers].map((workerId) => ({ worker_id: workerId, lock_key: this.lockKey! }));
    await this.owner('wharf_worker_liveness').insert(rows).onConflict('worker_id').merge(['lock_key']);
  }

  private async connect(): Promise<void> {
    if (this.isStopped) return;
    const client = new pg.Client({ connectionString: this.ownerUrl, application_name: 'wharf-worker-liveness' });
    this.client = client;
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      if (this.lockKey === undefined) {
        const { rows } = await client.query<{ key: number }>("select nextval('wharf_worker_lock_key_seq')::int as key");
        this.lockKey = rows[0]!.key;
      }
      const { rows: [taken] } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [livenessLockClass, this.lockKey]);
      if (!taken?.ok) throw new Error(`worker liveness lock ${this.lockKey} is held by another session`);
      if (this.client !== client) return;
      if (this.retryTimer) this.log.info('worker liveness connection is back');
      this.isLocked = true;
      await this.register();
    } catch (error) {
      this.lost(client, error);
    }
  }

  private lost(client: pg.Client, error?: unknown): void {
    if (this.client !== client) return;
    this.client = undefined;
    const wasLocked = this.isLocked;
    this.isLocked = false;
    client.end().catch(() => undefined);
    if (this.isStopped) return;
    // Once per outage, not once per attempt (a second apart).
    if (wasLocked) this.log.warn({ err: error }, 'worker liveness connection lost; reconnecting every second');
    else this.log.debug({ err: error }, 'worker liveness connection: still reconnecting');
    this.retryTimer = setTimeout(() => void this.connect(), reconnectDelayMs);
    this.retryTimer.unref();
  }
}
