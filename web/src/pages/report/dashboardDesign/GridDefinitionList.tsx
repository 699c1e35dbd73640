import { CloudUploadOutlined, EditOutlined, MenuOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { menuKinds } from '@wharf/engine';
import { kindDesigners } from '@wharf/designers';
import { Alert, Button, Form, Input, Modal, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { DefinitionPage } from '../../../api/definitionsApi';
import { isConflict, messageOf } from '../../../api/eformResult';
import { notifier } from '../../../http/notifier';
import { useHeldPermission } from '../../bpm/design/useWorkflowDesign';
import { FormMenuModal } from '../../eform/FormMenuModal';
import { formatTime } from '../../eform/formatTime';
import type { GridKind } from './gridDesignApi';
import type { GridKindSpec } from './gridKinds';
import { useGridDesignApi } from './useGridDesignApi';
import { toastFailure } from '../../../http/failureToast';

type Row = DefinitionPage['records'][number];

const codePattern = /^[A-Za-z0-9_-]+$/;

/**
 * The list of a grid kind's definitions (dashboards or portals) for their designers: code, name,
 * version, published state; "New" stores the kind's scaffold under the given code and name as
 * version 1 and opens its design page; "Publish" publishes the head (409 said plainly).
 */
export function GridDefinitionList<K extends GridKind>({ spec }: { spec: GridKindSpec<K> }) {
  const api = useGridDesignApi();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const holds = useHeldPermission();
  const canDesign = holds(spec.permission);
  const [rows, setRows] = useState<Row[]>([]);
  const [keyword, setKeyword] = useState('');
  const [isLoading, setLoading] = useState(false);
  const [problem, setProblem] = useState('');
  const [isCreating, setCreating] = useState(false);
  const [form] = Form.useForm<{ code: string; name: string }>();

  const load = useCallback(async () => {
    setLoading(true);
    setProblem('');
    try {
      setRows((await api.list(spec.kind, keyword)).records);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setLoading(false);
    }
  }, [api, spec.kind, keyword]);
  useEffect(() => {
    void load();
  }, [load]);

  const [onMenu, setOnMenu] = useState<Row>();
  // Dashboards open a page of their own on a menu (engine menuKinds); portals are reached as the portal.
  const onMenuKind = menuKinds.find((menuKind) => menuKind === spec.kind);

  const create = async () => {
    const { code, name } = await form.validateFields();
    try {
      await api.create(spec.kind, code, name, kindDesigners[spec.kind].scaffold(code, name));
      setCreating(false);
      form.resetFields();
      navigate(spec.designPath(code));
    } catch (error) {
      toastFailure('error', error);
    }
  };
  const publish = async (row: Row) => {
    try {
      const published = await api.publish(row.id, row.version);
      notifier().toast('success', t('gridDesign.publishDone', { version: published.version }));
      await load();
    } catch (error) {
      if (isConflict(error)) notifier().toast('error', t('gridDesign.publishConflict'));
      else toastFailure('error', error);
    }
  };

  const columns: TableColumnsType<Row> = [
    { title: t('gridDesign.code'), dataIndex: 'code', key: 'code' },
    { title: t('gridDesign.name'), key: 'name', dataIndex: 'name' },
    { title: t('gridDesign.version'), key: 'version', width: 160, render: (_v, row) => <span>{row.version}{row.publishedVersion ? ` / ${t('gridDesign.published', { version: row.publishedVersion })}` : ''}</span> },
    { title: t('gridDesign.state'), key: 'status', width: 120, render: (_v, row) => <Tag color={row.status === 'published' ? 'success' : 'default'}>{row.status === 'published' ? t('gridDesign.published', { version: row.publishedVersion }) : t('gridDesign.unpublished')}</Tag> },
    { title: t('gridDesign.updateTime'), dataIndex: 'updateTime', key: 'updateTime', width: 190, render: (value: string) => formatTime(value, i18n.language) },
    {
      title: t('gridDesign.actions'),
      key: 'actions',
      width: 200,
      render: (_v, row) =>
        canDesign && (
          <Space size={0}>
            <Link to={spec.designPath(row.code)} data-testid={`grid-design-${row.code}`}>
              <Button size="small" type="link" icon={<EditOutlined />}>{t('gridDesign.design')}</Button>
            </Link>
            <Button size="small" type="link" icon={<CloudUploadOutlined />} disabled={row.status === 'published'} data-testid={`grid-publish-${row.code}`} onClick={() => void publish(row)}>
              {t('gridDesign.publish')}
            </Button>
            {onMenuKind && (
              <Button size="small" type="link" icon={<MenuOutlined />} disabled={!row.publishedVersion} data-testid={`grid-menu-${row.code}`} onClick={() => setOnMenu(row)}>
                {t('eform.form.toMenu')}
              </Button>
            )}
          </Space>
        ),
    },
  ];

  return (
    <div data-testid={`grid-list-${spec.kind}`}>
      <Space style={{ marginBottom: 12 }} wrap>
        <Input.Search allowClear placeholder={t('gridDesign.keyword')} onSearch={setKeyword} style={{ width: 260 }} />
        <Button icon={<ReloadOutlined />} onClick={() => void load()}>{t('gridDesign.refresh')}</Button>
        {canDesign && (
          <Button type="primary" icon={<PlusOutlined />} data-testid="grid-new" onClick={() => setCreating(true)}>
            {t(spec.texts.new)}
          </Button>
        )}
      </Space>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
      <Table<Row> rowKey="id" size="small" loading={isLoading} columns={columns} dataSource={rows} pagination={{ defaultPageSize: 20, showQuickJumper: true }} />
      {onMenuKind && <FormMenuModal row={onMenu} kind={onMenuKind} onClose={() => setOnMenu(undefined)} />}
      <Modal open={isCreating} title={t(spec.texts.new)} okText={t('gridDesign.create')} onOk={() => void create()} onCancel={() => setCreating(false)} destroyOnHidden>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="code" label={t('gridDesign.code')} rules={[{ required: true, message: t('gridDesign.required') }, { pattern: codePattern, message: t('gridDesign.codeRule') }, { max: 100 }]}>
            <Input data-testid="grid-new-code" maxLength={100} />
          </Form.Item>
          <Form.Item name="name" label={t('gridDesign.name')} rules={[{ required: true, whitespace: true, message: t('gridDesign.required') }, { max: 100 }]}>
            <Input data-testid="grid-new-name" maxLength={100} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
