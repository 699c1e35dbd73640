import { useCallback, useState } from 'react';
import type { PageOf, PageQuery } from './api/types';
import { usePagedList } from './usePagedList';

/**
 * The state of a console list page: its filters, the selected ids and the server-paged list.
 * `afterChange` is what a change of records does next: forget the selection and load again.
 */
export function useListPage<T, F extends object>(load: (query: PageQuery & F) => Promise<PageOf<T>>, initialFilters: F) {
  const [filters, setFilters] = useState<F>(initialFilters);
  const [selected, setSelected] = useState<string[]>([]);
  const list = usePagedList(load, filters);
  const { reload } = list;
  const afterChange = useCallback(() => {
    setSelected([]);
    reload();
  }, [reload]);
  return { filters, setFilters, selected, setSelected, list, reload, afterChange };
}
