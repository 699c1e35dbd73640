import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeListQueryParams, type ListQueryFormField, type ListQueryFormValue, type ListQueryParamsInput } from './encodeListQueryParams';
import { listControlParams, parseListQueryParams } from './parseListQueryParams';
import { queryOperators, type ListQueryRequest, type QueryDefinition, type QueryOperator } from './types';

// What a filter means to the server once compiled (compileFilter): text, a list, a range or a flag.
type Meaning = { kind: 'text'; text: string } | { kind: 'list'; items: string[] } | { kind: 'range'; from: string; to: string } | { kind: 'flag' };

const listOperators: ReadonlySet<QueryOperator> = new Set(['in', 'ni']);
const flagOperators: ReadonlySet<QueryOperator> = new Set(['inl', 'nnl']);

/** What the list page asked for with this form value, or undefined for "no filter". */
function askedMeaning(field: ListQueryFormField, value: ListQueryFormValue): Meaning | undefined {
  if (flagOperators.has(field.op)) return value === true ? { kind: 'flag' } : undefined;
  if (field.op === 'bt') {
    const [from = '', to = ''] = (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : []).map((bound) => String(bound).trim());
    return from === '' && to === '' ? undefined : { kind: 'range', from, to };
  }
  if (Array.isArray(value)) {
    // Lists travel comma-joined: a comma inside an item separates items (the form's tag input splits there).
    const items = value.flatMap((item) => String(item).split(',')).map((item) => item.trim()).filter((item) => item !== '');
    return items.length === 0 ? undefined : { kind: 'list', items };
  }
  if (typeof value === 'boolean') return { kind: 'text', text: String(value) };
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? undefined : { kind: 'text', text };
}

/** What the decoded request means for each field, read as the query compiler reads it. */
function decodedMeanings(request: ListQueryRequest, fields: ReadonlyArray<ListQueryFormField>): Record<string, Meaning> {
  const opOf = new Map(fields.map((field) => [field.colCode, field.op]));
  const meanings: Record<string, Meaning> = {};
  for (const filter of request.filters ?? []) {
    const op = filter.op ?? opOf.get(filter.field);
    const value = filter.value;
    if (op === 'bt') {
      const [from, to] = value as [string, string];
      meanings[filter.field] = { kind: 'range', from, to };
    } else if (op && flagOperators.has(op)) meanings[filter.field] = { kind: 'flag' };
    else if (op && listOperators.has(op)) meanings[filter.field] = { kind: 'list', items: String(value).split(',').map((item) => item.trim()).filter((item) => item !== '') };
    else meanings[filter.field] = { kind: 'text', text: String(value) };
  }
  return meanings;
}

/** The query string as it travels: URL-encoded by the browser, read back into single values. */
const overTheWire = (params: Record<string, string>): Record<string, string> => Object.fromEntries(new URLSearchParams(new URLSearchParams(params).toString()));

const fieldCode = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,17}$/) },
  { weight: 1, arbitrary: fc.constantFrom('entryId', 'declDate', 'declDate_begin', 'status', 'constructor', 'toString', 'order', 'column', 'field', 'lang', 'pageNo', 'pageSize', 'superQueryParams') },
);
const text = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(' ', ' a ', 'O\'Brien', '%_', '{"a":1}', '&x=1', '+', '中文'));
const formField = (op: QueryOperator): fc.Arbitrary<ListQueryFormValue> => {
  if (flagOperators.has(op)) return fc.option(fc.boolean(), { nil: undefined });
  if (op === 'bt') return fc.oneof(fc.tuple(text, text), text);
  if (listOperators.has(op)) return fc.array(text, { maxLength: 4 });
  return fc.oneof({ weight: 4, arbitrary: text }, { weight: 1, arbitrary: fc.boolean() }, { weight: 1, arbitrary: fc.constant(undefined) });
};
const fieldWithValue = fc.record({ colCode: fieldCode, op: fc.constantFrom(...queryOperators) }).chain((field) => fc.tuple(fc.constant(field), formField(field.op)));
const input: fc.Arbitrary<ListQueryParamsInput> = fc
  .record({
    fields: fc.uniqueArray(fieldWithValue, { selector: ([field]) => field.colCode, maxLength: 6 }),
    sort: fc.option(fc.record({ column: fieldCode, order: fc.constantFrom('asc' as const, 'desc' as const) }), { nil: undefined }),
    pageNo: fc.integer({ min: 1, max: 100_000 }),
    pageSize: fc.constantFrom(10, 20, 50, 100, 200, 500),
    superQuery: fc.option(
      fc.record({
        matchType: fc.constantFrom('and' as const, 'or' as const),
        conditions: fc.array(fc.record({ field: fc.oneof(fieldCode, fc.constant('')), rule: fc.constantFrom(...queryOperators), val: fc.option(text, { nil: undefined }) }), { maxLength: 3 }),
      }),
      { nil: undefined },
    ),
  })
  // Views may not query a column named like a list parameter or like a range column's bound
  // (validation/reserved-query-column): one wire name cannot carry two things.
  .filter(({ fields }) => !fields.some(([field]) => listControlParams.includes(field.colCode)))
  .filter(({ fields }) => !fields.some(([field]) => field.op === 'bt' && fields.some(([other]) => other.colCode === `${field.colCode}_begin` || other.colCode === `${field.colCode}_end`)))
  .map(({ fields, ...rest }) => ({
    ...rest,
    fields: fields.map(([field]) => field),
    values: Object.fromEntries(fields.map(([field, value]) => [field.colCode, value])),
  }));

const definitionOf = (fields: ReadonlyArray<ListQueryFormField>): QueryDefinition => ({ table: 'rows', columns: fields.map((field) => ({ field: field.colCode, queryOp: field.op })) });

describe('the list query string, encoded and decoded', () => {
  it('round-trips: what the server decodes means what the list page asked for', () => {
    fc.assert(
      fc.property(input, (asked) => {
        const decoded = parseListQueryParams(overTheWire(encodeListQueryParams(asked)), definitionOf(asked.fields));
        if (!decoded.ok) throw new Error(JSON.stringify(decoded.errors));
        const { request } = decoded;
        expect(request.page).toEqual({ mode: 'offset', pageNo: asked.pageNo, pageSize: asked.pageSize });
        expect(request.sort).toEqual(asked.sort ? { field: asked.sort.column, order: asked.sort.order } : undefined);

        const expected: Record<string, Meaning> = {};
        for (const field of asked.fields) {
          const meaning = askedMeaning(field, asked.values[field.colCode]);
          if (meaning) expected[field.colCode] = meaning;
        }
        expect(decodedMeanings(request, asked.fields)).toEqual(expected);

        const conditions = (asked.superQuery?.conditions ?? [])
          .filter((condition) => condition.field !== '' && (flagOperators.has(condition.rule) || (condition.val ?? '').trim() !== ''))
          .map((condition) => ({ field: condition.field, op: condition.rule, value: flagOperators.has(condition.rule) ? '' : (condition.val ?? '').trim() }));
        expect(request.superQuery).toEqual(conditions.length > 0 ? { matchType: asked.superQuery?.matchType, conditions } : undefined);
      }),
      { numRuns: 2000 },
    );
  });
});
