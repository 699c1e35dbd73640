import { AppError } from '../http/errors';
import { createScriptPool, type ScriptPool } from './scriptPool';
import { positiveIntegerSetting } from '../platform/envSettings';

let pool: ScriptPool | undefined;

/**
 * The pool's size from the environment: `WHARF_SCRIPT_WORKERS` threads (default 2) and
 * `WHARF_SCRIPT_QUEUE` scripts waiting per tenant (default 8). `loadConfig` calls it so a bad value
 * stops the start rather than the first script.
 */
export function scriptPoolSettings(env: NodeJS.ProcessEnv = process.env): { workers: number; maxWaitingPerTenant: number } {
  return { workers: positiveIntegerSetting(env, 'WHARF_SCRIPT_WORKERS', 2), maxWaitingPerTenant: positiveIntegerSetting(env, 'WHARF_SCRIPT_QUEUE', 8) };
}

/**
 * The process's one script pool (rule scripts, check-rule patterns, HTTP configs' returnScript),
 * started on first use with {@link scriptPoolSettings}.
 */
export function serverScriptPool(): ScriptPool {
  pool ??= createScriptPool(scriptPoolSettings(process.env));
  return pool;
}

/** Stops the pool's threads (tests and shutdown); the next use starts a new pool. */
export function disposeServerScriptPool(): void {
  pool?.dispose();
  pool = undefined;
}

/** The answer when a tenant already has its fill of scripts waiting: 503, try again shortly. */
export const scriptQueueFull = (): AppError => new AppError(503, 'sandbox/queue-full');
