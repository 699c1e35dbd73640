import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { kindDesigners, SyncPlanDialog, SyncStatusBadge, type TableDesignerServices, type TableSyncStatus } from '@wharf/designers';
import type { TableDefinition } from '@wharf/schemas';
import { Alert, Button, Drawer, Input, Space, Table, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DefinitionRecord } from '../../api/definitionsApi';
import { actionFailureText, isConflict } from '../../api/eformResult';
import type { TableStatusRecord } from '../../api/tablesApi';
import { Permitted } from '../../components/Permitted';
import type { MenuPageProps } from '../../menus/menuPageRegistry';
import { useEformApi } from './useEform';
import { useGroupFilter } from './appGroups/GroupFilter';
import { MoveToGroupButton } from './appGroups/MoveToGroupButton';
import { formatTime } from './formatTime';
import { QuickAppModal } from './QuickAppModal';
import { useDesignerLeave, useDraftScope } from '../designerHost/useDesignerLeave';

/** The table kind's designer and starting body from the designers registry (the designer's code loads on first use). */
const { Designer: TableDesigner, scaffold: newTable } = kindDesigners.table;

interface Row {
  id: string;
  code: string;
  name: string;
  version: number;
  updateTime: string;
  tableStatus: TableSyncStatus;
}

interface Editing {
  /** Undefined until a new table is first saved. */
  record?: DefinitionRecord<TableDefinition>;
  definition: TableDefinition;
}

/**
 * The table list of the console (`eform/TableList`): the tenant's table definitions with their sync
 * state, a designer to create or edit one (saved in the definition store, 409 when someone else
 * saved first), and the plan-then-sync dialog.
 */
