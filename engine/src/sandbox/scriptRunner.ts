import type { SandboxError, ScriptSandbox } from './types';

/** The port the field-rule compiler accepts for custom script rules. */
export interface ScriptRunner {
  run(script: string, input: unknown): Promise<unknown>;
}

/** A sandbox failure as an exception, for callers of the promise-only `ScriptRunner` port. */
export class ScriptSandboxError extends Error {
  readonly code: SandboxError['code'];
  readonly path: SandboxError['path'];
  readonly detail: string | undefined;
  constructor(error: SandboxError) {
    super(error.message);
    this.name = 'ScriptSandboxError';
    this.code = error.code;
    this.path = error.path;
    this.detail = error.detail;
  }
}

/**
 * Adapts a sandbox to the `ScriptRunner` port: resolves with the script's JSON output and rejects with
 * a `ScriptSandboxError` (carrying the sandbox's code) when the run fails.
 */
export function toScriptRunner(sandbox: ScriptSandbox): ScriptRunner {
  return {
    async run(script, input) {
      const result = await sandbox.run(script, input);
      if (!result.ok) throw new ScriptSandboxError(result.error);
      return result.value;
    },
  };
}

/**
 * True for a failure of the host, not of the script: `sandbox/queue-full` (too many scripts waiting).
 * Callers pass it on instead of blaming the script. Structural (any error whose `code` says so), so a
 * host may throw its own error class — the server's carries the HTTP status 503.
 */
export function isSandboxCapacityError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'sandbox/queue-full';
}
