import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

const codePattern = /^[A-Za-z0-9_-]+$/;

export interface NewDefinitionModalProps {
  open: boolean;
  title: string;
  onCancel(): void;
  /** With the code and name the builder chose; the page opens the kind's scaffold under them. */
  onCreate(code: string, name: string): void;
}

/** Asks the code and name of a new dataset or widget (the code rule of common.schema `code`). */
export function NewDefinitionModal(props: NewDefinitionModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ code: string; name: string }>();
  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={t('reportDesign.create')}
      destroyOnHidden
      onCancel={props.onCancel}
      onOk={() => void form.validateFields().then((values) => props.onCreate(values.code.trim(), values.name.trim()), () => undefined)}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="code" label={t('reportDesign.code')} rules={[{ required: true, message: t('reportDesign.required') }, { pattern: codePattern, message: t('reportDesign.codeRule') }, { max: 100 }]}>
          <Input data-testid="new-definition-code" maxLength={100} />
        </Form.Item>
        <Form.Item name="name" label={t('reportDesign.name')} rules={[{ required: true, whitespace: true, message: t('reportDesign.required') }, { max: 100 }]}>
          <Input data-testid="new-definition-name" maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
