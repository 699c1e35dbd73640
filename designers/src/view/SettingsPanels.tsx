import type { ViewColumn, ViewLayoutItem, ViewNestedTable, ViewPage, ViewParameter, ViewTreeNode } from '@wharf/schemas';
import { Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberCell, SelectCell, TextCell, YesNoCell } from './cells';
import { RowsEditor, withChange } from './RowsEditor';
import type { ViewDesignerOption } from './types';
import { layoutComponentTypes, optionsOf, pageSizes, parameterTypes } from './viewOptions';

const codesOf = (columns: ReadonlyArray<ViewColumn>) => columns.map((column) => ({ value: column.colCode, label: `${column.colName} (${column.colCode})` }));

/** The view's parameters (spec §3): key (unique), name, type, required, default. */
export function ParametersPanel(props: { parameters: ReadonlyArray<ViewParameter>; isReadOnly?: boolean; onChange(parameters: ViewParameter[]): void }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`designer.view.parameter.${key}`);
  return (
    <RowsEditor<ViewParameter>
      label={t('designer.view.tab.parameters')}
      rows={props.parameters}
      {...(props.isReadOnly ? { isReadOnly: true } : {})}
      onChange={props.onChange}
      newRow={() => ({ parameterKey: `param${props.parameters.length + 1}`, parameterName: label('newName') })}
      addLabel={label('add')}
      columns={[
        { key: 'parameterKey', title: label('parameterKey'), render: (row, update) => <TextCell label={label('parameterKey')} value={row.parameterKey} onChange={(value) => update({ parameterKey: value ?? '' })} /> },
        { key: 'parameterName', title: label('parameterName'), render: (row, update) => <TextCell label={label('parameterName')} value={row.parameterName} onChange={(value) => update({ parameterName: value ?? '' })} /> },
        { key: 'parameterType', title: label('parameterType'), render: (row, update) => <SelectCell label={label('parameterType')} value={row.parameterType} options={optionsOf(parameterTypes, 'parameterType', t)} onChange={(parameterType) => update({ parameterType })} /> },
        { key: 'isRequired', title: label('isRequired'), render: (row, update) => <YesNoCell label={label('isRequired')} value={row.isRequired} onChange={(isRequired) => update({ isRequired })} /> },
        { key: 'defaultValue', title: label('defaultValue'), render: (row, update) => <TextCell label={label('defaultValue')} value={row.defaultValue === undefined || row.defaultValue === null ? undefined : String(row.defaultValue)} onChange={(defaultValue) => update({ defaultValue })} /> },
      ]}
    />
  );
}

/** Page settings (spec §3, §9) and the nested tables shown under the clicked row. */
export function PagePanel(props: { page: ViewPage; nestedTables: ReadonlyArray<ViewNestedTable>; columns: ReadonlyArray<ViewColumn>; views: ReadonlyArray<ViewDesignerOption>; isReadOnly?: boolean; onChange(change: { page?: ViewPage; nestedTables?: ViewNestedTable[] }): void }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`designer.view.page.${key}`);
  const page = props.page;
  const update = (change: Partial<ViewPage>) => props.onChange({ page: withChange(page, change) });
  return (
    <Form layout="vertical">
      <Space wrap size="large" align="start">
        <Form.Item label={label('isPage')}><YesNoCell label={label('isPage')} value={page.isPage ?? 'Y'} onChange={(isPage) => update({ isPage })} /></Form.Item>
        <Form.Item label={label('pageNum')}><SelectCell label={label('pageNum')} value={page.pageNum} options={pageSizes.map((size) => ({ value: size, label: String(size) }))} onChange={(pageNum) => update({ pageNum })} width={100} /></Form.Item>
        <Form.Item label={label('isLineNum')}><YesNoCell label={label('isLineNum')} value={page.isLineNum} onChange={(isLineNum) => update({ isLineNum })} /></Form.Item>
        <Form.Item label={label('scrollEnable')}><YesNoCell label={label('scrollEnable')} value={page.scrollEnable} onChange={(scrollEnable) => update({ scrollEnable })} /></Form.Item>
        <Form.Item label={label('actionWidth')}><NumberCell label={label('actionWidth')} value={page.actionWidth} min={0} max={2000} onChange={(actionWidth) => update({ actionWidth })} /></Form.Item>
        <Form.Item label={label('headerHeight')}><NumberCell label={label('headerHeight')} value={page.headerHeight} min={20} max={200} onChange={(headerHeight) => update({ headerHeight })} /></Form.Item>
        <Form.Item label={label('rowHeight')}><NumberCell label={label('rowHeight')} value={page.rowHeight} min={20} max={100} onChange={(rowHeight) => update({ rowHeight })} /></Form.Item>
        <Form.Item label={label('sortColumn')}><SelectCell label={label('sortColumn')} value={page.sortColumn} options={[{ value: 'createTime', label: 'createTime' }, ...codesOf(props.columns)]} onChange={(sortColumn) => update({ sortColumn })} width={180} /></Form.Item>
        <Form.Item label={label('sortOrder')}><SelectCell label={label('sortOrder')} value={page.sortOrder} options={[{ value: 'asc' as const, label: label('asc') }, { value: 'desc' as const, label: label('desc') }]} onChange={(sortOrder) => update({ sortOrder })} width={110} /></Form.Item>
      </Space>
      <Form.Item label={label('nestedTables')}>
        <RowsEditor<ViewNestedTable>
          label={label('nestedTables')}
          rows={props.nestedTables}
          {...(props.isReadOnly ? { isReadOnly: true } : {})}
          onChange={(nestedTables) => props.onChange({ nestedTables })}
          newRow={() => ({ viewCode: props.views[0]?.value ?? '', colCode: 'id', relatedColCode: props.columns[0]?.colCode ?? 'id' })}
          columns={[
            { key: 'viewCode', title: label('nestedView'), render: (row, change) => <SelectCell label={label('nestedView')} value={row.viewCode || undefined} options={props.views} allowClear={false} onChange={(viewCode) => change({ viewCode: viewCode ?? '' })} width={180} /> },
            { key: 'title', title: label('nestedTitle'), render: (row, change) => <TextCell label={label('nestedTitle')} value={row.title} onChange={(title) => change({ title })} /> },
            { key: 'colCode', title: label('nestedColCode'), render: (row, change) => <SelectCell label={label('nestedColCode')} value={row.colCode || undefined} options={[{ value: 'id', label: 'id' }, ...codesOf(props.columns)]} allowClear={false} onChange={(colCode) => change({ colCode: colCode ?? '' })} width={160} /> },
            { key: 'relatedColCode', title: label('nestedRelatedColCode'), render: (row, change) => <TextCell label={label('nestedRelatedColCode')} value={row.relatedColCode} onChange={(value) => change({ relatedColCode: value ?? '' })} /> },
          ]}
        />
      </Form.Item>
    </Form>
  );
}

