import { DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { blankHttpConfig, blankSqlConfig, HttpConfigEditor, SqlConfigEditor, type DataSourceTestResult, type HttpConfigServices, type SqlConfigServices } from '@wharf/designers';
import type { HttpConfigRecord, SqlConfigRecord } from '@wharf/schemas';
import { Alert, Button, Drawer, Input, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EformApi } from '../../api/eformApi';
import { messageOf } from '../../api/eformResult';
import { Permitted } from '../../components/Permitted';
import { useEformApi } from './useEform';
import { notifier } from '../../http/notifier';
import { formatTime } from './formatTime';
import { toastFailure } from '../../http/failureToast';

type Kind = 'sql' | 'http';
type AnyRecord = SqlConfigRecord | HttpConfigRecord;

interface Row {
  id: string;
  code: string;
  name: string;
  detail: string;
  updateTime?: string;
  record: AnyRecord;
}

const sqlFields = ['schemaVersion', 'sqlCode', 'sqlName', 'sqlQuery', 'isCache', 'parameters'] as const;
const httpFields = ['schemaVersion', 'httpCode', 'httpName', 'httpUrl', 'httpMethod', 'header', 'body', 'returnScript'] as const;

/** The record part of a stored config (the editor edits exactly the record schema, no audit fields). */
function recordPart<R>(stored: Record<string, unknown>, fields: readonly string[]): R {
  return Object.fromEntries(fields.filter((field) => stored[field] !== undefined && stored[field] !== null).map((field) => [field, stored[field]])) as R;
}

/** Everything that differs between the two kinds: API, record fields, editor, permission. */
function kindOf(api: EformApi, kind: Kind) {
  if (kind === 'sql') {
    return {
      crud: api.dataSources.sqlConfigs,
      permission: 'eformSqlConfig:design',
      blank: blankSqlConfig as () => AnyRecord,
      toRow: (stored: Record<string, unknown>): Row => {
        const record = recordPart<SqlConfigRecord>(stored, sqlFields);
        return { id: String(stored.id), code: record.sqlCode, name: record.sqlName, detail: record.sqlQuery, updateTime: stored.updateTime as string | undefined, record };
      },
      codeOf: (record: AnyRecord) => (record as SqlConfigRecord).sqlCode,
      testBody: (record: AnyRecord, params: Record<string, unknown>) => ({ sqlQuery: (record as SqlConfigRecord).sqlQuery, ...((record as SqlConfigRecord).parameters ? { parameters: (record as SqlConfigRecord).parameters } : {}), params }),
      testResult: (answer: unknown): DataSourceTestResult => answer as DataSourceTestResult,
    };
  }
  return {
    crud: api.dataSources.httpConfigs,
    permission: 'eformHttpConfig:design',
    blank: blankHttpConfig as () => AnyRecord,
    toRow: (stored: Record<string, unknown>): Row => {
      const record = recordPart<HttpConfigRecord>(stored, httpFields);
      return { id: String(stored.id), code: record.httpCode, name: record.httpName, detail: `${record.httpMethod} ${record.httpUrl}`, updateTime: stored.updateTime as string | undefined, record };
    },
    codeOf: (record: AnyRecord) => (record as HttpConfigRecord).httpCode,
    testBody: (record: AnyRecord, params: Record<string, unknown>) => ({ ...record, params }),
    testResult: (answer: unknown): DataSourceTestResult => {
      const { result, elapsedMs } = answer as { result: unknown; elapsedMs?: number };
      const isRows = Array.isArray(result) && result.every((row) => row && typeof row === 'object' && !Array.isArray(row));
      return isRows ? { records: result as Record<string, unknown>[], elapsedMs } : { data: result, elapsedMs };
    },
  };
}

/**
 * The SQL-config and HTTP-config lists of the console (`eform/SqlConfigList`, `eform/HttpConfigList`):
 * each config with its code and what it runs, the editor (monaco, test run, usage) in a drawer, and
 * delete. Behind the kind's design permission on the server as well.
 */
function DataSourceListPage({ kind }: { kind: Kind }) {
  const api = useEformApi();
  const { t, i18n } = useTranslation();
  const kindApi = useMemo(() => kindOf(api, kind), [api, kind]);
  const [rows, setRows] = useState<Row[]>([]);
  const [keyword, setKeyword] = useState('');
  const [isLoading, setIsLoading] = useState(false);
  const [problem, setProblem] = useState('');
  const [editing, setEditing] = useState<{ id?: string; record: AnyRecord }>();

  const load = useCallback(async () => {
    setIsLoading(true);
    setProblem('');
    try {
      const nameFilter = kind === 'sql' ? { sqlName: keyword || undefined } : { httpName: keyword || undefined };
      const page = await kindApi.crud.list({ pageSize: 500, ...nameFilter });
      setRows(page.records.map((stored) => kindApi.toRow(stored as unknown as Record<string, unknown>)));
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setIsLoading(false);
    }
  }, [kindApi, kind, keyword]);
  useEffect(() => {
    void load();
  }, [load]);

  const services = useMemo<SqlConfigServices & HttpConfigServices>(() => ({
    save: async (record: AnyRecord) => {
      const id = editing?.id;
      const saved = (id ? await kindApi.crud.edit({ ...record, id } as never) : await kindApi.crud.add(record as never)) as unknown as Record<string, unknown>;
      setEditing({ id: String(saved.id ?? id), record });
      void load();
    },
    test: async (record: AnyRecord, params: Record<string, unknown>) => kindApi.testResult(await kindApi.crud.test(kindApi.testBody(record, params))),
    usage: async (code: string) => (await kindApi.crud.usage(code)).records,
  }), [kindApi, editing?.id, load]);

  const remove = async (row: Row) => {
    try {
      await kindApi.crud.remove(row.id);
      notifier().toast('success', t('eform.deleted'));
      await load();
    } catch (error) {
      toastFailure('error', error);
    }
  };

  const columns: TableColumnsType<Row> = [
    { title: t(`eform.source.${kind}.code`), dataIndex: 'code', key: 'code', width: 200 },
    { title: t(`eform.source.${kind}.name`), dataIndex: 'name', key: 'name', width: 220 },
    { title: t(`eform.source.${kind}.detail`), dataIndex: 'detail', key: 'detail', ellipsis: true },
    { title: t('eform.updateTime'), dataIndex: 'updateTime', key: 'updateTime', width: 190, render: (value?: string) => formatTime(value, i18n.language) },
    {
      title: t('eform.actions'),
      key: 'actions',
      width: 170,
      render: (_v, row) => (
        <Permitted action={kindApi.permission}>
          <Space size={0}>
            <Button size="small" type="link" icon={<EditOutlined />} data-testid={`edit-source-${row.code}`} onClick={() => setEditing({ id: row.id, record: row.record })}>
              {t('eform.edit')}
            </Button>
            <Popconfirm title={t('eform.confirmDelete', { name: row.name })} okText={t('eform.ok')} cancelText={t('eform.cancel')} onConfirm={() => void remove(row)}>
              <Button size="small" type="link" danger icon={<DeleteOutlined />}>
                {t('eform.delete')}
              </Button>
            </Popconfirm>
          </Space>
        </Permitted>
      ),
    },
  ];

  const Editor = kind === 'sql' ? SqlConfigEditor : HttpConfigEditor;
  return (
    <div data-testid={`eform-${kind}-config-list`}>
      <Space style={{ marginBottom: 12 }} wrap>
        <Input.Search allowClear placeholder={t(`eform.source.${kind}.name`)} onSearch={setKeyword} style={{ width: 260 }} />
        <Button icon={<ReloadOutlined />} onClick={() => void load()}>
          {t('eform.refresh')}
        </Button>
        <Permitted action={kindApi.permission}>
          <Button type="primary" icon={<PlusOutlined />} data-testid="new-source" onClick={() => setEditing({ record: kindApi.blank() })}>
            {t(`eform.source.${kind}.new`)}
          </Button>
        </Permitted>
      </Space>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
      <Table<Row> rowKey="id" size="small" loading={isLoading} columns={columns} dataSource={rows} pagination={{ pageSizeOptions: [10, 20, 50, 100, 200, 500], defaultPageSize: 20, showQuickJumper: true }} />
      <Drawer open={Boolean(editing)} size="80%" title={editing?.id ? `${t('eform.edit')} ${kindApi.codeOf(editing.record)}` : t(`eform.source.${kind}.new`)} destroyOnHidden onClose={() => setEditing(undefined)}>
        {editing && <Editor key={editing.id ?? 'new'} record={editing.record as never} isNew={!editing.id} services={services} />}
      </Drawer>
    </div>
  );
}

export function SqlConfigListPage() {
  return <DataSourceListPage kind="sql" />;
}

export function HttpConfigListPage() {
  return <DataSourceListPage kind="http" />;
}
