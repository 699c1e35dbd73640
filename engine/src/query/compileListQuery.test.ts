import { describe, expect, it } from 'vitest';
import { compileListQuery } from './compileListQuery';
import { declarationDefinition } from './declarationDefinition.fixture';
import type { ListQueryRequest } from './types';


function compile(request: ListQueryRequest, options = {}) {
  const result = compileListQuery(declarationDefinition, { select: ['id'], ...request }, options, 'en_US');
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.sql;
}
const where = (request: ListQueryRequest, options = {}) => {
  const { text, values } = compile({ ...request, page: { mode: 'offset' } }, options);
  return { where: text.replace(/^SELECT .*? FROM "customs_declaration"( WHERE )?/, '').replace(/ ORDER BY .*$/, ''), values: values.slice(0, -2) };
};

describe('compileListQuery: the view query operators (spec §9)', () => {
  const table: Array<[string, ListQueryRequest['filters'], string, unknown[]]> = [
    ['eq', [{ field: 'status', op: 'eq', value: 'A' }], '"status" = $1', ['A']],
    ['eic', [{ field: 'status', op: 'eic', value: 'a' }], 'lower("status") = lower($1)', ['a']],
    ['lt / gt / le / ge / ne', [{ field: 'amount', op: 'lt', value: 5 }, { field: 'amount', op: 'gt', value: '1' }, { field: 'amount', op: 'le', value: 4 }, { field: 'amount', op: 'ge', value: 2 }, { field: 'amount', op: 'ne', value: 3 }],
      '("amount" < $1) AND ("amount" > $2) AND ("amount" <= $3) AND ("amount" >= $4) AND ("amount" <> $5)', [5, 1, 4, 2, 3]],
    ['lk escapes wildcards', [{ field: 'consignee', op: 'lk', value: '50%_off\\' }], `"consignee" LIKE $1 ESCAPE '\\'`, ['%50\\%\\_off\\\\%']],
    ['lfk ends with', [{ field: 'consignee', op: 'lfk', value: 'Ltd' }], `"consignee" LIKE $1 ESCAPE '\\'`, ['%Ltd']],
    ['rhk starts with', [{ field: 'consignee', op: 'rhk', value: 'ACME' }], `"consignee" LIKE $1 ESCAPE '\\'`, ['ACME%']],
    ['declared queryOp applies when the request names none', [{ field: 'consignee', value: 'x' }], `"consignee" LIKE $1 ESCAPE '\\'`, ['%x%']],
    ['in with comma text, one array parameter', [{ field: 'status', op: 'in', value: 'A, B,C' }], '"status" = ANY($1)', [['A', 'B', 'C']]],
    ['ni', [{ field: 'amount', op: 'ni', value: [1, '2'] }], 'NOT ("amount" = ANY($1))', [[1, 2]]],
    ['bt', [{ field: 'declareDate', op: 'bt', value: ['2024-01-01', '2024-01-31'] }], '"declare_date" BETWEEN $1 AND $2', ['2024-01-01', '2024-01-31']],
    ['bt open end', [{ field: 'declareDate', op: 'bt', value: ',2024-01-31' }], '"declare_date" <= $1', ['2024-01-31']],
    ['inl / nnl', [{ field: 'status', op: 'inl' }, { field: 'entryNo', op: 'nnl' }], '("status" IS NULL) AND ("entry_no" IS NOT NULL)', []],
    ['custom picks a declared condition by name', [{ op: 'custom', name: 'overdue', field: '' }], '("status" = ANY($1)) AND ("amount" > $2)', [['A', 'B'], 0]],
    ['customLgt: the comparison written before the value (spec §9)', [{ field: 'amount', op: 'customLgt', value: '>=100' }, { field: 'declareDate', op: 'customLgt', value: '< 2024-02-01' }, { field: 'status', op: 'customLgt', value: '!=A' }, { field: 'amount', op: 'customLgt', value: 7 }],
      '("amount" >= $1) AND ("declare_date" < $2) AND ("status" <> $3) AND ("amount" = $4)', [100, '2024-02-01', 'A', 7]],
    ['empty values mean no filter', [{ field: 'status', op: 'eq', value: '' }, { field: 'amount', value: null }, { field: 'status', op: 'in', value: [] }], '', []],
  ];
  for (const [name, filters, expectedWhere, expectedValues] of table) {
    it(name, () => expect(where({ filters })).toEqual({ where: expectedWhere, values: expectedValues }));
  }
});

