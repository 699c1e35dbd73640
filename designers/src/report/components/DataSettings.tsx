import type { DatasetDefinition, ReportDefinition } from '@wharf/schemas';
import { Form, InputNumber, Radio, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectCell, TextCell } from '../../view/cells';
import { ConditionEditor } from '../../view/ConditionEditor';
import { RowsEditor } from '../../view/RowsEditor';
import { fieldTitle } from '../model/wellEdits';
import type { ReportDesignerOption } from '../types';

type FieldMapEntry = NonNullable<NonNullable<ReportDefinition['drillThrough']>['fieldMap']>[number];

export interface DataSettingsProps {
  widget: ReportDefinition;
  dataset: DatasetDefinition | undefined;
  views: ReadonlyArray<ReportDesignerOption>;
  /** The chosen view's columns; the view column is typed in when not given. */
  viewQueryColumns?: ((viewCode: string) => Promise<ReportDesignerOption[]>) | undefined;
  onChange(patch: Partial<ReportDefinition>): void;
}

/**
 * What the widget shows of its data: sort (by the category or a plotted measure), top-N categories,
 * its own row filter (conditions on the dataset's dimensions, applied on top of the dataset's),
 * the hierarchy the category axis drills down, and the list view a click leads to with the clicked
 * dimensions mapped to the view's query columns.
 */
/** The columns of the drill-through view, asked again when the view changes (none while unknown). */
function useViewColumns(load: DataSettingsProps['viewQueryColumns'], viewCode: string | undefined): ReportDesignerOption[] | undefined {
  const [columns, setColumns] = useState<{ viewCode: string; options: ReportDesignerOption[] }>();
  useEffect(() => {
    if (!load || !viewCode) return undefined;
    let isCurrent = true;
    load(viewCode).then((options) => isCurrent && setColumns({ viewCode, options }), () => undefined);
    return () => { isCurrent = false; };
  }, [load, viewCode]);
  return columns && columns.viewCode === viewCode ? columns.options : undefined;
}

export function DataSettings({ widget, dataset, views, viewQueryColumns, onChange }: DataSettingsProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(`designer.report.data.${key}`);
  const plotted = [widget.xField, ...(widget.yFields ?? [])].filter((code): code is string => Boolean(code)).map((code) => ({ value: code, label: fieldTitle(dataset, code) }));
  const hierarchies = (dataset?.hierarchies ?? []).filter((hierarchy) => !widget.xField || hierarchy.levels.includes(widget.xField)).map((hierarchy) => ({ value: hierarchy.name, label: hierarchy.title }));
  const dimensions = (dataset?.dimension ?? []).map((dimension) => ({ value: dimension.colCode, label: dimension.title }));
  const drillThrough = widget.drillThrough;
  const viewColumns = useViewColumns(viewQueryColumns, drillThrough?.viewCode);
  return (
    <Form layout="vertical" size="small">
      <Form.Item label={label('sortBy')}>
        <Space wrap>
          <SelectCell label={label('sortBy')} value={widget.sort?.by} options={plotted} width={170} onChange={(by) => onChange({ sort: by ? { by, order: widget.sort?.order ?? 'desc' } : undefined })} />
          <Radio.Group aria-label={label('sortOrder')} disabled={!widget.sort} value={widget.sort?.order ?? 'desc'} onChange={(event) => widget.sort && onChange({ sort: { ...widget.sort, order: event.target.value as 'asc' | 'desc' } })}>
            <Radio.Button value="asc">{label('asc')}</Radio.Button>
            <Radio.Button value="desc">{label('desc')}</Radio.Button>
          </Radio.Group>
        </Space>
      </Form.Item>
      <Form.Item label={label('topN')} extra={label('topNHint')}>
        <InputNumber aria-label={label('topN')} min={1} max={1000} precision={0} value={widget.topN ?? null} onChange={(value) => onChange({ topN: typeof value === 'number' ? value : undefined })} />
      </Form.Item>
      <Form.Item label={label('filter')} extra={label('filterHint')}>
        <ConditionEditor value={widget.filter} fields={dimensions} onChange={(filter) => onChange({ filter })} />
      </Form.Item>
      <Form.Item label={label('drillHierarchy')} extra={label('drillHierarchyHint')}>
        <SelectCell label={label('drillHierarchy')} value={widget.drillHierarchy} options={hierarchies} width={240} onChange={(drillHierarchy) => onChange({ drillHierarchy })} />
      </Form.Item>
      <Form.Item label={label('drillThrough')} extra={label('drillThroughHint')}>
        {/* Without a view list (the builder may not read views) the view's code is typed in. */}
        {views.length > 0 ? (
          <SelectCell
            label={label('drillView')}
            value={drillThrough?.viewCode}
            options={views}
            width={240}
            onChange={(viewCode) => onChange({ drillThrough: viewCode ? { ...drillThrough, viewCode } : undefined })}
          />
        ) : (
          <TextCell label={label('drillView')} width={240} value={drillThrough?.viewCode} onChange={(viewCode) => onChange({ drillThrough: viewCode ? { ...drillThrough, viewCode } : undefined })} />
        )}
      </Form.Item>
      {drillThrough ? (
        <Form.Item label={label('fieldMap')}>
          <RowsEditor<FieldMapEntry>
            label={label('fieldMap')}
            rows={drillThrough.fieldMap ?? []}
            onChange={(fieldMap) => onChange({ drillThrough: fieldMap.length > 0 ? { ...drillThrough, fieldMap } : { viewCode: drillThrough.viewCode } })}
            newRow={() => ({ dimension: widget.xField ?? dimensions[0]?.value ?? '', colCode: widget.xField ?? dimensions[0]?.value ?? '' })}
            addLabel={label('addMapping')}
            columns={[
              { key: 'dimension', title: label('dimension'), render: (row, update) => <SelectCell label={label('dimension')} value={row.dimension || undefined} options={dimensions} allowClear={false} width={130} onChange={(dimension) => update({ dimension: dimension ?? '' })} /> },
              {
                key: 'colCode',
                title: label('viewColumn'),
                render: (row, update) => (viewColumns && viewColumns.length > 0
                  ? <SelectCell label={label('viewColumn')} value={row.colCode || undefined} options={viewColumns} allowClear={false} width={130} onChange={(colCode) => update({ colCode: colCode ?? '' })} />
                  : <TextCell label={label('viewColumn')} width={120} value={row.colCode} onChange={(colCode) => update({ colCode: colCode ?? '' })} />),
              },
            ]}
          />
        </Form.Item>
      ) : null}
    </Form>
  );
}
