import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { TableColumn, TableIndex } from '@wharf/schemas';
import { Button, Checkbox, Input, Select, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CellIssue } from './CellIssue';
import type { TableIssues } from './tableIssues';

export interface IndexesEditorProps {
  tableName: string;
  indexes: TableIndex[];
  columns: TableColumn[];
  issues: TableIssues;
  isReadOnly?: boolean;
  onChange(indexes: TableIndex[]): void;
}

/** A name not used yet, derived from the table's name (index names are per tenant schema, not global). */
function nextIndexName(tableName: string, indexes: readonly TableIndex[]): string {
  const used = new Set(indexes.map((index) => index.indexName));
  let n = indexes.length + 1;
  while (used.has(`ix_${tableName || 'table'}_${n}`)) n += 1;
  return `ix_${tableName || 'table'}_${n}`;
}

/** The table's indexes: name, the columns in order, unique or not. */
export function IndexesEditor({ tableName, indexes, columns, issues, isReadOnly = false, onChange }: IndexesEditorProps) {
  const { t } = useTranslation();
  const update = (position: number, change: Partial<TableIndex>) => onChange(indexes.map((index, i) => (i === position ? { ...index, ...change } : index)));
  const columnOptions = columns.map((column) => ({ value: column.colCode, label: `${column.colCode} (${column.colName})` }));
  const gridColumns: TableColumnsType<TableIndex> = [
    {
      title: t('designer.table.indexName'),
      key: 'indexName',
      width: 220,
      render: (_value, index, position) => (
        <>
          <Input size="small" value={index.indexName} disabled={isReadOnly} aria-label={t('designer.table.indexName')} status={issues.at(`/indexes/${position}/indexName`).length ? 'error' : undefined} onChange={(event) => update(position, { indexName: event.target.value })} />
          <CellIssue messages={issues.at(`/indexes/${position}/indexName`)} />
        </>
      ),
    },
    {
      title: t('designer.table.indexColumns'),
      key: 'colCodes',
      render: (_value, index, position) => (
        <>
          <Select size="small" mode="multiple" style={{ width: '100%' }} value={index.colCodes} disabled={isReadOnly} aria-label={t('designer.table.indexColumns')} options={columnOptions} onChange={(colCodes: string[]) => update(position, { colCodes })} />
          <CellIssue messages={[...issues.at(`/indexes/${position}/colCodes`), ...index.colCodes.flatMap((_code, j) => issues.at(`/indexes/${position}/colCodes/${j}`))]} />
        </>
      ),
    },
    {
      title: t('designer.table.isUnique'),
      key: 'isUnique',
      width: 80,
      align: 'center',
      render: (_value, index, position) => <Checkbox checked={index.isUnique === 'Y'} disabled={isReadOnly} aria-label={t('designer.table.isUnique')} onChange={(event) => update(position, { isUnique: event.target.checked ? 'Y' : 'N' })} />,
    },
    {
      title: t('designer.table.actions'),
      key: 'actions',
      width: 60,
      render: (_value, _index, position) => <Button size="small" type="text" danger icon={<DeleteOutlined />} disabled={isReadOnly} aria-label={t('designer.table.removeIndex')} onClick={() => onChange(indexes.filter((_x, i) => i !== position))} />,
    },
  ];
  return (
    <div data-testid="table-indexes">
      <Table<TableIndex> size="small" rowKey={(_index, position) => String(position)} columns={gridColumns} dataSource={indexes} pagination={false} />
      <Button style={{ marginTop: 8 }} icon={<PlusOutlined />} disabled={isReadOnly || columns.length === 0} onClick={() => onChange([...indexes, { indexName: nextIndexName(tableName, indexes), colCodes: [columns[0]!.colCode], isUnique: 'N' }])}>
        {t('designer.table.addIndex')}
      </Button>
    </div>
  );
}
