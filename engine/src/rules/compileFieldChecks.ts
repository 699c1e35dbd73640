import type { ConditionGroup, FormField, FormFieldRule } from '@wharf/schemas';
import type { IssueDraft } from '../validation/types';
import { compilePatternCheck, ownMessage } from './compilePatternCheck';
import { compileCheckRuleCheck, compileDictionaryCheck, compileScriptCheck, compileUniquenessCheck } from './compileRemoteChecks';
import type { AsyncCheck, SyncCheck } from './types';
import { characterLength, decimalPlaces, toNumber } from './valueText';

/** Field types whose value is typed text: for them a required value of spaces only is empty. */
const textTypes = new Set(['input', 'textarea', 'editor']);
/** Field types that only display and hold no value. */
const displayTypes = new Set(['text', 'divider']);

interface Check<T> {
  run: T;
  /** A firstNoCheck rule: skipped on a form's first check. */
  skipOnFirstCheck: boolean;
}

/** One field's rules, compiled once per form definition. */
export interface CompiledField {
  colCode: string;
  title: string;
  isRequired: boolean;
  trimText: boolean;
  sync: Array<Check<SyncCheck>>;
  async: Array<Check<AsyncCheck>>;
  /** Linkage: the field is shown, and so checked, only while the record meets this condition. */
  showCondition?: ConditionGroup;
  /** Linkage: the field is required while the record meets this condition (in addition to `isRequired`). */
  requiredCondition?: ConditionGroup;
}

function codeAsTitle(colCode: string): string {
  return colCode;
}

function alwaysRun(run: SyncCheck): Check<SyncCheck> {
  return { run, skipOnFirstCheck: false };
}

function lengthChecks(rule: FormFieldRule, field: FormField, path: string): SyncCheck[] {
  const checks: SyncCheck[] = [];
  const precision = rule.precision ?? field.options?.precision;
  if (rule.max !== undefined) {
    // Spec §5: on a number with precision N the limit counts the point and the decimals too (max + 1 + N);
    // the max rule's own message is cleared so the generated one states the real limit.
    const max = field.type === 'number' && precision !== undefined && precision > 0 ? rule.max + 1 + precision : rule.max;
    checks.push((_value, text) => (characterLength(text) > max ? { path, code: 'validation/field-max-length', args: [field.title, max] } : undefined));
  }
  if (rule.min !== undefined) {
    const min = rule.min;
    const custom = ownMessage(rule, path);
    checks.push((_value, text) => (characterLength(text) < min ? (custom ?? { path, code: 'validation/field-min-length', args: [field.title, min] }) : undefined));
  }
  if (rule.precision !== undefined) checks.push(precisionCheck(rule.precision, field.title, path, ownMessage(rule, path)));
  return checks;
}

function precisionCheck(precision: number, title: string, path: string, custom?: IssueDraft): SyncCheck {
  return (_value, text) => (decimalPlaces(text) > precision ? (custom ?? { path, code: 'validation/field-precision', args: [title, precision] }) : undefined);
}

/** What a number field checks without any rule: a number, within options.min/max (interval), with at most options.precision decimals. */
function numberFieldChecks(field: FormField, path: string): SyncCheck[] {
  const checks: SyncCheck[] = [(value) => (toNumber(value) === undefined ? { path, code: 'validation/field-not-number', args: [field.title] } : undefined)];
  const { min, max, precision } = field.options ?? {};
  if (min !== undefined) checks.push((value) => ((toNumber(value) ?? min) < min ? { path, code: 'validation/field-minimum', args: [field.title, min] } : undefined));
  if (max !== undefined) checks.push((value) => ((toNumber(value) ?? max) > max ? { path, code: 'validation/field-maximum', args: [field.title, max] } : undefined));
  if (precision !== undefined) checks.push(precisionCheck(precision, field.title, path));
  return checks;
}

function textFieldChecks(field: FormField, path: string): SyncCheck[] {
  const maxLength = field.options?.maxLength;
  if (maxLength === undefined || !textTypes.has(field.type)) return [];
  return [(_value, text) => (characterLength(text) > maxLength ? { path, code: 'validation/field-max-length', args: [field.title, maxLength] } : undefined)];
}

/**
 * Compiles a field's required flag, type checks and rules (spec §5) into sync checks, run on every
 * change, and async checks (dictionary, check rule, uniqueness, script) that ask the caller's services.
 * `tableName` is the table the field's values are stored in, for uniqueness checks.
 */
export function compileFieldChecks(field: FormField, path: string, tableName: string | undefined, titleOf: (colCode: string) => string = codeAsTitle): CompiledField | undefined {
  // Display-only and hidden fields hold nothing the user could correct, so they have no checks.
  if (displayTypes.has(field.type) || field.hidden === 'Y') return undefined;
  const compiled: CompiledField = { colCode: field.colCode, title: field.title, isRequired: field.required === 'Y', trimText: textTypes.has(field.type), sync: [], async: [] };
  if (field.showCondition) compiled.showCondition = field.showCondition;
  if (field.requiredCondition) compiled.requiredCondition = field.requiredCondition;
  if (field.type === 'number') compiled.sync.push(...numberFieldChecks(field, path).map(alwaysRun));
  compiled.sync.push(...textFieldChecks(field, path).map(alwaysRun));
  for (const rule of field.rules ?? []) {
    const skipOnFirstCheck = rule.firstNoCheck === true;
    const pattern = compilePatternCheck(rule, field.title, path);
    if (pattern) compiled.sync.push({ run: pattern, skipOnFirstCheck });
    for (const run of lengthChecks(rule, field, path)) compiled.sync.push({ run, skipOnFirstCheck });
    const remote = [compileDictionaryCheck(rule, field.title), compileCheckRuleCheck(rule), compileUniquenessCheck(rule, field, tableName, titleOf), compileScriptCheck(rule, field)];
    for (const run of remote) if (run) compiled.async.push({ run, skipOnFirstCheck });
  }
  return compiled;
}
