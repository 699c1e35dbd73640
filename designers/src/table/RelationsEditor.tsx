import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { TableColumn, TableRelation } from '@wharf/schemas';
import { AutoComplete, Button, Input, Select, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CellIssue } from './CellIssue';
import type { TableIssues } from './tableIssues';
import type { TableDesignerOption } from './types';

export interface RelationsEditorProps {
  relations: TableRelation[];
  columns: TableColumn[];
  tables: TableDesignerOption[];
  issues: TableIssues;
  isReadOnly?: boolean;
  onChange(relations: TableRelation[]): void;
}

/**
 * The ER model of the table: each relation says whether this table is the master or the sub of
 * another one and which column pair joins them (a form's sub-tables follow these links).
 */
export function RelationsEditor({ relations, columns, tables, issues, isReadOnly = false, onChange }: RelationsEditorProps) {
  const { t } = useTranslation();
  const update = (position: number, change: Partial<TableRelation>) => onChange(relations.map((relation, i) => (i === position ? { ...relation, ...change } : relation)));
  const issueAt = (position: number, key: string) => <CellIssue messages={issues.at(`/relations/${position}/${key}`)} />;
  const gridColumns: TableColumnsType<TableRelation> = [
    {
      title: t('designer.table.relationType'),
      key: 'relationType',
      width: 150,
      render: (_value, relation, position) => (
        <Select size="small" style={{ width: '100%' }} value={relation.relationType} disabled={isReadOnly} aria-label={t('designer.table.relationType')} options={[{ value: 'master', label: t('designer.table.relation.master') }, { value: 'sub', label: t('designer.table.relation.sub') }]} onChange={(relationType: TableRelation['relationType']) => update(position, { relationType })} />
      ),
    },
    {
      title: t('designer.table.relatedTable'),
      key: 'relatedTable',
      width: 200,
      render: (_value, relation, position) => (
        <>
          <AutoComplete size="small" style={{ width: '100%' }} value={relation.relatedTable} disabled={isReadOnly} aria-label={t('designer.table.relatedTable')} options={tables} onChange={(relatedTable: string) => update(position, { relatedTable })} />
          {issueAt(position, 'relatedTable')}
        </>
      ),
    },
    {
      title: t('designer.table.joinColumn'),
      key: 'colCode',
      width: 180,
      render: (_value, relation, position) => (
        <>
          <Select size="small" style={{ width: '100%' }} value={relation.colCode} disabled={isReadOnly} aria-label={t('designer.table.joinColumn')} options={columns.map((column) => ({ value: column.colCode, label: column.colCode }))} onChange={(colCode: string) => update(position, { colCode })} />
          {issueAt(position, 'colCode')}
        </>
      ),
    },
    {
      title: t('designer.table.relatedColumn'),
      key: 'relatedColCode',
      width: 180,
      render: (_value, relation, position) => (
        <>
          <Input size="small" value={relation.relatedColCode} disabled={isReadOnly} aria-label={t('designer.table.relatedColumn')} onChange={(event) => update(position, { relatedColCode: event.target.value })} />
          {issueAt(position, 'relatedColCode')}
        </>
      ),
    },
    {
      title: t('designer.table.cardinality'),
      key: 'cardinality',
      width: 150,
      render: (_value, relation, position) => (
        <Select size="small" style={{ width: '100%' }} value={relation.cardinality ?? 'oneToMany'} disabled={isReadOnly} aria-label={t('designer.table.cardinality')} options={[{ value: 'oneToMany', label: t('designer.table.cardinality.oneToMany') }, { value: 'oneToOne', label: t('designer.table.cardinality.oneToOne') }]} onChange={(cardinality: NonNullable<TableRelation['cardinality']>) => update(position, { cardinality })} />
      ),
    },
    {
      title: t('designer.table.actions'),
      key: 'actions',
      width: 60,
      render: (_value, _relation, position) => <Button size="small" type="text" danger icon={<DeleteOutlined />} disabled={isReadOnly} aria-label={t('designer.table.removeRelation')} onClick={() => onChange(relations.filter((_x, i) => i !== position))} />,
    },
  ];
  return (
    <div data-testid="table-relations">
      <Typography.Paragraph type="secondary">{t('designer.table.relationsHint')}</Typography.Paragraph>
      <Table<TableRelation> size="small" rowKey={(_relation, position) => String(position)} columns={gridColumns} dataSource={relations} pagination={false} />
      <Button style={{ marginTop: 8 }} icon={<PlusOutlined />} disabled={isReadOnly || columns.length === 0} onClick={() => onChange([...relations, { relationType: 'master', relatedTable: '', colCode: columns[0]!.colCode, relatedColCode: columns[0]!.colCode, cardinality: 'oneToMany' }])}>
        {t('designer.table.addRelation')}
      </Button>
    </div>
  );
}
