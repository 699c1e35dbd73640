import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startAppServer } from './appServer';

const webRoot = resolve(import.meta.dirname, '..');
const repoRoot = resolve(webRoot, '..');
/** Where the app is built for the browser tests: web/dist, or E2E_WEB_DIST so parallel runs on one checkout do not overwrite each other's build. */
const webDist = resolve(process.env.E2E_WEB_DIST || join(webRoot, 'dist'));
export const adminPassword = 'E2e!Wharf-2026';
/**
 * Most browser tests start by logging in as demo_admin from 127.0.0.1; on a fast machine more than
 * the default ten a minute came in and the next login answered 429. The limits themselves are
 * covered by the server's tests (login, alteration).
 */
const browserTestLoginLimits = { WHARF_LOGIN_LIMIT_PER_IP: '1000', WHARF_LOGIN_LIMIT_PER_ACCOUNT: '1000' };
/** The browser tests make the rows they look at; the demo's example declarations would crowd their lists. */
const withoutExampleRows = { WHARF_EXAMPLE_ROWS: '0' };

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * One real server per e2e worker, each with its own data folder and database, serving the freshly built app;
     * empty when the server could not start. A test file reads its worker's through `workerBaseUrl()`.
     */
    baseUrls: string[];
    serverProblem: string;
    adminPassword: string;
  }
}

/**
 * Builds the app, starts one real server per e2e worker and hands their urls to the browser tests;
 * stops the servers with SIGTERM afterwards. A server per worker means two files running at the same
 * time never see each other's settings, languages or definitions, just as when they ran one by one.
 */
export default async function setup(project: TestProject) {
  project.provide('adminPassword', adminPassword);
  // A separate process: inside vitest NODE_ENV is 'test', which would give React's development build.
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', webDist, '--emptyOutDir'], { cwd: webRoot, env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`vite build failed:\n${built.stdout}\n${built.stderr}`);
  // A lazy import that something also imports statically splits nothing (the kinds' registries rely on it).
  const ineffective = `${built.stdout}\n${built.stderr}`.split('\n').filter((line) => line.includes('INEFFECTIVE_DYNAMIC_IMPORT'));
  if (ineffective.length > 0) throw new Error(`vite build: dynamic imports that split nothing:\n${ineffective.join('\n')}`);
  const mainFile = join(repoRoot, 'server', 'src', 'main.ts');
  if (!existsSync(mainFile)) {
    project.provide('baseUrls', []);
    project.provide('serverProblem', 'server/src/main.ts does not exist yet');
    return;
  }
  const started = await Promise.allSettled(Array.from({ length: project.config.maxWorkers ?? 1 }, () => startAppServer(webDist, { ADMIN_PASSWORD: adminPassword, NODE_ENV: 'test', ...browserTestLoginLimits, ...withoutExampleRows })));
  const servers = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
  const failure = started.find((outcome) => outcome.status === 'rejected');
  if (failure) {
    await stopAll();
    throw failure.reason;
  }
  project.provide('baseUrls', servers.map((server) => server.baseUrl));
  project.provide('serverProblem', '');
  return stopAll;
}
