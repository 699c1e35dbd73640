import { columnValue, compileFormRules, conditionFields, formatFillRuleValue, quoteIdentifier, type CompiledFormRules } from '@wharf/engine';
import type { FormDefinition, FormField } from '@wharf/schemas';
import { joinParts, sql, sqlText, type SqlPart } from '../../db/sqlParts';
import type { LateNumbering } from './lateNumbering';
import type { FormTarget } from './loadForm';
import { tableName } from './recordWrite';

/**
 * A create numbered late may send its write together with the COMMIT (`runCommitting`) when no
 * check is left for after the write: the number it gets in the write must pass the rules exactly as
 * the predicted one did. That holds when the number's value matters to no rule but its own value
 * checks (pattern, length, type) and its own uniqueness (asked in the write): no script (a script
 * sees the whole record), no linkage condition and no union check naming it, and no dictionary,
 * check rule or script on the number itself. Its own value checks are then run here for a window
 * of numbers ahead of the prediction, and the write aborts itself (`wharf_assert`) when the number
 * it got is outside that window, or taken when the rules ask its uniqueness: the save is then made
 * again the careful way. Under 200 clients the number a save gets is rarely the predicted one (the
 * saves before it committed meanwhile), so checking a window is what lets almost every save commit
 * in its write.
 */

/** Sequence values [from, to) whose formatted numbers pass the number's own value checks. */
export interface NumberWindow {
  from: number;
  to: number;
}

/** How far past the prediction a window reaches (`lateNumbering`'s headroom keeps these numbers one length). */
const reach = 1000;

const dependsOn = (field: FormField, colCode: string) => [...conditionFields(field.showCondition), ...conditionFields(field.requiredCondition)].includes(colCode)
  || (field.rules ?? []).some((rule) => rule.script !== undefined || (rule.unionCheck ?? []).includes(colCode));

/** Whether the rules read the number `colCode` only through its own value checks and its own uniqueness. */
function isNumberOnlyOwn(form: FormDefinition, colCode: string): boolean {
  const field = form.fields.find((f) => f.colCode === colCode);
  if (!field) return false;
  const allFields = [...form.fields, ...(form.subTables ?? []).flatMap((sub) => sub.fields)];
  if (allFields.some((f) => dependsOn(f, colCode))) return false;
  return (field.rules ?? []).every((rule) => rule.dictCode === undefined && rule.pCode === undefined && rule.checkRuleCode === undefined && rule.unionCheck === undefined);
}

interface KeptWindows {
  /** The number's own checks (the form reduced to the one field), or undefined when the number cannot be sealed. */
  ownChecks: CompiledFormRules | undefined;
  /** By the number's lead (prefix and date part): the last window found. */
  windows: Map<string, NumberWindow>;
}

// Per form definition (a loaded form keeps its object while its stamp holds).
const kept = new WeakMap<object, Map<string, KeptWindows>>();

function keptFor(form: FormDefinition, colCode: string): KeptWindows {
  let byField = kept.get(form);
  if (!byField) kept.set(form, (byField = new Map()));
  let entry = byField.get(colCode);
  if (!entry) {
    const field = form.fields.find((f) => f.colCode === colCode);
    const ownChecks = field && isNumberOnlyOwn(form, colCode) ? compileFormRules({ ...form, fields: [field], subTables: [] }) : undefined;
    byField.set(colCode, (entry = { ownChecks, windows: new Map() }));
  }
  return entry;
}

/**
 * The window of sequence values, starting at the predicted one, whose numbers pass the number's own
 * checks and its column's type; undefined when the create cannot be sealed (see the file's comment)
 * or the predicted number itself is not in one. Found once per form, lead and window, not per save.
 */
export async function sealedWindow(target: FormTarget, numbering: LateNumbering, predictedSeq: number): Promise<NumberWindow | undefined> {
  const entry = keptFor(target.form, numbering.colCode);
  const checks = entry.ownChecks;
  const shape = target.master.columns.get(numbering.colCode);
  if (!checks || !shape) return undefined;
  const lead = `${numbering.params.prefix ?? ''}${numbering.datePart}`;
  const known = entry.windows.get(lead);
  if (known && predictedSeq >= known.from && predictedSeq + reach / 2 <= known.to) return known;
  let to = predictedSeq;
  while (to < predictedSeq + reach) {
    const value = formatFillRuleValue(numbering.params, numbering.datePart, to);
    if (!columnValue(shape, value).ok || (await checks.validate({ [numbering.colCode]: value })).length > 0) break;
    to += 1;
  }
  if (to === predictedSeq) return undefined;
  const found = { from: predictedSeq, to };
  entry.windows.set(lead, found);
  return found;
}

/**
 * What the counter's row must answer for the sealed write to stand, over the counter's new value
 * `c.value` and the number it formats to (`number`): a sequence value in the window, and, when the
 * rules ask the number's uniqueness, a number no other row of the master holds.
 */
export function sealCondition(target: FormTarget, window: NumberWindow, numbering: LateNumbering, asksTaken: boolean): (number: SqlPart) => SqlPart {
  return (number) => {
    const inWindow = sql`c.value between ${window.from}::bigint and ${window.to - 1}::bigint`;
    if (!asksTaken) return inWindow;
    return joinParts([inWindow, sqlText(` and not exists (select 1 from ${tableName(target.master)} where ${quoteIdentifier(numbering.colCode)} = `), number, sqlText(')')], '');
  };
}
