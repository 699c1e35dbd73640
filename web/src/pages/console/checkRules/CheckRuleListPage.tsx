import { DeleteOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { CheckRuleSegment } from '@wharf/engine';
import { Alert, Button, Form, Input, Modal, Space, Typography, type TableColumnsType } from 'antd';
import { ResponsiveTable } from '../../../components/responsiveTable/ResponsiveTable';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuPageProps } from '../../../menus/menuPageRegistry';
import { useReferenceHttp } from '../../messages/useReferenceHttp';
import { hasSelection } from '../selectionGuards';
import { showServerIssues } from '../serverIssues';
import { useActions } from '../useActions';
import { usePagedList } from '../usePagedList';
import { createCheckRulesApi, type CheckRuleRecord } from './checkRulesApi';
import { SegmentFields, type SegmentFormValue } from './SegmentFields';

const toSegment = (value: SegmentFormValue): CheckRuleSegment => {
  const message = value.message ? { message: value.message } : {};
  if (value.kind === 'fixed') return { kind: 'fixed', text: value.text ?? '', ...message };
  const length = value.length === '*' ? '*' : Number(value.length);
  return value.kind === 'regex' ? { kind: 'regex', length, pattern: value.pattern ?? '', ...message } : { kind: 'chars', length, charset: value.charset ?? 'any', ...message };
};
const toFormValue = (segment: CheckRuleSegment): SegmentFormValue => ({ ...segment, ...('length' in segment ? { length: String(segment.length) } : {}) }) as SegmentFormValue;

/** A rule's segments in a line, e.g. `"HS" · 4 digits · /[A-Z]{2}/`. */
function SegmentSummary({ segments }: { segments: CheckRuleSegment[] }) {
  const { t } = useTranslation();
  const part = (segment: CheckRuleSegment) =>
    segment.kind === 'fixed' ? `"${segment.text}"` : segment.kind === 'chars' ? `${segment.length} × ${t(`reference.checkRule.charset.${segment.charset}`)}` : `${segment.length} × /${segment.pattern}/`;
  return <Typography.Text code>{segments.map(part).join(' · ')}</Typography.Text>;
}

/**
 * The check-rule page of the console (`system/CheckRuleList`): named code formats made of
 * segments (fixed text, N characters of a kind, a regular expression), with a test box that asks
 * the server's `checkByCode` — the same answer a form gets. Needs `systemCheckRule:edit`.
 */
export function CheckRuleListPage(_props: MenuPageProps) {
  const http = useReferenceHttp();
  const api = useMemo(() => createCheckRulesApi(http), [http]);
  const { t } = useTranslation();
  const { confirm, modalHolder } = useActions();
  const [ruleCode, setRuleCode] = useState('');
  const filters = useMemo(() => (ruleCode ? { ruleCode } : {}), [ruleCode]);
  const list = usePagedList<CheckRuleRecord, object>(api.list, filters);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<CheckRuleRecord | 'new'>();
  const [testing, setTesting] = useState<CheckRuleRecord>();
  const afterDelete = () => {
    setSelected([]);
    list.reload();
  };
  const columns: TableColumnsType<CheckRuleRecord> = [
    { title: t('reference.checkRule.ruleCode'), dataIndex: 'ruleCode', key: 'ruleCode' },
    { title: t('reference.checkRule.ruleName'), dataIndex: 'ruleName', key: 'ruleName' },
    { title: t('reference.checkRule.segments'), key: 'segments', render: (_v, rule) => <SegmentSummary segments={rule.segments} /> },
    {
      title: t('console.actions'),
      key: 'actions',
      render: (_v, rule) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setTesting(rule)} data-testid="test-check-rule">{t('reference.checkRule.test')}</Button>
          <Button type="link" size="small" onClick={() => setEditing(rule)}>{t('console.edit')}</Button>
          <Button type="link" size="small" danger onClick={() => confirm(t('console.confirmDeleteOne', { name: rule.ruleName }), () => api.remove(rule.id), afterDelete)}>{t('console.delete')}</Button>
        </Space>
      ),
    },
  ];
  return (
    <div data-testid="console-check-rule-list">
      {modalHolder}
      <Space style={{ marginBottom: 12 }} wrap>
        <Input.Search allowClear placeholder={t('reference.checkRule.ruleCode')} onSearch={setRuleCode} style={{ width: 220 }} />
        <Button type="primary" icon={<PlusOutlined />} data-testid="add-check-rule" onClick={() => setEditing('new')}>{t('console.add')}</Button>
        <Button danger icon={<DeleteOutlined />} onClick={() => hasSelection(selected, t) && confirm(t('console.confirmBatchDelete', { count: selected.length }), () => api.removeMany(selected), afterDelete)}>{t('console.batchDelete')}</Button>
        <Button icon={<ReloadOutlined />} onClick={list.reload}>{t('console.refresh')}</Button>
      </Space>
      <ResponsiveTable<CheckRuleRecord> rowKey="id" size="small" loading={list.isLoading} columns={columns} dataSource={list.records} pagination={list.pagination} rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }} />
      {editing && (
        <CheckRuleFormModal
          rule={editing === 'new' ? undefined : editing}
          save={(input) => (editing === 'new' ? api.add(input) : api.edit(editing.id, input))}
          onClose={() => setEditing(undefined)}
          onSaved={() => { setEditing(undefined); list.reload(); }}
        />
      )}
      {testing && <CheckRuleTestModal rule={testing} check={api.check} onClose={() => setTesting(undefined)} />}
    </div>
  );
}

