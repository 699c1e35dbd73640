import type { FormDefinition, FormField } from '@wharf/schemas';
import { evaluateCondition } from '../conditions/evaluateCondition';
import { conditionFields } from '../forms/referencedFields';
import { rowScopeBuilder, type RowScopeBuilder } from '../forms/rowScope';
import { translateIssues } from '../validation/createDefinitionValidator';
import type { IssueDraft } from '../validation/types';
import { compileFieldChecks, type CompiledField } from './compileFieldChecks';
import type { CompiledFormRules, FieldRuleContext } from './types';
import { isEmptyValue, valueToText } from './valueText';

function compileFields(fields: readonly FormField[], tableName: string | undefined): CompiledField[] {
  const titles = new Map(fields.map((f) => [f.colCode, f.title]));
  const titleOf = (code: string) => titles.get(code) ?? code;
  return fields.map((field) => compileFieldChecks(field, `/${field.colCode}`, tableName, titleOf)).filter((f): f is CompiledField => f !== undefined);
}

/** Sync checks of one field; the first failure is the field's issue (one message per field, as forms show). */
function syncIssue(field: CompiledField, value: unknown, scope: Record<string, unknown>, context: FieldRuleContext, base: string): IssueDraft | undefined {
  if (isEmptyValue(value, field.trimText)) {
    const required = field.isRequired || (field.requiredCondition !== undefined && evaluateCondition(field.requiredCondition, scope));
    return required ? { path: `${base}/${field.colCode}`, code: 'validation/field-required', args: [field.title] } : undefined;
  }
  const text = valueToText(value);
  for (const check of field.sync) {
    if (check.skipOnFirstCheck && context.isFirstCheck) continue;
    const issue = check.run(value, text);
    if (issue) return { ...issue, path: `${base}${issue.path}` };
  }
  return undefined;
}

async function asyncIssue(field: CompiledField, values: Record<string, unknown>, context: FieldRuleContext, base: string): Promise<IssueDraft | undefined> {
  const value = values[field.colCode];
  for (const check of field.async) {
    if (check.skipOnFirstCheck && context.isFirstCheck) continue;
    const issue = await check.run(value, values, context, `${base}/${field.colCode}`);
    if (issue) return issue;
  }
  return undefined;
}

/**
 * Checks one record against compiled fields: sync checks for all fields, then remote checks only for
 * fields that passed. Linkage conditions read `scope` (the record itself, or for a sub-table row the
 * row plus the master fields it names, as the form runtime evaluates them).
 */
async function checkRecord(fields: readonly CompiledField[], values: Record<string, unknown>, context: FieldRuleContext, base: string, scope: Record<string, unknown> = values): Promise<IssueDraft[]> {
  const issues: IssueDraft[] = [];
  const pending: CompiledField[] = [];
  for (const field of fields) {
    if (field.showCondition && !evaluateCondition(field.showCondition, scope)) continue;
    const issue = syncIssue(field, values[field.colCode], scope, context, base);
    if (issue) issues.push(issue);
    else if (field.async.length > 0 && !isEmptyValue(values[field.colCode], field.trimText)) pending.push(field);
  }
  const remote = await Promise.all(pending.map((field) => asyncIssue(field, values, context, base)));
  for (const issue of remote) if (issue) issues.push(issue);
  return issues;
}

/** A sub-table row's conditions may name master fields the sub-table lacks (see forms/rowScope). */
function rowConditionScope(fields: readonly FormField[]): RowScopeBuilder {
  const read = fields.flatMap((f) => [...conditionFields(f.showCondition), ...conditionFields(f.requiredCondition)]);
  return rowScopeBuilder(new Set(fields.map((f) => f.colCode)), read);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Compiles a form definition's field rules (spec §5) once; the result validates records in the
 * browser, on the server and in imports alike. Remote checks (dictionary, uniqueness, scripts) use
 * the services in the context and are skipped when a service is absent. Sub-table rows are read
 * from `values[subTable.tableName]` and reported at `/<tableName>/<row>/<colCode>`.
 */
export function compileFormRules(form: FormDefinition): CompiledFormRules {
  const main = compileFields(form.fields, form.objectName);
  const subTables = (form.subTables ?? []).map((sub) => ({ tableName: sub.tableName, title: sub.title, minRows: sub.minRows, maxRows: sub.maxRows, fields: compileFields(sub.fields, sub.tableName), scope: rowConditionScope(sub.fields) }));
  return {
    checkedFields: main.map((f) => f.colCode),
    async validate(values, context = {}) {
      const record = isRecord(values) ? values : {};
      const drafts = await checkRecord(main, record, context, '');
      for (const sub of subTables) {
        const rows = Array.isArray(record[sub.tableName]) ? (record[sub.tableName] as unknown[]) : [];
        // Row counts are checked when the record carries the sub-table (an edit that leaves it out keeps the stored rows).
        if (Array.isArray(record[sub.tableName])) {
          if (sub.minRows !== undefined && rows.length < sub.minRows) drafts.push({ path: `/${sub.tableName}`, code: 'forms/sub-table-min-rows', args: [sub.title, sub.minRows] });
          if (sub.maxRows !== undefined && rows.length > sub.maxRows) drafts.push({ path: `/${sub.tableName}`, code: 'forms/sub-table-max-rows', args: [sub.title, sub.maxRows] });
        }
        const perRow = await Promise.all(rows.map((row, i) => {
          const values = isRecord(row) ? row : {};
          return checkRecord(sub.fields, values, context, `/${sub.tableName}/${i}`, sub.scope(values, record));
        }));
        drafts.push(...perRow.flat());
      }
      return translateIssues(drafts, context.lang);
    },
  };
}
