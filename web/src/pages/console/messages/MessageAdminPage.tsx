import { DeleteOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Badge, Button, Form, Input, Modal, Select, Space, Tag, Tooltip, type TableColumnsType } from 'antd';
import { ResponsiveTable } from '../../../components/responsiveTable/ResponsiveTable';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuPageProps } from '../../../menus/menuPageRegistry';
import { useReferenceHttp } from '../../messages/useReferenceHttp';
import type { Attachment } from '../../../components/AttachmentList';
import { AttachmentUploader } from '../../../components/AttachmentUploader';
import { hasSelection } from '../selectionGuards';
import { showServerIssues } from '../serverIssues';
import { useActions } from '../useActions';
import { usePagedList } from '../usePagedList';
import { createMessagesApi, isResendable, messageTypes, type MessageFilters, type MessageInput, type MessageRecord } from './messagesApi';
import { useFormatting } from '../../../i18n/formatting';

const statusColour: Record<MessageRecord['status'], string> = { '0': 'default', '1': 'green', '2': 'orange' };
const sendBadge: Record<MessageRecord['esSendStatus'], 'default' | 'success' | 'error'> = { '0': 'default', '1': 'success', '2': 'error' };

/**
 * Message administration (`system/MessageAdmin`, spec §4): messages are drafted, published (handed
 * to the outbox, which sends them through their channel; system messages reach the receivers'
 * message centre) and withdrawn. The outbox's state shows per message — send status with its
 * delivery state, attempts, errMsg, the next try — and a failed or in-doubt one can be resent.
 * Needs `systemMessage:edit`.
 */
export function MessageAdminPage(_props: MenuPageProps) {
  const http = useReferenceHttp();
  const api = useMemo(() => createMessagesApi(http), [http]);
  const { t } = useTranslation();
  const format = useFormatting();
  const { confirm, modalHolder } = useActions();
  const [filters, setFilters] = useState<MessageFilters>({});
  const list = usePagedList<MessageRecord, MessageFilters>(api.list, filters);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<MessageRecord | 'new'>();
  const afterChange = () => {
    setSelected([]);
    list.reload();
  };
  const columns: TableColumnsType<MessageRecord> = [
    { title: t('reference.message.esTitle'), dataIndex: 'esTitle', key: 'esTitle' },
    { title: t('reference.message.esType'), dataIndex: 'esType', key: 'esType', render: (type: MessageRecord['esType']) => t(`reference.message.type.${type}`) },
    { title: t('reference.message.esReceiver'), dataIndex: 'esReceiver', key: 'esReceiver', ellipsis: true },
    { title: t('reference.message.status'), dataIndex: 'status', key: 'status', render: (status: MessageRecord['status']) => <Tag color={statusColour[status]}>{t(`reference.message.status.${status}`)}</Tag> },
    {
      title: t('reference.message.sendStatus'),
      key: 'esSendStatus',
      render: (_v, message) => (
        <Tooltip title={[message.sendResult, message.nextAttemptTime ? t('reference.message.nextAttempt', { time: format.dateTime(message.nextAttemptTime) }) : null].filter(Boolean).join(' · ') || undefined}>
          <Space size={4} data-testid="message-send-status">
            <Badge status={sendBadge[message.esSendStatus]} text={t(`reference.message.sendStatus.${message.esSendStatus}`)} />
            {message.deliveryState && message.deliveryState !== 'sent' && <Tag data-testid="message-delivery-state">{t(`reference.message.deliveryState.${message.deliveryState}`)}</Tag>}
          </Space>
        </Tooltip>
      ),
    },
    { title: t('reference.message.esSendNum'), dataIndex: 'esSendNum', key: 'esSendNum', width: 90, render: (attempts?: number) => attempts ?? 0 },
    { title: t('reference.message.errMsg'), dataIndex: 'errMsg', key: 'errMsg', ellipsis: true, render: (errMsg?: string | null) => <span data-testid="message-err-msg">{errMsg ?? ''}</span> },
    { title: t('reference.message.sendTime'), dataIndex: 'sendTime', key: 'sendTime', render: (at: string | null) => format.dateTime(at) },
    {
      title: t('console.actions'),
      key: 'actions',
      render: (_v, message) => (
        <Space size={0}>
          {message.status === '0' && <Button type="link" size="small" onClick={() => setEditing(message)}>{t('console.edit')}</Button>}
          {message.status === '0' && <Button type="link" size="small" data-testid="publish-message" onClick={() => confirm(t('reference.message.confirmPublish', { name: message.esTitle }), () => api.publish(message.id), afterChange)}>{t('reference.message.publish')}</Button>}
          {isResendable(message) && <Button type="link" size="small" data-testid="resend-message" onClick={() => confirm(t(message.deliveryState === 'unknown' ? 'reference.message.confirmResendInDoubt' : 'reference.message.confirmResend', { name: message.esTitle }), () => api.resend(message.id), afterChange)}>{t('reference.message.resend')}</Button>}
          {message.status === '1' && <Button type="link" size="small" onClick={() => confirm(t('reference.message.confirmRevoke', { name: message.esTitle }), () => api.revoke(message.id), afterChange)}>{t('reference.message.revoke')}</Button>}
          <Button type="link" size="small" danger onClick={() => confirm(t('console.confirmDeleteOne', { name: message.esTitle }), () => api.remove(message.id), afterChange)}>{t('console.delete')}</Button>
        </Space>
      ),
    },
  ];
  return (
    <div data-testid="console-message-admin">
      {modalHolder}
      <Space style={{ marginBottom: 12 }} wrap>
        <Input.Search allowClear placeholder={t('reference.message.esTitle')} onSearch={(esTitle) => setFilters((current) => ({ ...current, esTitle: esTitle || undefined }))} style={{ width: 200 }} />
        <Select allowClear placeholder={t('reference.message.esType')} style={{ width: 140 }} options={messageTypes.map((type) => ({ value: type, label: t(`reference.message.type.${type}`) }))} onChange={(esType?: MessageRecord['esType']) => setFilters((current) => ({ ...current, esType }))} />
        <Select allowClear placeholder={t('reference.message.status')} style={{ width: 120 }} options={(['0', '1', '2'] as const).map((status) => ({ value: status, label: t(`reference.message.status.${status}`) }))} onChange={(status?: MessageRecord['status']) => setFilters((current) => ({ ...current, status }))} />
        <Select allowClear placeholder={t('reference.message.sendStatus')} style={{ width: 120 }} data-testid="send-status-filter" options={(['0', '1', '2'] as const).map((status) => ({ value: status, label: t(`reference.message.sendStatus.${status}`) }))} onChange={(esSendStatus?: MessageRecord['esSendStatus']) => setFilters((current) => ({ ...current, esSendStatus }))} />
        <Button type="primary" icon={<PlusOutlined />} data-testid="add-message" onClick={() => setEditing('new')}>{t('console.add')}</Button>
        <Button danger icon={<DeleteOutlined />} onClick={() => hasSelection(selected, t) && confirm(t('console.confirmBatchDelete', { count: selected.length }), () => api.removeMany(selected), afterChange)}>{t('console.batchDelete')}</Button>
        <Button icon={<ReloadOutlined />} onClick={list.reload}>{t('console.refresh')}</Button>
      </Space>
      <ResponsiveTable<MessageRecord> rowKey="id" size="small" loading={list.isLoading} columns={columns} dataSource={list.records} pagination={list.pagination} rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }} />
      {editing && (
        <MessageFormModal
          message={editing === 'new' ? undefined : editing}
          save={(input) => (editing === 'new' ? api.add(input) : api.edit(editing.id, input))}
          onClose={() => setEditing(undefined)}
          onSaved={() => { setEditing(undefined); list.reload(); }}
        />
      )}
    </div>
  );
}

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

