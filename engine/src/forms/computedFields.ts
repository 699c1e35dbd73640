import type { FormDefinition, FormField } from '@wharf/schemas';
import { compileExpression, type CompiledExpression } from '../expressions/evaluateExpression';
import { expressionFunctions } from '../expressions/expressionFunctions';
import type { ExpressionValue } from '../expressions/types';
import { formatMessage } from '../i18n/formatMessage';
import { defaultLanguage, type Language } from '../i18n/types';
import type { ValidationIssue } from '../validation/types';
import { expressionFields } from './referencedFields';
import { rowScopeBuilder, type RowScopeBuilder } from './rowScope';

interface ComputedStep {
  colCode: string;
  expression: CompiledExpression;
  /** Digits to round a numeric result to (number fields with options.precision). */
  precision?: number;
}

/** The computed fields of one record (the master, or a sub-table's row) in the order they must be evaluated. */
export interface ComputedRecordPlan {
  /** Computed fields in dependency order (a field after every computed field it reads). */
  readonly order: readonly string[];
  /** Per computed field, the fields its expression reads. */
  readonly reads: Readonly<Record<string, readonly string[]>>;
  /** Every field some computed field reads: a change to any other field needs no recomputation. */
  readonly inputs: ReadonlySet<string>;
}

export interface ComputedFieldsPlan extends ComputedRecordPlan {
  /** Builder mistakes found while compiling: an expression that does not parse, or fields that compute each other. */
  readonly problems: readonly ValidationIssue[];
  readonly subTables: Readonly<Record<string, ComputedRecordPlan>>;
  /** Recomputes the master record's computed fields; returns the same object when nothing changed. */
  computeMaster(values: Record<string, unknown>): ComputedResult<Record<string, unknown>>;
  /** Recomputes one row of a sub-table (`index` only names the row in issue paths); the same object when nothing changed. */
  computeRow(tableName: string, row: Record<string, unknown>, master: Record<string, unknown>, index?: number): ComputedResult<Record<string, unknown>>;
  /** Recomputes the master record and every row of every sub-table (rows under their tableName). */
  apply(values: Record<string, unknown>): ComputedResult<Record<string, unknown>>;
}

export interface ComputedResult<T> {
  value: T;
  /** Evaluation failures (e.g. division by zero): the field is left empty and the issue says why. */
  issues: ValidationIssue[];
}

function roundResult(value: ExpressionValue, precision: number | undefined): ExpressionValue {
  if (precision === undefined || typeof value !== 'number') return value;
  const rounded = expressionFunctions.round!.apply([value, precision]);
  return typeof rounded === 'number' ? rounded : value;
}

/**
 * Orders computed fields so each comes after the computed fields it reads (Kahn's algorithm); the
 * fields left over read each other in a cycle and are reported rather than evaluated.
 */
function orderSteps(steps: ComputedStep[], reads: Record<string, readonly string[]>): { ordered: ComputedStep[]; cyclic: string[] } {
  const byCode = new Map(steps.map((step) => [step.colCode, step]));
  const pending = new Map(steps.map((step) => [step.colCode, new Set(reads[step.colCode]!.filter((code) => byCode.has(code) && code !== step.colCode))]));
  for (const step of steps) if (reads[step.colCode]!.includes(step.colCode)) pending.get(step.colCode)!.add(step.colCode);
  const ordered: ComputedStep[] = [];
  let progressed = true;
  while (progressed) {
    progressed = false;
    for (const [code, waiting] of pending) {
      if (waiting.size > 0) continue;
      pending.delete(code);
      ordered.push(byCode.get(code)!);
      for (const other of pending.values()) other.delete(code);
      progressed = true;
    }
  }
  return { ordered, cyclic: [...pending.keys()] };
}

interface CompiledRecord extends ComputedRecordPlan {
  steps: ComputedStep[];
}

function compileRecord(fields: readonly FormField[], pathPrefix: string, lang: Language, problems: ValidationIssue[]): CompiledRecord {
  const steps: ComputedStep[] = [];
  const reads: Record<string, readonly string[]> = {};
  for (const field of fields) {
    if (field.computed === undefined) continue;
    const compiled = compileExpression(field.computed, lang);
    if (!compiled.ok) {
      problems.push({ path: `${pathPrefix}/${field.colCode}`, code: compiled.error.code, message: compiled.error.message });
      continue;
    }
    reads[field.colCode] = expressionFields(compiled.value.node);
    const precision = field.type === 'number' ? field.options?.precision : undefined;
    steps.push({ colCode: field.colCode, expression: compiled.value, ...(precision === undefined ? {} : { precision }) });
  }
  const { ordered, cyclic } = orderSteps(steps, reads);
  for (const code of cyclic) {
    problems.push({ path: `${pathPrefix}/${code}`, code: 'forms/computed-cycle', message: formatMessage('forms/computed-cycle', lang, [code, cyclic.join(', ')]) });
  }
  const inputs = new Set(ordered.flatMap((step) => reads[step.colCode]!));
  return { steps: ordered, order: ordered.map((step) => step.colCode), reads, inputs };
}

