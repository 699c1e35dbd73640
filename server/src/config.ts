import { resolve } from 'node:path';
import { extraConnectSources } from './http/securityHeaders';
import { loginRateLimitSettings } from './platform/envSettings';
import { operationSettings, type OperationSettings } from './platform/operationSettings';
import { parseAllowList } from './platform/outboundAllowList';
import { scriptPoolSettings } from './sandbox/serverScriptPool';

/** Which parts of the product one process runs (README: "API and worker processes"). */
export type ProcessRole = 'all' | 'api' | 'worker';

/** The settings of the process; `OperationSettings` are the demo mode and the export and upload limits. */
export interface ServerConfig extends OperationSettings {
  port: number;
  /** Owner connection (migrations, seeds, the job queue). Absent: start an embedded PostgreSQL. */
  databaseUrl: string | undefined;
  /** Connection for request queries as the non-owner app role; derived when absent. */
  appDatabaseUrl: string | undefined;
  dataDir: string;
  adminPassword: string;
  isDefaultAdminPassword: boolean;
  isProduction: boolean;
  role: ProcessRole;
  webDistDir: string;
  /** Seed the example apps' rows into the demo tenant (`WHARF_EXAMPLE_ROWS`, default 1; 0 for none). */
  exampleRows: boolean;
  /** Bearer token `/metrics` asks of Prometheus (`METRICS_TOKEN`); absent: `/metrics` is off (404). */
  metricsToken?: string;
  /** LibreOffice's `soffice`, which imports read .xls files with (`WHARF_SOFFICE_PATH`); absent: looked up on PATH. */
  sofficePath?: string;
}

/** The development password printed at start; production refuses to run with it. */
export const defaultAdminPassword = 'Wharf@2026dev';

const repoRoot = resolve(import.meta.dirname, '..', '..');

/** Reads the configuration from the environment and command-line flags (`--api`, `--worker`). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv.slice(2)): ServerConfig {
  const role = parseRole(env.WHARF_ROLE, argv);
  const adminPassword = env.ADMIN_PASSWORD || defaultAdminPassword;
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  // A bad SSRF allow-list entry (a bare address would open all its ports) stops the start with how to write it.
  parseAllowList(env.WHARF_HTTP_ALLOW);
  // So do a bad script pool size and a bad extra CSP origin, rather than the first script or request.
  scriptPoolSettings(env);
  loginRateLimitSettings(env);
  extraConnectSources(env.WHARF_CSP_CONNECT_SRC);
  return {
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    appDatabaseUrl: env.APP_DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR || resolve(repoRoot, '.data')),
    adminPassword,
    isDefaultAdminPassword: adminPassword === defaultAdminPassword,
    isProduction: env.NODE_ENV === 'production',
    role,
    webDistDir: resolve(env.WEB_DIST_DIR || resolve(repoRoot, 'web', 'dist')),
    exampleRows: parseExampleRows(env.WHARF_EXAMPLE_ROWS),
    ...operationSettings(env),
    metricsToken: parseMetricsToken(env.METRICS_TOKEN),
    ...(env.WHARF_SOFFICE_PATH ? { sofficePath: env.WHARF_SOFFICE_PATH } : {}),
  };
}

/** A guessable scrape token would publish the installation's figures: at least 16 characters. */
function parseMetricsToken(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters (it protects /metrics)');
  return value;
}

function parseExampleRows(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === '1') return true;
  if (value === '0') return false;
  throw new Error(`WHARF_EXAMPLE_ROWS must be 1 or 0, got "${value}"`);
}

function parseRole(fromEnv: string | undefined, argv: string[]): ProcessRole {
  if (argv.includes('--api')) return 'api';
  if (argv.includes('--worker')) return 'worker';
  if (fromEnv === 'api' || fromEnv === 'worker' || fromEnv === 'all') return fromEnv;
  if (fromEnv) throw new Error(`WHARF_ROLE must be all, api or worker, got "${fromEnv}"`);
  return 'all';
}
