import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerIssues } from '../serverIssues';
import { useActions } from '../useActions';
import { proxyTypes, type ProxyInput, type ProxyRecord } from '../orgExtras/orgConsoleApi';
import { useOrgConsoleApi } from '../orgExtras/useOrgConsole';

type ProxyFormValues = Omit<ProxyInput, 'userId'>;

/**
 * Adds or edits a proxy entry (spec §5): company, type and code required; at least one of the
 * forwarder, broker and customs codes; the server refuses the same type twice for one company
 * and an unknown company ("proxy comp or user not exist").
 */
export function ProxyEntryModal({ userId, entry, onClose, onSaved }: { userId: string; entry?: ProxyRecord; onClose(): void; onSaved(): void }) {
  const api = useOrgConsoleApi();
  const { t } = useTranslation();
  const { run } = useActions();
  const [form] = Form.useForm<ProxyFormValues>();
  const [isSaving, setIsSaving] = useState(false);
  const oneCode = ({ getFieldValue }: { getFieldValue(name: string): unknown }) => ({
    validator: async () => {
      if (!['forwarderCode', 'brokerCode', 'customsCode'].some((name) => String(getFieldValue(name) ?? '').trim())) throw new Error(t('orgConsole.proxy.oneCodeRequired'));
    },
  });

  const save = async () => {
    const values = await form.validateFields();
    setIsSaving(true);
    const input: ProxyInput = { ...values, userId, forwarderCode: values.forwarderCode || null, brokerCode: values.brokerCode || null, customsCode: values.customsCode || null };
    const isDone = await run(async () => {
      try {
        await (entry ? api.editProxy(entry.id, input) : api.addProxy(input));
      } catch (error) {
        showServerIssues(form, error);
        throw error;
      }
    });
    setIsSaving(false);
    if (isDone) onSaved();
  };

  return (
    <Modal open title={t('orgConsole.proxy.add')} okText={t('common.save')} cancelText={t('common.cancel')} confirmLoading={isSaving} onOk={() => void save().catch(() => undefined)} onCancel={onClose} destroyOnHidden>
      <Form<ProxyFormValues> form={form} name="proxyForm" layout="vertical" initialValues={entry ?? { proxyType: 'forwarder' }}>
        <Form.Item name="compCode" label={t('orgConsole.proxy.compCode')} rules={[{ required: true, message: t('console.required') }, { pattern: /^[0-9A-Za-z]{10}$/, message: t('orgConsole.proxy.compCodePattern') }]}><Input maxLength={10} /></Form.Item>
        <Form.Item name="proxyType" label={t('orgConsole.proxy.proxyType')} rules={[{ required: true, message: t('console.required') }]}>
          <Select options={proxyTypes.map((type) => ({ value: type, label: t(`orgConsole.proxy.type.${type}`) }))} />
        </Form.Item>
        <Form.Item name="proxyCode" label={t('orgConsole.proxy.proxyCode')} rules={[{ required: true, message: t('console.required') }, { max: 64 }, { pattern: /^[0-9A-Za-z_-]+$/, message: t('console.codePattern') }]}><Input maxLength={64} /></Form.Item>
        {(['forwarderCode', 'brokerCode', 'customsCode'] as const).map((name) => (
          <Form.Item key={name} name={name} label={t(`orgConsole.proxy.${name}`)} dependencies={['forwarderCode', 'brokerCode', 'customsCode'].filter((other) => other !== name)} rules={[{ max: 64 }, oneCode]}>
            <Input maxLength={64} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