/** Evaluates the steps against a scope, writing results into a copy of `target` made on the first change. */
function runSteps(steps: readonly ComputedStep[], target: Record<string, unknown>, scopeOf: (current: Record<string, unknown>) => Record<string, unknown>, issuePath: string): ComputedResult<Record<string, unknown>> {
  let current = target;
  const issues: ValidationIssue[] = [];
  for (const step of steps) {
    const result = step.expression.evaluate(scopeOf(current));
    const value = result.ok ? roundResult(result.value, step.precision) : null;
    if (!result.ok) issues.push({ path: `${issuePath}/${step.colCode}`, code: result.error.code, message: result.error.message });
    if (Object.is(current[step.colCode], value) || (value === null && current[step.colCode] === undefined)) continue;
    if (current === target) current = { ...target };
    current[step.colCode] = value;
  }
  return { value: current, issues };
}

/**
 * Compiles a form's computed fields (`computed`: an engine expression, never code) once: parsed,
 * ordered by dependency, cycles reported. Sub-table rows compute from the row and, for names the
 * sub-table lacks, from the master record (after the master's own computed fields).
 */
export function compileComputedFields(form: FormDefinition, lang: Language = defaultLanguage): ComputedFieldsPlan {
  const problems: ValidationIssue[] = [];
  const master = compileRecord(form.fields, '', lang, problems);
  const subTables: Record<string, CompiledRecord & { scope: RowScopeBuilder }> = {};
  for (const sub of form.subTables ?? []) {
    const record = compileRecord(sub.fields, `/${sub.tableName}`, lang, problems);
    subTables[sub.tableName] = { ...record, scope: rowScopeBuilder(new Set(sub.fields.map((f) => f.colCode)), record.inputs) };
  }
  const computeMaster = (values: Record<string, unknown>) => runSteps(master.steps, values, (current) => current, '');
  const computeRow = (tableName: string, row: Record<string, unknown>, masterValues: Record<string, unknown>, index?: number) => {
    const sub = Object.prototype.hasOwnProperty.call(subTables, tableName) ? subTables[tableName] : undefined;
    if (!sub || sub.steps.length === 0) return { value: row, issues: [] };
    return runSteps(sub.steps, row, (current) => sub.scope(current, masterValues), `/${tableName}${index === undefined ? '' : `/${index}`}`);
  };
  return {
    order: master.order,
    reads: master.reads,
    inputs: master.inputs,
    problems,
    subTables,
    computeMaster,
    computeRow,
    apply(values) {
      const head = computeMaster(values);
      const issues = [...head.issues];
      let result = head.value;
      for (const [tableName, sub] of Object.entries(subTables)) {
        const rows = result[tableName];
        if (sub.steps.length === 0 || !Array.isArray(rows)) continue;
        let changed = false;
        const nextRows = rows.map((row: unknown, index) => {
          if (row === null || typeof row !== 'object' || Array.isArray(row)) return row;
          const computed = computeRow(tableName, row as Record<string, unknown>, result, index);
          issues.push(...computed.issues);
          if (computed.value !== row) changed = true;
          return computed.value;
        });
        if (changed) result = { ...result, [tableName]: nextRows };
      }
      return { value: result, issues };
    },
  };
}

const plans = new WeakMap<FormDefinition, Map<Language, ComputedFieldsPlan>>();

/**
 * The form's values with every computed field recomputed, master first, then each sub-table row;
 * `issues` holds evaluation failures (the field is left empty) and the definition's problems
 * (unparsable expressions, cycles). Plans are cached per definition object.
 */
export function applyComputedFields(form: FormDefinition, values: Record<string, unknown>, lang: Language = defaultLanguage): ComputedResult<Record<string, unknown>> {
  let byLang = plans.get(form);
  if (!byLang) plans.set(form, (byLang = new Map()));
  let plan = byLang.get(lang);
  if (!plan) byLang.set(lang, (plan = compileComputedFields(form, lang)));
  const result = plan.apply(values);
  return { value: result.value, issues: [...plan.problems, ...result.issues] };
}
