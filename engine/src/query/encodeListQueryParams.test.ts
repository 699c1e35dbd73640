import { describe, expect, it } from 'vitest';
import { encodeListQueryParams, encodeSuperQueryParams, type ListQueryFormField } from './encodeListQueryParams';

// The query form of a declaration list: a date range, a starts-with text, a hidden status list, a null check.
const fields: ListQueryFormField[] = [
  { colCode: 'declDate', op: 'bt' },
  { colCode: 'entryId', op: 'rhk' },
  { colCode: 'status', op: 'in' },
  { colCode: 'remark', op: 'nnl' },
];

describe('encodeListQueryParams', () => {
  it('sends paging, sort, each non-empty value under its field, ranges as _begin/_end, lists comma-joined', () => {
    const query = encodeListQueryParams({
      fields,
      values: { declDate: ['2024-03-03', ''], entryId: ' 2201 ', status: ['00', '10'], remark: true },
      sort: { column: 'entryId', order: 'asc' },
      pageNo: 3,
      pageSize: 50,
    });
    expect(query).toEqual({ pageNo: '3', pageSize: '50', column: 'entryId', order: 'asc', declDate_begin: '2024-03-03', entryId: '2201', status: '00,10', remark: '1' });
  });
  it('leaves out empty values, an unticked null check and the sort when none is chosen (server default createTime desc)', () => {
    expect(encodeListQueryParams({ fields, values: { entryId: '  ', remark: false, status: [] }, pageNo: 1, pageSize: 20 })).toEqual({ pageNo: '1', pageSize: '20' });
  });
  it('sends a list item holding a comma as the items the server will read, and none for a lone comma', () => {
    expect(encodeListQueryParams({ fields, values: { status: ['00 , 10', ' 20'] }, pageNo: 1, pageSize: 20 }).status).toBe('00,10,20');
    expect(encodeListQueryParams({ fields, values: { status: [','] }, pageNo: 1, pageSize: 20 })).not.toHaveProperty('status');
  });
  it('adds the super query as JSON with its match type, dropping rows without field or value', () => {
    const query = encodeListQueryParams({
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
    expect(encodeSuperQueryParams({ matchType: 'and', conditions: [{ field: 'a', rule: 'eq', val: '' }] })).toEqual([]);
    expect(encodeListQueryParams({ fields: [], values: {}, pageNo: 1, pageSize: 10, superQuery: { matchType: 'and', conditions: [] } })).not.toHaveProperty('superQueryParams');
  });
  it('lets the page-fixed filters win over the query form', () => {
    expect(encodeListQueryParams({ fields, values: { entryId: 'a' }, pageNo: 1, pageSize: 20, fixedQuery: { entryId: 'fixed' } }).entryId).toBe('fixed');
  });
});
