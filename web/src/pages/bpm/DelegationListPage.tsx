import { Button, Form, Input, Modal, Popconfirm, Radio, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DelegationInput } from '../../api/bpmApi';
import type { Delegation } from '../../api/bpmTypes';
import type { MenuPageProps } from '../../menus/menuPageRegistry';
import { usePagedList } from '../console/usePagedList';
import { formatTime } from '../eform/formatTime';
import { fromLocalInput, toLocalInput } from './localTime';
import { UserPicker } from './UserPicker';
import { runAction, useBpmApi } from './useBpm';

interface DelegationForm {
  delegateBailee: string;
  scope: 'all' | 'processes';
  processKeys?: string[];
  start: string;
  end: string;
}

/** The form's values as the API takes them: instants, and 'all' or the chosen process keys. */
export function delegationInput(values: DelegationForm): DelegationInput {
  return {
    delegateBailee: values.delegateBailee,
    delegateResource: values.scope === 'all' ? 'all' : values.processKeys ?? [],
    start: fromLocalInput(values.start),
    end: fromLocalInput(values.end),
  };
}

/**
 * Delegation (`bpm/DelegateList`, spec §3 delegate; issue 16): the user hands their approval tasks
 * (all processes or some) to another user from a start to an end; listed, added, edited, removed.
 * The server refuses overlapping delegations and cycles with its message.
 */
export function DelegationListPage(_props: MenuPageProps) {
  const api = useBpmApi();
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState<Delegation | 'new' | undefined>();
  const [isBusy, setIsBusy] = useState(false);
  const [form] = Form.useForm<DelegationForm>();
  const load = useCallback((query: { pageNo: number; pageSize: number }) => api.delegations.list(query), [api]);
  const [filters] = useState({});
  const list = usePagedList(load, filters);
  const scope = Form.useWatch('scope', form);

  const open = (row: Delegation | 'new') => {
    form.setFieldsValue(
      row === 'new'
        ? { delegateBailee: undefined, scope: 'all', processKeys: [], start: '', end: '' }
        : { delegateBailee: row.delegateBailee, scope: row.delegateResource === 'all' ? 'all' : 'processes', processKeys: row.delegateResource === 'all' ? [] : row.delegateResource, start: toLocalInput(row.start), end: toLocalInput(row.end) },
    );
    setEditing(row);
  };
  const save = async () => {
    const input = delegationInput(await form.validateFields());
    setIsBusy(true);
    const isDone = await runAction(() => (editing === 'new' || !editing ? api.delegations.add(input) : api.delegations.edit(editing.id, input)), t('bpm.saved'));
    setIsBusy(false);
    if (isDone) {
      setEditing(undefined);
      list.reload();
    }
  };
  const time = (value: string) => formatTime(value, i18n.language);
  const columns: TableColumnsType<Delegation> = [
    { title: t('bpm.delegation.delegator'), dataIndex: 'delegatorName' },
    { title: t('bpm.delegation.bailee'), dataIndex: 'delegateBaileeName', render: (name: string | null, row) => name ?? row.delegateBailee },
    {
      title: t('bpm.delegation.resource'),
      dataIndex: 'delegateResource',
      render: (resource: Delegation['delegateResource']) => (resource === 'all' ? <Tag>{t('bpm.delegation.all')}</Tag> : resource.map((key) => <Tag key={key}>{key}</Tag>)),
    },
    { title: t('bpm.delegation.start'), dataIndex: 'start', render: time },
    { title: t('bpm.delegation.end'), dataIndex: 'end', render: time },
    { title: t('bpm.delegation.active'), dataIndex: 'isActive', render: (isActive: boolean) => (isActive ? <Tag color="green">{t('bpm.delegation.inForce')}</Tag> : <Tag>{t('bpm.delegation.notInForce')}</Tag>) },
    {
      title: t('bpm.list.actions'),
      key: 'actions',
      render: (_: unknown, row) => (
        <Space size={4}>
          <Button type="link" size="small" data-testid="delegation-edit" onClick={() => open(row)}>{t('bpm.edit')}</Button>
          <Popconfirm title={t('bpm.delegation.confirmDelete')} onConfirm={() => runAction(() => api.delegations.remove(row.id), t('bpm.deleted')).then(list.reload)}>
            <Button type="link" size="small" danger data-testid="delegation-delete">{t('bpm.delete')}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="bpm-delegations">
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" data-testid="delegation-add" onClick={() => open('new')}>{t('bpm.delegation.add')}</Button>
        <Button onClick={list.reload}>{t('bpm.refresh')}</Button>
      </Space>
      <Table<Delegation> rowKey="id" size="small" loading={list.isLoading} columns={columns} dataSource={list.records} pagination={list.pagination} />
      <Modal open={editing !== undefined} title={t(editing === 'new' ? 'bpm.delegation.add' : 'bpm.delegation.edit')} confirmLoading={isBusy} onOk={() => void save()} onCancel={() => setEditing(undefined)} forceRender>
        <Form form={form} layout="vertical" name="delegation">
          <Form.Item name="delegateBailee" label={t('bpm.delegation.bailee')} rules={[{ required: true, message: t('bpm.action.chooseUser') }]}>
            <UserPicker testId="delegation-bailee" known={editing && editing !== 'new' ? [{ userId: editing.delegateBailee, name: editing.delegateBaileeName ?? editing.delegateBailee }] : []} />
          </Form.Item>
          <Form.Item name="scope" label={t('bpm.delegation.resource')}>
            <Radio.Group options={[{ value: 'all', label: t('bpm.delegation.all') }, { value: 'processes', label: t('bpm.delegation.someProcesses') }]} />
          </Form.Item>
          {scope === 'processes' && (
            <Form.Item name="processKeys" label={t('bpm.delegation.processKeys')} rules={[{ required: true, type: 'array', min: 1, message: t('bpm.delegation.chooseProcess') }]}>
              <Select mode="tags" tokenSeparators={[',', ' ']} data-testid="delegation-processes" />
            </Form.Item>
          )}
          <Form.Item name="start" label={t('bpm.delegation.start')} rules={[{ required: true, message: t('bpm.delegation.chooseTime') }]}>
            <Input type="datetime-local" data-testid="delegation-start" />
          </Form.Item>
          <Form.Item
            name="end"
            label={t('bpm.delegation.end')}
            dependencies={['start']}
            rules={[
              { required: true, message: t('bpm.delegation.chooseTime') },
              ({ getFieldValue }) => ({ validator: (_rule, value: string) => (!value || !getFieldValue('start') || value > (getFieldValue('start') as string) ? Promise.resolve() : Promise.reject(new Error(t('bpm.delegation.endAfterStart')))) }),
            ]}
          >
            <Input type="datetime-local" data-testid="delegation-end" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
