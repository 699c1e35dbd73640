import type { RequestHandler } from 'express';
import type { TaskList } from 'graphile-worker';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { AppContext, JobContext, ScheduledJobKind } from '../context';
import type { PublishChecks } from './publishChecks';

export type { JobContext, JobFiring, ScheduledJobKind } from '../context';

/** Builds a router (or a middleware) for one app. Routers declare absolute paths (`/api/…`). */
export type RouterFactory = (ctx: AppContext) => RequestHandler;

/** A router a module contributes: mounted at the root, or at `path` (a middleware such as the visit log on `/api`). */
export type ModuleRouter = RouterFactory | { readonly path: string; readonly create: RouterFactory };

/** What a seed step gets: the owner connection, the seeded tenants' ids by code, the seed users' password. */
export interface SeedContext {
  owner: Knex;
  log: Logger;
  adminPassword: string;
  tenantIds: ReadonlyMap<string, string>;
  /** Whether seeded apps also get their example rows (the product's demo: yes; test databases: no). */
  exampleRows: boolean;
}

/** One idempotent seed step (it inserts only what is missing, like every seed). */
export type SeedStep = (seed: SeedContext) => Promise<void>;

/**
 * One area of the server as it plugs into the composition root (`app/modules.ts`): everything it
 * contributes to the process. Routers are named so the root can put them in its mount order; an
 * area never mounts another area's router.
 */
export interface ServerModule {
  /** Short and unique: names the module in the root's router order and in errors. */
  readonly name: string;
  /** Routers answering before `authenticate` (the login family, public entries). */
  readonly publicRouters?: Readonly<Record<string, ModuleRouter>>;
  /** Routers behind `authenticate` on `/api` (and the module's own prefixes outside it). */
  readonly routers?: Readonly<Record<string, ModuleRouter>>;
  /** graphile-worker tasks by job name. */
  readonly tasks?: (jobs: JobContext) => TaskList;
  /** Recurring jobs, one graphile-worker crontab line each. */
  readonly crontab?: ReadonlyArray<string>;
  /** Kinds of scheduled job a tenant's job console may pick (`jobClassName`), run by the job scheduler. */
  readonly jobKinds?: ReadonlyArray<ScheduledJobKind>;
  /** Seed steps, run after the platform's own seeds (tenants, menus, access, reference data, definitions). */
  readonly seeds?: ReadonlyArray<SeedStep>;
  /** The checks before publishing a definition of the kinds whose runtime this module owns (one module per kind). */
  readonly publishChecks?: PublishChecks;
  /** Where the browser goes after logging out of a session this module opened, or null (read before the session is revoked). */
  readonly logoutUrl?: AppContext['logoutUrl'];
  /** Called once the context exists, before the HTTP server listens. */
  readonly start?: (ctx: AppContext) => Promise<void> | void;
  /** Called after the HTTP server has drained, before the pools close (in the table's order). */
  readonly stop?: (ctx: AppContext) => Promise<void>;
}

/** A router as mounted: the module and the name it gave it, for errors and the exhaustiveness check. */
export interface RouterMount {
  readonly module: string;
  readonly name: string;
  readonly router: ModuleRouter;
}

/**
 * What the composition root hands the platform: the modules' contributions, assembled and in order.
 * The platform runs them without knowing any module.
 */
export interface ServerComposition {
  /** In mount order, before `authenticate`. */
  readonly publicRouters: ReadonlyArray<RouterMount>;
  /** In mount order, after `authenticate`. */
  readonly routers: ReadonlyArray<RouterMount>;
  tasks(jobs: JobContext): TaskList;
  /** graphile-worker's crontab text. */
  readonly crontab: string;
  /** Every module's scheduled job kinds, by name (a name twice throws at start). */
  readonly jobKinds: ReadonlyMap<string, ScheduledJobKind>;
  readonly seeds: ReadonlyArray<SeedStep>;
  /** Every module's publish checks, by kind. */
  readonly publishChecks: PublishChecks;
  /** The first URL a module gives for the session, or null. */
  readonly logoutUrl: AppContext['logoutUrl'];
  start(ctx: AppContext): Promise<void>;
  stop(ctx: AppContext): Promise<void>;
}
