import type { HttpConfigRecord } from '@wharf/schemas';
import { Alert, Button, Form, Input, Select, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HiddenIssuesLink } from '../issues';
import { TextCell } from '../view/cells';
import { RowsEditor } from '../view/RowsEditor';
import { CodeEditor } from './CodeEditor';
import { TestRunPanel } from './TestRunPanel';
import type { HttpConfigEditorProps } from './types';
import { UsageList } from './UsageList';
import { useRecordDraft } from './useRecordDraft';

const methods: ReadonlyArray<HttpConfigRecord['httpMethod']> = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

/** A new HTTP config. */
export function blankHttpConfig(): HttpConfigRecord {
  return { schemaVersion: 1, httpCode: '', httpName: '', httpUrl: 'https://', httpMethod: 'GET' };
}

const fieldState = (messages: string[]) => (messages.length > 0 ? { validateStatus: 'error' as const, help: messages.join('; ') } : {});

interface HeaderRow { name: string; value: string }
const headerRows = (header: HttpConfigRecord['header']): HeaderRow[] => Object.entries(header ?? {}).map(([name, value]) => ({ name, value: value ?? '' }));
const headerObject = (rows: ReadonlyArray<HeaderRow>): HttpConfigRecord['header'] => (rows.length > 0 ? Object.fromEntries(rows.map((row) => [row.name, row.value])) : undefined);

/**
 * The HTTP config designer (issue 8 item 1): code, name, method, url, headers, body and the
 * returnScript (run by the server in the sandbox) in monaco, a test run through the server's SSRF
 * guard, and the usage list.
 */
