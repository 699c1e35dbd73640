import type { SqlConfigRecord } from '@wharf/schemas';
import { Alert, Button, Checkbox, Form, Input, Space, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { HiddenIssuesLink } from '../issues';
import { SelectCell, TextCell, YesNoCell } from '../view/cells';
import { RowsEditor } from '../view/RowsEditor';
import { CodeEditor } from './CodeEditor';
import { parameterMismatch } from './sqlParameters';
import { TestRunPanel } from './TestRunPanel';
import type { SqlConfigEditorProps } from './types';
import { UsageList } from './UsageList';
import { useRecordDraft } from './useRecordDraft';

type SqlParameter = NonNullable<SqlConfigRecord['parameters']>[number];
const parameterTypes: ReadonlyArray<NonNullable<SqlParameter['parameterType']>> = ['string', 'number', 'date', 'datetime', 'boolean', 'list'];

/** A new SQL config. */
export function blankSqlConfig(): SqlConfigRecord {
  return { schemaVersion: 1, sqlCode: '', sqlName: '', sqlQuery: 'select id from ' };
}

const fieldState = (messages: string[]) => (messages.length > 0 ? { validateStatus: 'error' as const, help: messages.join('; ') } : {});

/**
 * The SQL config designer (issue 8 item 1): code, name, cache flag, the query in monaco with its
 * named parameters (`:name`, bound by the server), a test run and the usage list.
 */
export function SqlConfigEditor(props: SqlConfigEditorProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(`designer.dataSources.sql.${key}`);
  const { draft, change, issues, issueAt, hiddenCount, revealAll, isSaving, outcome, submit } = useRecordDraft('sqlConfig', props.record, (record) => props.services.save(record, props.isNew ?? false), props.onSaved, props.isNew ?? false);
  const parameters = draft.parameters ?? [];
  const mismatch = parameterMismatch(draft.sqlQuery, parameters);

  return (
    <div className="wharf-sql-config-editor">
      <Form layout="vertical" style={{ maxWidth: 1000 }}>
        <Space wrap size="large" align="start">
          <Form.Item label={label('sqlCode')} required {...fieldState(issueAt('/sqlCode'))}>
            <Input aria-label={label('sqlCode')} value={draft.sqlCode} disabled={!props.isNew || props.isReadOnly} style={{ width: 240 }} onChange={(event) => change({ sqlCode: event.target.value })} />
          </Form.Item>
          <Form.Item label={label('sqlName')} required {...fieldState(issueAt('/sqlName'))}>
            <Input aria-label={label('sqlName')} value={draft.sqlName} disabled={props.isReadOnly} style={{ width: 300 }} onChange={(event) => change({ sqlName: event.target.value })} />
          </Form.Item>
          <Form.Item label={label('isCache')} extra={label('isCacheHint')}>
            <Checkbox aria-label={label('isCache')} checked={draft.isCache === 'Y'} disabled={props.isReadOnly} onChange={(event) => change({ isCache: event.target.checked ? 'Y' : 'N' })} />
          </Form.Item>
        </Space>
        <Form.Item label={label('sqlQuery')} required extra={label('sqlQueryHint')} {...fieldState(issueAt('/sqlQuery'))}>
          <CodeEditor label={label('sqlQuery')} language="sql" height={260} value={draft.sqlQuery} isReadOnly={props.isReadOnly ?? false} onChange={(sqlQuery) => change({ sqlQuery })} />
        </Form.Item>
        <Form.Item label={label('parameters')} {...fieldState(issueAt('/parameters'))}>
          {mismatch.undeclared.length > 0 ? (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 8 }}
              title={t('designer.dataSources.sql.undeclared', { names: mismatch.undeclared.join(', ') })}
              action={props.isReadOnly ? undefined : <Button size="small" onClick={() => change({ parameters: [...parameters, ...mismatch.undeclared.map((name) => ({ name, parameterType: 'string' as const }))] })}>{label('declare')}</Button>}
            />
          ) : null}
          {mismatch.unused.length > 0 ? <Typography.Text type="warning">{t('designer.dataSources.sql.unused', { names: mismatch.unused.join(', ') })}</Typography.Text> : null}
          <RowsEditor<SqlParameter>
            label={label('parameters')}
            rows={parameters}
            {...(props.isReadOnly ? { isReadOnly: true } : {})}
            onChange={(next) => change({ parameters: next.length > 0 ? next : undefined })}
            newRow={() => ({ name: `param${parameters.length + 1}`, parameterType: 'string' })}
            columns={[
              { key: 'name', title: label('parameterName'), render: (row, update) => <TextCell label={label('parameterName')} value={row.name} onChange={(name) => update({ name: name ?? '' })} /> },
              { key: 'parameterType', title: label('parameterType'), render: (row, update) => <SelectCell label={label('parameterType')} value={row.parameterType} options={parameterTypes.map((type) => ({ value: type, label: t(`designer.dataSources.parameterType.${type}`) }))} onChange={(parameterType) => update({ parameterType })} /> },
              { key: 'isRequired', title: label('isRequired'), render: (row, update) => <YesNoCell label={label('isRequired')} value={row.isRequired} onChange={(isRequired) => update({ isRequired })} /> },
            ]}
          />
        </Form.Item>
        {outcome ? <Alert type={outcome.type} showIcon title={outcome.text} style={{ marginBottom: 8 }} /> : null}
        {props.isReadOnly ? null : (
          <Space>
            <Button type="primary" loading={isSaving} disabled={issues.length > 0} onClick={() => void submit()}>{t('designer.dataSources.save')}</Button>
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
              <TestRunPanel
                fields={parameters.map((parameter) => ({ name: parameter.name, isRequired: parameter.isRequired === 'Y' }))}
                run={(params) => props.services.test(draft, params)}
                {...(issues.length > 0 ? { disabledReason: t('designer.dataSources.fixIssues', { count: issues.length }) } : {})}
              />
            ),
          },
          { key: 'usage', label: t('designer.dataSources.usage.title'), children: props.isNew ? <Typography.Text type="secondary">{t('designer.dataSources.usage.notSaved')}</Typography.Text> : <UsageList code={draft.sqlCode} load={props.services.usage} /> },
        ]}
      />
    </div>
  );
}
