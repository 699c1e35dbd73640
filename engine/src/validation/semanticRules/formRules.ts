import type { FormDefinition, FormField, FormLayout } from '@wharf/schemas';
import { isPatternPreset } from '../../rules/patternPresets';
import { isPageAddress } from '../../forms/customPage';
import type { IssueDraft } from '../types';
import { codeSet, conditionFieldIssues, duplicateIssues, gridIssue, referenceIssue, regexIssue } from './helpers';

function fieldIssues(fields: readonly FormField[], base: string): IssueDraft[] {
  const issues = duplicateIssues(fields, (f) => f.colCode, (i) => `${base}/${i}/colCode`);
  const known = codeSet(fields.map((f) => f.colCode));
  fields.forEach((field, i) => {
    (field.rules ?? []).forEach((rule, j) => {
      const path = `${base}/${i}/rules/${j}`;
      if (rule.pattern !== undefined && !isPatternPreset(rule.pattern)) issues.push(...regexIssue(rule.pattern, `${path}/pattern`));
      (rule.comPattern?.patterns ?? []).forEach((pattern, k) => {
        if (!isPatternPreset(pattern)) issues.push(...regexIssue(pattern, `${path}/comPattern/patterns/${k}`));
      });
      (rule.unionCheck ?? []).forEach((code, k) => issues.push(...referenceIssue(code, known, `${path}/unionCheck/${k}`)));
      if (rule.min !== undefined && rule.max !== undefined && rule.min > rule.max) issues.push({ path: `${path}/min`, code: 'validation/range-reversed' });
    });
    issues.push(...conditionFieldIssues(field.showCondition, known, `${base}/${i}/showCondition`));
    const options = field.options;
    if (options?.min !== undefined && options.max !== undefined && options.min > options.max) issues.push({ path: `${base}/${i}/options/min`, code: 'validation/range-reversed' });
  });
  return issues;
}

function layoutIssues(layout: FormLayout | undefined, base: string, fields: ReadonlySet<string>, subTables: ReadonlySet<string>): IssueDraft[] {
  if (!layout) return [];
  const issues: IssueDraft[] = [];
  layout.items.forEach((item, i) => {
    const path = `${base}/items/${i}`;
    issues.push(...gridIssue(item, 24, path));
    issues.push(...referenceIssue(item.colCode, fields, `${path}/colCode`));
    issues.push(...referenceIssue(item.subTable, subTables, `${path}/subTable`));
  });
  issues.push(...duplicateIssues(layout.items, (item) => item.colCode ?? (item.subTable !== undefined ? `#${item.subTable}` : undefined), (i) => `${base}/items/${i}`));
  return issues;
}

/** Unique field codes (per form and per sub-table), usable rule patterns, rule references, layouts on the 24-column grid, and custom page addresses. */
export function formRules(form: FormDefinition): IssueDraft[] {
  const issues = fieldIssues(form.fields, '/fields');
  issues.push(...duplicateIssues(form.subTables, (s) => s.tableName, (i) => `/subTables/${i}/tableName`));
  (form.subTables ?? []).forEach((sub, i) => issues.push(...fieldIssues(sub.fields, `/subTables/${i}/fields`)));
  const fields = codeSet(form.fields.map((f) => f.colCode));
  const subTables = codeSet((form.subTables ?? []).map((s) => s.tableName));
  issues.push(...layoutIssues(form.layout?.pc, '/layout/pc', fields, subTables));
  issues.push(...layoutIssues(form.layout?.mobile, '/layout/mobile', fields, subTables));
  // A custom page's address is opened for users: a path of this site or an http(s) address only.
  for (const key of ['pcUrl', 'mobileUrl'] as const) {
    const address = form[key]?.trim();
    if (address && !isPageAddress(address)) issues.push({ path: `/${key}`, code: 'form/page-address', args: [address] });
  }
  return issues;
}
