import type { ViewDefinition } from '@wharf/schemas';
import { Alert, Button, Form, Input, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeEditor } from '../dataSources/CodeEditor';
import { SelectCell } from './cells';
import type { SourceColumn, ViewDesignerOption, ViewDesignerServices } from './types';
import { dataSourceOf, mergeSourceColumns, resultHasId, type ViewDataSource } from './viewSources';
import { optionsOf, viewTypes } from './viewOptions';

export interface BasicPanelProps {
  view: ViewDefinition;
  isNew: boolean;
  services: ViewDesignerServices;
  tables: ReadonlyArray<ViewDesignerOption>;
  forms: ReadonlyArray<ViewDesignerOption>;
  isReadOnly?: boolean;
  onChange(change: Partial<ViewDefinition>): void;
}

type Outcome = { type: 'success' | 'warning' | 'error'; text: string };
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Name, code, type and status of the view, and where its rows come from: a form's table (columns
 * offered from the table definition) or its own list SQL, which is test-run on the server and must
 * return id (spec §5).
 */
export function BasicPanel(props: BasicPanelProps) {
  const { t } = useTranslation();
  const { view } = props;
  const [source, setSource] = useState<ViewDataSource>(dataSourceOf(view));
  const [outcome, setOutcome] = useState<Outcome>();
  const [isBusy, setBusy] = useState(false);
  const label = (key: string) => t(`designer.view.basic.${key}`);

  const addColumns = (columns: SourceColumn[]) => {
    const merged = mergeSourceColumns(view.columns ?? [], columns);
    props.onChange({ columns: merged.columns });
    const parts = [t('designer.view.basic.columnsAdded', { count: merged.added.length })];
    if (merged.refused.length > 0) parts.push(t('designer.view.basic.columnsRefused', { codes: merged.refused.join(', ') }));
    setOutcome({ type: merged.refused.length > 0 ? 'warning' : 'success', text: parts.join(' ') });
  };
  const busy = async (work: () => Promise<void>) => {
    setBusy(true);
    setOutcome(undefined);
    try {
      await work();
    } catch (error) {
      setOutcome({ type: 'error', text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form layout="vertical" style={{ maxWidth: 900 }}>
      <Space wrap size="large">
        <Form.Item label={label('viewName')} required>
          <Input aria-label={label('viewName')} value={view.viewName} style={{ width: 260 }} onChange={(event) => props.onChange({ viewName: event.target.value })} />
        </Form.Item>
        <Form.Item label={label('viewCode')} required extra={props.isNew ? undefined : label('codeFixed')}>
          <Input aria-label={label('viewCode')} value={view.viewCode} disabled={!props.isNew} style={{ width: 220 }} onChange={(event) => props.onChange({ viewCode: event.target.value })} />
        </Form.Item>
        <Form.Item label={label('viewType')}>
          <Select aria-label={label('viewType')} value={view.viewType} style={{ width: 200 }} options={optionsOf(viewTypes, 'viewType', t)} onChange={(viewType) => props.onChange({ viewType })} />
        </Form.Item>
        <Form.Item label={label('viewStatus')}>
          <Select aria-label={label('viewStatus')} value={view.viewStatus ?? 'enable'} style={{ width: 140 }} options={[{ value: 'enable', label: label('enable') }, { value: 'disable', label: label('disable') }]} onChange={(viewStatus) => props.onChange({ viewStatus })} />
        </Form.Item>
      </Space>
      <Form.Item label={label('dataSource')}>
        <Radio.Group
          value={source}
          onChange={(event) => {
            const next = event.target.value as ViewDataSource;
            setSource(next);
            props.onChange(next === 'sql' ? { tableName: undefined, reportSql: view.reportSql ?? 'select id from ' } : { reportSql: undefined });
          }}
        >
          <Radio value="table">{label('fromTable')}</Radio>
          <Radio value="sql">{label('fromSql')}</Radio>
        </Radio.Group>
      </Form.Item>
      {source === 'table' ? (
        <Space wrap align="end">
          <Form.Item label={label('tableName')}>
            <SelectCell label={label('tableName')} value={view.tableName} options={props.tables} onChange={(tableName) => props.onChange({ tableName })} width={240} />
          </Form.Item>
          <Form.Item>
            <Button disabled={!view.tableName} loading={isBusy} onClick={() => void busy(async () => addColumns(await props.services.tableColumns(view.tableName!)))}>{label('addTableColumns')}</Button>
          </Form.Item>
        </Space>
      ) : (
        <Form.Item label={label('reportSql')} extra={label('reportSqlHint')}>
          <CodeEditor label={label('reportSql')} language="sql" height={200} isReadOnly={props.isReadOnly ?? false} value={view.reportSql ?? ''} onChange={(reportSql) => props.onChange({ reportSql })} />
          <Button
            style={{ marginTop: 8 }}
            loading={isBusy}
            disabled={!view.reportSql?.trim()}
            onClick={() =>
              void busy(async () => {
                const result = await props.services.testReportSql(view.reportSql!);
                if (!resultHasId(result.columns)) {
                  setOutcome({ type: 'error', text: t('designer.view.basic.sqlWithoutId') });
                  return;
                }
                addColumns(result.columns);
              })
            }
          >
            {label('testSql')}
          </Button>
        </Form.Item>
      )}
      <Form.Item label={label('formCode')} extra={label('formCodeHint')}>
        <SelectCell label={label('formCode')} value={view.formCode} options={props.forms} onChange={(formCode) => props.onChange({ formCode })} width={240} />
      </Form.Item>
      {outcome ? <Alert type={outcome.type} showIcon title={outcome.text} /> : null}
    </Form>
  );
}
