import type { TablePaginationConfig } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultPageSize, pageSizeOptions } from '../../components/listPage/pageSizes';
import type { PageOf, PageQuery } from './api/types';
import { toastFailure } from '../../http/failureToast';


/**
 * A server-paged list: the current page, its loading state, and the antd pagination with the
 * spec's sizes, quick jumper and total. Changing `filters` goes back to page 1. A failed load
 * warns with the server's message (spec §8 product reactions) and keeps the last page shown.
 */
export function usePagedList<T, F extends object>(load: (query: PageQuery & F) => Promise<PageOf<T>>, filters: F) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState<PageQuery>({ pageNo: 1, pageSize: defaultPageSize });
  const [page, setPage] = useState<PageOf<T>>({ records: [], total: 0, current: 1, size: defaultPageSize, pages: 0 });
  const [isLoading, setIsLoading] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    setPaging((current) => (current.pageNo === 1 ? current : { ...current, pageNo: 1 }));
  }, [filters]);

  useEffect(() => {
    let isCurrent = true;
    setIsLoading(true);
    load({ ...filters, ...paging })
      .then((result) => {
        if (isCurrent) setPage(result);
      })
      .catch((error: unknown) => {
        if (isCurrent) toastFailure('warning', error);
      })
      .finally(() => {
        if (isCurrent) setIsLoading(false);
      });
    return () => {
      isCurrent = false;
    };
  }, [load, filters, paging, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const pagination: TablePaginationConfig = {
    current: paging.pageNo,
    pageSize: paging.pageSize,
    total: page.total,
    pageSizeOptions,
    showSizeChanger: true,
    showQuickJumper: true,
    showTotal: (total) => t('console.total', { total }),
    onChange: (pageNo, pageSize) => setPaging({ pageNo: pageSize === paging.pageSize ? pageNo : 1, pageSize }),
  };
  return { records: page.records, total: page.total, isLoading, pagination, reload };
}

/** The antd pagination of a list held whole in the browser (trees, a dictionary's items). */
export function useLocalPagination(): TablePaginationConfig {
  const { t } = useTranslation();
  return { defaultPageSize, pageSizeOptions, showSizeChanger: true, showQuickJumper: true, showTotal: (total) => t('console.total', { total }) };
}