type CheckRuleFormValues = { ruleCode: string; ruleName: string; message?: string; description?: string; segments: SegmentFormValue[] };

function CheckRuleFormModal({ rule, save, onClose, onSaved }: { rule?: CheckRuleRecord; save(input: Omit<CheckRuleRecord, 'id'>): Promise<unknown>; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const { run } = useActions();
  const [form] = Form.useForm<CheckRuleFormValues>();
  const submit = async () => {
    const values = await form.validateFields();
    const input = { ruleCode: values.ruleCode, ruleName: values.ruleName, message: values.message || null, description: values.description || null, segments: (values.segments ?? []).map(toSegment) };
    const isDone = await run(async () => {
      try {
        await save(input);
      } catch (error) {
        showServerIssues(form, error);
        throw error;
      }
    });
    if (isDone) onSaved();
  };
  const initial = rule ? { ...rule, message: rule.message ?? undefined, description: rule.description ?? undefined, segments: rule.segments.map(toFormValue) } : { segments: [{ kind: 'chars', length: '4', charset: 'digits' }] };
  return (
    <Modal open width={640} title={t(rule ? 'reference.checkRule.editTitle' : 'reference.checkRule.addTitle')} okText={t('common.save')} cancelText={t('common.cancel')} onOk={() => void submit().catch(() => undefined)} onCancel={onClose} destroyOnHidden>
      <Form<CheckRuleFormValues> form={form} name="checkRule" layout="vertical" initialValues={initial}>
        <Form.Item name="ruleCode" label={t('reference.checkRule.ruleCode')} rules={[{ required: true, message: t('console.required') }, { max: 100 }, { pattern: /^[A-Za-z0-9_-]+$/, message: t('console.codePattern') }]}><Input /></Form.Item>
        <Form.Item name="ruleName" label={t('reference.checkRule.ruleName')} rules={[{ required: true, whitespace: true, message: t('console.required') }, { max: 100 }]}><Input /></Form.Item>
        <Form.Item name="message" label={t('reference.checkRule.message')} rules={[{ max: 200 }]}><Input /></Form.Item>
        <Form.Item name="description" label={t('console.description')} rules={[{ max: 255 }]}><Input /></Form.Item>
        <Form.Item label={t('reference.checkRule.segments')} required>
          <SegmentFields />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function CheckRuleTestModal({ rule, check, onClose }: { rule: CheckRuleRecord; check(ruleCode: string, value: string): Promise<{ isValid: boolean; message: string }>; onClose(): void }) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<{ isValid: boolean; message: string }>();
  const test = (value: string) => {
    // A refused call (e.g. a runaway pattern) was already shown by the HTTP client.
    check(rule.ruleCode, value).then(setAnswer, () => setAnswer(undefined));
  };
  return (
    <Modal open title={`${t('reference.checkRule.test')}: ${rule.ruleName}`} footer={null} onCancel={onClose} destroyOnHidden>
      <Input.Search data-testid="check-rule-test-value" placeholder={t('reference.checkRule.testValue')} enterButton={t('reference.checkRule.test')} onSearch={test} />
      {answer && <Alert style={{ marginTop: 12 }} data-testid="check-rule-test-answer" type={answer.isValid ? 'success' : 'error'} title={answer.isValid ? t('reference.checkRule.testPass') : answer.message} />}
    </Modal>
  );
}
