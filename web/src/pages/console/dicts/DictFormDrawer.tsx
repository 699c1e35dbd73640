import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Drawer, Form, Input, InputNumber, Space, Spin, Switch, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictionaryInput, DictItemInput } from '../api/dictsApi';
import { showServerIssues } from '../serverIssues';
import { useActions } from '../useActions';
import { useConsoleApi } from '../useConsole';

type ItemRow = Omit<DictItemInput, 'status'> & { isEnabled: boolean };
type DictFormValues = Omit<DictionaryInput, 'items'> & { items: ItemRow[] };

/** Adds or edits a dictionary and its items (text, value, order, enabled), saved together. */
export function DictFormDrawer({ dictId, onClose, onSaved }: { dictId?: string; onClose(): void; onSaved(): void }) {
  const api = useConsoleApi();
  const { t } = useTranslation();
  const { run } = useActions();
  const [form] = Form.useForm<DictFormValues>();
  const [initial, setInitial] = useState<DictFormValues | undefined>(dictId ? undefined : { dictCode: '', dictName: '', description: '', items: [] });
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    if (!dictId) return;
    api.dicts.get(dictId).then(
      (dict) => setInitial({ dictCode: dict.dictCode, dictName: dict.dictName, description: dict.description ?? '', items: dict.items.map(({ status, ...item }) => ({ ...item, isEnabled: status !== '0' })) }),
      onClose,
    );
  }, [api, dictId, onClose]);

  const save = async () => {
    await form.validateFields();
    // The whole store, so item fields without an input (an item's title) are kept.
    const values = form.getFieldsValue(true) as DictFormValues;
    const input: DictionaryInput = {
      dictCode: values.dictCode,
      dictName: values.dictName,
      ...(values.description ? { description: values.description } : {}),
      items: (values.items ?? []).map(({ isEnabled, ...item }, index) => ({
        itemText: item.itemText,
        itemValue: item.itemValue,
        sortOrder: item.sortOrder ?? index + 1,
        status: isEnabled ? '1' : '0',
        ...(item.title ? { title: item.title } : {}),
        ...(item.description ? { description: item.description } : {}),
      })),
    };
    setIsSaving(true);
    const isDone = await run(async () => {
      try {
        await (dictId ? api.dicts.edit(dictId, input) : api.dicts.add(input));
      } catch (error) {
        showServerIssues(form, error, (segments) => (segments[0] === 'items' && segments[2] === 'status' ? ['items', segments[1]!, 'isEnabled'] : segments));
        throw error;
      }
    });
    setIsSaving(false);
    if (isDone) onSaved();
  };

  return (
    <Drawer open size="large" title={t(dictId ? 'console.dict.editTitle' : 'console.dict.addTitle')} onClose={onClose} destroyOnHidden
      extra={<Button type="primary" loading={isSaving} disabled={!initial} data-testid="save-dict" onClick={() => void save().catch(() => undefined)}>{t('common.save')}</Button>}>
      {!initial ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : (
        <Form<DictFormValues> form={form} name="dictForm" layout="vertical" initialValues={initial}>
          <Form.Item name="dictCode" label={t('console.dict.dictCode')} rules={[{ required: true, message: t('console.required') }, { max: 100 }, { pattern: /^[A-Za-z0-9_-]+$/, message: t('console.codePattern') }]}><Input /></Form.Item>
          <Form.Item name="dictName" label={t('console.dict.dictName')} rules={[{ required: true, whitespace: true, message: t('console.required') }, { max: 100 }]}><Input /></Form.Item>
          <Form.Item name="description" label={t('console.description')}><Input.TextArea rows={2} /></Form.Item>
          <Form.List name="items">
            {(fields, { add, remove }) => (
              <>
                <Table
                  size="small"
                  rowKey="key"
                  pagination={false}
                  dataSource={fields}
                  columns={[
                    { title: t('console.dict.itemText'), key: 'itemText', render: (_v, field) => <Form.Item noStyle name={[field.name, 'itemText']} messageVariables={{ label: t('console.dict.itemText') }} rules={[{ required: true, whitespace: true, message: t('console.required') }]}><Input /></Form.Item> },
                    { title: t('console.dict.itemValue'), key: 'itemValue', render: (_v, field) => <Form.Item noStyle name={[field.name, 'itemValue']} messageVariables={{ label: t('console.dict.itemValue') }} rules={[{ required: true, message: t('console.required') }]}><Input /></Form.Item> },
                    { title: t('console.dict.sortOrder'), key: 'sortOrder', width: 100, render: (_v, field) => <Form.Item noStyle name={[field.name, 'sortOrder']}><InputNumber min={0} precision={0} style={{ width: '100%' }} /></Form.Item> },
                    { title: t('console.enabled'), key: 'isEnabled', width: 80, render: (_v, field) => <Form.Item noStyle name={[field.name, 'isEnabled']} valuePropName="checked"><Switch size="small" /></Form.Item> },
                    { title: '', key: 'remove', width: 48, render: (_v, field) => <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('console.delete')} onClick={() => remove(field.name)} /> },
                  ]}
                />
                <Space style={{ marginTop: 8 }}>
                  <Button type="dashed" icon={<PlusOutlined />} data-testid="add-dict-item" onClick={() => add({ itemText: '', itemValue: '', isEnabled: true })}>{t('console.dict.addItem')}</Button>
                </Space>
              </>
            )}
          </Form.List>
        </Form>
      )}
    </Drawer>
  );
}