export function HttpConfigEditor(props: HttpConfigEditorProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(`designer.dataSources.http.${key}`);
  const { draft, change, issues, issueAt, hiddenCount, revealAll, isSaving, outcome, submit } = useRecordDraft('httpConfig', props.record, (record) => props.services.save(record, props.isNew ?? false), props.onSaved, props.isNew ?? false);
  // Header rows are kept while typing, so a row with an empty or repeated name does not vanish mid-edit.
  const [headers, setHeaders] = useState<HeaderRow[]>(() => headerRows(props.record.header));
  const [testParams, setTestParams] = useState<HeaderRow[]>([]);
  const duplicateHeaders = headers.map((row) => row.name.toLowerCase()).filter((name, index, all) => name !== '' && all.indexOf(name) !== index);

  return (
    <div className="wharf-http-config-editor">
      <Form layout="vertical" style={{ maxWidth: 1000 }}>
        <Space wrap size="large" align="start">
          <Form.Item label={label('httpCode')} required {...fieldState(issueAt('/httpCode'))}>
            <Input aria-label={label('httpCode')} value={draft.httpCode} disabled={!props.isNew || props.isReadOnly} style={{ width: 240 }} onChange={(event) => change({ httpCode: event.target.value })} />
          </Form.Item>
          <Form.Item label={label('httpName')} required {...fieldState(issueAt('/httpName'))}>
            <Input aria-label={label('httpName')} value={draft.httpName} disabled={props.isReadOnly} style={{ width: 300 }} onChange={(event) => change({ httpName: event.target.value })} />
          </Form.Item>
        </Space>
        <Space.Compact style={{ width: '100%' }}>
          <Select aria-label={label('httpMethod')} value={draft.httpMethod} disabled={props.isReadOnly} style={{ width: 120 }} options={methods.map((method) => ({ value: method, label: method }))} onChange={(httpMethod) => change({ httpMethod })} />
          <Input aria-label={label('httpUrl')} value={draft.httpUrl} disabled={props.isReadOnly} status={issueAt('/httpUrl').length > 0 ? 'error' : undefined} onChange={(event) => change({ httpUrl: event.target.value })} />
        </Space.Compact>
        <Typography.Text type={issueAt('/httpUrl').length > 0 ? 'danger' : 'secondary'}>{issueAt('/httpUrl').join('; ') || label('httpUrlHint')}</Typography.Text>
        <Form.Item label={label('header')} style={{ marginTop: 16 }} {...fieldState([...issueAt('/header'), ...(duplicateHeaders.length > 0 ? [t('designer.dataSources.http.duplicateHeader', { names: duplicateHeaders.join(', ') })] : [])])}>
          <RowsEditor<HeaderRow>
            label={label('header')}
            rows={headers}
            {...(props.isReadOnly ? { isReadOnly: true } : {})}
            onChange={(rows) => {
              setHeaders(rows);
              change({ header: headerObject(rows.filter((row) => row.name.trim() !== '')) });
            }}
            newRow={() => ({ name: '', value: '' })}
            columns={[
              { key: 'name', title: label('headerName'), render: (row, update) => <TextCell label={label('headerName')} value={row.name} onChange={(name) => update({ name: name ?? '' })} width={200} /> },
              { key: 'value', title: label('headerValue'), render: (row, update) => <TextCell label={label('headerValue')} value={row.value} onChange={(value) => update({ value: value ?? '' })} width={360} /> },
            ]}
          />
        </Form.Item>
        {draft.httpMethod !== 'GET' ? (
          <Form.Item label={label('body')} {...fieldState(issueAt('/body'))}>
            <CodeEditor label={label('body')} language="json" height={160} value={draft.body ?? ''} isReadOnly={props.isReadOnly ?? false} onChange={(body) => change({ body: body === '' ? undefined : body })} />
          </Form.Item>
        ) : null}
        <Form.Item label={label('returnScript')} extra={label('returnScriptHint')} {...fieldState(issueAt('/returnScript'))}>
          <CodeEditor label={label('returnScript')} language="javascript" height={180} value={draft.returnScript ?? ''} isReadOnly={props.isReadOnly ?? false} onChange={(returnScript) => change({ returnScript: returnScript === '' ? undefined : returnScript })} />
        </Form.Item>
        {outcome ? <Alert type={outcome.type} showIcon title={outcome.text} style={{ marginBottom: 8 }} /> : null}
        {props.isReadOnly ? null : (
          <Space>
            <Button type="primary" loading={isSaving} disabled={issues.length > 0 || duplicateHeaders.length > 0} onClick={() => void submit()}>{t('designer.dataSources.save')}</Button>
            {hiddenCount > 0 ? <HiddenIssuesLink count={hiddenCount} onReveal={revealAll} /> : issues.length > 0 ? <Typography.Text type="secondary">{t('designer.dataSources.fixIssues', { count: issues.length })}</Typography.Text> : null}
          </Space>
        )}
      </Form>
      <Tabs
        style={{ marginTop: 16 }}
        items={[
          {
            key: 'test',
            label: t('designer.dataSources.test.title'),
            children: (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Typography.Text type="secondary">{label('testParamsHint')}</Typography.Text>
                <RowsEditor<HeaderRow>
                  label={label('testParams')}
                  rows={testParams}
                  onChange={setTestParams}
                  newRow={() => ({ name: '', value: '' })}
                  columns={[
                    { key: 'name', title: label('paramName'), render: (row, update) => <TextCell label={label('paramName')} value={row.name} onChange={(name) => update({ name: name ?? '' })} /> },
                    { key: 'value', title: label('paramValue'), render: (row, update) => <TextCell label={label('paramValue')} value={row.value} onChange={(value) => update({ value: value ?? '' })} width={260} /> },
                  ]}
                />
                <TestRunPanel
                  fields={[]}
                  run={() => props.services.test(draft, Object.fromEntries(testParams.filter((row) => row.name.trim() !== '').map((row) => [row.name, row.value])))}
                  {...(issues.length > 0 ? { disabledReason: t('designer.dataSources.fixIssues', { count: issues.length }) } : {})}
                />
              </Space>
            ),
          },
          { key: 'usage', label: t('designer.dataSources.usage.title'), children: props.isNew ? <Typography.Text type="secondary">{t('designer.dataSources.usage.notSaved')}</Typography.Text> : <UsageList code={draft.httpCode} load={props.services.usage} /> },
        ]}
      />
    </div>
  );
}
