import type { ListQuerySort } from '@wharf/engine';
import { useEffect, useState } from 'react';
import type { FetchRowsResult, ListRecord, ListServices } from './types';

export interface CardPageOptions {
  /** Only a list drawn as cards loads its pages here (the grid has its own row model). */
  isActive: boolean;
  services: Pick<ListServices, 'fetchRows'>;
  /** The query of one page with the current filters; a new function means new filters: page 1 again. */
  buildQuery(page: { pageNo: number; pageSize: number; sort: ListQuerySort | undefined }): Record<string, string>;
  pageSize: number;
  sort: ListQuerySort | undefined;
  /** Changes when the rows must be read again (after a delete, a copy, an import…), staying on the page. */
  reloadCount: number;
  onLoaded(result: FetchRowsResult): void;
  onError(error: unknown): void;
}

export interface CardPage {
  /** 1-based. */
  page: number;
  rows: ReadonlyArray<ListRecord> | undefined;
  /** The server's count, else what is known (one more row when more may follow, so the pager offers the next page). */
  total: number;
  goTo(page: number): void;
}

/**
 * The page of rows a card list shows: one request per page (with the count), page 1 again when the
 * filters change, the same page after a reload, the page before when a reload left this one empty.
 */
export function useCardPage({ isActive, services, buildQuery, pageSize, sort, reloadCount, onLoaded, onError }: CardPageOptions): CardPage {
  const [position, setPosition] = useState({ buildQuery, page: 1 });
  const page = position.buildQuery === buildQuery ? position.page : 1;
  const [loaded, setLoaded] = useState<{ rows: ReadonlyArray<ListRecord>; total: number }>();
  const sortKey = JSON.stringify(sort ?? null);

  useEffect(() => {
    if (!isActive) return;
    let isCurrent = true;
    const query = { ...buildQuery({ pageNo: page, pageSize, sort: JSON.parse(sortKey) as ListQuerySort | undefined ?? undefined }), total: 'true' };
    services.fetchRows({ query }).then(
      (result) => {
        if (!isCurrent) return;
        const rows = result.records ?? [];
        if (rows.length === 0 && page > 1) {
          setPosition({ buildQuery, page: page - 1 });
          return;
        }
        const mayHaveMore = result.hasMore ?? rows.length === pageSize;
        setLoaded({ rows, total: result.total ?? (page - 1) * pageSize + rows.length + (mayHaveMore ? 1 : 0) });
        onLoaded(result);
      },
      (error: unknown) => {
        if (!isCurrent) return;
        setLoaded({ rows: [], total: 0 });
        onError(error);
      },
    );
    return () => {
      isCurrent = false;
    };
    // onLoaded/onError are the caller's callbacks of this render; a new one alone reads nothing again.
  }, [isActive, services, buildQuery, page, pageSize, sortKey, reloadCount]);

  return { page, rows: loaded?.rows, total: loaded?.total ?? 0, goTo: (next) => setPosition({ buildQuery, page: next }) };
}
