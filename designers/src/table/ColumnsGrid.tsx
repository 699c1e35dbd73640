import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { TableColumn } from '@wharf/schemas';
import { Button, Checkbox, Input, InputNumber, Select, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { blankColumn } from './blankTable';
import { CellIssue } from './CellIssue';
import { PasteColumnsButton } from './PasteColumnsButton';
import { withPastedColumns } from './pastedColumns';
import type { TableIssues } from './tableIssues';
import { typesWithDecimals, typesWithLength } from './tableIssues';
import type { TableDesignerOption } from './types';

const columnTypes: ReadonlyArray<TableColumn['colType']> = ['varchar', 'text', 'int', 'bigint', 'decimal', 'date', 'datetime', 'time', 'boolean', 'json'];

export interface ColumnsGridProps {
  columns: TableColumn[];
  issues: TableIssues;
  dictionaries: TableDesignerOption[];
  isReadOnly?: boolean;
  onChange(columns: TableColumn[]): void;
}

/** Drops undefined properties, so a cleared cell leaves no `"key": undefined` behind. */
function withChange(column: TableColumn, change: Partial<TableColumn>): TableColumn {
  const next: Record<string, unknown> = { ...column, ...change };
  for (const key of Object.keys(next)) if (next[key] === undefined || next[key] === '') delete next[key];
  return next as unknown as TableColumn;
}

/** A changed type keeps only the length and decimals the new type can use. */
function withType(column: TableColumn, colType: TableColumn['colType']): TableColumn {
  return withChange(column, {
    colType,
    colLength: typesWithLength.has(colType) ? (column.colLength ?? (colType === 'decimal' ? 18 : 50)) : undefined,
    decimals: typesWithDecimals.has(colType) ? (column.decimals ?? 2) : undefined,
  });
}

/** Reads a default value as typed: numbers for numeric columns, text otherwise. */
function parseDefault(column: TableColumn, text: string): TableColumn['defaultValue'] {
  if (text === '') return undefined;
  if (['int', 'bigint', 'decimal'].includes(column.colType) && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return text;
}

/**
 * The columns grid of the table designer: one row per column, every cell editable, the §5 rules
 * shown under the cell they concern as the builder types.
 */
export function ColumnsGrid({ columns, issues, dictionaries, isReadOnly = false, onChange }: ColumnsGridProps) {
  const { t } = useTranslation();
  const update = (index: number, change: (column: TableColumn) => TableColumn) => onChange(columns.map((column, i) => (i === index ? change(column) : column)));
  const move = (index: number, by: number) => {
    const next = [...columns];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    onChange(next);
  };
  const cellIssue = (index: number, key: string) => <CellIssue messages={issues.at(`/columns/${index}/${key}`)} testId={`column-issue-${index}-${key}`} />;

  const gridColumns: TableColumnsType<TableColumn> = [
    { title: '#', key: 'n', width: 44, render: (_value, _column, index) => index + 1 },
    {
      title: t('designer.table.colCode'),
      key: 'colCode',
      width: 170,
      render: (_value, column, index) => (
        <>
          <Input size="small" value={column.colCode} disabled={isReadOnly} status={issues.at(`/columns/${index}/colCode`).length ? 'error' : undefined} aria-label={t('designer.table.colCode')} data-testid={`column-code-${index}`} onChange={(event) => update(index, (c) => ({ ...c, colCode: event.target.value }))} />
          {cellIssue(index, 'colCode')}
        </>
      ),
    },
    {
      title: t('designer.table.colName'),
      key: 'colName',
      width: 160,
      render: (_value, column, index) => (
        <>
          <Input size="small" value={column.colName} disabled={isReadOnly} status={issues.at(`/columns/${index}/colName`).length ? 'error' : undefined} aria-label={t('designer.table.colName')} data-testid={`column-name-${index}`} onChange={(event) => update(index, (c) => ({ ...c, colName: event.target.value }))} />
          {cellIssue(index, 'colName')}
        </>
      ),
    },
    {
      title: t('designer.table.colType'),
      key: 'colType',
      width: 120,
      render: (_value, column, index) => (
        <Select size="small" style={{ width: '100%' }} value={column.colType} disabled={isReadOnly} aria-label={t('designer.table.colType')} data-testid={`column-type-${index}`} options={columnTypes.map((type) => ({ value: type, label: t(`designer.table.type.${type}`) }))} onChange={(type: TableColumn['colType']) => update(index, (c) => withType(c, type))} />
      ),
    },
    {
      title: t('designer.table.colLength'),
      key: 'colLength',
      width: 110,
      render: (_value, column, index) => (
        <>
          <InputNumber size="small" style={{ width: '100%' }} min={1} precision={0} value={column.colLength ?? null} disabled={isReadOnly || !typesWithLength.has(column.colType)} status={issues.at(`/columns/${index}/colLength`).length ? 'error' : undefined} aria-label={t('designer.table.colLength')} data-testid={`column-length-${index}`} onChange={(length) => update(index, (c) => withChange(c, { colLength: length ?? undefined }))} />
          {cellIssue(index, 'colLength')}
        </>
      ),
    },
    {
      title: t('designer.table.decimals'),
      key: 'decimals',
      width: 90,
      render: (_value, column, index) => (
        <>
          <InputNumber size="small" style={{ width: '100%' }} min={0} precision={0} value={column.decimals ?? null} disabled={isReadOnly || !typesWithDecimals.has(column.colType)} status={issues.at(`/columns/${index}/decimals`).length ? 'error' : undefined} aria-label={t('designer.table.decimals')} data-testid={`column-decimals-${index}`} onChange={(decimals) => update(index, (c) => withChange(c, { decimals: decimals ?? undefined }))} />
          {cellIssue(index, 'decimals')}
        </>
      ),
    },
    {
      title: t('designer.table.isKey'),
      key: 'isKey',
      width: 60,
      align: 'center',
      render: (_value, column, index) => <Checkbox checked={column.isKey === 'Y'} disabled={isReadOnly} aria-label={t('designer.table.isKey')} onChange={(event) => update(index, (c) => ({ ...c, isKey: event.target.checked ? 'Y' : 'N', ...(event.target.checked ? { isNull: 'N' as const } : {}) }))} />,
    },
    {
      title: t('designer.table.isNull'),
      key: 'isNull',
      width: 70,
      align: 'center',
      render: (_value, column, index) => <Checkbox checked={column.isNull !== 'N'} disabled={isReadOnly || column.isKey === 'Y'} aria-label={t('designer.table.isNull')} onChange={(event) => update(index, (c) => ({ ...c, isNull: event.target.checked ? 'Y' : 'N' }))} />,
    },
    {
      title: t('designer.table.defaultValue'),
      key: 'defaultValue',
      width: 120,
      render: (_value, column, index) => (
        <>
          <Input size="small" value={column.defaultValue === undefined || column.defaultValue === null ? '' : String(column.defaultValue)} disabled={isReadOnly} aria-label={t('designer.table.defaultValue')} onChange={(event) => update(index, (c) => withChange(c, { defaultValue: parseDefault(c, event.target.value) }))} />
          {cellIssue(index, 'defaultValue')}
        </>
      ),
    },
    {
      title: t('designer.table.dictCode'),
      key: 'dictCode',
      width: 150,
      render: (_value, column, index) => (
        <>
          <Select size="small" style={{ width: '100%' }} allowClear showSearch={{ optionFilterProp: 'label' }} value={column.dictCode} disabled={isReadOnly} options={dictionaries} placeholder={t('designer.table.noDictionary')} aria-label={t('designer.table.dictCode')} onChange={(dictCode?: string) => update(index, (c) => withChange(c, { dictCode }))} />
          {cellIssue(index, 'dictCode')}
        </>
      ),
    },
    {
      title: t('designer.table.comment'),
      key: 'comment',
      width: 180,
      render: (_value, column, index) => <Input size="small" value={column.comment ?? ''} disabled={isReadOnly} aria-label={t('designer.table.comment')} onChange={(event) => update(index, (c) => withChange(c, { comment: event.target.value }))} />,
    },
    {
      title: t('designer.table.actions'),
      key: 'actions',
      width: 110,
      fixed: 'right',
      render: (_value, _column, index) => (
        <Space size={2}>
          <Button size="small" type="text" icon={<ArrowUpOutlined />} disabled={isReadOnly || index === 0} aria-label={t('designer.table.moveUp')} onClick={() => move(index, -1)} />
          <Button size="small" type="text" icon={<ArrowDownOutlined />} disabled={isReadOnly || index === columns.length - 1} aria-label={t('designer.table.moveDown')} onClick={() => move(index, 1)} />
          <Button size="small" type="text" danger icon={<DeleteOutlined />} disabled={isReadOnly || columns.length === 1} aria-label={t('designer.table.removeColumn')} data-testid={`column-remove-${index}`} onClick={() => onChange(columns.filter((_c, i) => i !== index))} />
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="table-columns">
      <Table<TableColumn>
        size="small"
        rowKey={(_column, index) => String(index)}
        columns={gridColumns}
        dataSource={columns}
        pagination={false}
        scroll={{ x: 1300, y: 420 }}
        rowClassName={(_column, index) => (issues.hasUnder(`/columns/${index}`) ? 'wharf-row-has-issue' : '')}
      />
      <Space style={{ marginTop: 8 }}>
        <Button icon={<PlusOutlined />} disabled={isReadOnly} data-testid="add-column" onClick={() => onChange([...columns, blankColumn(columns.length + 1, columns)])}>
          {t('designer.table.addColumn')}
        </Button>
        <PasteColumnsButton isDisabled={isReadOnly} onPaste={(pasted) => onChange(withPastedColumns(columns, pasted, blankColumn(1)))} />
      </Space>
    </div>
  );
}
