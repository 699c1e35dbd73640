import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';

const kinds = ['fixed', 'chars', 'regex'] as const;
const charsets = ['digits', 'letters', 'alphanumeric', 'any'] as const;

/** The form shape of one segment: the length is text so that '*' ("the rest") can be typed. */
export interface SegmentFormValue {
  kind: (typeof kinds)[number];
  length?: string;
  charset?: (typeof charsets)[number];
  text?: string;
  pattern?: string;
  message?: string;
}

/** The editable list of a rule's segments, each showing the inputs of its kind. */
export function SegmentFields() {
  const { t } = useTranslation();
  return (
    <Form.List name="segments">
      {(fields, { add, remove }) => (
        <Flex vertical gap={8}>
          {fields.map((field) => (
            <Card key={field.key} size="small" data-testid="check-rule-segment" extra={<Button type="text" danger icon={<MinusCircleOutlined />} onClick={() => remove(field.name)} aria-label={t('reference.checkRule.removeSegment')} />}>
              <Form.Item name={[field.name, 'kind']} label={t('reference.checkRule.kind')} rules={[{ required: true, message: t('console.required') }]}>
                <Select options={kinds.map((kind) => ({ value: kind, label: t(`reference.checkRule.kind.${kind}`) }))} />
              </Form.Item>
              <Form.Item noStyle shouldUpdate>
                {({ getFieldValue }) => {
                  const kind = getFieldValue(['segments', field.name, 'kind']) as SegmentFormValue['kind'] | undefined;
                  if (kind === 'fixed') {
                    return <Form.Item name={[field.name, 'text']} label={t('reference.checkRule.text')} rules={[{ required: true, message: t('console.required') }, { max: 100 }]}><Input /></Form.Item>;
                  }
                  return (
                    <>
                      <Form.Item name={[field.name, 'length']} label={t('reference.checkRule.length')} extra={t('reference.checkRule.lengthHint')} rules={[{ required: true, message: t('console.required') }, { pattern: /^(\*|[1-9]\d{0,2})$/, message: t('reference.checkRule.lengthHint') }]}><Input /></Form.Item>
                      {kind === 'regex' ? (
                        <Form.Item name={[field.name, 'pattern']} label={t('reference.checkRule.pattern')} rules={[{ required: true, message: t('console.required') }, { max: 200 }]}><Input style={{ fontFamily: 'monospace' }} /></Form.Item>
                      ) : (
                        <Form.Item name={[field.name, 'charset']} label={t('reference.checkRule.charset')} rules={[{ required: true, message: t('console.required') }]}>
                          <Select options={charsets.map((charset) => ({ value: charset, label: t(`reference.checkRule.charset.${charset}`) }))} />
                        </Form.Item>
                      )}
                    </>
                  );
                }}
              </Form.Item>
              <Form.Item name={[field.name, 'message']} label={t('reference.checkRule.segmentMessage')} rules={[{ max: 200 }]}><Input /></Form.Item>
            </Card>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ kind: 'chars', charset: 'digits' })} data-testid="add-segment">{t('reference.checkRule.addSegment')}</Button>
        </Flex>
      )}
    </Form.List>
  );
}
