import type { SandboxErrorCode } from './types';

/**
 * Which failure a QuickJS exception stands for. QuickJS reports its limits as InternalErrors
 * ("interrupted", "out of memory", "stack overflow"); everything else the script caused itself.
 */
export function classifyScriptError(name: string, message: string): SandboxErrorCode {
  if (name === 'InternalError' && message === 'interrupted') return 'sandbox/timeout';
  if (/out of memory/i.test(message)) return 'sandbox/memory';
  if (/stack overflow|call stack/i.test(message)) return 'sandbox/stack-overflow';
  if (name === 'SyntaxError') return 'sandbox/syntax';
  return 'sandbox/runtime';
}

/**
 * Which failure a host exception from inside the WebAssembly stands for: QuickJS's own limits keep their
 * meaning (an interrupt is a timeout), and anything else there is the memory running out.
 */
export function classifyHostError(error: unknown): SandboxErrorCode {
  const code = error instanceof Error ? classifyScriptError(error.name, error.message) : 'sandbox/runtime';
  return code === 'sandbox/runtime' ? 'sandbox/memory' : code;
}

/** Keeps a script's own error text short: it is shown to builders and logged, never trusted. */
export function shortenDetail(text: string, limit = 300): string {
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}
