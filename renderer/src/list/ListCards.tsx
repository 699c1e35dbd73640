import { Card, Checkbox, Empty, Space, Spin, Typography } from 'antd';
import type { ViewColumn } from '@wharf/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListRecord } from './types';

export interface ListCardsProps {
  /** The columns the user sees, in their order (hidden ones already left out). */
  columns: ReadonlyArray<ViewColumn>;
  /** Undefined while the page loads. */
  rows: ReadonlyArray<ListRecord> | undefined;
  selectedIds: ReadonlySet<string>;
  onToggle(row: ListRecord, isSelected: boolean): void;
  /** The row's buttons (those its conditions allow), as the grid's action column draws them. */
  renderActions(row: ListRecord): ReactNode;
  /** A cell's value as shown: dictionary texts, yes/no; the row keeps what the server sent. */
  cellText(column: ViewColumn, value: unknown): string;
}

const isSafeUrl = (value: unknown): value is string => typeof value === 'string' && /^(https?:\/\/|\/)/i.test(value.trim());

function CellValue({ column, text, value }: { column: ViewColumn; text: string; value: unknown }) {
  if (column.colType === 'link' && isSafeUrl(value)) return <a href={value} target="_blank" rel="noopener noreferrer">{value}</a>;
  if (column.colType === 'image') return isSafeUrl(value) ? <img src={value} alt="" style={{ maxHeight: 28 }} /> : null;
  return <>{text}</>;
}

/**
 * A list on a phone (spec §4, below 768 px): one card per record with every column the user sees as
 * label and value, full width, the record's buttons under it and a box to select it. A grid at that
 * width shows a truncated first column beside the action column, nothing readable.
 */
export function ListCards({ columns, rows, selectedIds, onToggle, renderActions, cellText }: ListCardsProps) {
  const { t } = useTranslation();
  if (!rows) return <Spin style={{ display: 'block', margin: '32px auto' }} />;
  if (rows.length === 0) return <Empty description={t('list.grid.noRowsToShow')} />;
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }} data-testid="list-cards">
      {rows.map((row) => (
        <Card key={row.id} size="small" data-row-id={row.id} styles={{ body: { padding: 12 } }}>
          <Checkbox checked={selectedIds.has(row.id)} onChange={(event) => onToggle(row, event.target.checked)} aria-label={t('list.card.select')} style={{ marginBottom: 4 }} />
          <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', columnGap: 8, rowGap: 2 }}>
            {columns.map((column) => (
              <div key={column.colCode} style={{ display: 'contents' }} data-col={column.colCode}>
                <dt style={{ overflowWrap: 'anywhere' }}><Typography.Text type="secondary">{column.colName}</Typography.Text></dt>
                <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>
                  <CellValue column={column} value={row[column.colCode]} text={cellText(column, row[column.colCode])} />
                </dd>
              </div>
            ))}
          </dl>
          <div style={{ marginTop: 8, display: 'flex', flexWrap: 'wrap' }} data-testid="card-actions">{renderActions(row)}</div>
        </Card>
      ))}
    </Space>
  );
}
