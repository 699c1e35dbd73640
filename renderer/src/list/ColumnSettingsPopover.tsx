import { Button, Checkbox, Popover, Space } from 'antd';
import type { ViewColumn } from '@wharf/schemas';
import { useTranslation } from 'react-i18next';

export interface ColumnSettingsPopoverProps {
  /** The columns in the user's order with the user's visibility. */
  columns: ReadonlyArray<ViewColumn>;
  onToggle(colCode: string, isVisible: boolean): void;
  onReset(): void;
}

/**
 * Which columns the user sees. Order and width are set by dragging the grid's headers and their
 * edges; all three are saved per user (spec §3 custom column settings).
 */
export function ColumnSettingsPopover(props: ColumnSettingsPopoverProps) {
  const { t } = useTranslation();
  const content = (
    <Space orientation="vertical" style={{ maxHeight: 360, overflowY: 'auto' }}>
      {props.columns.map((column) => (
        <Checkbox key={column.colCode} checked={column.isHidden !== 'Y'} onChange={(event) => props.onToggle(column.colCode, event.target.checked)}>
          {column.colName}
        </Checkbox>
      ))}
      <Button size="small" onClick={props.onReset}>{t('list.columns.reset')}</Button>
    </Space>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={t('list.columns.hint')} content={content}>
      <Button>{t('list.columns.title')}</Button>
    </Popover>
  );
}
