import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { fillRulePeriod, formatFillRuleValue, type FillRuleParams } from '@wharf/engine';
import { Button, Form, Input, InputNumber, Modal, Select, Space, Typography, type TableColumnsType } from 'antd';
import { ResponsiveTable } from '../../../components/responsiveTable/ResponsiveTable';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuPageProps } from '../../../menus/menuPageRegistry';
import type { FillRuleRecord } from '../api/fillRulesApi';
import { showServerIssues } from '../serverIssues';
import { useActions } from '../useActions';
import { useConsoleApi } from '../useConsole';
import { usePagedList } from '../usePagedList';

/** What a rule's first value of today looks like, for the list and the form ('' while the parameters cannot make one). */
function example(params: FillRuleParams): string {
  try {
    return formatFillRuleValue(params, fillRulePeriod(params, new Date()).datePart, 1);
  } catch {
    // An unknown time zone, until the user corrects it.
    return '';
  }
}

/**
 * The fill-rule page of the console (`system/FillRuleList`): rules that give fields an automatic
 * value (prefix + date + sequence, reset by day, month or year). The whole page needs
 * `systemFillRule:edit`, as the server's list does.
 */
export function FillRuleListPage(_props: MenuPageProps) {
  const api = useConsoleApi();
  const { t } = useTranslation();
  const { confirm, modalHolder } = useActions();
  const noFilters = useMemo(() => ({}), []);
  const list = usePagedList<FillRuleRecord, object>(api.fillRules.list, noFilters);
  const [editing, setEditing] = useState<FillRuleRecord | 'new'>();
  const columns: TableColumnsType<FillRuleRecord> = [
    { title: t('console.fillRule.ruleCode'), dataIndex: 'ruleCode', key: 'ruleCode' },
    { title: t('console.fillRule.ruleName'), dataIndex: 'ruleName', key: 'ruleName' },
    { title: t('console.fillRule.example'), key: 'example', render: (_v, rule) => <Typography.Text code>{example(rule.ruleParams)}</Typography.Text> },
    { title: t('console.fillRule.resetBy'), key: 'resetBy', render: (_v, rule) => t(`console.fillRule.reset.${rule.ruleParams.resetBy ?? 'none'}`) },
    {
      title: t('console.actions'),
      key: 'actions',
      render: (_v, rule) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(rule)}>{t('console.edit')}</Button>
          <Button type="link" size="small" danger onClick={() => confirm(t('console.confirmDeleteOne', { name: rule.ruleName }), () => api.fillRules.remove(rule.id), list.reload)}>{t('console.delete')}</Button>
        </Space>
      ),
    },
  ];
  return (
    <div data-testid="console-fill-rule-list">
      {modalHolder}
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} data-testid="add-fill-rule" onClick={() => setEditing('new')}>{t('console.add')}</Button>
        <Button icon={<ReloadOutlined />} onClick={list.reload}>{t('console.refresh')}</Button>
      </Space>
      <ResponsiveTable<FillRuleRecord> rowKey="id" size="small" loading={list.isLoading} columns={columns} dataSource={list.records} pagination={list.pagination} />
      {editing && <FillRuleFormModal rule={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} onSaved={() => { setEditing(undefined); list.reload(); }} />}
    </div>
  );
}

type FillRuleFormValues = { ruleCode: string; ruleName: string } & FillRuleParams;

function FillRuleFormModal({ rule, onClose, onSaved }: { rule?: FillRuleRecord; onClose(): void; onSaved(): void }) {
  const api = useConsoleApi();
  const { t } = useTranslation();
  const { run } = useActions();
  const [form] = Form.useForm<FillRuleFormValues>();
  const watched = Form.useWatch([], form) as Partial<FillRuleFormValues> | undefined;
  const preview = watched && Number.isInteger(watched.seqLength) && (watched.seqLength ?? 0) >= 1 && (watched.seqLength ?? 0) <= 12 ? example(watched as FillRuleParams) : '';
  const save = async () => {
    const { ruleCode, ruleName, prefix, dateFormat, seqLength, resetBy, timeZone } = await form.validateFields();
    const ruleParams: FillRuleParams = { seqLength, ...(prefix ? { prefix } : {}), dateFormat: dateFormat ?? '', resetBy: resetBy ?? 'none', ...(timeZone ? { timeZone } : {}) };
    const isDone = await run(async () => {
      try {
        await (rule ? api.fillRules.edit(rule.id, { ruleCode, ruleName, ruleParams }) : api.fillRules.add({ ruleCode, ruleName, ruleParams }));
      } catch (error) {
        showServerIssues(form, error, (segments) => (segments[0] === 'ruleParams' && segments.length > 1 ? segments.slice(1) : segments));
        throw error;
      }
    });
    if (isDone) onSaved();
  };
  return (
    <Modal open title={t(rule ? 'console.fillRule.editTitle' : 'console.fillRule.addTitle')} okText={t('common.save')} cancelText={t('common.cancel')} onOk={() => void save().catch(() => undefined)} onCancel={onClose} destroyOnHidden>
      <Form<FillRuleFormValues> form={form} name="fillRule" layout="vertical" initialValues={rule ? { ruleCode: rule.ruleCode, ruleName: rule.ruleName, ...rule.ruleParams } : { dateFormat: 'yyyyMMdd', seqLength: 4, resetBy: 'day' }}>
        <Form.Item name="ruleCode" label={t('console.fillRule.ruleCode')} rules={[{ required: true, message: t('console.required') }, { max: 100 }, { pattern: /^[A-Za-z0-9_-]+$/, message: t('console.codePattern') }]}><Input /></Form.Item>
        <Form.Item name="ruleName" label={t('console.fillRule.ruleName')} rules={[{ required: true, whitespace: true, message: t('console.required') }, { max: 100 }]}><Input /></Form.Item>
        <Form.Item name="prefix" label={t('console.fillRule.prefix')} rules={[{ pattern: /^[A-Za-z0-9_-]{0,20}$/, message: t('console.fillRule.prefixPattern') }]}><Input maxLength={20} /></Form.Item>
        <Form.Item name="dateFormat" label={t('console.fillRule.dateFormat')}>
          <Select options={[{ value: 'yyyyMMdd', label: 'yyyyMMdd' }, { value: 'yyyyMM', label: 'yyyyMM' }, { value: 'yyyy', label: 'yyyy' }, { value: '', label: t('console.fillRule.noDate') }]} />
        </Form.Item>
        <Form.Item name="seqLength" label={t('console.fillRule.seqLength')} rules={[{ required: true, message: t('console.required') }]}><InputNumber min={1} max={12} precision={0} style={{ width: '100%' }} /></Form.Item>
        <Form.Item name="resetBy" label={t('console.fillRule.resetBy')}>
          <Select options={(['none', 'day', 'month', 'year'] as const).map((value) => ({ value, label: t(`console.fillRule.reset.${value}`) }))} />
        </Form.Item>
        <Form.Item name="timeZone" label={t('console.fillRule.timeZone')} extra={t('console.fillRule.timeZoneHint')}><Input placeholder="Asia/Shanghai" /></Form.Item>
        {preview && <Typography.Paragraph>{t('console.fillRule.example')}: <Typography.Text code data-testid="fill-rule-preview">{preview}</Typography.Text></Typography.Paragraph>}
      </Form>
    </Modal>
  );
}