describe('compileListQuery: super query, sort, paging', () => {
  it('super query joins its conditions by matchType and is and-ed with the filters', () => {
    expect(where({ filters: [{ field: 'status', value: 'A' }], superQuery: { matchType: 'or', conditions: [{ field: 'amount', op: 'gt', value: 10 }, { field: 'consignee', op: 'rhk', value: 'X' }, { field: 'entryNo', value: '' }] } }))
      .toEqual({ where: `("status" = $1) AND (("amount" > $2) OR ("consignee" LIKE $3 ESCAPE '\\'))`, values: ['A', 10, 'X%'] });
  });
  it('default sort is createTime desc with id as tie-breaker; default page is 20 rows from offset 0', () => {
    expect(compile({})).toEqual({ text: 'SELECT "id" FROM "customs_declaration" ORDER BY "create_time" DESC, "id" DESC LIMIT $1 OFFSET $2', values: [20, 0] });
  });
  it('selects declared columns under their field names', () => {
    const result = compileListQuery(declarationDefinition, { sort: { field: 'amount', order: 'asc' }, page: { mode: 'offset', pageNo: 3, pageSize: 50 } });
    expect(result.ok && result.sql).toEqual({
      text: 'SELECT "id", "entry_no" AS "entryNo", "consignee", "amount", "status", "declare_date" AS "declareDate", "create_time" AS "createTime", "remark" FROM "customs_declaration" ORDER BY "amount" ASC, "id" ASC LIMIT $1 OFFSET $2',
      values: [50, 100],
    });
    expect(result.ok && result.countSql).toEqual({ text: 'SELECT count(*) AS "total" FROM "customs_declaration"', values: [] });
  });
  it('keyset paging continues after the cursor in mixed sort directions', () => {
    const text = compile({ sort: [{ field: 'status', order: 'asc' }, { field: 'createTime', order: 'desc' }], page: { mode: 'keyset', pageSize: 10, after: { status: 'A', createTime: '2024-01-01 10:00:00', id: 'k9' } } }, { probeNextPage: true });
    expect(text).toEqual({
      text: 'SELECT "id" FROM "customs_declaration" WHERE ("status" >= $1) AND (("status" > $2) OR (("status" = $3) AND ("create_time" < $4)) OR (("status" = $5) AND ("create_time" = $6) AND ("id" > $7))) ORDER BY "status" ASC, "create_time" DESC, "id" ASC LIMIT $8',
      values: ['A', 'A', 'A', '2024-01-01 10:00:00', 'A', '2024-01-01 10:00:00', 'k9', 11],
    });
  });
  it('a permission filter is and-ed in; false yields no rows', () => {
    const own = { kind: 'group' as const, match: 'and' as const, children: [{ kind: 'condition' as const, field: 'status', operator: 'notEqual' as const, value: null }] };
    expect(where({ filters: [{ field: 'amount', value: 1 }] }, { permission: own })).toEqual({ where: '("status" IS NOT NULL) AND ("amount" = $1)', values: [1] });
    expect(where({}, { permission: false })).toEqual({ where: 'FALSE', values: [] });
  });
});

