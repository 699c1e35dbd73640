import type { FormDesignerServices } from '@wharf/designers';
import { Button, Form, Input, Modal, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TemplateDrawer } from './TemplateDrawer';

export interface NewFormInput {
  formCode: string;
  formName: string;
  objectName?: string;
  tempCode?: string;
}

export interface NewFormModalProps {
  isOpen: boolean;
  /** 'copy' asks only for the new code and name. */
  purpose: 'create' | 'copy';
  services: Pick<FormDesignerServices, 'listTables' | 'listTemplates'>;
  onCancel(): void;
  onSubmit(input: NewFormInput): Promise<void>;
}

// Spec §5: codes have no Chinese characters, only letters, digits, underscore and hyphen.
const codePattern = /^[A-Za-z0-9_-]+$/;

/** Asks for a new form's code and name, its table, and optionally a template to start from. */
export function NewFormModal({ isOpen, purpose, services, onCancel, onSubmit }: NewFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NewFormInput>();
  const [tables, setTables] = useState<{ value: string; label: string }[]>([]);
  const [isPicking, setIsPicking] = useState(false);
  const [template, setTemplate] = useState<{ tempCode: string; tempName: string }>();
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    if (!isOpen) return;
    form.resetFields();
    setTemplate(undefined);
    if (purpose === 'create') void services.listTables().then((list) => setTables(list.map((table) => ({ value: table.code, label: `${table.code} (${table.name})` }))), () => setTables([]));
  }, [isOpen, purpose, services, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setIsSaving(true);
    try {
      await onSubmit({ ...values, tempCode: template?.tempCode });
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Modal open={isOpen} title={t(purpose === 'copy' ? 'eform.form.copyTitle' : 'eform.form.new')} okText={t('eform.ok')} cancelText={t('eform.cancel')} confirmLoading={isSaving} onOk={() => void submit()} onCancel={onCancel} destroyOnHidden>
      <Form form={form} layout="vertical" data-testid="new-form">
        <Form.Item name="formCode" label={t('eform.form.code')} rules={[{ required: true, message: t('eform.form.codeRequired') }, { pattern: codePattern, message: t('eform.form.codeFormat') }, { max: 100 }]}>
          <Input data-testid="new-form-code" />
        </Form.Item>
        <Form.Item name="formName" label={t('eform.form.name')} rules={[{ required: true, whitespace: true, message: t('eform.form.nameRequired') }, { max: 100 }]}>
          <Input data-testid="new-form-name" />
        </Form.Item>
        {purpose === 'create' && (
          <>
            <Form.Item name="objectName" label={t('eform.form.table')}>
              <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={tables} data-testid="new-form-table" />
            </Form.Item>
            <Form.Item label={t('eform.form.template')}>
              <Space>
                <Typography.Text data-testid="new-form-template">{template ? template.tempName : t('eform.form.blank')}</Typography.Text>
                <Button size="small" onClick={() => setIsPicking(true)}>
                  {t('eform.form.chooseTemplate')}
                </Button>
                {template && (
                  <Button size="small" type="link" onClick={() => setTemplate(undefined)}>
                    {t('eform.form.blank')}
                  </Button>
                )}
              </Space>
            </Form.Item>
          </>
        )}
      </Form>
      <TemplateDrawer isOpen={isPicking} services={services} onClose={() => setIsPicking(false)} onChoose={(chosen) => {
        setTemplate(chosen);
        setIsPicking(false);
      }} />
    </Modal>
  );
}
