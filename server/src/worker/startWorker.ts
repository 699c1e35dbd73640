import { run, type Runner } from 'graphile-worker';
import type { Knex } from 'knex';
import type { Logger as PinoLogger } from 'pino';
import { Logger } from 'graphile-worker';
import type { JobContext } from '../system/downloads/exportTaskJob';
import { createTaskList, crontab } from './tasks';
import { WorkerLiveness } from './workerLiveness';

export interface WorkerHandle {
  /** The runner is running and this process's liveness connection to the database is up. */
  isRunning(): boolean;
  stop(): Promise<void>;
}

/**
 * Starts graphile-worker on the owner connection; signals are left to our own shutdown. The
 * liveness lock is taken first, so jobs that dead workers left locked are freed before this
 * runner starts and each new worker is listed as alive at once (`workerLiveness.ts`).
 */
export async function startWorker(ownerUrl: string, owner: Knex, log: PinoLogger, jobs: JobContext): Promise<WorkerHandle> {
  let isRunning = true;
  const liveness = new WorkerLiveness(ownerUrl, owner, log);
  await liveness.start();
  const logger = new Logger(() => (level, message, meta) => {
    const method = level === 'error' ? 'error' : level === 'warning' ? 'warn' : 'debug';
    log[method]({ worker: meta }, message);
  });
  const runner: Runner = await run({
    connectionString: ownerUrl,
    concurrency: 2,
    noHandleSignals: true,
    pollInterval: 1000,
    taskList: createTaskList(owner, jobs),
    crontab,
    logger,
    events: liveness.events,
  });
  runner.promise.then(
    () => (isRunning = false),
    (error: unknown) => {
      isRunning = false;
      log.error({ err: error }, 'worker stopped with an error');
    },
  );
  return {
    isRunning: () => isRunning && liveness.isConnected(),
    stop: async () => {
      if (isRunning) await runner.stop();
      isRunning = false;
      await liveness.stop();
    },
  };
}
