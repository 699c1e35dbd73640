import type { DatasetDimension, DatasetMeasure } from '@wharf/schemas';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberCell, SelectCell, TextCell } from '../view/cells';
import { RowsEditor } from '../view/RowsEditor';
import { aggregates, datasetOptionsOf, dateGranularities, dimensionTypes } from './datasetOptions';
import type { DatasetDesignerOption } from './types';

export interface DatasetFieldsPanelProps {
  dimension: ReadonlyArray<DatasetDimension>;
  measure: ReadonlyArray<DatasetMeasure>;
  dictionaries: ReadonlyArray<DatasetDesignerOption>;
  isReadOnly?: boolean;
  onChange(change: { dimension?: DatasetDimension[]; measure?: DatasetMeasure[] }): void;
}

/**
 * The dataset's dimensions (what rows are grouped and filtered by: type, dictionary, date
 * granularity) and measures (what is aggregated, how, and to how many decimals), each reorderable.
 */
export function DatasetFieldsPanel(props: DatasetFieldsPanelProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(`designer.dataset.field.${key}`);
  const readOnly = props.isReadOnly ? { isReadOnly: true } : {};
  return (
    <Form layout="vertical">
      <Form.Item label={label('dimensions')}>
        <RowsEditor<DatasetDimension>
          label={label('dimensions')}
          rows={props.dimension}
          isSortable
          {...readOnly}
          onChange={(dimension) => props.onChange({ dimension })}
          newRow={() => ({ colCode: `dim${props.dimension.length + 1}`, title: label('newDimension') })}
          addLabel={label('addDimension')}
          columns={[
            { key: 'colCode', title: label('colCode'), render: (row, update) => <TextCell label={label('colCode')} value={row.colCode} onChange={(colCode) => update({ colCode: colCode ?? '' })} /> },
            { key: 'title', title: label('title'), render: (row, update) => <TextCell label={label('title')} value={row.title} onChange={(title) => update({ title: title ?? '' })} /> },
            { key: 'colType', title: label('colType'), render: (row, update) => <SelectCell label={label('colType')} value={row.colType} options={datasetOptionsOf(dimensionTypes, 'colType', t)} width={120} onChange={(colType) => update({ colType, ...(colType === 'date' || colType === 'datetime' ? {} : { dateGranularity: undefined }) })} /> },
            { key: 'dictCode', title: label('dictCode'), render: (row, update) => <SelectCell label={label('dictCode')} value={row.dictCode} options={props.dictionaries} onChange={(dictCode) => update({ dictCode })} /> },
            {
              key: 'dateGranularity',
              title: label('dateGranularity'),
              render: (row, update) => (row.colType === 'date' || row.colType === 'datetime'
                ? <SelectCell label={label('dateGranularity')} value={row.dateGranularity} options={datasetOptionsOf(dateGranularities, 'granularity', t)} width={110} onChange={(dateGranularity) => update({ dateGranularity })} />
                : null),
            },
          ]}
        />
      </Form.Item>
      <Form.Item label={label('measures')}>
        <RowsEditor<DatasetMeasure>
          label={label('measures')}
          rows={props.measure}
          isSortable
          {...readOnly}
          onChange={(measure) => props.onChange({ measure })}
          newRow={() => ({ colCode: `measure${props.measure.length + 1}`, title: label('newMeasure'), aggregate: 'sum' })}
          addLabel={label('addMeasure')}
          columns={[
            { key: 'colCode', title: label('colCode'), render: (row, update) => <TextCell label={label('colCode')} value={row.colCode} onChange={(colCode) => update({ colCode: colCode ?? '' })} /> },
            { key: 'title', title: label('title'), render: (row, update) => <TextCell label={label('title')} value={row.title} onChange={(title) => update({ title: title ?? '' })} /> },
            { key: 'aggregate', title: label('aggregate'), render: (row, update) => <SelectCell label={label('aggregate')} value={row.aggregate} options={datasetOptionsOf(aggregates, 'aggregate', t)} allowClear={false} width={150} onChange={(aggregate) => update({ aggregate: aggregate ?? 'sum' })} /> },
            { key: 'precision', title: label('precision'), render: (row, update) => <NumberCell label={label('precision')} value={row.precision} min={0} max={30} onChange={(precision) => update({ precision })} /> },
          ]}
        />
      </Form.Item>
    </Form>
  );
}
