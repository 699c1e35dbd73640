import type { IDatasource, IGetRowsParams, SortModelItem } from 'ag-grid-community';
import type { ListQuerySort } from '@wharf/engine';
import type { FetchRowsParams, FetchRowsResult, ListRecord } from './types';

export interface ListDatasourceOptions {
  fetchRows(params: FetchRowsParams): Promise<FetchRowsResult>;
  /** The query-string parameters of one block (the current filters are captured by the caller). */
  buildQuery(page: { pageNo: number; pageSize: number; sort: ListQuerySort | undefined }): Record<string, string>;
  /** The block size; with pages on, the page size, so one page is one request. */
  blockSize: number;
  /** The sort when the user chose none: the view's sortColumn, else the server's default. */
  defaultSort?: ListQuerySort;
  /** The column the server sorts by when none is sent (spec §2: createTime). */
  serverDefaultSortColumn?: string;
  onLoaded?(result: FetchRowsResult): void;
  onError?(error: unknown): void;
}

/** The grid's sort model as the list's single sort column (spec §7 `column` / `order`). */
export function sortFromModel(model: ReadonlyArray<SortModelItem> | undefined): ListQuerySort | undefined {
  const first = model?.find((item) => item.sort === 'asc' || item.sort === 'desc');
  return first ? { column: first.colId, order: first.sort as 'asc' | 'desc' } : undefined;
}

/** The last row of a block where more rows may follow is unknown (-1): the grid keeps scrolling without a COUNT. */
export function lastRowOf(startRow: number, blockSize: number, result: FetchRowsResult): number {
  if (typeof result.total === 'number') return result.total;
  if (result.hasMore === false || result.records.length < blockSize) return startRow + result.records.length;
  return -1;
}

/**
 * An ag-grid Infinite Row Model datasource over `fetchRows`: block n is page n + 1 of the list API.
 * When the block before is loaded, its last row goes along as the keyset anchor, so an
 * implementation can page by keyset instead of a deep OFFSET.
 */
export function createListDatasource(options: ListDatasourceOptions): IDatasource {
  const lastRows = new Map<number, ListRecord>();
  return {
    getRows(params: IGetRowsParams) {
      const block = Math.floor(params.startRow / options.blockSize);
      const sort = sortFromModel(params.sortModel) ?? options.defaultSort;
      const query = options.buildQuery({ pageNo: block + 1, pageSize: options.blockSize, sort });
      const previous = lastRows.get(block - 1);
      const sortColumn = sort?.column ?? options.serverDefaultSortColumn ?? 'createTime';
      const anchorValue = previous?.[sortColumn];
      const after = previous && anchorValue !== undefined && anchorValue !== null ? { [sortColumn]: anchorValue, id: previous.id } : undefined;
      options.fetchRows(after ? { query, after } : { query }).then(
        (result) => {
          const records = result.records ?? [];
          if (records.length > 0) lastRows.set(block, records[records.length - 1]!);
          options.onLoaded?.(result);
          params.successCallback([...records], lastRowOf(params.startRow, options.blockSize, { ...result, records }));
        },
        (error: unknown) => {
          options.onError?.(error);
          params.failCallback();
        },
      );
    },
  };
}
