import { CopyOutlined, EditOutlined, MenuOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { copyFormDefinition } from '@wharf/designers';
import type { FormDefinition } from '@wharf/schemas';
import { Alert, Button, Drawer, Input, Space, Switch, Table, Tag, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionFailureText, isConflict } from '../../api/eformResult';
import { createFormDesignerServices } from '../../api/formDesignerServices';
import { Permitted } from '../../components/Permitted';
import type { MenuPageProps } from '../../menus/menuPageRegistry';
import { FormDesignerHost } from './FormDesignerHost';
import { FormMenuModal } from './FormMenuModal';
import { setFormStatus } from './formStatusToggle';
import { NewFormModal, type NewFormInput } from './NewFormModal';
import { newFormBody } from './newFormBody';
import { useEformApi } from './useEform';
import { useGroupFilter } from './appGroups/GroupFilter';
import { MoveToGroupButton } from './appGroups/MoveToGroupButton';
import { notifier } from '../../http/notifier';
import { formatTime } from './formatTime';
import { DefinitionRowActions } from './usages/DefinitionRowActions';
import { useDesignerLeave, useDraftScope } from '../designerHost/useDesignerLeave';
import { toastFailure } from '../../http/failureToast';
import { wasShownFailure } from '../../http/envelope';

interface Row {
  id: string;
  code: string;
  name: string;
  version: number;
  status: 'draft' | 'published';
  publishedVersion: number | null;
  formStatus?: 'enable' | 'disable';
  updateTime: string;
}

/**
 * The form list of the console (`eform/FormList`): forms with their versions and enable/disable,
 * create (blank or from a template), copy, the form designer (save draft, publish, compare
 * versions), and putting a form on a menu.
 */
export function FormListPage(_props: MenuPageProps) {
  const api = useEformApi();
  const { t, i18n } = useTranslation();
  const designerServices = useMemo(() => createFormDesignerServices(api), [api]);
  const [rows, setRows] = useState<Row[]>([]);
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const { groupId, groupFilter } = useGroupFilter(() => setSelected([]));
  const [isLoading, setIsLoading] = useState(false);
  const [problem, setProblem] = useState('');
  const [creating, setCreating] = useState<{ purpose: 'create' | 'copy'; source?: Row }>();
  const [designing, setDesigning] = useState<Row>();
  const leave = useDesignerLeave();
  const draftScope = useDraftScope();
  const [onMenu, setOnMenu] = useState<Row>();

  const load = useCallback(async () => {
    setIsLoading(true);
    setProblem('');
    try {
      const page = await api.definitions.list('form', { keyword: keyword || undefined, groupId, pageSize: 100 });
      // formStatus lives in the body, which the list leaves out; the heads are read alongside.
      const heads = await Promise.all(page.records.map((record) => api.definitions.get<FormDefinition>(record.id).catch(() => record)));
      setRows(heads.map((record) => ({ id: record.id, code: record.code, name: record.name, version: record.version, status: record.status, publishedVersion: record.publishedVersion, formStatus: (record.body as FormDefinition | undefined)?.formStatus, updateTime: record.updateTime })));
    } catch (error) {
      setProblem(actionFailureText(error, t('eform.loadFailed')));
    } finally {
      setIsLoading(false);
    }
  }, [api, keyword, groupId, t]);
  useEffect(() => {
    void load();
  }, [load]);

  const create = async (input: NewFormInput) => {
    try {
      let body: FormDefinition;
      if (creating?.purpose === 'copy' && creating.source) {
        const source = await api.definitions.get<FormDefinition>(creating.source.id);
        body = { ...copyFormDefinition(source.body!, input.formCode, input.formName), formStatus: 'enable' };
      } else {
        body = newFormBody(input, input.tempCode ? await designerServices.getTemplate(input.tempCode) : undefined);
      }
      const created = await api.definitions.create<FormDefinition>({ kind: 'form', code: input.formCode, name: input.formName, body });
      setCreating(undefined);
      await load();
      setDesigning({ id: created.id, code: created.code, name: created.name, version: created.version, status: created.status, publishedVersion: created.publishedVersion, formStatus: body.formStatus, updateTime: created.updateTime });
    } catch (error) {
      // A copy or a new form the server failed without a reason still says which of the two failed.
      if (!wasShownFailure(error)) notifier().toast('error', actionFailureText(error, t(creating?.purpose === 'copy' ? 'eform.copyFailed' : 'eform.saveFailed')));
      throw error;
    }
  };

  const toggle = async (row: Row, isEnabled: boolean) => {
    try {
      const { isLive } = await setFormStatus(api.definitions, row.id, isEnabled ? 'enable' : 'disable');
      notifier().toast('success', t(isLive ? 'eform.form.statusSaved' : 'eform.form.statusInDraft'));
      await load();
    } catch (error) {
      if (isConflict(error)) notifier().toast('error', t('eform.conflict'));
      else toastFailure('error', error);
    }
  };

  const columns: TableColumnsType<Row> = [
    { title: t('eform.form.code'), dataIndex: 'code', key: 'code' },
    { title: t('eform.form.name'), dataIndex: 'name', key: 'name' },
    { title: t('eform.version'), key: 'version', width: 150, render: (_v, row) => <span>{row.version}{row.publishedVersion ? ` / ${t('eform.form.publishedVersion', { version: row.publishedVersion })}` : ''}</span> },
    { title: t('eform.form.state'), key: 'status', width: 110, render: (_v, row) => <Tag color={row.status === 'published' ? 'success' : 'default'}>{t(`eform.form.status.${row.status}`)}</Tag> },
    {
      title: t('eform.form.enabled'),
      key: 'formStatus',
      width: 90,
      render: (_v, row) => <Switch size="small" checked={row.formStatus !== 'disable'} aria-label={`${t('eform.form.enabled')}: ${row.name}`} data-testid={`form-enabled-${row.code}`} onChange={(checked) => void toggle(row, checked)} />,
    },
    { title: t('eform.updateTime'), dataIndex: 'updateTime', key: 'updateTime', width: 190, render: (value: string) => formatTime(value, i18n.language) },
    {
      title: t('eform.actions'),
      key: 'actions',
      width: 420,
      render: (_v, row) => (
        <Space size={0}>
          <Permitted action="eformForm:edit">
            <Button size="small" type="link" icon={<EditOutlined />} data-testid={`design-form-${row.code}`} onClick={() => setDesigning(row)}>
              {t('eform.form.design')}
            </Button>
            <Button size="small" type="link" icon={<CopyOutlined />} data-testid={`copy-form-${row.code}`} onClick={() => setCreating({ purpose: 'copy', source: row })}>
              {t('eform.form.copy')}
            </Button>
            <DefinitionRowActions row={{ ...row, kind: 'form' }} withCopy={false} onChanged={() => void load()} />
          </Permitted>
          <Permitted action="eformForm:publish">
            <Button size="small" type="link" icon={<MenuOutlined />} disabled={!row.publishedVersion} data-testid={`menu-form-${row.code}`} onClick={() => setOnMenu(row)}>
              {t('eform.form.toMenu')}
            </Button>
          </Permitted>
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="eform-form-list">
      <Space style={{ marginBottom: 12 }} wrap>
        <Input.Search allowClear placeholder={t('eform.keyword')} onSearch={setKeyword} style={{ width: 260 }} />
        {groupFilter}
        <Button icon={<ReloadOutlined />} onClick={() => void load()}>
          {t('eform.refresh')}
        </Button>
        <Permitted action="eformForm:edit">
          <Button type="primary" icon={<PlusOutlined />} data-testid="new-form-button" onClick={() => setCreating({ purpose: 'create' })}>
            {t('eform.form.new')}
          </Button>
        </Permitted>
        <MoveToGroupButton kind="form" selectedIds={selected} onMoved={() => { setSelected([]); void load(); }} />
      </Space>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
      <Table<Row> rowKey="id" size="small" loading={isLoading} columns={columns} dataSource={rows} rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }} pagination={{ pageSizeOptions: [10, 20, 50, 100], defaultPageSize: 20, showQuickJumper: true }} />
      <NewFormModal isOpen={Boolean(creating)} purpose={creating?.purpose ?? 'create'} services={designerServices} onCancel={() => setCreating(undefined)} onSubmit={create} />
      <Drawer open={Boolean(designing)} size="100%" title={designing ? `${designing.name} (${designing.code})` : ''} destroyOnHidden onClose={() => leave.requestLeave(() => setDesigning(undefined))} styles={{ body: { padding: 8 } }}>
        {designing && <FormDesignerHost definitionId={designing.id} services={designerServices} onChanged={() => void load()} draftScope={draftScope} onUnsavedChange={leave.onUnsavedChange} />}
      </Drawer>
      {leave.prompt}
      <FormMenuModal row={onMenu} onClose={() => setOnMenu(undefined)} />
    </div>
  );
}
