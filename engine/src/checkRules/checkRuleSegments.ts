/**
 * Check rules (spec §5 "Rule-code check"): a named code format, read left to right as segments.
 * A value passes when the segments consume it exactly: each takes its characters from where the
 * previous one stopped, and nothing may be left over.
 */
export type CheckRuleCharset = 'digits' | 'letters' | 'alphanumeric' | 'any';

/** `length` is a number of characters, or '*' for "the rest of the value" (last segment only). */
export type CheckRuleLength = number | '*';

export type CheckRuleSegment =
  | { kind: 'chars'; length: CheckRuleLength; charset: CheckRuleCharset; message?: string }
  | { kind: 'fixed'; text: string; message?: string }
  | { kind: 'regex'; length: CheckRuleLength; pattern: string; message?: string };

export interface CheckRuleIssue {
  path: string;
  code: string;
}

/** Bounds that keep a rule cheap to store and to run. */
export const checkRuleLimits = { segments: 20, length: 200, fixedText: 100, pattern: 200, message: 200, value: 1000 } as const;

const charsetPatterns: Record<CheckRuleCharset, RegExp> = {
  digits: /^[0-9]*$/,
  letters: /^[A-Za-z]*$/,
  alphanumeric: /^[A-Za-z0-9]*$/,
  any: /^[\s\S]*$/,
};

function checkLength(length: unknown, isLast: boolean, path: string, issues: CheckRuleIssue[]): void {
  if (length === '*') {
    if (!isLast) issues.push({ path: `${path}/length`, code: 'checkRule/rest-not-last' });
    return;
  }
  if (typeof length !== 'number' || !Number.isInteger(length) || length < 1 || length > checkRuleLimits.length) issues.push({ path: `${path}/length`, code: 'checkRule/bad-length' });
}

/** Whether a pattern compiles. Compiling is linear in the pattern; only matching can explode, and that runs in the sandbox. */
function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

/** What is wrong with a rule's segments, as data (empty when they are fine). Paths are under `/segments`. */
export function checkCheckRuleSegments(segments: unknown): CheckRuleIssue[] {
  if (!Array.isArray(segments) || segments.length === 0 || segments.length > checkRuleLimits.segments) return [{ path: '/segments', code: 'checkRule/bad-segments' }];
  const issues: CheckRuleIssue[] = [];
  segments.forEach((segment: unknown, index) => {
    const path = `/segments/${index}`;
    const isLast = index === segments.length - 1;
    if (typeof segment !== 'object' || segment === null || Array.isArray(segment)) {
      issues.push({ path, code: 'checkRule/bad-segment' });
      return;
    }
    const s = segment as Record<string, unknown>;
    if (s.message !== undefined && (typeof s.message !== 'string' || s.message.length > checkRuleLimits.message)) issues.push({ path: `${path}/message`, code: 'checkRule/bad-message' });
    if (s.kind === 'chars') {
      checkLength(s.length, isLast, path, issues);
      if (typeof s.charset !== 'string' || !(s.charset in charsetPatterns)) issues.push({ path: `${path}/charset`, code: 'checkRule/bad-charset' });
    } else if (s.kind === 'fixed') {
      if (typeof s.text !== 'string' || s.text.length === 0 || s.text.length > checkRuleLimits.fixedText) issues.push({ path: `${path}/text`, code: 'checkRule/bad-text' });
    } else if (s.kind === 'regex') {
      checkLength(s.length, isLast, path, issues);
      if (typeof s.pattern !== 'string' || s.pattern.length === 0 || s.pattern.length > checkRuleLimits.pattern || !compiles(s.pattern)) issues.push({ path: `${path}/pattern`, code: 'checkRule/bad-pattern' });
    } else {
      issues.push({ path: `${path}/kind`, code: 'checkRule/bad-kind' });
    }
  });
  return issues;
}

/**
 * Tests whether `text` matches `pattern` as a whole. Supplied by the caller, because a hostile
 * pattern can backtrack for ever: the server runs it in the QuickJS sandbox with a hard time limit.
 */
export type RegexTester = (pattern: string, text: string) => Promise<boolean>;

/** The outcome: pass, or the index of the failing segment (`segment` -1 when characters are left over) and its own message. */
export type CheckRuleOutcome = { isValid: true } | { isValid: false; segment: number; message?: string };

/** Splits a value by code points, so that a length counts characters as a user sees them in most scripts. */
const characters = (value: string): string[] => Array.from(value);

/** Checks a value against a rule's segments (already checked by `checkCheckRuleSegments`). */
export async function evaluateCheckRule(segments: ReadonlyArray<CheckRuleSegment>, value: string, testRegex: RegexTester): Promise<CheckRuleOutcome> {
  const chars = characters(value);
  let position = 0;
  for (const [index, segment] of segments.entries()) {
    const fail: CheckRuleOutcome = { isValid: false, segment: index, ...(segment.message ? { message: segment.message } : {}) };
    if (segment.kind === 'fixed') {
      const text = characters(segment.text);
      if (chars.slice(position, position + text.length).join('') !== segment.text) return fail;
      position += text.length;
      continue;
    }
    const end = segment.length === '*' ? chars.length : position + segment.length;
    if (end > chars.length) return fail;
    const part = chars.slice(position, end).join('');
    const isMatch = segment.kind === 'chars' ? charsetPatterns[segment.charset].test(part) : await testRegex(segment.pattern, part);
    if (!isMatch) return fail;
    position = end;
  }
  return position === chars.length ? { isValid: true } : { isValid: false, segment: -1 };
}
