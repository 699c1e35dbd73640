import type { ConditionGroup, DatasetDefinition, DatasetParameter } from '@wharf/schemas';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConditionEditor } from '../view/ConditionEditor';
import { SelectCell, TextCell, YesNoCell } from '../view/cells';
import { RowsEditor } from '../view/RowsEditor';
import { datasetOptionsOf, parameterTypes } from './datasetOptions';

/** A SQL dataset's named parameters (bound into its SQL config): name, title, type, required, default. */
export function DatasetParametersPanel(props: { parameters: ReadonlyArray<DatasetParameter>; isReadOnly?: boolean; onChange(parameters: DatasetParameter[] | undefined): void }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`designer.dataset.parameter.${key}`);
  return (
    <RowsEditor<DatasetParameter>
      label={label('list')}
      rows={props.parameters}
      {...(props.isReadOnly ? { isReadOnly: true } : {})}
      onChange={(parameters) => props.onChange(parameters.length > 0 ? parameters : undefined)}
      newRow={() => ({ name: `param${props.parameters.length + 1}`, title: label('newTitle') })}
      addLabel={label('add')}
      columns={[
        { key: 'name', title: label('name'), render: (row, update) => <TextCell label={label('name')} value={row.name} onChange={(name) => update({ name: name ?? '' })} /> },
        { key: 'title', title: label('title'), render: (row, update) => <TextCell label={label('title')} value={row.title} onChange={(title) => update({ title: title ?? '' })} /> },
        { key: 'paramType', title: label('paramType'), render: (row, update) => <SelectCell label={label('paramType')} value={row.paramType} options={datasetOptionsOf(parameterTypes, 'paramType', t)} width={110} onChange={(paramType) => update({ paramType })} /> },
        { key: 'required', title: label('required'), render: (row, update) => <YesNoCell label={label('required')} value={row.required ? 'Y' : 'N'} onChange={(flag) => update({ required: flag === 'Y' ? true : undefined })} /> },
        {
          key: 'defaultValue',
          title: label('defaultValue'),
          render: (row, update) => (
            <TextCell
              label={label('defaultValue')}
              value={row.defaultValue === undefined || row.defaultValue === null ? undefined : String(row.defaultValue)}
              // A number parameter's default is stored as a number when it reads as one.
              onChange={(text) => update({ defaultValue: text === undefined ? undefined : row.paramType === 'number' && text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text })}
            />
          ),
        },
      ]}
    />
  );
}

/**
 * Filters of the dataset itself: the dimensions of which at least one must be filtered before it
 * runs (so a huge table is never scanned whole) and the filter always applied on top of data rules.
 */
export function DatasetFiltersPanel(props: { dataset: DatasetDefinition; isReadOnly?: boolean; onChange(change: { requiredFilters?: string[] | undefined; defaultFilter?: ConditionGroup | undefined }): void }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`designer.dataset.filters.${key}`);
  const dimensions = props.dataset.dimension.map((dimension) => ({ value: dimension.colCode, label: `${dimension.title} (${dimension.colCode})` }));
  return (
    <Form layout="vertical" style={{ maxWidth: 820 }}>
      <Form.Item label={label('required')} extra={label('requiredHint')}>
        <Select<string[]>
          mode="multiple"
          aria-label={label('required')}
          allowClear
          disabled={props.isReadOnly}
          value={props.dataset.requiredFilters ?? []}
          options={dimensions}
          maxCount={10}
          onChange={(codes) => props.onChange({ requiredFilters: codes.length > 0 ? codes : undefined })}
        />
      </Form.Item>
      <Form.Item label={label('default')} extra={label('defaultHint')}>
        <ConditionEditor value={props.dataset.defaultFilter} fields={dimensions} onChange={(defaultFilter) => props.onChange({ defaultFilter })} />
      </Form.Item>
    </Form>
  );
}
