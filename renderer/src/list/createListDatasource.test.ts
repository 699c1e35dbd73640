import { describe, expect, it, vi } from 'vitest';
import type { IGetRowsParams } from 'ag-grid-community';
import { createListDatasource, lastRowOf, sortFromModel } from './createListDatasource';
import type { FetchRowsParams } from './types';

function request(startRow: number, endRow: number, sortModel: IGetRowsParams['sortModel'] = []) {
  let settled: (value: { rows?: unknown[]; lastRow?: number; failed?: boolean }) => void = () => undefined;
  const done = new Promise<{ rows?: unknown[]; lastRow?: number; failed?: boolean }>((resolve) => { settled = resolve; });
  const params = { startRow, endRow, sortModel, filterModel: {}, successCallback: (rows: unknown[], lastRow?: number) => settled({ rows, lastRow }), failCallback: () => settled({ failed: true }) } as unknown as IGetRowsParams;
  return { params, done };
}

describe('the list datasource', () => {
  it('turns blocks into pages, passes the sort and anchors the next block on the last row (keyset)', async () => {
    const calls: FetchRowsParams[] = [];
    const datasource = createListDatasource({
      blockSize: 2,
      buildQuery: ({ pageNo, pageSize, sort }) => ({ pageNo: String(pageNo), pageSize: String(pageSize), ...(sort ? { column: sort.column, order: sort.order } : {}) }),
      fetchRows: async (params) => {
        calls.push(params);
        return params.query.pageNo === '1' ? { records: [{ id: 'a', entryId: 'E1' }, { id: 'b', entryId: 'E2' }], hasMore: true } : { records: [{ id: 'c', entryId: 'E3' }], hasMore: false };
      },
    });
    const first = request(0, 2, [{ colId: 'entryId', sort: 'asc' }]);
    datasource.getRows(first.params);
    expect(await first.done).toEqual({ rows: [{ id: 'a', entryId: 'E1' }, { id: 'b', entryId: 'E2' }], lastRow: -1 });
    const second = request(2, 4, [{ colId: 'entryId', sort: 'asc' }]);
    datasource.getRows(second.params);
    expect((await second.done).lastRow).toBe(3);
    expect(calls).toEqual([
      { query: { pageNo: '1', pageSize: '2', column: 'entryId', order: 'asc' } },
      { query: { pageNo: '2', pageSize: '2', column: 'entryId', order: 'asc' }, after: { entryId: 'E2', id: 'b' } },
    ]);
  });
  it('uses the view\'s default sort when the user chose none, and reports failures', async () => {
    const onError = vi.fn();
    const datasource = createListDatasource({
      blockSize: 20,
      defaultSort: { column: 'declDate', order: 'desc' },
      buildQuery: ({ sort }) => ({ column: sort!.column, order: sort!.order }),
      fetchRows: async (params) => { throw new Error(`refused ${params.query.column}`); },
      onError,
    });
    const call = request(0, 20);
    datasource.getRows(call.params);
    expect(await call.done).toEqual({ failed: true });
    expect(onError).toHaveBeenCalledWith(new Error('refused declDate'));
  });
  it('knows the last row from a total, from hasMore false, or from a short block; else scrolls on', () => {
    expect(lastRowOf(40, 20, { records: [], total: 1234 })).toBe(1234);
    expect(lastRowOf(40, 20, { records: new Array(20).fill({ id: 'x' }), hasMore: false })).toBe(60);
    expect(lastRowOf(40, 20, { records: new Array(5).fill({ id: 'x' }) })).toBe(45);
    expect(lastRowOf(40, 20, { records: new Array(20).fill({ id: 'x' }), hasMore: true })).toBe(-1);
    expect(sortFromModel([{ colId: 'a', sort: 'desc' }])).toEqual({ column: 'a', order: 'desc' });
    expect(sortFromModel([])).toBeUndefined();
  });
});
