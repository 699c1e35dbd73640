import type { Express } from 'express';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { AppContext } from '../context';
import { applySeeds as applyPlatformSeeds } from '../db/seed';
import { createApp as createHttpApp } from '../http/createApp';
import type { JobContext } from '../platform/module';
import { startWorker as startWorkerRunner, type WorkerHandle } from '../worker/startWorker';
import { composeModules } from './composeModules';
import { serverModules } from './modules';
import { publicRouterOrder, routerOrder } from './routerOrder';

/** The server as assembled from the module table: what `main.ts` starts. */
export const wharf = composeModules(serverModules, { publicRouters: publicRouterOrder, routers: routerOrder });

/** The Express app with every module's routers (tests and the bench serve it on their own database). */
export function createApp(ctx: AppContext): Express {
  return createHttpApp(ctx, wharf);
}

/** The seeds, the platform's and the modules' (tests and the bench seed their own databases). */
export function applySeeds(owner: Knex, adminPassword: string, log: Logger): Promise<void> {
  return applyPlatformSeeds(owner, adminPassword, log, wharf.seeds);
}

/** A worker running every module's tasks and crontab. */
export function startWorker(ownerUrl: string, owner: Knex, log: Logger, jobs: JobContext): Promise<WorkerHandle> {
  return startWorkerRunner(ownerUrl, owner, log, { taskList: wharf.tasks(jobs), crontab: wharf.crontab });
}
