import { expandNowPlaceholders, type ListQueryFormValue } from '@wharf/engine';
import type { ViewColumn, ViewDefinition } from '@wharf/schemas';

/** The query operators the list can send (spec §9; `customLgt`: the user writes the comparison before the value, `>100`). */
export type ListQueryOperator = NonNullable<ViewColumn['queryOp']>;

/** A query-form value: text, a range (bt), a list (in / ni) or a flag (inl / nnl); the engine's encoder sends it. */
export type QueryValue = ListQueryFormValue;

/** One field of the list page's query form, resolved from a view column. */
export interface QueryField {
  colCode: string;
  label: string;
  op: ListQueryOperator;
  colType: NonNullable<ViewColumn['colType']>;
  dictCode?: string;
  /** Hidden fields are not shown but their default value is always sent. */
  isHidden: boolean;
  /** Shown without unfolding the form ("default query"). */
  isDefaultQuery: boolean;
}

/** The query fields of a view in their order (queryOrder, then column order). */
export function deriveQueryFields(definition: ViewDefinition): QueryField[] {
  return (definition.columns ?? [])
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => column.isQuery === 'Y')
    .sort((a, b) => (a.column.queryOrder ?? Number.MAX_SAFE_INTEGER) - (b.column.queryOrder ?? Number.MAX_SAFE_INTEGER) || a.index - b.index)
    .map(({ column }) => ({
      colCode: column.colCode,
      label: column.queryAlias ?? column.colName,
      op: (column.queryOp ?? 'eq') as ListQueryOperator,
      colType: column.colType ?? 'string',
      ...(column.dictCode ? { dictCode: column.dictCode } : {}),
      isHidden: column.queryIsHidden === 'Y',
      isDefaultQuery: column.isDefaultQuery === 'Y',
    }));
}

function expandText(text: string, field: QueryField, now: Date): string {
  return expandNowPlaceholders(text, { now, format: field.colType === 'date' ? 'date' : 'dateTime' });
}

/**
 * The starting value of each query field from the view's queryDefaultValue. `{{now±N}}` placeholders
 * (spec §5) become dates; a between default is "from,to"; a list default is comma-joined.
 */
export function initialQueryValues(definition: ViewDefinition, fields: ReadonlyArray<QueryField>, now: Date): Record<string, QueryValue> {
  const byCode = new Map((definition.columns ?? []).map((column) => [column.colCode, column]));
  const values: Record<string, QueryValue> = {};
  for (const field of fields) {
    const raw = byCode.get(field.colCode)?.queryDefaultValue;
    if (raw === undefined || raw === null || raw === '') continue;
    if (field.op === 'inl' || field.op === 'nnl') {
      values[field.colCode] = raw === true || raw === 'Y' || raw === '1' || raw === 'true';
      continue;
    }
    const text = String(raw);
    if (field.op === 'bt') {
      const [from = '', to = ''] = text.split(',').map((part) => expandText(part.trim(), field, now));
      values[field.colCode] = [from, to] as const;
    } else if (field.op === 'in' || field.op === 'ni') {
      values[field.colCode] = text.split(',').map((part) => part.trim()).filter(Boolean);
    } else {
      values[field.colCode] = expandText(text, field, now);
    }
  }
  return values;
}
