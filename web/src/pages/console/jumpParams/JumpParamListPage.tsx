import { DeleteOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { redirectUrlPlaceholders } from '@wharf/engine';
import { Button, Form, Input, Modal, Space, Typography, type TableColumnsType } from 'antd';
import { ResponsiveTable } from '../../../components/responsiveTable/ResponsiveTable';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuPageProps } from '../../../menus/menuPageRegistry';
import { useReferenceHttp } from '../../messages/useReferenceHttp';
import { hasSelection } from '../selectionGuards';
import { showServerIssues } from '../serverIssues';
import { useActions } from '../useActions';
import { usePagedList } from '../usePagedList';
import { createJumpParamsApi, type JumpParamInput, type JumpParamRecord } from './jumpParamsApi';

/**
 * The jump-parameter page of the console (`system/JumpParamList`): per linked system, the address a
 * redirect-view menu with that systemCode opens, with the user's placeholders (spec §2). Needs
 * `systemJumpParam:edit`.
 */
export function JumpParamListPage(_props: MenuPageProps) {
  const http = useReferenceHttp();
  const api = useMemo(() => createJumpParamsApi(http), [http]);
  const { t } = useTranslation();
  const { confirm, modalHolder } = useActions();
  const noFilters = useMemo(() => ({}), []);
  const list = usePagedList<JumpParamRecord, object>(api.list, noFilters);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<JumpParamRecord | 'new'>();
  const afterDelete = () => {
    setSelected([]);
    list.reload();
  };
  const columns: TableColumnsType<JumpParamRecord> = [
    { title: t('reference.jumpParam.systemCode'), dataIndex: 'systemCode', key: 'systemCode' },
    { title: t('reference.jumpParam.systemName'), dataIndex: 'systemName', key: 'systemName' },
    { title: t('reference.jumpParam.jumpUrl'), dataIndex: 'jumpUrl', key: 'jumpUrl', render: (url: string) => <Typography.Text code ellipsis style={{ maxWidth: 420 }}>{url}</Typography.Text> },
    {
      title: t('console.actions'),
      key: 'actions',
      render: (_v, record) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(record)}>{t('console.edit')}</Button>
          <Button type="link" size="small" danger onClick={() => confirm(t('console.confirmDeleteOne', { name: record.systemName }), () => api.remove(record.id), afterDelete)}>{t('console.delete')}</Button>
        </Space>
      ),
    },
  ];
  return (
    <div data-testid="console-jump-param-list">
      {modalHolder}
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} data-testid="add-jump-param" onClick={() => setEditing('new')}>{t('console.add')}</Button>
        <Button danger icon={<DeleteOutlined />} onClick={() => hasSelection(selected, t) && confirm(t('console.confirmBatchDelete', { count: selected.length }), () => api.removeMany(selected), afterDelete)}>{t('console.batchDelete')}</Button>
        <Button icon={<ReloadOutlined />} onClick={list.reload}>{t('console.refresh')}</Button>
      </Space>
      <ResponsiveTable<JumpParamRecord> rowKey="id" size="small" loading={list.isLoading} columns={columns} dataSource={list.records} pagination={list.pagination} rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }} />
      {editing && (
        <JumpParamFormModal
          record={editing === 'new' ? undefined : editing}
          save={(input) => (editing === 'new' ? api.add(input) : api.edit(editing.id, input))}
          onClose={() => setEditing(undefined)}
          onSaved={() => { setEditing(undefined); list.reload(); }}
        />
      )}
    </div>
  );
}

function JumpParamFormModal({ record, save, onClose, onSaved }: { record?: JumpParamRecord; save(input: JumpParamInput): Promise<unknown>; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const { run } = useActions();
  const [form] = Form.useForm<JumpParamInput>();
  const submit = async () => {
    const values = await form.validateFields();
    const isDone = await run(async () => {
      try {
        await save(values);
      } catch (error) {
        showServerIssues(form, error);
        throw error;
      }
    });
    if (isDone) onSaved();
  };
  const placeholders = redirectUrlPlaceholders.map((name) => `{${name}}`).join(' ');
  return (
    <Modal open width={640} title={t(record ? 'reference.jumpParam.editTitle' : 'reference.jumpParam.addTitle')} okText={t('common.save')} cancelText={t('common.cancel')} onOk={() => void submit().catch(() => undefined)} onCancel={onClose} destroyOnHidden>
      <Form<JumpParamInput> form={form} name="jumpParam" layout="vertical" initialValues={record}>
        <Form.Item name="systemCode" label={t('reference.jumpParam.systemCode')} rules={[{ required: true, message: t('console.required') }, { max: 64 }, { pattern: /^[A-Za-z0-9_.-]+$/, message: t('console.codePattern') }]}><Input /></Form.Item>
        <Form.Item name="systemName" label={t('reference.jumpParam.systemName')} rules={[{ required: true, whitespace: true, message: t('console.required') }, { max: 100 }]}><Input /></Form.Item>
        <Form.Item name="jumpUrl" label={t('reference.jumpParam.jumpUrl')} extra={t('reference.jumpParam.jumpUrlHint', { placeholders, interpolation: { escapeValue: false } })} rules={[{ required: true, message: t('console.required') }, { max: 2000 }, { pattern: /^https?:\/\//i, message: t('reference.jumpParam.urlPattern') }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