/** The nodes of a tree view (spec §5: at least one, keys unique); parent by key, children from an SQL config. */
export function TreePanel(props: { nodes: ReadonlyArray<ViewTreeNode>; columns: ReadonlyArray<ViewColumn>; sqlConfigs: ReadonlyArray<ViewDesignerOption>; isReadOnly?: boolean; onChange(nodes: ViewTreeNode[]): void }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`designer.view.tree.${key}`);
  return (
    <RowsEditor<ViewTreeNode>
      label={t('designer.view.tab.tree')}
      rows={props.nodes}
      isSortable
      {...(props.isReadOnly ? { isReadOnly: true } : {})}
      onChange={props.onChange}
      newRow={() => ({ key: `node${props.nodes.length + 1}`, title: label('newTitle') })}
      columns={[
        { key: 'key', title: label('key'), render: (row, update) => <TextCell label={label('key')} value={row.key} onChange={(value) => update({ key: value ?? '' })} /> },
        { key: 'title', title: label('title'), render: (row, update) => <TextCell label={label('title')} value={row.title} onChange={(value) => update({ title: value ?? '' })} /> },
        { key: 'parentKey', title: label('parentKey'), render: (row, update) => <SelectCell label={label('parentKey')} value={row.parentKey} options={props.nodes.filter((node) => node.key !== row.key).map((node) => ({ value: node.key, label: node.title }))} onChange={(parentKey) => update({ parentKey })} /> },
        { key: 'sqlCode', title: label('sqlCode'), render: (row, update) => <SelectCell label={label('sqlCode')} value={row.sqlCode} options={props.sqlConfigs} onChange={(sqlCode) => update({ sqlCode })} width={160} /> },
        { key: 'filterColCode', title: label('filterColCode'), render: (row, update) => <SelectCell label={label('filterColCode')} value={row.filterColCode} options={codesOf(props.columns)} onChange={(filterColCode) => update({ filterColCode })} width={160} /> },
      ]}
    />
  );
}

/** The parts of a combination view on the 24-column grid, with a sketch of where each one sits. */
export function LayoutPanel(props: { items: ReadonlyArray<ViewLayoutItem>; isReadOnly?: boolean; onChange(items: ViewLayoutItem[]): void }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`designer.view.layout.${key}`);
  const bottom = props.items.reduce((max, item) => Math.max(max, item.y + item.h), 1);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <RowsEditor<ViewLayoutItem>
        label={t('designer.view.tab.layout')}
        rows={props.items}
        {...(props.isReadOnly ? { isReadOnly: true } : {})}
        onChange={props.onChange}
        newRow={() => ({ componentType: 'view', code: '', x: 0, y: bottom, w: 24, h: 8 })}
        columns={[
          { key: 'componentType', title: label('componentType'), render: (row, update) => <SelectCell label={label('componentType')} value={row.componentType} allowClear={false} options={optionsOf(layoutComponentTypes, 'componentType', t)} onChange={(componentType) => update({ componentType: componentType ?? 'view' })} width={100} /> },
          { key: 'code', title: label('code'), render: (row, update) => <TextCell label={label('code')} value={row.code} onChange={(code) => update({ code: code ?? '' })} /> },
          { key: 'title', title: label('title'), render: (row, update) => <TextCell label={label('title')} value={row.title} onChange={(title) => update({ title })} /> },
          ...(['x', 'y', 'w', 'h'] as const).map((key) => ({
            key,
            title: key,
            render: (row: ViewLayoutItem, update: (change: Partial<ViewLayoutItem>) => void) => <NumberCell label={`${label('position')} ${key}`} value={row[key]} min={key === 'w' || key === 'h' ? 1 : 0} max={key === 'x' ? 23 : key === 'w' ? 24 : 10000} width={70} onChange={(value) => update({ [key]: value ?? 0 } as Partial<ViewLayoutItem>)} />,
          })),
        ]}
      />
      <div aria-hidden style={{ display: 'grid', gridTemplateColumns: 'repeat(24, 1fr)', gridAutoRows: 8, gap: 2, background: 'var(--ant-color-fill-quaternary, #fafafa)', padding: 4 }}>
        {props.items.map((item, index) => (
          <div key={index} style={{ gridColumn: `${item.x + 1} / span ${Math.min(item.w, 24 - item.x)}`, gridRow: `${item.y + 1} / span ${item.h}`, border: '1px solid var(--ant-color-primary, #1677ff)', borderRadius: 4, fontSize: 11, overflow: 'hidden', padding: 2 }}>
            {item.title ?? item.code}
          </div>
        ))}
      </div>
    </Space>
  );
}