export function TableListPage(_props: MenuPageProps) {
  const api = useEformApi();
  const { t, i18n } = useTranslation();
  const [rows, setRows] = useState<Row[]>([]);
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const { groupId, groupFilter } = useGroupFilter(() => setSelected([]));
  const [isLoading, setIsLoading] = useState(false);
  const [problem, setProblem] = useState('');
  const [editing, setEditing] = useState<Editing>();
  const [syncing, setSyncing] = useState<string>();
  const [quickApp, setQuickApp] = useState<Row>();
  const editingRef = useRef<Editing | undefined>(undefined);
  editingRef.current = editing;
  const leave = useDesignerLeave();
  const draftScope = useDraftScope();

  const load = useCallback(async () => {
    setIsLoading(true);
    setProblem('');
    try {
      const [page, statuses] = await Promise.all([api.definitions.list('table', { keyword: keyword || undefined, groupId, pageSize: 500 }), api.tables.statuses().catch((): { records: TableStatusRecord[] } => ({ records: [] }))]);
      const statusByCode = new Map(statuses.records.map((record) => [record.code, record.tableStatus]));
      setRows(page.records.map((record) => ({ id: record.id, code: record.code, name: record.name, version: record.version, updateTime: record.updateTime, tableStatus: statusByCode.get(record.code) ?? 'notCreated' })));
    } catch (error) {
      setProblem(actionFailureText(error, t('eform.loadFailed')));
    } finally {
      setIsLoading(false);
    }
  }, [api, keyword, groupId, t]);
  useEffect(() => {
    void load();
  }, [load]);

  const services = useMemo<TableDesignerServices>(() => ({
    async save(definition) {
      const current = editingRef.current;
      try {
        const saved = current?.record
          ? await api.definitions.update<TableDefinition>(current.record.id, { version: current.record.version, name: definition.tableTitle, body: definition })
          : await api.definitions.create<TableDefinition>({ kind: 'table', code: definition.tableName, name: definition.tableTitle, body: definition });
        setEditing({ record: saved, definition });
      } catch (error) {
        throw new Error(isConflict(error) ? t('eform.conflict') : actionFailureText(error, t('eform.saveFailed')));
      }
      void load();
    },
    plan: (code) => api.tables.plan(code),
    sync: async (code, confirmLosses) => {
      await api.tables.sync(code, confirmLosses);
    },
    listTables: async () => (await api.definitions.list('table', { pageSize: 500 })).records.map((record) => ({ value: record.code, label: `${record.code} (${record.name})` })),
    listDictionaries: async () => (await api.lookups.allDictionaries()).map((dict) => ({ value: dict.code, label: dict.code })),
  }), [api, load, t]);

  const open = async (row: Row) => {
    try {
      const record = await api.definitions.get<TableDefinition>(row.id);
      setEditing({ record, definition: record.body! });
    } catch (error) {
      setProblem(actionFailureText(error, t('eform.loadFailed')));
    }
  };
  const editingStatus = editing?.record ? rows.find((row) => row.code === editing.record?.code)?.tableStatus : undefined;

  const columns: TableColumnsType<Row> = [
    { title: t('eform.table.code'), dataIndex: 'code', key: 'code' },
    { title: t('eform.table.name'), dataIndex: 'name', key: 'name' },
    { title: t('eform.version'), dataIndex: 'version', key: 'version', width: 90 },
    { title: t('eform.table.status'), key: 'status', width: 120, render: (_v, row) => <SyncStatusBadge status={row.tableStatus} /> },
    { title: t('eform.updateTime'), dataIndex: 'updateTime', key: 'updateTime', width: 200, render: (value: string) => formatTime(value, i18n.language) },
    {
      title: t('eform.actions'),
      key: 'actions',
      width: 280,
      render: (_v, row) => (
        <Space>
          <Permitted action="eformTable:edit">
            <Button size="small" type="link" data-testid={`edit-table-${row.code}`} onClick={() => void open(row)}>
              {t('eform.edit')}
            </Button>
          </Permitted>
          <Permitted action="eformTable:sync">
            <Button size="small" type="link" data-testid={`sync-table-${row.code}`} onClick={() => setSyncing(row.code)}>
              {t('eform.table.sync')}
            </Button>
          </Permitted>
          {/* The quick app makes and publishes a form and a view: for their designers, over a table the database has. */}
          <Permitted action="eformForm:publish">
            <Permitted action="eformView:edit">
              <Button size="small" type="link" data-testid={`quick-app-${row.code}`} disabled={row.tableStatus === 'notCreated'} title={row.tableStatus === 'notCreated' ? t('eform.quickApp.notSynced') : undefined} onClick={() => setQuickApp(row)}>
                {t('eform.quickApp.action')}
              </Button>
            </Permitted>
          </Permitted>
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="eform-table-list">
      <Space style={{ marginBottom: 12 }} wrap>
        <Input.Search allowClear placeholder={t('eform.keyword')} onSearch={setKeyword} style={{ width: 260 }} />
        {groupFilter}
        <Button icon={<ReloadOutlined />} onClick={() => void load()}>
          {t('eform.refresh')}
        </Button>
        <Permitted action="eformTable:edit">
          <Button type="primary" icon={<PlusOutlined />} data-testid="new-table" onClick={() => setEditing({ definition: newTable('', '') })}>
            {t('eform.table.new')}
          </Button>
        </Permitted>
        <MoveToGroupButton kind="table" selectedIds={selected} onMoved={() => { setSelected([]); void load(); }} />
      </Space>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
      <Table<Row> rowKey="id" size="small" loading={isLoading} columns={columns} dataSource={rows} rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }} pagination={{ pageSizeOptions: [10, 20, 50, 100, 200, 500], defaultPageSize: 20, showQuickJumper: true }} />
      <Drawer open={Boolean(editing)} size="92%" title={editing?.record ? t('eform.table.editTitle', { code: editing.record.code }) : t('eform.table.new')} destroyOnHidden onClose={() => leave.requestLeave(() => setEditing(undefined))}>
        {editing && <TableDesigner key={editing.record?.id ?? 'new'} definition={editing.definition} isNew={!editing.record} tableStatus={editingStatus} services={services} onSynced={() => void load()} draftScope={draftScope} onUnsavedChange={leave.onUnsavedChange} />}
      </Drawer>
      {leave.prompt}
      <QuickAppModal table={quickApp} onClose={() => setQuickApp(undefined)} />
      {syncing && <SyncPlanDialog tableName={syncing} isOpen services={services} onClose={() => setSyncing(undefined)} onSynced={() => void load()} />}
    </div>
  );
}
