import { compileComputedFields, fillRulePeriod, formatFillRuleValue, isVirtualField, type FillRuleParams } from '@wharf/engine';
import { joinParts, sql, sqlText, type SqlPart } from '../../db/sqlParts';
import type { FillRuleRow, LoadedForm } from './loadForm';

/**
 * Gap-free numbers need the counter row locked from the increment until the commit: a save that
 * rolled back must hand its number to the next one. Taking the counter first and holding it through
 * the rules' lookups and the write made every save numbered by one rule wait on the one before it
 * (issue 21: under 200 clients they queued on that row). A create instead predicts its number from the
 * counter as committed when the form was read, checks the record with the prediction, and takes the
 * counter in its last statement, the one writing the record: the row is held for that statement and
 * the commit. When another save took the predicted number meanwhile, the record is written with the
 * number it really got and checked again with it before the commit (`createIn`).
 */
export interface LateNumbering {
  /** The field the number goes to (a stored master column). */
  colCode: string;
  rule: FillRuleRow;
  period: string;
  datePart: string;
  params: FillRuleParams;
  /** The value the record is checked with first: the counter's next value as last committed. */
  predicted: string;
  /** Its sequence value. */
  predictedSeq: number;
}

/**
 * Room the sequence must have left: a number that grew a digit (past `seqLength`) would be a value
 * of another length than the one checked, so near that point the counter is taken first, as before.
 */
const headroom = 1000;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

// Per form definition (a loaded form keeps its object while its stamp holds): the fields computed fields read.
const computedInputs = new WeakMap<object, ReadonlySet<string>>();

/** Whether a computed field (of the master or of a sub-table's rows) reads the field: then it must be computed from the real number. */
function isComputedFrom(loaded: LoadedForm, colCode: string): boolean {
  const form = loaded.target.form;
  let inputs = computedInputs.get(form);
  if (!inputs) {
    const plan = compileComputedFields(form);
    computedInputs.set(form, (inputs = new Set([...plan.inputs, ...Object.values(plan.subTables).flatMap((sub) => [...sub.inputs])])));
  }
  return [...inputs].some((input) => input === colCode || input.endsWith(`.${colCode}`));
}

/**
 * How a create of `data` is numbered late, or undefined when it is numbered the usual way (counter
 * first): more than one field to number, a rule not read with the form, a number that is not a
 * stored master column, one a computed field reads, or a sequence near its last digit.
 */
export function lateNumbering(loaded: LoadedForm, data: Readonly<Record<string, unknown>>, at: Date): LateNumbering | undefined {
  const numbered = loaded.target.form.fields.filter((field) => field.fillRuleCode && isEmpty(data[field.colCode]));
  if (numbered.length !== 1) return undefined;
  const field = numbered[0]!;
  const rule = loaded.fillRules?.get(field.fillRuleCode!);
  if (!rule || rule.latest === undefined) return undefined;
  if (isVirtualField(field.colCode) || !loaded.target.master.columns.has(field.colCode)) return undefined;
  const params = rule.rule_params;
  const { period, datePart } = fillRulePeriod(params, at);
  const next = rule.latest && rule.latest.period === period ? Number(rule.latest.value) + 1 : 1;
  if (next + headroom >= 10 ** params.seqLength) return undefined;
  if (isComputedFrom(loaded, field.colCode)) return undefined;
  return { colCode: field.colCode, rule, period, datePart, params, predicted: formatFillRuleValue(params, datePart, next), predictedSeq: next };
}

/** The counter's new value `c.value` formatted as `formatFillRuleValue` does: prefix and date, then the sequence zero-padded, never cut. */
function numberText(numbering: LateNumbering): SqlPart {
  const lead = `${numbering.params.prefix ?? ''}${numbering.datePart}`;
  return sql`(${lead}::text || case when length(c.value::text) >= ${numbering.params.seqLength}::int then c.value::text else lpad(c.value::text, ${numbering.params.seqLength}::int, '0') end)`;
}

/**
 * The counter's increment as a data-modifying CTE body answering the formatted number as `v`. With
 * `guard` (a condition over `c.value` and the number, `sealedNumbering.ts`), a number that does not
 * meet it aborts the statement (`wharf_assert`, SQLSTATE WH001) instead of being answered.
 */
export function counterStatement(numbering: LateNumbering, tenantId: string, guard?: (number: SqlPart) => SqlPart): SqlPart {
  const number = numberText(numbering);
  return joinParts([
    sql`insert into sys_fill_rule_counter as c (tenant_id, rule_id, period, value) values (${tenantId}, ${numbering.rule.id}, ${numbering.period}, 1)
     on conflict (tenant_id, rule_id, period) do update set value = c.value + 1 returning `,
    guard ? joinParts([sqlText('case when wharf_assert('), guard(number), sql`, ${numberMoved}::text) then `, number, sqlText(' end')], '') : number,
    sqlText(' as v'),
  ], '');
}

/** The message (and mark) of a sealed write's abort: the number it got is not one its checks stand for. */
export const numberMoved = 'wharf/number-moved';

/** Whether `error` is a sealed write's abort (`counterStatement` with a guard): the save is to be made again the careful way. */
export function isNumberMoved(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'WH001';
}
