import { Form, Input, InputNumber, Modal, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppGroupInput, AppGroupRecord } from '../../../api/appGroupsApi';
import { notifier } from '../../../http/notifier';
import { showServerIssues } from '../../console/serverIssues';
import { useAppGroupsApi } from './useAppGroupsApi';

interface AppGroupFormModalProps {
  /** The group to edit; undefined adds one. */
  group?: AppGroupRecord;
  onClose(): void;
  onSaved(): void;
}

/** Adds or edits an app group; a name or code already taken shows at its field (the server's 400). */
export function AppGroupFormModal({ group, onClose, onSaved }: AppGroupFormModalProps) {
  const api = useAppGroupsApi();
  const { t } = useTranslation();
  const [form] = Form.useForm<AppGroupInput>();
  const [isSaving, setIsSaving] = useState(false);
  const save = async () => {
    const values = await form.validateFields();
    const input: AppGroupInput = { ...values, description: values.description || null, icon: values.icon || null, sortOrder: values.sortOrder ?? 0 };
    setIsSaving(true);
    try {
      await (group ? api.edit(group.id, input) : api.add(input));
      notifier().toast('success', t('appGroup.done'));
      onSaved();
    } catch (error) {
      showServerIssues(form, error);
    } finally {
      setIsSaving(false);
    }
  };
  return (
    <Modal
      open
      title={t(group ? 'appGroup.editTitle' : 'appGroup.addTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: isSaving, 'data-testid': 'save-app-group' } as ButtonProps}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name="appGroupForm"
        layout="vertical"
        initialValues={group ? { groupName: group.groupName, groupCode: group.groupCode, description: group.description ?? '', icon: group.icon ?? '', sortOrder: group.sortOrder } : { sortOrder: 0 }}
      >
        <Form.Item name="groupName" label={t('appGroup.groupName')} rules={[{ required: true, whitespace: true, message: t('appGroup.required') }, { max: 50, message: t('appGroup.nameLength') }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="groupCode" label={t('appGroup.groupCode')} rules={[{ required: true, message: t('appGroup.required') }, { max: 100 }, { pattern: /^[A-Za-z0-9_-]+$/, message: t('appGroup.codePattern') }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="description" label={t('appGroup.description')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Form.Item name="icon" label={t('appGroup.icon')} rules={[{ max: 100 }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="sortOrder" label={t('appGroup.sortOrder')}>
          <InputNumber precision={0} min={-1000000} max={1000000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
