import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Col, Drawer, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportTaskInput, ImportTaskRecord, SavedTask } from '../../../api/asyncImportApi';
import { notifier } from '../../../http/notifier';
import { showServerIssues } from '../../console/serverIssues';

const modes = ['1', '2', '3', '4'] as const;
const types = ['1', '2', '3', '4'] as const;
const blankTask: Partial<ImportTaskInput> = { importMode: '1', importType: '1', headStartRow: 1, startRow: 2, listStartRow: 2, sheetName: 'Sheet1', fieldsMapConfig: [] };

export interface ImportTaskDrawerProps {
  record?: ImportTaskRecord;
  save(input: ImportTaskInput): Promise<SavedTask>;
  onClose(): void;
  onSaved(): void;
}

/**
 * The import-task designer's form (spec §3 labels, §5 rules): the rows the sheet uses, its name,
 * the form it fills, the business key and the column mapping (letters a–z up to 3, headings up to
 * 50). The browser checks what it can; the server's 400s land on their fields, and its warning
 * (an empty business key updates everything) is shown after the save.
 */
export function ImportTaskDrawer({ record, save, onClose, onSaved }: ImportTaskDrawerProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ImportTaskInput>();
  const required = { required: true, message: t('importTask.required') };
  const submit = async () => {
    const values = await form.validateFields();
    try {
      const saved = await save({ ...values, endRow: values.endRow ?? null, fieldsMapConfig: values.fieldsMapConfig ?? [] });
      notifier().toast('success', t('importTask.saved'));
      for (const warning of saved.warnings) notifier().toast('warning', warning.message);
      onSaved();
    } catch (error) {
      showServerIssues(form, error);
    }
  };
  const rowNumber = (name: keyof ImportTaskInput, label: string, extra: object[] = []) => (
    <Col span={6}>
      <Form.Item name={name} label={label} rules={[required, ...extra]}><InputNumber min={1} max={1048576} precision={0} style={{ width: '100%' }} /></Form.Item>
    </Col>
  );
  return (
    <Drawer
      open
      size="large"
      title={t(record ? 'importTask.editTitle' : 'importTask.addTitle')}
      onClose={onClose}
      destroyOnHidden
      extra={(
        <Space>
          <Button onClick={onClose}>{t('importTask.cancel')}</Button>
          <Button type="primary" data-testid="import-task-save" onClick={() => void submit().catch(() => undefined)}>{t('importTask.save')}</Button>
        </Space>
      )}
    >
      <Form<ImportTaskInput> form={form} name="importTask" layout="vertical" initialValues={record ?? blankTask}>
        <Row gutter={12}>
          <Col span={12}><Form.Item name="taskName" label={t('importTask.taskName')} rules={[{ ...required, whitespace: true }, { max: 100 }]}><Input /></Form.Item></Col>
          <Col span={12}><Form.Item name="taskCode" label={t('importTask.taskCode')} rules={[required, { max: 100 }, { pattern: /^[A-Za-z0-9_-]+$/, message: t('importTask.codePattern') }]}><Input /></Form.Item></Col>
          <Col span={12}><Form.Item name="importMode" label={t('importTask.importMode')} rules={[required]}><Select options={modes.map((mode) => ({ value: mode, label: t(`importTask.mode.${mode}`) }))} /></Form.Item></Col>
          <Col span={12}><Form.Item name="importType" label={t('importTask.importType')} rules={[required]}><Select options={types.map((type) => ({ value: type, label: t(`importTask.type.${type}`) }))} /></Form.Item></Col>
          <Col span={12}><Form.Item name="pageTitle" label={t('importTask.pageTitle')} rules={[{ ...required, whitespace: true }, { max: 100 }]}><Input /></Form.Item></Col>
          <Col span={12}><Form.Item name="formCode" label={t('importTask.formCode')} rules={[required, { max: 100 }, { pattern: /^[A-Za-z0-9_-]+$/, message: t('importTask.codePattern') }]}><Input /></Form.Item></Col>
          {rowNumber('headStartRow', t('importTask.headStartRow'))}
          {rowNumber('startRow', t('importTask.startRow'))}
          <Col span={6}>
            <Form.Item
              name="endRow"
              label={t('importTask.endRow')}
              dependencies={['startRow']}
              rules={[({ getFieldValue }) => ({ validator: async (_rule, value: number | null | undefined) => {
                if (value !== null && value !== undefined && value <= Number(getFieldValue('startRow'))) throw new Error(t('importTask.endAfterStart'));
              } })]}
            >
              <InputNumber min={1} max={1048576} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          {rowNumber('listStartRow', t('importTask.listStartRow'))}
          <Col span={12}><Form.Item name="sheetName" label={t('importTask.sheetName')} rules={[{ ...required, whitespace: true }, { max: 100 }]}><Input /></Form.Item></Col>
          <Col span={12}><Form.Item name="businessPk" label={t('importTask.businessPk')} extra={t('importTask.businessPkHint')} rules={[{ max: 500 }]}><Input /></Form.Item></Col>
          <Col span={8}><Form.Item name="systemCode" label={t('importTask.systemCode')} rules={[{ max: 100 }]}><Input /></Form.Item></Col>
          <Col span={8}><Form.Item name="extendKey" label={t('importTask.extendKey')} rules={[{ max: 200 }]}><Input /></Form.Item></Col>
          <Col span={8}><Form.Item name="importKey" label={t('importTask.importKey')} rules={[{ max: 200 }]}><Input /></Form.Item></Col>
          <Col span={24}><Form.Item name="customParam" label={t('importTask.customParam')} rules={[{ max: 1000 }]}><Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} /></Form.Item></Col>
          <Col span={24}><Form.Item name="autoImport" valuePropName="checked"><Checkbox>{t('importTask.autoImport')}</Checkbox></Form.Item></Col>
        </Row>
        <Form.List name="fieldsMapConfig">
          {(fields, { add, remove }) => (
            <div data-testid="import-task-fields">
              {fields.map((field) => (
                <Row gutter={8} key={field.key} align="top">
                  <Col span={5}><Form.Item name={[field.name, 'colLetter']} label={t('importTask.colLetter')} rules={[required, { pattern: /^[A-Za-z]{1,3}$/, message: t('importTask.letterPattern') }]}><Input /></Form.Item></Col>
                  <Col span={8}><Form.Item name={[field.name, 'colCode']} label={t('importTask.colCode')} rules={[required, { max: 201 }, { pattern: /^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)?$/, message: t('importTask.colCodePattern') }]}><Input /></Form.Item></Col>
                  <Col span={9}><Form.Item name={[field.name, 'colName']} label={t('importTask.colName')} rules={[{ max: 50 }]}><Input /></Form.Item></Col>
                  <Col span={2}><Form.Item label=" "><Button icon={<DeleteOutlined />} aria-label={t('importTask.delete')} onClick={() => remove(field.name)} /></Form.Item></Col>
                </Row>
              ))}
              <Button icon={<PlusOutlined />} data-testid="import-task-add-field" onClick={() => add({ colLetter: '', colCode: '', colName: '' })}>{t('importTask.addField')}</Button>
            </div>
          )}
        </Form.List>
      </Form>
    </Drawer>
  );
}
