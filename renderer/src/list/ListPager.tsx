import { Pagination } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ListPagerProps {
  /** 1-based. */
  current: number;
  pageSize: number;
  /** The rows the server counted; where it did not, the rows known so far (one more when more may follow). */
  total: number;
  pageSizes: ReadonlyArray<number>;
  /** Phones: the short form (page n of m), no size changer. */
  isCompact: boolean;
  onChange(page: number, pageSize: number): void;
}

/**
 * The list's one pager (spec §9 page sizes): total, pages, size and a quick jumper, drawn by antd in
 * the app's language. The grid's own paging panel is off, so a list never shows two pagers.
 */
export function ListPager({ current, pageSize, total, pageSizes, isCompact, onChange }: ListPagerProps) {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 8 }} data-testid="list-pager">
      <Pagination
        current={current}
        pageSize={pageSize}
        total={total}
        size="small"
        simple={isCompact}
        showSizeChanger={!isCompact}
        pageSizeOptions={pageSizes.map(String)}
        showQuickJumper={!isCompact}
        showTotal={(count) => t('list.total', { total: count })}
        onChange={onChange}
      />
    </div>
  );
}
