import { Alert, Button, Empty, Input, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataSourceTestResult } from './types';

export interface TestRunField {
  name: string;
  isRequired?: boolean;
}

export interface TestRunPanelProps {
  fields: ReadonlyArray<TestRunField>;
  run(params: Record<string, unknown>): Promise<DataSourceTestResult>;
  /** Test runs only after the record is valid; the reason is shown instead of the button. */
  disabledReason?: string;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const cellText = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** Rows as a table with a column per key (of the first 50 rows), or the JSON answer as text. */
function ResultView({ result }: { result: DataSourceTestResult }) {
  const { t } = useTranslation();
  const rows = result.records ?? (Array.isArray(result.data) && result.data.every((item) => item !== null && typeof item === 'object' && !Array.isArray(item)) ? (result.data as Record<string, unknown>[]) : undefined);
  if (!rows) return <pre style={{ maxHeight: 320, overflow: 'auto', background: 'var(--ant-color-fill-quaternary, #fafafa)', padding: 8 }}>{JSON.stringify(result.data, null, 2)}</pre>;
  if (rows.length === 0) return <Empty description={t('designer.dataSources.test.noRows')} />;
  const keys = [...new Set(rows.slice(0, 50).flatMap((row) => Object.keys(row)))];
  return (
    <Table
      size="small"
      aria-label={t('designer.dataSources.test.result')}
      rowKey={(_row, index) => String(index)}
      scroll={{ x: 'max-content', y: 320 }}
      pagination={{ pageSize: 20, showSizeChanger: false }}
      columns={keys.map((key) => ({ key, title: key, dataIndex: key, render: (value: unknown) => cellText(value) }))}
      dataSource={rows.map((row) => ({ ...row }))}
    />
  );
}

/** The test run (issue 8 item 1): a value per parameter, then the result table or the server's message. */
export function TestRunPanel(props: TestRunPanelProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>({});
  const [result, setResult] = useState<DataSourceTestResult>();
  const [failure, setFailure] = useState<string>();
  const [isRunning, setRunning] = useState(false);
  const missing = props.fields.filter((field) => field.isRequired && !(values[field.name] ?? '').trim()).map((field) => field.name);

  const run = async () => {
    setRunning(true);
    setFailure(undefined);
    setResult(undefined);
    try {
      const params = Object.fromEntries(props.fields.filter((field) => (values[field.name] ?? '') !== '').map((field) => [field.name, values[field.name]]));
      setResult(await props.run(params));
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setRunning(false);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {props.fields.length > 0 ? (
        <Space wrap>
          {props.fields.map((field) => (
            <label key={field.name} style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
              <span>{field.isRequired ? `* ${field.name}` : field.name}</span>
              <Input aria-label={field.name} value={values[field.name] ?? ''} style={{ width: 180 }} onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))} />
            </label>
          ))}
        </Space>
      ) : null}
      <Space>
        <Button type="primary" loading={isRunning} disabled={Boolean(props.disabledReason) || missing.length > 0} onClick={() => void run()}>{t('designer.dataSources.test.run')}</Button>
        {props.disabledReason ? <Typography.Text type="secondary">{props.disabledReason}</Typography.Text> : null}
        {!props.disabledReason && missing.length > 0 ? <Typography.Text type="secondary">{t('designer.dataSources.test.missing', { names: missing.join(', ') })}</Typography.Text> : null}
      </Space>
      {failure ? <Alert type="error" showIcon title={failure} /> : null}
      {result ? (
        <>
          <Typography.Text type="secondary">
            {t('designer.dataSources.test.summary', { count: result.records?.length ?? (Array.isArray(result.data) ? result.data.length : 1), ms: result.elapsedMs ?? '-' })}
            {result.isTruncated ? ` ${t('designer.dataSources.test.truncated')}` : ''}
          </Typography.Text>
          <ResultView result={result} />
        </>
      ) : null}
    </Space>
  );
}
