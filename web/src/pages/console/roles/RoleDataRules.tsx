import { conditionOperators, dataRulePlaceholders } from '@wharf/engine';
import { Button, Form, Input, Modal, Select, Space, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataRuleInput, DataRuleRecord } from '../api/rolesApi';
import { showServerIssues } from '../serverIssues';
import { useActions } from '../useActions';
import { useConsoleApi } from '../useConsole';

interface RoleDataRulesProps {
  roleId: string;
  menuId: string;
  menuTitle: string;
  canEdit: boolean;
}

/**
 * The data rules of one menu (column, operator, value; `#{orgCode}` and the like take the user's
 * values) and which of them the role applies: ticked rules narrow what the role's users see there.
 */
export function RoleDataRules({ roleId, menuId, menuTitle, canEdit }: RoleDataRulesProps) {
  const api = useConsoleApi();
  const { t } = useTranslation();
  const { run, confirm, modalHolder } = useActions();
  const [rules, setRules] = useState<DataRuleRecord[]>([]);
  const [applied, setApplied] = useState<string[]>([]);
  const [isLoading, setIsLoading] = useState(true);
  const [editing, setEditing] = useState<DataRuleRecord | 'new'>();

  const load = useCallback(async () => {
    setIsLoading(true);
    try {
      const answer = await api.roles.roleDataRules(roleId, menuId);
      setRules(answer.rules);
      setApplied(answer.grantedRuleIds);
    } catch {
      setRules([]);
    } finally {
      setIsLoading(false);
    }
  }, [api, roleId, menuId]);
  useEffect(() => {
    void load();
  }, [load]);

  const columns: TableColumnsType<DataRuleRecord> = [
    { title: t('console.rule.ruleName'), dataIndex: 'ruleName', key: 'ruleName' },
    { title: t('console.rule.condition'), key: 'condition', render: (_v, rule) => <Typography.Text code>{`${rule.ruleColumn} ${t(`console.rule.operator.${rule.ruleOperator}`)} ${rule.ruleValue}`}</Typography.Text> },
    { title: t('console.status'), dataIndex: 'status', key: 'status', width: 80, render: (value: string) => <Tag color={value === '1' ? 'green' : 'default'}>{t(value === '1' ? 'console.rule.on' : 'console.rule.off')}</Tag> },
    ...(canEdit
      ? [{
          title: t('console.actions'),
          key: 'actions',
          render: (_v: unknown, rule: DataRuleRecord) => (
            <Space size={0}>
              <Button type="link" size="small" onClick={() => setEditing(rule)}>{t('console.edit')}</Button>
              <Button type="link" size="small" danger onClick={() => confirm(t('console.confirmDeleteOne', { name: rule.ruleName }), () => api.roles.deleteDataRule(rule.id), () => void load())}>{t('console.delete')}</Button>
            </Space>
          ),
        }]
      : []),
  ];

  return (
    <div data-testid="role-data-rules">
      {modalHolder}
      <Space style={{ marginBottom: 8, justifyContent: 'space-between', width: '100%' }} wrap>
        <Typography.Text strong>{t('console.rule.title', { menu: menuTitle })}</Typography.Text>
        {canEdit && (
          <Space>
            <Button size="small" data-testid="add-data-rule" onClick={() => setEditing('new')}>{t('console.rule.add')}</Button>
            <Button size="small" type="primary" data-testid="save-data-rules" onClick={() => void run(() => api.roles.saveRoleDataRules(roleId, menuId, applied))}>{t('console.rule.apply')}</Button>
          </Space>
        )}
      </Space>
      <Table<DataRuleRecord> rowKey="id" size="small" loading={isLoading} columns={columns} dataSource={rules} pagination={false}
        rowSelection={{ selectedRowKeys: applied, onChange: (keys) => setApplied(keys as string[]), getCheckboxProps: () => ({ disabled: !canEdit }) }} />
      {editing && <DataRuleFormModal menuId={menuId} rule={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} onSaved={() => { setEditing(undefined); void load(); }} />}
    </div>
  );
}

function DataRuleFormModal({ menuId, rule, onClose, onSaved }: { menuId: string; rule?: DataRuleRecord; onClose(): void; onSaved(): void }) {
  const api = useConsoleApi();
  const { t } = useTranslation();
  const { run } = useActions();
  const [form] = Form.useForm<Omit<DataRuleInput, 'status' | 'permissionId'> & { isOn: boolean }>();
  const save = async () => {
    const { isOn, ...values } = await form.validateFields();
    const input: DataRuleInput = { ...values, permissionId: menuId, status: isOn ? '1' : '0' };
    const isDone = await run(async () => {
      try {
        await (rule ? api.roles.editDataRule(rule.id, input) : api.roles.addDataRule(input));
      } catch (error) {
        showServerIssues(form, error);
        throw error;
      }
    });
    if (isDone) onSaved();
  };
  return (
    <Modal open title={t(rule ? 'console.rule.editTitle' : 'console.rule.add')} okText={t('common.save')} cancelText={t('common.cancel')} onOk={() => void save().catch(() => undefined)} onCancel={onClose} destroyOnHidden>
      <Form form={form} name="dataRule" layout="vertical" initialValues={rule ? { ...rule, isOn: rule.status === '1' } : { ruleOperator: 'equal', isOn: true }}>
        <Form.Item name="ruleName" label={t('console.rule.ruleName')} rules={[{ required: true, whitespace: true, message: t('console.required') }, { max: 100 }]}><Input /></Form.Item>
        <Form.Item name="ruleColumn" label={t('console.rule.ruleColumn')} rules={[{ required: true, message: t('console.required') }, { max: 64 }, { pattern: /^[A-Za-z][A-Za-z0-9_]*$/, message: t('console.rule.columnPattern') }]}><Input /></Form.Item>
        <Form.Item name="ruleOperator" label={t('console.rule.ruleOperator')} rules={[{ required: true, message: t('console.required') }]}>
          <Select options={conditionOperators.map((operator) => ({ value: operator, label: t(`console.rule.operator.${operator}`) }))} />
        </Form.Item>
        <Form.Item name="ruleValue" label={t('console.rule.ruleValue')} extra={t('console.rule.placeholders', { names: dataRulePlaceholders.map((name) => `#{${name}}`).join(' ') })} rules={[{ required: true, message: t('console.required') }, { max: 500 }]}><Input /></Form.Item>
        <Form.Item name="isOn" label={t('console.rule.inForce')} valuePropName="checked"><Switch /></Form.Item>
      </Form>
    </Modal>
  );
}
