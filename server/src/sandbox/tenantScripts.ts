import type { SandboxResult, ScriptSandbox } from '@wharf/engine';
import { serverScriptPool } from './serverScriptPool';

/** Check-rule patterns get a shorter leash than scripts: a match is one call, not a program. */
const patternHardLimitMs = 1000;

/** One tenant's sandboxes for one piece of work (a record's rules, a check, an HTTP config call). */
export interface TenantScripts {
  /** Rule scripts and returnScripts, with the pool's default limits. */
  scripts: ScriptSandbox;
  /** Check-rule regular expressions. */
  patterns: ScriptSandbox;
}

/**
 * The process's script pool bound to a tenant, with the work's runs going one after another: the
 * rules of one record ask for many fields at once, and sending them all would fill the tenant's
 * waiting queue (and be refused) on an ordinary save; in turn, one piece of work holds at most one
 * place in the queue.
 */
export function tenantScripts(tenantId: string): TenantScripts {
  const pool = serverScriptPool();
  let chain: Promise<unknown> = Promise.resolve();
  const inTurn = (run: () => Promise<SandboxResult>): Promise<SandboxResult> => {
    const next = chain.then(run, run);
    chain = next;
    return next;
  };
  const bound = (limits?: { hardLimitMs: number }): ScriptSandbox => ({
    run: (script, input) => inTurn(() => pool.run(tenantId, script, input, limits)),
    dispose: () => undefined,
  });
  return { scripts: bound(), patterns: bound({ hardLimitMs: patternHardLimitMs }) };
}
