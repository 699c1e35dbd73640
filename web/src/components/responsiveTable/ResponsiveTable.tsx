import { Table, type TableProps } from 'antd';
import { useIsMobile } from '../../hooks/useIsMobile';
import { TableCards } from './TableCards';

/**
 * The console's list table: antd's `Table` on wider screens, and the same rows as cards on a phone
 * (spec §4, below 768 px), as the app's lists do (the renderer's `ListCards`). A drop-in for `Table`:
 * the `actions` column becomes each card's buttons.
 */
export function ResponsiveTable<T extends object>(props: TableProps<T>) {
  const isMobile = useIsMobile();
  return isMobile ? <TableCards<T> {...props} /> : <Table<T> {...props} />;
}
