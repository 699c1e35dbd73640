import type { ViewColumn } from '@wharf/schemas';
import { useTranslation } from 'react-i18next';
import { NumberCell, SelectCell, TextCell, YesNoCell } from './cells';
import { RowsEditor, type RowsEditorColumn } from './RowsEditor';
import type { ViewDesignerOption } from './types';
import { alignTypes, columnTypes, fixedSides, maskings, optionsOf } from './viewOptions';

export interface ColumnsPanelProps {
  columns: ReadonlyArray<ViewColumn>;
  dictionaries: ReadonlyArray<ViewDesignerOption>;
  isReadOnly?: boolean;
  onChange(columns: ViewColumn[]): void;
}

let newColumnCount = 0;

/** The view's columns (spec §3): one row each, every setting editable, order by dragging. */
export function ColumnsPanel(props: ColumnsPanelProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(`designer.view.column.${key}`);
  const flag = (key: 'isHidden' | 'isExport' | 'isFilter' | 'isSort' | 'isEdit' | 'isRequire'): RowsEditorColumn<ViewColumn> => ({
    key,
    title: label(key),
    render: (column, update) => <YesNoCell label={label(key)} value={column[key]} onChange={(value) => update({ [key]: value } as Partial<ViewColumn>)} />,
  });
  const columns: Array<RowsEditorColumn<ViewColumn>> = [
    { key: 'colCode', title: label('colCode'), render: (column, update) => <TextCell label={label('colCode')} value={column.colCode} onChange={(value) => update({ colCode: value ?? '' })} width={130} /> },
    { key: 'colName', title: label('colName'), render: (column, update) => <TextCell label={label('colName')} value={column.colName} onChange={(value) => update({ colName: value ?? '' })} width={130} /> },
    { key: 'colAlias', title: label('colAlias'), render: (column, update) => <TextCell label={label('colAlias')} value={column.colAlias} onChange={(colAlias) => update({ colAlias })} width={110} /> },
    { key: 'colType', title: label('colType'), render: (column, update) => <SelectCell label={label('colType')} value={column.colType} options={optionsOf(columnTypes, 'colType', t)} onChange={(colType) => update({ colType })} width={110} /> },
    { key: 'alignType', title: label('alignType'), render: (column, update) => <SelectCell label={label('alignType')} value={column.alignType} options={optionsOf(alignTypes, 'alignType', t)} onChange={(alignType) => update({ alignType })} width={90} /> },
    { key: 'colWidth', title: label('colWidth'), render: (column, update) => <NumberCell label={label('colWidth')} value={column.colWidth} min={20} max={2000} onChange={(colWidth) => update({ colWidth })} width={80} /> },
    flag('isHidden'),
    flag('isExport'),
    flag('isFilter'),
    flag('isSort'),
    flag('isEdit'),
    flag('isRequire'),
    { key: 'fixed', title: label('fixed'), render: (column, update) => <SelectCell label={label('fixed')} value={column.fixed} options={optionsOf(fixedSides, 'fixed', t)} onChange={(fixed) => update({ fixed })} width={90} /> },
    { key: 'tuoMin', title: label('tuoMin'), render: (column, update) => <SelectCell label={label('tuoMin')} value={column.tuoMin} options={optionsOf(maskings, 'tuoMin', t)} onChange={(tuoMin) => update({ tuoMin })} width={120} /> },
    { key: 'dictCode', title: label('dictCode'), render: (column, update) => <SelectCell label={label('dictCode')} value={column.dictCode} options={props.dictionaries} onChange={(dictCode) => update({ dictCode })} width={130} /> },
  ];
  return (
    <RowsEditor<ViewColumn>
      label={t('designer.view.tab.columns')}
      rows={props.columns}
      columns={columns}
      isSortable
      {...(props.isReadOnly ? { isReadOnly: true } : {})}
      onChange={props.onChange}
      newRow={() => {
        newColumnCount += 1;
        return { colCode: `col${newColumnCount}`, colName: `${t('designer.view.column.newName')} ${newColumnCount}` };
      }}
      addLabel={t('designer.view.column.add')}
    />
  );
}

/** The query settings of the same columns (spec §3 query fields): which are queried, how, and in what order. */
export function QueryFieldsPanel(props: { columns: ReadonlyArray<ViewColumn>; isReadOnly?: boolean; onChange(columns: ViewColumn[]): void }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`designer.view.query.${key}`);
  const columns: Array<RowsEditorColumn<ViewColumn>> = [
    { key: 'colCode', title: t('designer.view.column.colName'), render: (column) => `${column.colName} (${column.colCode})` },
    { key: 'isQuery', title: label('isQuery'), render: (column, update) => <YesNoCell label={label('isQuery')} value={column.isQuery} onChange={(isQuery) => update({ isQuery })} /> },
    { key: 'queryAlias', title: label('queryAlias'), render: (column, update) => <TextCell label={label('queryAlias')} value={column.queryAlias} onChange={(queryAlias) => update({ queryAlias })} width={120} /> },
    { key: 'isDefaultQuery', title: label('isDefaultQuery'), render: (column, update) => <YesNoCell label={label('isDefaultQuery')} value={column.isDefaultQuery} onChange={(isDefaultQuery) => update({ isDefaultQuery })} /> },
    { key: 'queryOp', title: label('queryOp'), render: (column, update) => <SelectCell label={label('queryOp')} value={column.queryOp} options={optionsOf(queryOperatorsOffered, 'queryOp', t)} onChange={(queryOp) => update({ queryOp })} width={150} /> },
    {
      key: 'queryDefaultValue',
      title: label('queryDefaultValue'),
      render: (column, update) => <TextCell label={label('queryDefaultValue')} placeholder="{{now-7d}}" value={column.queryDefaultValue === undefined || column.queryDefaultValue === null ? undefined : String(column.queryDefaultValue)} onChange={(queryDefaultValue) => update({ queryDefaultValue })} width={150} />,
    },
    { key: 'queryIsHidden', title: label('queryIsHidden'), render: (column, update) => <YesNoCell label={label('queryIsHidden')} value={column.queryIsHidden} onChange={(queryIsHidden) => update({ queryIsHidden })} /> },
    { key: 'queryOrder', title: label('queryOrder'), render: (column, update) => <NumberCell label={label('queryOrder')} value={column.queryOrder} min={0} max={10000} onChange={(queryOrder) => update({ queryOrder })} width={80} /> },
  ];
  return <RowsEditor<ViewColumn> label={t('designer.view.tab.query')} rows={props.columns} columns={columns} isReadOnly onChange={props.onChange} />;
}

// customLgt: the user types the comparison with the value (`>100`; engine query/customComparison.ts).
const queryOperatorsOffered = ['eq', 'eic', 'lt', 'gt', 'le', 'ge', 'ne', 'lk', 'lfk', 'rhk', 'in', 'ni', 'bt', 'custom', 'inl', 'nnl', 'customLgt'] as const;
