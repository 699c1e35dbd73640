import { describe, expect, it } from 'vitest';
import { buildListQuery, superQueryParams } from './buildListQuery';
import { declarationView } from './fixtures.test-support';
import { deriveQueryFields, initialQueryValues } from './queryFields';

const now = new Date('2024-03-10T04:00:00Z');

describe('query fields', () => {
  it('come in queryOrder, labelled by queryAlias, without customLgt (the server refuses it)', () => {
    const fields = deriveQueryFields(declarationView);
    expect(fields.map((field) => [field.colCode, field.op, field.isHidden])).toEqual([
      ['declDate', 'bt', false],
      ['entryId', 'rhk', false],
      ['status', 'in', true],
      ['remark', 'nnl', false],
    ]);
  });
  it('expand {{now±N}} defaults into dates and split list and range defaults', () => {
    const values = initialQueryValues(declarationView, deriveQueryFields(declarationView), now);
    expect(values).toEqual({ declDate: ['2024-03-03', '2024-03-10'], status: ['00', '10'] });
  });
});

describe('buildListQuery', () => {
  const fields = deriveQueryFields(declarationView);
  it('sends paging, sort, each non-empty value under its field, ranges as _begin/_end, lists comma-joined', () => {
    const query = buildListQuery({
      fields,
      values: { declDate: ['2024-03-03', ''], entryId: ' 2201 ', status: ['00', '10'], remark: true },
      sort: { column: 'entryId', order: 'asc' },
      pageNo: 3,
      pageSize: 50,
    });
    expect(query).toEqual({ pageNo: '3', pageSize: '50', column: 'entryId', order: 'asc', declDate_begin: '2024-03-03', entryId: '2201', status: '00,10', remark: '1' });
  });
  it('leaves out empty values, an unticked null check and the sort when none is chosen (server default createTime desc)', () => {
    expect(buildListQuery({ fields, values: { entryId: '  ', remark: false, status: [] }, pageNo: 1, pageSize: 20 })).toEqual({ pageNo: '1', pageSize: '20' });
  });
  it('adds the super query as JSON with its match type, dropping rows without field or value', () => {
    const query = buildListQuery({
      fields: [],
      values: {},
      pageNo: 1,
      pageSize: 20,
      superQuery: { matchType: 'or', conditions: [{ field: 'total', rule: 'gt', val: '100' }, { field: '', rule: 'eq', val: 'x' }, { field: 'remark', rule: 'inl' }, { field: 'entryId', rule: 'lk', val: '' }] },
    });
    expect(JSON.parse(query.superQueryParams!)).toEqual([{ field: 'total', rule: 'gt', val: '100' }, { field: 'remark', rule: 'inl', val: '' }]);
    expect(query.superQueryMatchType).toBe('or');
  });
  it('has no super query parameters when nothing is left', () => {
    expect(superQueryParams({ matchType: 'and', conditions: [{ field: 'a', rule: 'eq', val: '' }] })).toEqual([]);
    expect(buildListQuery({ fields: [], values: {}, pageNo: 1, pageSize: 10, superQuery: { matchType: 'and', conditions: [] } })).not.toHaveProperty('superQueryParams');
  });
  it('lets the page-fixed filters win over the query form', () => {
    expect(buildListQuery({ fields, values: { entryId: 'a' }, pageNo: 1, pageSize: 20, fixedQuery: { entryId: 'fixed' } }).entryId).toBe('fixed');
  });
});
