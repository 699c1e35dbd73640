import { describe, expect, it } from 'vitest';
import { compileListQuery } from './compileListQuery';
import { declarationDefinition } from './declarationDefinition.fixture';
import { parseListQueryParams } from './parseListQueryParams';

describe('parseListQueryParams (spec §7 list pages)', () => {
  it('reads paging, sort, selected fields, filters, ranges and the super query', () => {
    const result = parseListQueryParams({
      pageNo: '2', pageSize: '50', column: 'amount', order: 'asc', field: 'id,entryNo', _t: '1700000000000', lang: 'en_US',
      status: 'A', declareDate_begin: '2024-01-01', declareDate_end: '2024-01-31',
      superQueryParams: JSON.stringify([{ field: 'amount', rule: 'gt', val: '10' }, { field: 'consignee', rule: 'lk', val: 'port' }]), superQueryMatchType: 'or',
    }, declarationDefinition);
    expect(result).toEqual({
      ok: true,
      request: {
        page: { mode: 'offset', pageNo: 2, pageSize: 50 },
        sort: { field: 'amount', order: 'asc' },
        select: ['id', 'entryNo'],
        filters: [{ field: 'status', value: 'A' }, { field: 'declareDate', op: 'bt', value: ['2024-01-01', '2024-01-31'] }],
        superQuery: { matchType: 'or', conditions: [{ field: 'amount', op: 'gt', value: '10' }, { field: 'consignee', op: 'lk', value: 'port' }] },
      },
    });
    if (!result.ok) return;
    const compiled = compileListQuery(declarationDefinition, result.request);
    expect(compiled.ok && compiled.sql.text).toBe(
      `SELECT "id", "entry_no" AS "entryNo" FROM "customs_declaration" WHERE ("status" = $1) AND ("declare_date" BETWEEN $2 AND $3) AND (("amount" > $4) OR ("consignee" LIKE $5 ESCAPE '\\')) ORDER BY "amount" ASC, "id" ASC LIMIT $6 OFFSET $7`,
    );
  });
  it('defaults: first page, definition sort, no filters', () => {
    expect(parseListQueryParams({}, declarationDefinition)).toEqual({ ok: true, request: { page: { mode: 'offset' } } });
  });
  it('unknown parameters, bad numbers and bad super-query JSON are errors', () => {
    const result = parseListQueryParams({ pageNo: '-1', password: 'x', superQueryParams: '{oops' }, declarationDefinition, { lang: 'en_US' });
    expect(!result.ok && result.errors.map((error) => [error.path, error.code])).toEqual([
      ['pageNo', 'query/invalid-request'], ['password', 'query/unknown-field'], ['superQueryParams', 'query/invalid-request'],
    ]);
  });
  it('reads <field>_begin as a bound of <field>\'s range, unless a declared field has that name and <field> is no range', () => {
    const definition = { table: 't', columns: [{ field: 'shipDate', queryOp: 'eq' as const }, { field: 'shipDate_begin' }, { field: 'arrival', queryOp: 'bt' as const }] };
    expect(parseListQueryParams({ shipDate_begin: 'A', arrival_begin: '2024-01-01' }, definition)).toEqual({
      ok: true,
      request: { page: { mode: 'offset' }, filters: [{ field: 'shipDate_begin', value: 'A' }, { field: 'arrival', op: 'bt', value: ['2024-01-01', ''] }] },
    });
  });
  it('parameters the caller names itself are ignored; repeated parameters take the last value', () => {
    expect(parseListQueryParams({ viewCode: 'v1', status: ['A', 'B'] }, declarationDefinition, { ignoredParams: ['viewCode'] }))
      .toEqual({ ok: true, request: { page: { mode: 'offset' }, filters: [{ field: 'status', value: 'B' }] } });
  });
});