describe('compileListQuery: errors are data, never dropped', () => {
  const errorsOf = (request: ListQueryRequest, definition = declarationDefinition) => {
    const result = compileListQuery(definition, request, {}, 'en_US');
    return result.ok ? [] : result.errors.map((error) => [error.path, error.code]);
  };
  it('names every bad part of a request', () => {
    expect(errorsOf({
      filters: [{ field: 'password', value: 'x' }, { field: 'amount', op: 'lk; drop' as never, value: 1 }, { field: 'amount', value: 'ten' }, { field: 'remark', value: 'x' }, { field: 'status', op: 'custom', name: 'nope' }],
      superQuery: { matchType: 'xor' as never, conditions: [{ field: '__proto__', value: 1 }] },
      sort: [{ field: 'remark' }, { field: 'id; drop', order: 'asc' }, { field: 'amount', order: 'sideways' as never }],
      page: { mode: 'offset', pageNo: 0, pageSize: 7 },
      select: ['constructor'],
    })).toEqual([
      ['filters[0].field', 'query/unknown-field'],
      ['filters[1].op', 'query/unknown-operator'],
      ['filters[2].value', 'query/invalid-value'],
      ['filters[3].field', 'query/not-filterable'],
      ['filters[4].name', 'query/unknown-custom-condition'],
      ['superQuery.matchType', 'query/invalid-match-type'],
      ['superQuery.conditions[0].field', 'query/unknown-field'],
      ['sort[0].field', 'query/not-sortable'],
      ['sort[1].field', 'query/unknown-field'],
      ['sort[2].order', 'query/invalid-order'],
      ['page.pageSize', 'query/invalid-page-size'],
      ['page.pageNo', 'query/invalid-page-number'],
      ['select[0]', 'query/unknown-field'],
    ]);
  });
  it('keyset cursors must name every sort field', () => {
    expect(errorsOf({ page: { mode: 'keyset', after: { createTime: '2024-01-01' } } })).toEqual([['page.after.id', 'query/invalid-cursor']]);
  });
  it('a definition with an odd identifier is refused before anything is built', () => {
    expect(errorsOf({}, { table: 'x"; drop table y; --', columns: [{ field: 'a b' }] })).toEqual([['definition.table', 'query/invalid-identifier'], ['definition.columns[0]', 'query/invalid-identifier']]);
  });
  it('malformed request shapes are errors, not crashes', () => {
    expect(errorsOf({ filters: 'x' as never })).toEqual([['filters', 'query/invalid-request']]);
    expect(errorsOf({ filters: [null as never] })).toEqual([['filters[0]', 'query/invalid-request']]);
  });
  it('messages come from the catalogue', () => {
    const result = compileListQuery(declarationDefinition, { filters: [{ field: 'nope', value: 1 }] }, {}, 'en_US');
    expect(!result.ok && result.errors[0]?.message).toBe('Unknown field nope');
  });
});

describe('compileListQuery: customLgt refusals', () => {
  const errors = (filters: ListQueryRequest['filters']) => {
    const result = compileListQuery(declarationDefinition, { select: ['id'], filters }, {}, 'en_US');
    return result.ok ? [] : result.errors.map((error) => [error.path, error.code]);
  };
  it('applies as a column\'s declared queryOp (the list query form sends only the value)', () => {
    const definition = { ...declarationDefinition, columns: declarationDefinition.columns.map((column) => (column.field === 'amount' ? { ...column, queryOp: 'customLgt' as const } : column)) };
    const result = compileListQuery(definition, { select: ['id'], filters: [{ field: 'amount', value: '<= 50' }], page: { mode: 'offset' } }, {}, 'en_US');
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.sql.text).toContain('WHERE "amount" <= $1');
    expect(result.sql.values[0]).toBe(50);
  });

  it('refuses a sign without a value and a value that does not fit the column, never sending either', () => {
    expect(errors([{ field: 'amount', op: 'customLgt', value: '>=' }])).toEqual([['filters[0].value', 'query/invalid-value']]);
    expect(errors([{ field: 'amount', op: 'customLgt', value: '>ten' }])).toEqual([['filters[0].value', 'query/invalid-value']]);
    expect(errors([{ field: 'declareDate', op: 'customLgt', value: '<tomorrow' }])).toEqual([['filters[0].value', 'query/invalid-value']]);
  });
});
