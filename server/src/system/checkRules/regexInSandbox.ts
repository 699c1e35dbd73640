import type { RegexTester, ScriptSandbox } from '@wharf/engine';
import { AppError } from '../../http/errors';
import { createWorkerSandboxHost } from '../../sandbox/workerSandboxHost';

// The pattern and the text travel as JSON input; the script itself is constant.
const wholeMatchScript = "return new RegExp('^(?:' + input.pattern + ')$', 'u').test(input.text);";

let host: ScriptSandbox | undefined;

/**
 * Whole-value regular-expression matching for check rules, run in QuickJS in a worker thread: a
 * catastrophic pattern (e.g. `(a+)+$`) backtracks inside the worker, which is terminated at the
 * hard limit, so the API process never stalls. A run that does not finish is refused as a 400.
 * One thread for the process, started on first use.
 */
export const regexInSandbox: RegexTester = async (pattern, text) => {
  host ??= createWorkerSandboxHost({ workers: 1, timeLimitMs: 200, hardLimitMs: 1000 });
  const result = await host.run(wholeMatchScript, { pattern, text });
  if (result.ok) return result.value === true;
  if (result.error.code === 'sandbox/timeout') throw new AppError(400, 'checkRule/timeout');
  // A pattern that QuickJS rejects although V8 compiled it when the rule was saved does not match.
  return false;
};
