import type { RegexTester, ScriptSandbox } from '@wharf/engine';
import { AppError } from '../../http/errors';
import { scriptQueueFull } from '../../sandbox/serverScriptPool';

// The pattern and the text travel as JSON input; the script itself is constant.
const wholeMatchScript = "return new RegExp('^(?:' + input.pattern + ')$', 'u').test(input.text);";

/**
 * Whole-value regular-expression matching for check rules, run in the tenant's script sandbox
 * (`tenantScripts(tenantId).patterns`): a catastrophic pattern (e.g. `(a+)+$`) backtracks inside a
 * worker thread, which is terminated at the hard limit, so the API process never stalls. A run that
 * does not finish is refused as a 400; a full queue answers 503.
 */
export function regexTesterFor(sandbox: ScriptSandbox): RegexTester {
  return async (pattern, text) => {
    const result = await sandbox.run(wholeMatchScript, { pattern, text });
    if (result.ok) return result.value === true;
    if (result.error.code === 'sandbox/timeout') throw new AppError(400, 'checkRule/timeout');
    if (result.error.code === 'sandbox/queue-full') throw scriptQueueFull();
    // A pattern that QuickJS rejects although V8 compiled it when the rule was saved does not match.
    return false;
  };
}
