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
  /**
   * Where the browser goes after a session is logged out, asked of the module that opened it (SSO's
   * end-session page), or null: `ServerModule.logoutUrl`, gathered by the root.
   */
  logoutUrl(ctx: AppContext, tenantId: string, sessionId: string): Promise<string | null>;
}
