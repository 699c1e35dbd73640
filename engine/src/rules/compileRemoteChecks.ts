import type { FormField, FormFieldRule } from '@wharf/schemas';
import { isSandboxCapacityError } from '../sandbox/scriptRunner';
import type { IssueDraft } from '../validation/types';
import { ownMessage } from './compilePatternCheck';
import type { AsyncCheck } from './types';
import { valueToText } from './valueText';

/**
 * Dictionary membership (`dictCode`, platform dictionaries) or pcode membership (`pCode`, the customs
 * code tables): every chosen value is one of the table's values.
 */
export function compileDictionaryCheck(rule: FormFieldRule, title: string): AsyncCheck | undefined {
  const source = rule.dictCode !== undefined ? 'dictionaryValues' : rule.pCode !== undefined ? 'pCodeValues' : undefined;
  const dictCode = rule.dictCode ?? rule.pCode;
  if (source === undefined || dictCode === undefined) return undefined;
  return async (value, _values, context, path) => {
    const lookup = context[source];
    if (!lookup) return undefined;
    const items = await lookup(dictCode);
    // An unknown dictionary cannot be checked here; the definition's validation reports the reference.
    if (items === undefined) return undefined;
    const allowed = new Set(items);
    const chosen = Array.isArray(value) ? value.map(valueToText) : valueToText(value).split(',');
    return chosen.every((item) => allowed.has(item)) ? undefined : (ownMessage(rule, path) ?? { path, code: 'validation/field-dictionary', args: [title, dictCode] });
  };
}

/**
 * pk/unique (this value unused in the table) and unionCheck (this value together with the partner
 * fields' values unused), answered by the caller's checker. Without a checker or a table they pass:
 * the server, which has both, repeats the check on save.
 */
export function compileUniquenessCheck(rule: FormFieldRule, field: FormField, tableName: string | undefined, titleOf: (colCode: string) => string): AsyncCheck | undefined {
  const partners = rule.unionCheck ?? [];
  if (rule.pk !== true && rule.unique !== true && partners.length === 0) return undefined;
  return async (value, values, context, path) => {
    if (!context.checkUnique || tableName === undefined) return undefined;
    const fields = [{ colCode: field.colCode, value }, ...partners.map((colCode) => ({ colCode, value: values[colCode] }))];
    const answer = await context.checkUnique({ tableName, fields, ...(context.dataId !== undefined ? { dataId: context.dataId } : {}) });
    if (answer.isUnique) return undefined;
    if (answer.message) return { path, code: 'validation/field-rule', args: [answer.message] };
    const titles = partners.length > 0 ? [field.title, ...partners.map(titleOf)].join(' + ') : field.title;
    return ownMessage(rule, path) ?? { path, code: partners.length > 0 ? 'validation/field-union-unique' : 'validation/field-unique', args: [titles] };
  };
}

/**
 * A custom script rule, run in the sandbox with `{ value, values, colCode }`. The script's result
 * decides: true/undefined/null pass, false fails with the rule's message, a string fails with that text.
 */
export function compileScriptCheck(rule: FormFieldRule, field: FormField): AsyncCheck | undefined {
  const script = rule.script;
  if (script === undefined || script.trim() === '') return undefined;
  return async (value, values, context, path): Promise<IssueDraft | undefined> => {
    if (!context.sandbox) return undefined;
    let result: unknown;
    try {
      result = await context.sandbox.run(script, { value, values, colCode: field.colCode });
    } catch (error) {
      // A full queue is the server's busy moment, not the script's error: the save fails as a whole.
      if (isSandboxCapacityError(error)) throw error;
      return { path, code: 'validation/field-script-error', args: [field.title] };
    }
    if (result === true || result === undefined || result === null) return undefined;
    if (typeof result === 'string' && result !== '') return { path, code: 'validation/field-rule', args: [result] };
    return ownMessage(rule, path) ?? { path, code: 'validation/field-script', args: [field.title] };
  };
}

/**
 * A named check rule (`checkRuleCode`): a non-empty value must match the tenant's rule. Without a
 * checker, or for a rule the tenant lacks, it passes here (the definition names it; the server,
 * which always has the checker, repeats the check on save).
 */
export function compileCheckRuleCheck(rule: FormFieldRule): AsyncCheck | undefined {
  const ruleCode = rule.checkRuleCode;
  if (ruleCode === undefined) return undefined;
  return async (value, _values, context, path) => {
    const text = valueToText(value);
    if (!context.checkRule || text === '') return undefined;
    const answer = await context.checkRule(ruleCode, text);
    if (!answer || answer.isValid) return undefined;
    return ownMessage(rule, path) ?? { path, code: 'validation/field-rule', args: [answer.message ?? ruleCode] };
  };
}
