import { isPatternPreset, patternPresets, type PatternPresetName } from '@wharf/engine';
import type { FormFieldRule } from '@wharf/schemas';

/**
 * The rule kinds of spec §5 as the rules editor offers them. Each is one entry of a field's `rules`
 * array, told apart by the key it sets. (Required is the field's own flag and the number interval its
 * `options.min/max`; the editor shows both above the list.)
 */
export const ruleKinds = ['regex', 'comPattern', 'length', 'precision', 'unique', 'pk', 'unionCheck', 'dictionary', 'pCode', 'checkRule', 'script'] as const;
export type RuleKind = (typeof ruleKinds)[number];

export const presetNames = Object.keys(patternPresets) as PatternPresetName[];

/** Which kind a stored rule is (the first key that decides it); a rule of shared keys counts as its first kind. */
export function ruleKindOf(rule: FormFieldRule): RuleKind {
  if (rule.pattern !== undefined) return 'regex';
  if (rule.comPattern !== undefined) return 'comPattern';
  if (rule.unionCheck !== undefined) return 'unionCheck';
  if (rule.pk !== undefined) return 'pk';
  if (rule.unique !== undefined) return 'unique';
  if (rule.dictCode !== undefined) return 'dictionary';
  if (rule.pCode !== undefined) return 'pCode';
  if (rule.checkRuleCode !== undefined) return 'checkRule';
  if (rule.script !== undefined) return 'script';
  if (rule.precision !== undefined && rule.max === undefined && rule.min === undefined) return 'precision';
  return 'length';
}

/** Keys that belong to every kind: the message, firstNoCheck and trigger. */
function commonPart(rule: FormFieldRule): FormFieldRule {
  const common: FormFieldRule = {};
  if (rule.message !== undefined) common.message = rule.message;
  if (rule.firstNoCheck !== undefined) common.firstNoCheck = rule.firstNoCheck;
  if (rule.trigger !== undefined) common.trigger = rule.trigger;
  return common;
}

export interface RuleDefaults {
  /** Other fields of the form, for a union check. */
  otherFields: readonly string[];
  dictCodes: readonly string[];
}

/** A fresh rule of `kind`, keeping the common part of `from` (message, firstNoCheck, trigger). */
export function ruleOfKind(kind: RuleKind, defaults: RuleDefaults, from: FormFieldRule = {}): FormFieldRule {
  const common = commonPart(from);
  switch (kind) {
    case 'regex':
      return { ...common, pattern: 'email' };
    case 'comPattern':
      return { ...common, comPattern: { patterns: ['lettersOrUnderscore'], matchType: 'and' } };
    case 'length':
      return { ...common, max: 50 };
    case 'precision':
      return { ...common, precision: 2 };
    case 'unique':
      return { ...common, unique: true };
    case 'pk':
      return { ...common, pk: true };
    case 'unionCheck':
      return { ...common, unionCheck: defaults.otherFields.slice(0, 1) };
    case 'dictionary':
      return { ...common, dictCode: defaults.dictCodes[0] ?? '' };
    case 'pCode':
      return { ...common, pCode: '' };
    case 'checkRule':
      return { ...common, checkRuleCode: '' };
    case 'script':
      return { ...common, script: 'return value !== undefined;' };
  }
}

/** Why a custom regular expression (not a preset name) cannot be used, or undefined when it compiles. */
export function regexProblem(pattern: string): string | undefined {
  if (pattern.trim() === '') return 'empty';
  if (isPatternPreset(pattern)) return undefined;
  try {
    new RegExp(pattern);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Problems the rules editor shows under a rule before the definition check would: empty codes, bad expressions, a reversed range. */
export function ruleProblems(rule: FormFieldRule): Array<{ key: string; detail?: string }> {
  const problems: Array<{ key: string; detail?: string }> = [];
  if (rule.pattern !== undefined) {
    const problem = regexProblem(rule.pattern);
    if (problem) problems.push({ key: 'invalidRegex', detail: problem });
  }
  for (const pattern of rule.comPattern?.patterns ?? []) {
    const problem = regexProblem(pattern);
    if (problem) problems.push({ key: 'invalidRegex', detail: `${pattern}: ${problem}` });
  }
  if (rule.unionCheck !== undefined && rule.unionCheck.length === 0) problems.push({ key: 'unionNeedsField' });
  if (rule.dictCode !== undefined && rule.dictCode === '') problems.push({ key: 'codeRequired' });
  if (rule.pCode !== undefined && rule.pCode === '') problems.push({ key: 'codeRequired' });
  if (rule.checkRuleCode !== undefined && rule.checkRuleCode === '') problems.push({ key: 'codeRequired' });
  if (rule.min !== undefined && rule.max !== undefined && rule.min > rule.max) problems.push({ key: 'rangeReversed' });
  return problems;
}
