import type { FormDefinition, FormField } from '@wharf/schemas';
import { describe, expect, it, vi } from 'vitest';
import { compileFormRules } from './compileFormRules';
import type { CheckRuleChecker, FieldRuleContext } from './types';

const form = (field: Partial<FormField>): FormDefinition => ({ schemaVersion: 2, formCode: 'f', formName: 'F', objectName: 'boxes', fields: [{ colCode: 'boxNo', title: 'Box number', type: 'input', ...field } as FormField] });
const issuesOf = async (field: Partial<FormField>, value: unknown, context: FieldRuleContext) =>
  (await compileFormRules(form(field)).validate({ boxNo: value }, { lang: 'en_US', ...context })).map((issue) => `${issue.path} ${issue.code}: ${issue.message}`);

describe('check rules named by a field (spec §5 rule-code check)', () => {
  const checkRule: CheckRuleChecker = vi.fn(async (ruleCode: string, value: string) => (ruleCode === 'box_no' ? { isValid: /^\d{4}[A-Z]{2}$/.test(value), message: 'Four digits and two capitals' } : undefined));

  it('asks the checker with the value as text and shows the rule\'s message, or the field rule\'s own', async () => {
    expect(await issuesOf({ rules: [{ checkRuleCode: 'box_no' }] }, '1234AB', { checkRule })).toEqual([]);
    expect(await issuesOf({ rules: [{ checkRuleCode: 'box_no' }] }, '12AB', { checkRule })).toEqual(['/boxNo validation/field-rule: Four digits and two capitals']);
    expect(await issuesOf({ rules: [{ checkRuleCode: 'box_no', message: 'Not a box number' }] }, 12, { checkRule })).toEqual(['/boxNo validation/field-rule: Not a box number']);
    expect(checkRule).toHaveBeenCalledWith('box_no', '12');
  });

  it('passes an empty value (required says that), an unknown rule, and a run without a checker', async () => {
    expect(await issuesOf({ rules: [{ checkRuleCode: 'box_no' }] }, '', { checkRule })).toEqual([]);
    expect(await issuesOf({ rules: [{ checkRuleCode: 'nope' }] }, 'x', { checkRule })).toEqual([]);
    expect(await issuesOf({ rules: [{ checkRuleCode: 'box_no' }] }, 'x', {})).toEqual([]);
  });
});
