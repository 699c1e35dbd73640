import type { TemplateDefinition } from '@wharf/schemas';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generalCodePattern } from '../model/fieldCodes';
import { useDesignerContext } from './designerContext';

interface TemplateFields {
  tempCode: string;
  tempName: string;
  tempDesc?: string;
}

/** Saves the current form as a form template (tempType form, tempStructure = the form body). */
export function SaveTemplateModal({ open, onClose, onNotice }: { open: boolean; onClose(): void; onNotice(kind: 'success' | 'error', text: string): void }) {
  const { t } = useTranslation();
  const { services, store } = useDesignerContext();
  const [form] = Form.useForm<TemplateFields>();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const values = await form.validateFields();
    const body = structuredClone(store.getState().definition);
    const template: TemplateDefinition = { schemaVersion: 1, tempCode: values.tempCode.trim(), tempName: values.tempName.trim(), tempType: 'form', tempStructure: body as unknown as Record<string, unknown> };
    if (values.tempDesc?.trim()) template.tempDesc = values.tempDesc.trim();
    setSaving(true);
    try {
      await services.saveTemplate(template);
      onNotice('success', t('designer.form.templates.saved', { name: template.tempName }));
      form.resetFields();
      onClose();
    } catch (error) {
      onNotice('error', `${t('designer.form.templates.saveFailed')}${error instanceof Error && error.message ? `: ${error.message}` : ''}`);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open={open} title={t('designer.form.templates.saveTitle')} okText={t('designer.form.templates.save')} cancelText={t('designer.form.cancel')} confirmLoading={saving} onOk={() => void save().catch(() => undefined)} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="tempCode" label={t('designer.form.templates.code')} rules={[{ required: true, message: t('designer.form.codeProblem.required') }, { pattern: new RegExp(generalCodePattern), message: t('designer.form.codeProblem.general') }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="tempName" label={t('designer.form.templates.name')} rules={[{ required: true, whitespace: true, message: t('designer.form.templates.nameRequired') }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="tempDesc" label={t('designer.form.templates.description')}>
          <Input.TextArea maxLength={1000} rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
