import type { DatasetDefinition } from '@wharf/schemas';
import { Alert, Button, Form, InputNumber, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectCell, TextCell } from '../view/cells';
import { changeDataset, changeSourceType, mergeSourceFields } from './datasetEdits';
import type { DatasetDesignerOption, DatasetDesignerServices } from './types';

export interface DatasetSourcePanelProps {
  dataset: DatasetDefinition;
  isNew: boolean;
  isReadOnly?: boolean;
  services: DatasetDesignerServices;
  sqlConfigs: ReadonlyArray<DatasetDesignerOption>;
  tables: ReadonlyArray<DatasetDesignerOption>;
  onChange(next: DatasetDefinition): void;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The dataset's parameters with a default, as the values of the SQL config's test run. */
const parameterDefaults = (dataset: DatasetDefinition) => Object.fromEntries((dataset.parameters ?? []).filter((parameter) => parameter.defaultValue !== undefined).map((parameter) => [parameter.name, parameter.defaultValue ?? null]));

/**
 * Name and code, where rows come from (a SQL config or a table), the columns it offers added as
 * dimensions and measures, and the row cap and cache time.
 */
export function DatasetSourcePanel(props: DatasetSourcePanelProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(`designer.dataset.source.${key}`);
  const { dataset } = props;
  const [outcome, setOutcome] = useState<{ type: 'success' | 'warning' | 'error'; text: string }>();
  const [isLoading, setLoading] = useState(false);
  const set = (patch: Partial<DatasetDefinition>) => props.onChange(changeDataset(dataset, patch));
  const sourceCode = dataset.sourceType === 'sql' ? dataset.sqlCode : dataset.tableName;
  const canLoad = Boolean(sourceCode) && (dataset.sourceType === 'table' || Boolean(props.services.sqlConfigColumns));

  const loadColumns = async () => {
    if (!sourceCode) return;
    setLoading(true);
    setOutcome(undefined);
    try {
      const fields = dataset.sourceType === 'sql' ? await props.services.sqlConfigColumns!(sourceCode, parameterDefaults(dataset)) : await props.services.tableColumns(sourceCode);
      const merged = mergeSourceFields(dataset, fields);
      props.onChange(merged.dataset);
      setOutcome(merged.refused.length > 0
        ? { type: 'warning', text: `${t('designer.dataset.source.fieldsAdded', { count: merged.added.length })} ${t('designer.dataset.source.fieldsRefused', { codes: merged.refused.join(', ') })}` }
        : { type: 'success', text: t('designer.dataset.source.fieldsAdded', { count: merged.added.length }) });
    } catch (error) {
      setOutcome({ type: 'error', text: t('designer.dataset.source.loadFailed', { reason: errorText(error) }) });
    } finally {
      setLoading(false);
    }
  };

  return (
    <Form layout="vertical" style={{ maxWidth: 720 }}>
      <Space wrap size="large" align="start">
        <Form.Item label={label('datasetName')} required>
          <TextCell label={label('datasetName')} width={260} value={dataset.datasetName} isReadOnly={props.isReadOnly} onChange={(datasetName) => set({ datasetName: datasetName ?? '' })} />
        </Form.Item>
        <Form.Item label={label('datasetCode')} required {...(props.isNew ? {} : { extra: label('codeFixed') })}>
          <TextCell label={label('datasetCode')} width={220} value={dataset.datasetCode} isReadOnly={props.isReadOnly || !props.isNew} onChange={(datasetCode) => set({ datasetCode: datasetCode ?? '' })} />
        </Form.Item>
      </Space>
      <Form.Item label={label('sourceType')}>
        <Radio.Group aria-label={label('sourceType')} value={dataset.sourceType} onChange={(event) => props.onChange(changeSourceType(dataset, event.target.value as DatasetDefinition['sourceType']))}>
          <Radio value="sql">{label('fromSql')}</Radio>
          <Radio value="table">{label('fromTable')}</Radio>
        </Radio.Group>
      </Form.Item>
      <Space wrap align="end">
        {dataset.sourceType === 'sql' ? (
          <Form.Item label={label('sqlCode')} required>
            {/* Without a list (the builder may not read SQL configs) the code is typed in. */}
            {props.sqlConfigs.length > 0
              ? <SelectCell label={label('sqlCode')} width={300} value={dataset.sqlCode || undefined} options={props.sqlConfigs} allowClear={false} onChange={(sqlCode) => set({ sqlCode: sqlCode ?? '' })} />
              : <TextCell label={label('sqlCode')} width={300} value={dataset.sqlCode} isReadOnly={props.isReadOnly} onChange={(sqlCode) => set({ sqlCode: sqlCode ?? '' })} />}
          </Form.Item>
        ) : (
          <Form.Item label={label('tableName')} required>
            {props.tables.length > 0
              ? <SelectCell label={label('tableName')} width={300} value={dataset.tableName || undefined} options={props.tables} allowClear={false} onChange={(tableName) => set({ tableName: tableName ?? '' })} />
              : <TextCell label={label('tableName')} width={300} value={dataset.tableName} isReadOnly={props.isReadOnly} onChange={(tableName) => set({ tableName: tableName ?? '' })} />}
          </Form.Item>
        )}
        {props.isReadOnly ? null : (
          <Form.Item>
            <Button loading={isLoading} disabled={!canLoad} onClick={() => void loadColumns()}>{label('loadFields')}</Button>
          </Form.Item>
        )}
      </Space>
      {dataset.sourceType === 'sql' && !props.services.sqlConfigColumns ? <Typography.Paragraph type="secondary">{label('typeFields')}</Typography.Paragraph> : null}
      {outcome ? <Alert type={outcome.type} showIcon title={outcome.text} style={{ marginBottom: 12 }} /> : null}
      <Space wrap size="large">
        <Form.Item label={label('maxRows')} extra={label('maxRowsHint')}>
          <InputNumber aria-label={label('maxRows')} min={1} max={50000} precision={0} placeholder="5000" value={dataset.maxRows ?? null} onChange={(value) => set({ maxRows: typeof value === 'number' ? value : undefined })} />
        </Form.Item>
        <Form.Item label={label('cacheSeconds')} extra={label('cacheSecondsHint')}>
          <InputNumber aria-label={label('cacheSeconds')} min={0} max={3600} precision={0} placeholder="30" value={dataset.cacheSeconds ?? null} onChange={(value) => set({ cacheSeconds: typeof value === 'number' ? value : undefined })} />
        </Form.Item>
      </Space>
    </Form>
  );
}
