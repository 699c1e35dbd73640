import { diffJson, type JsonDiffEntry } from '@wharf/engine';
import type { FormDefinition, FormField, FormLayout } from '@wharf/schemas';

export type ChangeScope = 'form' | 'field' | 'subTable' | 'layout';

/** One change between two versions, in words a builder reads: what (a field by title and code), which property, from, to. */
export interface ReadableChange {
  scope: ChangeScope;
  op: JsonDiffEntry['op'];
  /** The field, sub-table or layout concerned ("Customer (custName)", "Goods › Price (price)", "pc"). */
  subject: string;
  /** The property path inside it, dotted ("rules.0.max"), empty when the whole thing was added or removed. */
  property: string;
  from?: string;
  to?: string;
}

const byCode = (fields: readonly FormField[]) => Object.fromEntries(fields.map((field) => [field.colCode, field]));

function keyedLayout(layout: FormLayout | undefined) {
  if (!layout) return undefined;
  const { items, containers, ...rest } = layout;
  return {
    ...rest,
    items: Object.fromEntries(items.map((item) => [item.colCode ?? `#${item.subTable ?? ''}`, item])),
    containers: Object.fromEntries((containers ?? []).map((box) => [box.key, box])),
  };
}

/** Fields, sub-tables and layout entries keyed by their codes, so a removed field does not show as every later field changed. */
function keyed(form: FormDefinition) {
  return {
    ...form,
    fields: byCode(form.fields),
    subTables: Object.fromEntries((form.subTables ?? []).map((sub) => [sub.tableName, { ...sub, fields: byCode(sub.fields) }])),
    layout: { pc: keyedLayout(form.layout?.pc), mobile: keyedLayout(form.layout?.mobile) },
  };
}

const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

function show(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

function fieldLabel(field: FormField | undefined, code: string): string {
  return field ? `${field.title} (${code})` : code;
}

/**
 * The changes from one form version to another (engine `diffJson` over code-keyed fields), told as
 * a list: form properties, fields and sub-table fields by title and code, and one line per device
 * for layout moves (how many positions changed) rather than every x and y.
 */
export function describeChanges(from: FormDefinition, to: FormDefinition): ReadableChange[] {
  const changes: ReadableChange[] = [];
  const layoutCounts = new Map<string, number>();
  const fieldIn = (code: string, sub?: string) => {
    const pick = (form: FormDefinition) => (sub ? form.subTables?.find((s) => s.tableName === sub)?.fields : form.fields)?.find((f) => f.colCode === code);
    return pick(to) ?? pick(from);
  };
  const subIn = (name: string) => to.subTables?.find((s) => s.tableName === name) ?? from.subTables?.find((s) => s.tableName === name);
  for (const entry of diffJson(keyed(from), keyed(to))) {
    const segments = entry.path.split('/').slice(1).map(unescape);
    const values = { op: entry.op, ...(show(entry.from) !== undefined ? { from: show(entry.from) } : {}), ...(show(entry.to) !== undefined ? { to: show(entry.to) } : {}) };
    const [head, a, b, c, ...rest] = segments;
    if (head === 'layout' && a) {
      layoutCounts.set(a, (layoutCounts.get(a) ?? 0) + 1);
    } else if (head === 'fields' && a) {
      changes.push({ scope: 'field', subject: fieldLabel(fieldIn(a), a), property: segments.slice(2).join('.'), ...values });
    } else if (head === 'subTables' && a && b === 'fields' && c) {
      const sub = subIn(a);
      changes.push({ scope: 'field', subject: `${sub?.title ?? a} › ${fieldLabel(fieldIn(c, a), c)}`, property: rest.join('.'), ...values });
    } else if (head === 'subTables' && a) {
      changes.push({ scope: 'subTable', subject: `${subIn(a)?.title ?? a} (${a})`, property: segments.slice(2).join('.'), ...values });
    } else {
      changes.push({ scope: 'form', subject: '', property: segments.join('.'), ...values });
    }
  }
  for (const [device, count] of layoutCounts) changes.push({ scope: 'layout', op: 'changed', subject: device, property: '', to: String(count) });
  return changes;
}
