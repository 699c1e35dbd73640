import { CloudUploadOutlined, EditOutlined, MenuOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { kindDesigners, type ViewDesignerServices } from '@wharf/designers';
import type { ViewDefinition } from '@wharf/schemas';
import { Alert, Button, Drawer, Input, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DefinitionRecord } from '../../api/definitionsApi';
import { actionFailureText, isConflict } from '../../api/eformResult';
import { createViewDesignerLookups } from '../../api/viewDesignerServices';
import { Permitted } from '../../components/Permitted';
import type { MenuPageProps } from '../../menus/menuPageRegistry';
import { useEformApi } from './useEform';
import { useGroupFilter } from './appGroups/GroupFilter';
import { MoveToGroupButton } from './appGroups/MoveToGroupButton';
import { notifier } from '../../http/notifier';
import { formatTime } from './formatTime';
import { FormMenuModal } from './FormMenuModal';
import { useDesignerLeave, useDraftScope } from '../designerHost/useDesignerLeave';
import { DefinitionRowActions } from './usages/DefinitionRowActions';
import { toastFailure } from '../../http/failureToast';

/** The view kind's designer and starting body from the designers registry (the designer's code loads on first use). */
const { Designer: ViewDesigner, scaffold: newView } = kindDesigners.view;

interface Editing {
  record?: DefinitionRecord<ViewDefinition>;
  definition: ViewDefinition;
}

/**
 * The view list of the console (`eform/ViewList`): views with their versions, the view designer in
 * a drawer (saved in the definition store, 409 explained), and publish, since list pages read the
 * published version.
 */
export function ViewListPage(_props: MenuPageProps) {
  const api = useEformApi();
  const { t, i18n } = useTranslation();
  const [rows, setRows] = useState<DefinitionRecord[]>([]);
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const { groupId, groupFilter } = useGroupFilter(() => setSelected([]));
  const [isLoading, setIsLoading] = useState(false);
  const [problem, setProblem] = useState('');
  const [editing, setEditing] = useState<Editing>();
  const [onMenu, setOnMenu] = useState<DefinitionRecord>();
  const editingRef = useRef<Editing | undefined>(undefined);
  editingRef.current = editing;
  const leave = useDesignerLeave();
  const draftScope = useDraftScope();

  const load = useCallback(async () => {
    setIsLoading(true);
    setProblem('');
    try {
      setRows((await api.definitions.list('view', { keyword: keyword || undefined, groupId, pageSize: 500 })).records);
    } catch (error) {
      setProblem(actionFailureText(error, t('eform.loadFailed')));
    } finally {
      setIsLoading(false);
    }
  }, [api, keyword, groupId, t]);
  useEffect(() => {
    void load();
  }, [load]);

  const services = useMemo<ViewDesignerServices>(() => ({
    ...createViewDesignerLookups(api),
    async save(definition) {
      const current = editingRef.current;
      try {
        // viewId is the stored view's id (online modification needs it), known once it is stored.
        let saved = current?.record
          ? await api.definitions.update<ViewDefinition>(current.record.id, { version: current.record.version, name: definition.viewName, body: { ...definition, viewId: current.record.id } })
          : await api.definitions.create<ViewDefinition>({ kind: 'view', code: definition.viewCode, name: definition.viewName, body: definition });
        if (saved.body && saved.body.viewId !== saved.id) saved = await api.definitions.update<ViewDefinition>(saved.id, { version: saved.version, name: definition.viewName, body: { ...saved.body, viewId: saved.id } });
        setEditing({ record: saved, definition: saved.body ?? definition });
      } catch (error) {
        throw new Error(isConflict(error) ? t('eform.conflict') : actionFailureText(error, t('eform.saveFailed')));
      }
      void load();
    },
  }), [api, load, t]);

  const open = async (row: DefinitionRecord) => {
    try {
      const record = await api.definitions.get<ViewDefinition>(row.id);
      setEditing({ record, definition: record.body! });
    } catch (error) {
      setProblem(actionFailureText(error, t('eform.loadFailed')));
    }
  };
  const publish = async (row: DefinitionRecord) => {
    try {
      const published = await api.definitions.publish(row.id, row.version);
      notifier().toast('success', t('eform.form.published', { version: published.version }));
      await load();
    } catch (error) {
      if (isConflict(error)) notifier().toast('error', t('eform.conflict'));
      else toastFailure('error', error);
    }
  };

  const columns: TableColumnsType<DefinitionRecord> = [
    { title: t('eform.view.code'), dataIndex: 'code', key: 'code' },
    { title: t('eform.view.name'), dataIndex: 'name', key: 'name' },
    { title: t('eform.version'), key: 'version', width: 150, render: (_v, row) => <span>{row.version}{row.publishedVersion ? ` / ${t('eform.form.publishedVersion', { version: row.publishedVersion })}` : ''}</span> },
    { title: t('eform.form.state'), key: 'status', width: 110, render: (_v, row) => <Tag color={row.status === 'published' ? 'success' : 'default'}>{t(`eform.form.status.${row.status}`)}</Tag> },
    { title: t('eform.updateTime'), dataIndex: 'updateTime', key: 'updateTime', width: 190, render: (value: string) => formatTime(value, i18n.language) },
    {
      title: t('eform.actions'),
      key: 'actions',
      width: 380,
      render: (_v, row) => (
        <Permitted action="eformView:edit">
          <Space size={0}>
            <Button size="small" type="link" icon={<EditOutlined />} data-testid={`design-view-${row.code}`} onClick={() => void open(row)}>
              {t('eform.form.design')}
            </Button>
            <Button size="small" type="link" icon={<CloudUploadOutlined />} disabled={row.status === 'published'} data-testid={`publish-view-${row.code}`} onClick={() => void publish(row)}>
              {t('eform.view.publish')}
            </Button>
            <Button size="small" type="link" icon={<MenuOutlined />} disabled={!row.publishedVersion} data-testid={`menu-view-${row.code}`} onClick={() => setOnMenu(row)}>
              {t('eform.form.toMenu')}
            </Button>
            <DefinitionRowActions row={row} onChanged={() => void load()} />
          </Space>
        </Permitted>
      ),
    },
  ];

  return (
    <div data-testid="eform-view-list">
      <Space style={{ marginBottom: 12 }} wrap>
        <Input.Search allowClear placeholder={t('eform.keyword')} onSearch={setKeyword} style={{ width: 260 }} />
        {groupFilter}
        <Button icon={<ReloadOutlined />} onClick={() => void load()}>
          {t('eform.refresh')}
        </Button>
        <Permitted action="eformView:edit">
          <Button type="primary" icon={<PlusOutlined />} data-testid="new-view" onClick={() => setEditing({ definition: newView('', '') })}>
            {t('eform.view.new')}
          </Button>
        </Permitted>
        <MoveToGroupButton kind="view" selectedIds={selected} onMoved={() => { setSelected([]); void load(); }} />
      </Space>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
      <Table<DefinitionRecord> rowKey="id" size="small" loading={isLoading} columns={columns} dataSource={rows} rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }} pagination={{ pageSizeOptions: [10, 20, 50, 100, 200, 500], defaultPageSize: 20, showQuickJumper: true }} />
      <Drawer open={Boolean(editing)} size="100%" title={editing?.record ? `${editing.record.name} (${editing.record.code})` : t('eform.view.new')} destroyOnHidden onClose={() => leave.requestLeave(() => setEditing(undefined))}>
        {editing && <ViewDesigner key={editing.record?.id ?? 'new'} definition={editing.definition} isNew={!editing.record} services={services} draftScope={draftScope} onUnsavedChange={leave.onUnsavedChange} />}
      </Drawer>
      {leave.prompt}
      <FormMenuModal row={onMenu} kind="view" onClose={() => setOnMenu(undefined)} />
    </div>
  );
}
