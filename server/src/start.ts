import type { Server } from 'node:http';
import pino, { type Logger } from 'pino';
import type { ServerConfig } from './config';
import type { AppContext } from './context';
import { bootstrapDatabase } from './db/bootstrap';
import { connect } from './db/connect';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embeddedPostgres';
import { applySeeds } from './db/seed';
import { createApp } from './http/createApp';
import { redactSecrets } from './log/redactSecrets';
import { stopSessionCache } from './auth/sessionChangeListener';
import { disposeServerScriptPool } from './sandbox/serverScriptPool';
import type { ServerComposition } from './platform/module';
import { startWorker, type WorkerHandle } from './worker/startWorker';

export interface RunningServer {
  /** Where the API and web app answer (absent for a worker-only process). */
  url: string | undefined;
  ctx: AppContext;
  stop(): Promise<void>;
}

/** The process's logger: every argument of every line passes `redactSecrets` first. */
export function createLogger(destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: process.env.LOG_LEVEL ?? 'info',
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((arg) => redactSecrets(arg)) as Parameters<typeof method>);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

export interface StartOptions {
  /**
   * Called when the embedded PostgreSQL died and could not be started again: the process cannot
   * serve anything more (`main.ts` exits non-zero, for a supervisor to restart it).
   */
  onDatabaseLost?: (error: Error) => void;
}

/**
 * Starts the product assembled in `composition` (the root's, `app/composition.ts`): the database
 * (embedded when no DATABASE_URL), migrations and seeds, then the worker and/or the HTTP server
 * depending on the process role. `stop()` undoes it in reverse: no new requests, in-flight ones
 * finish, the worker stops, the modules' stop hooks run, pools close, the embedded database shuts down.
 */
export async function startServer(config: ServerConfig, composition: ServerComposition, log: Logger = createLogger(), options: StartOptions = {}): Promise<RunningServer> {
  if (config.isProduction && config.isDefaultAdminPassword) {
    throw new Error('NODE_ENV=production needs ADMIN_PASSWORD set: refusing to start with the development default password.');
  }
  const cleanups: Array<() => Promise<void>> = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await step().catch((error: unknown) => log.warn({ err: error }, 'shutdown step failed'));
  };

  try {
    let ownerUrl = config.databaseUrl;
    let embedded: EmbeddedDatabase | undefined;
    if (!ownerUrl) {
      embedded = await startEmbeddedPostgres(config.dataDir, log, 'wharf', (error) => {
        log.fatal({ err: error }, 'the embedded PostgreSQL is gone and could not be started again');
        options.onDatabaseLost?.(error);
      });
      cleanups.push(() => embedded!.stop());
      ownerUrl = embedded.url;
    }

    const owner = connect(ownerUrl, { poolMax: 4, applicationName: 'wharf-owner', log });
    cleanups.push(() => owner.destroy());
    const appLogin = await bootstrapDatabase(owner, ownerUrl, log, config.appDatabaseUrl);
    await applySeeds(owner, config.adminPassword, log, composition.seeds, { exampleRows: config.exampleRows });

    const db = connect(appLogin.url, { poolMax: 20, applicationName: 'wharf-api', log });
    cleanups.push(() => db.destroy());

    let worker: WorkerHandle | undefined;
    if (config.role !== 'api') {
      worker = await startWorker(ownerUrl, owner, log, { taskList: composition.tasks({ config, db, owner, log, jobKinds: composition.jobKinds }), crontab: composition.crontab });
      cleanups.push(() => worker!.stop());
    }
    const ctx: AppContext = {
      config,
      db,
      owner,
      log,
      workerStatus: () => (worker ? (worker.isRunning() ? 'up' : 'down') : 'not-in-this-process'),
      crontab: composition.crontab,
      publishChecks: composition.publishChecks,
      jobKinds: composition.jobKinds,
      logoutUrl: composition.logoutUrl,
    };

    // Runs after the HTTP server has drained (cleanups run in reverse) and before the pools close.
    cleanups.push(async () => {
      await composition.stop(ctx);
      await stopSessionCache(ctx);
      // The script pool's threads (started by the first rule script) would keep the process alive.
      disposeServerScriptPool();
    });
    await composition.start(ctx);

    let url: string | undefined;
    if (config.role !== 'worker') {
      const server = await listen(createApp(ctx, composition), config.port);
      cleanups.push(() => closeServer(server));
      const address = server.address();
      url = `http://localhost:${typeof address === 'object' && address ? address.port : config.port}`;
    }
    return { url, ctx, stop: cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

function listen(app: ReturnType<typeof createApp>, port: number): Promise<Server> {
  return new Promise((resolveServer, reject) => {
    const server = app.listen(port, (error?: Error) => (error ? reject(error) : resolveServer(server)));
  });
}

/** Stops accepting connections, lets in-flight requests finish (up to 10 s), then closes the rest. */
async function closeServer(server: Server): Promise<void> {
  const closed = new Promise<void>((resolveClose) => server.close(() => resolveClose()));
  server.closeIdleConnections();
  const deadline = setTimeout(() => server.closeAllConnections(), 10_000);
  await closed;
  clearTimeout(deadline);
}