function MessageFormModal({ message, save, onClose, onSaved }: { message?: MessageRecord; save(input: MessageInput): Promise<unknown>; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const { run } = useActions();
  const [form] = Form.useForm<MessageInput & { attachments?: Attachment[] }>();
  const esType = Form.useWatch('esType', form);
  const submit = async () => {
    const values = await form.validateFields();
    const isDone = await run(async () => {
      try {
        const { attachments, ...input } = values;
        // Attachments go with system messages, which become announcements (spec §5: 10M each).
        await save({ ...input, esParam: input.esParam || null, attachmentIds: input.esType === 'system' ? (attachments ?? []).map((attachment) => attachment.id) : [] });
      } catch (error) {
        showServerIssues(form, error);
        throw error;
      }
    });
    if (isDone) onSaved();
  };
  return (
    <Modal open width={640} title={t(message ? 'reference.message.editTitle' : 'reference.message.addTitle')} okText={t('common.save')} cancelText={t('common.cancel')} onOk={() => void submit().catch(() => undefined)} onCancel={onClose} destroyOnHidden>
      <Form<MessageInput & { attachments?: Attachment[] }> form={form} name="message" layout="vertical" initialValues={message ?? { esType: 'system' }}>
        <Form.Item name="esTitle" label={t('reference.message.esTitle')} rules={[{ required: true, whitespace: true, message: t('console.required') }, { max: 100 }]}><Input /></Form.Item>
        <Form.Item name="esType" label={t('reference.message.esType')} rules={[{ required: true, message: t('console.required') }]}>
          <Select options={messageTypes.map((type) => ({ value: type, label: t(`reference.message.type.${type}`) }))} />
        </Form.Item>
        <Form.Item name="esReceiver" label={t('reference.message.esReceiver')} extra={t('reference.message.receiverHint')} rules={[{ required: true, whitespace: true, message: t('console.required') }, { max: 10_000 }]}><Input /></Form.Item>
        <Form.Item name="esContent" label={t('reference.message.esContent')} rules={[{ required: true, whitespace: true, message: t('console.required') }]}><Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} /></Form.Item>
        <Form.Item name="esParam" label={t('reference.message.esParam')} rules={[{ validator: async (_rule, value?: string) => { if (value && !isJson(value)) throw new Error(t('reference.message.paramNotJson')); } }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
        {esType === 'system' && <Form.Item name="attachments" label={t('reference.center.attachments')}><AttachmentUploader /></Form.Item>}
      </Form>
    </Modal>
  );
}
