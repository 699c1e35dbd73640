import type { FormDefinition } from '@wharf/schemas';
import type { DataLogChange } from '../../api/formDataApi';

/** One change of a data log as people read it: which field (by its title), before and after. */
export interface ReadableChange {
  field: string;
  op: DataLogChange['op'];
  before: string;
  after: string;
}

const unescapeSegment = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** A value as one line of text: objects and arrays as compact JSON, nothing as an empty string. */
export function displayValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The changes of a data-log entry (engine `diffJson` over the record's data) with field codes
 * turned into the form's titles: `/declTotal` → "Declared total", `/dec_list/2/qty` →
 * "Goods · 3 · Quantity". Unknown codes stay as they are.
 */
export function readableChanges(form: FormDefinition | undefined, changes: readonly DataLogChange[]): ReadableChange[] {
  const titles = new Map((form?.fields ?? []).map((field) => [field.colCode, field.title]));
  const subTables = new Map((form?.subTables ?? []).map((sub) => [sub.tableName, sub]));
  return changes.map((change) => {
    const [first = '', ...rest] = change.path.split('/').slice(1).map(unescapeSegment);
    const sub = subTables.get(first);
    let field: string;
    if (sub) {
      const [row, colCode] = rest;
      const subTitles = new Map(sub.fields.map((f) => [f.colCode, f.title]));
      field = [sub.title, row === undefined ? undefined : String(Number(row) + 1), colCode === undefined ? undefined : (subTitles.get(colCode) ?? colCode)].filter(Boolean).join(' · ');
    } else {
      field = [titles.get(first) ?? first, ...rest].join(' · ');
    }
    return { field, op: change.op, before: displayValue(change.from), after: displayValue(change.to) };
  });
}
