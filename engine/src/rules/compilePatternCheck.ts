import type { FormFieldRule } from '@wharf/schemas';
import type { IssueDraft } from '../validation/types';
import { isPatternPreset, patternPresets, presetByteLimit } from './patternPresets';
import type { SyncCheck } from './types';

/** A tester for one pattern entry: a preset's test, or the custom regular expression's. */
interface PatternTester {
  test(text: string): boolean;
  /** Message when the rule has none: the preset's own, or the generic "wrong format". */
  failure(title: string): IssueDraft;
}

// Testers are objects with methods rather than arrow-function properties: compiling a 300-field form
// creates hundreds of them, and esbuild's keepNames (used by tsx and vitest) wraps every named arrow in
// a defineProperty call, which made compiling several times slower.

/** Compiles one `pattern` entry. A custom expression that does not compile fails every value with invalid-regex. */
export function compilePattern(pattern: string, path: string): PatternTester {
  if (isPatternPreset(pattern)) {
    const preset = patternPresets[pattern];
    const limit = presetByteLimit(pattern);
    return {
      test: preset.test,
      failure(title) {
        return { path, code: preset.messageCode, args: limit === undefined ? [title] : [title, limit] };
      },
    };
  }
  try {
    // Custom expressions were written for JavaScript without flags; they are compiled, never run as code.
    const regex = new RegExp(pattern);
    return {
      test(text) {
        return regex.test(text);
      },
      failure(title) {
        return { path, code: 'validation/field-pattern', args: [title] };
      },
    };
  } catch {
    return {
      test() {
        return false;
      },
      failure() {
        return { path, code: 'validation/invalid-regex', args: [pattern] };
      },
    };
  }
}

/** The rule's own message, when it has one, as an issue that carries it verbatim. */
export function ownMessage(rule: FormFieldRule, path: string): IssueDraft | undefined {
  return rule.message !== undefined && rule.message !== '' ? { path, code: 'validation/field-rule', args: [rule.message] } : undefined;
}

/**
 * The pattern part of a rule: `pattern` alone, or the custom combination `comPattern` whose entries
 * must all match (matchType and, the default) or at least one (or). Values are tested as text.
 */
export function compilePatternCheck(rule: FormFieldRule, title: string, path: string): SyncCheck | undefined {
  const entries = [...(rule.pattern !== undefined ? [rule.pattern] : []), ...(rule.comPattern?.patterns ?? [])];
  if (entries.length === 0) return undefined;
  const testers = entries.map((entry) => compilePattern(entry, path));
  const isAny = rule.comPattern?.matchType === 'or' && rule.pattern === undefined;
  const custom = ownMessage(rule, path);
  return (_value, text) => {
    if (isAny) return testers.some((t) => t.test(text)) ? undefined : (custom ?? testers[0]!.failure(title));
    const failed = testers.find((t) => !t.test(text));
    return failed ? (custom ?? failed.failure(title)) : undefined;
  };
}
