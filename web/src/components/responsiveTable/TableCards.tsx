import { Button, Card, Checkbox, Empty, Pagination, Space, Spin, Typography, type TableProps } from 'antd';
import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { useState, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cardColumns, cellContent, pageOfRows, rowKeyOf, titleText } from './cardColumns';

/**
 * A console list on a phone (spec §4, below 768 px), drawn from the same props as its antd table:
 * one card per record with every column as label and value, the `actions` column's buttons under
 * them, a box to select it, tree children as indented cards behind an expand button, and a compact
 * pager. A table at that width scrolls sideways inside itself and shows one column at a time.
 */
export function TableCards<T extends object>(props: TableProps<T>) {
  const { t } = useTranslation();
  const { dataColumns, actionColumns } = cardColumns(props.columns ?? []);
  const childrenName = (props.expandable?.childrenColumnName ?? 'children') as keyof T;
  const [ownExpanded, setOwnExpanded] = useState<readonly Key[]>([]);
  const [ownPage, setOwnPage] = useState({ current: 1, pageSize: 0 });
  const expanded = props.expandable?.expandedRowKeys ?? ownExpanded;
  const selection = props.rowSelection;
  const selectedKeys = selection?.selectedRowKeys ?? [];
  const rows = props.dataSource ?? [];
  const pagination = props.pagination === false ? undefined : props.pagination;
  const current = pagination?.current ?? ownPage.current;
  const pageSize = pagination?.pageSize ?? (ownPage.pageSize || pagination?.defaultPageSize || 10);

  const setExpanded = (keys: Key[]) => {
    setOwnExpanded(keys);
    props.expandable?.onExpandedRowsChange?.(keys);
  };
  const toggleSelected = (key: Key, isChecked: boolean) => {
    const keys = isChecked ? [...selectedKeys, key] : selectedKeys.filter((entry) => entry !== key);
    const chosen = rows.filter((row, index) => keys.includes(rowKeyOf(props.rowKey, row, index)));
    selection?.onChange?.(keys, chosen, { type: 'single' });
  };

  const renderCard = (row: T, index: number, depth: number): ReactNode => {
    const key = rowKeyOf(props.rowKey, row, index);
    const children = (row[childrenName] as T[] | undefined) ?? [];
    const isExpanded = expanded.includes(key);
    return (
      <div key={String(key)} style={{ marginInlineStart: depth * 16 }}>
        <Card size="small" data-row-id={String(key)} styles={{ body: { padding: 12 } }}>
          <Space size={4} style={{ marginBottom: 4 }}>
            {selection && <Checkbox checked={selectedKeys.includes(key)} onChange={(event) => toggleSelected(key, event.target.checked)} aria-label={t('console.card.select')} />}
            {children.length > 0 && (
              <Button
                type="text"
                size="small"
                icon={isExpanded ? <DownOutlined /> : <RightOutlined />}
                aria-expanded={isExpanded}
                aria-label={t(isExpanded ? 'console.card.collapse' : 'console.card.expand')}
                onClick={() => setExpanded(isExpanded ? expanded.filter((entry) => entry !== key) : [...expanded, key])}
              />
            )}
          </Space>
          <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', columnGap: 8, rowGap: 2 }}>
            {dataColumns.map((column, columnIndex) => (
              <div key={String(column.key ?? columnIndex)} style={{ display: 'contents' }}>
                <dt style={{ overflowWrap: 'anywhere' }}><Typography.Text type="secondary">{titleText(column)}</Typography.Text></dt>
                <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{cellContent(column, row, index)}</dd>
              </div>
            ))}
          </dl>
          {actionColumns.length > 0 && (
            <div style={{ marginTop: 8, display: 'flex', flexWrap: 'wrap' }} data-testid="card-actions">
              {actionColumns.map((column, columnIndex) => <span key={String(column.key ?? columnIndex)}>{cellContent(column, row, index)}</span>)}
            </div>
          )}
        </Card>
        {isExpanded && children.length > 0 && <div style={{ marginTop: 8, display: 'grid', gap: 8 }}>{children.map((child, childIndex) => renderCard(child, childIndex, depth + 1))}</div>}
      </div>
    );
  };

  const shown = pageOfRows(rows, pagination ? { current, pageSize } : undefined);
  return (
    <Spin spinning={Boolean(props.loading)}>
      <div data-testid="table-cards" style={{ display: 'grid', gap: 8 }}>
        {shown.length === 0 ? <Empty /> : shown.map((row, index) => renderCard(row, index, 0))}
      </div>
      {pagination && (
        <Pagination
          size="small"
          style={{ marginTop: 12, justifyContent: 'center' }}
          current={current}
          pageSize={pageSize}
          total={pagination.total ?? rows.length}
          showTotal={pagination.showTotal}
          onChange={(page, size) => {
            setOwnPage({ current: page, pageSize: size });
            pagination.onChange?.(page, size);
          }}
        />
      )}
    </Spin>
  );
}
