import { AppError } from '../http/errors';
import { createScriptPool, type ScriptPool } from './scriptPool';

let pool: ScriptPool | undefined;

/** A whole number from the environment, or the default when unset; a bad value stops with how to write it. */
function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1, got "${text}"`);
  return value;
}

/**
 * The pool's size from the environment: `WHARF_SCRIPT_WORKERS` threads (default 2) and
 * `WHARF_SCRIPT_QUEUE` scripts waiting per tenant (default 8). `loadConfig` calls it so a bad value
 * stops the start rather than the first script.
 */
export function scriptPoolSettings(env: NodeJS.ProcessEnv = process.env): { workers: number; maxWaitingPerTenant: number } {
  return { workers: positiveInteger(env, 'WHARF_SCRIPT_WORKERS', 2), maxWaitingPerTenant: positiveInteger(env, 'WHARF_SCRIPT_QUEUE', 8) };
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
