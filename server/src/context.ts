import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { ServerConfig } from './config';
import type { PublishChecks } from './platform/publishChecks';

/** What every operation needs: the two connections, the logger and the configuration. */
export interface AppContext {
  config: ServerConfig;
  /** Queries on behalf of a caller: the non-owner app role, always inside `withTenant`. */
  db: Knex;
  /** Owner connection: seeds, maintenance and the job queue; never used for a caller's data. */
  owner: Knex;
  log: Logger;
  /** Whether this process's background worker is running ('up'), absent, or stopped. */
  workerStatus(): 'up' | 'down' | 'not-in-this-process';
  /** The worker's recurring jobs (graphile-worker crontab text) as the composition root assembled them. */
  crontab: string;
  /** Each kind's check before publishing, from the modules (`ServerModule.publishChecks`), assembled by the root. */
  publishChecks: PublishChecks;
  /** The scheduled job kinds the modules offer the job console (`ServerModule.jobKinds`), by name. */
  jobKinds: ReadonlyMap<string, ScheduledJobKind>;
  /**
   * Where the browser goes after a session is logged out, asked of the module that opened it (SSO's
   * end-session page), or null: `ServerModule.logoutUrl`, gathered by the root.
   */
  logoutUrl(ctx: AppContext, tenantId: string, sessionId: string): Promise<string | null>;
}

/**
 * What background tasks get: the app-role pool for tenant data, the owner for maintenance, the data
 * folder, and the scheduled job kinds (the composition always gives them; a task's own test may not).
 */
export type JobContext = Pick<AppContext, 'db' | 'owner' | 'config' | 'log'> & Partial<Pick<AppContext, 'jobKinds'>>;

/** One firing of a scheduled job, as its kind runs it. */
export interface JobFiring {
  /** The tenant the job belongs to; kinds set it on their transactions (row-level security). */
  readonly tenantId: string;
  /** The job's `parameter`, already checked against the kind's `parameterSchema`. */
  readonly parameter: Record<string, unknown>;
  /** Appends one line to the run's log (shown in the run history). */
  readonly log: (line: string) => void;
}

/**
 * A kind of scheduled job a module offers the job console (spec §3 quartz job `jobClassName`):
 * a tenant's job names one kind and gives it a `parameter` the kind's schema accepts.
 */
export interface ScheduledJobKind {
  /** jobClassName, e.g. 'warning.evaluate' */ readonly name: string;
  /** JSON Schema the job's `parameter` (a JSON object) must satisfy */ readonly parameterSchema: object;
  /** Runs one firing; throws to mark the run failed. `log` lines go to the run history. */
  run(jobs: JobContext, firing: JobFiring): Promise<void>;
}
