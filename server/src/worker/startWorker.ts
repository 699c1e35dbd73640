import { run, type Runner, type TaskList } from 'graphile-worker';
import type { Knex } from 'knex';
import type { Logger as PinoLogger } from 'pino';
import { Logger } from 'graphile-worker';
import { WorkerLiveness } from './workerLiveness';

/** What the worker runs: the modules' tasks and crontab, as the composition root assembled them. */
export interface WorkerWork {
  taskList: TaskList;
  crontab: string;
}

export interface WorkerHandle {
  /** The runner is running and this process's liveness connection to the database is up. */
  isRunning(): boolean;
  stop(): Promise<void>;
}

/** A runner that stopped with an error (its database gone too long) is started again after this. */
const restartDelayMs = 5000;

/**
 * Starts graphile-worker on the owner connection; signals are left to our own shutdown. The
 * liveness lock is taken first, so jobs that dead workers left locked are freed before this
 * runner starts and each new worker is listed as alive at once (`workerLiveness.ts`). graphile-worker
 * reconnects by itself after a database outage; should its runner still stop with an error, it is
 * started again until `stop()`. Maintenance tasks run as the owner; a task that works on a tenant's
 * data reads `tenantId` from its payload (stamped by `wharf_enqueue_job`) and runs its queries
 * through `withTenant` on the app role, like a request does.
 */
export async function startWorker(ownerUrl: string, owner: Knex, log: PinoLogger, work: WorkerWork): Promise<WorkerHandle> {
  const liveness = new WorkerLiveness(ownerUrl, owner, log);
  await liveness.start();
  const logger = new Logger(() => (level, message, meta) => {
    const method = level === 'error' ? 'error' : level === 'warning' ? 'warn' : 'debug';
    log[method]({ worker: meta }, message);
  });
  const startRunner = () => run({
    connectionString: ownerUrl,
    concurrency: 2,
    noHandleSignals: true,
    pollInterval: 1000,
    taskList: work.taskList,
    crontab: work.crontab,
    logger,
    events: liveness.events,
  });

  let runner: Runner | undefined;
  let isStopping = false;
  let restartTimer: NodeJS.Timeout | undefined;
  const watch = (current: Runner) => {
    current.promise.then(
      () => {
        if (runner === current) runner = undefined;
      },
      (error: unknown) => {
        if (runner === current) runner = undefined;
        if (isStopping) return;
        log.error({ err: error }, 'worker stopped with an error; starting it again shortly');
        restartTimer = setTimeout(() => void restart(), restartDelayMs);
      },
    );
  };
  const restart = async () => {
    if (isStopping) return;
    try {
      runner = await startRunner();
      watch(runner);
      log.info('worker started again');
    } catch (error) {
      log.warn({ err: error }, 'worker could not start again yet');
      restartTimer = setTimeout(() => void restart(), restartDelayMs);
    }
  };

  try {
    runner = await startRunner();
  } catch (error) {
    await liveness.stop();
    throw error;
  }
  watch(runner);
  return {
    isRunning: () => runner !== undefined && liveness.isConnected(),
    stop: async () => {
      isStopping = true;
      clearTimeout(restartTimer);
      await runner?.stop();
      runner = undefined;
      await liveness.stop();
    },
  };
}
