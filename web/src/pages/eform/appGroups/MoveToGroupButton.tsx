import { FolderOpenOutlined } from '@ant-design/icons';
import { kindSpecs } from '@wharf/engine';
import type { DefinitionKind } from '@wharf/schemas';
import { Button, Checkbox, Form, Modal, Select, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noGroup } from '../../../api/appGroupsApi';
import { Permitted } from '../../../components/Permitted';
import { notifier } from '../../../http/notifier';
import { moveRequest } from './moveRequest';
import { useAppGroupsApi } from './useAppGroupsApi';
import { useGroupChoices } from './useGroupChoices';

interface MoveToGroupButtonProps {
  kind: DefinitionKind;
  /** The ids of the selected rows. */
  selectedIds: readonly string[];
  onMoved(): void;
}

interface MoveValues {
  groupId?: string;
  takeTables: boolean;
}

/**
 * The list pages' "move to app group" action (spec §5: it needs selected data): a toolbar button
 * for holders of `appGroup:move`, then a dialog to pick the group (or none) and, for the kinds
 * whose spec takes tables along (forms and views), whether their tables go along.
 */
export function MoveToGroupButton({ kind, selectedIds, onMoved }: MoveToGroupButtonProps) {
  const api = useAppGroupsApi();
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [form] = Form.useForm<MoveValues>();
  const groups = useGroupChoices(isOpen);
  const canTakeTables = kindSpecs[kind].appGroup.takesTablesAlong;

  const open = () => {
    if (selectedIds.length === 0) {
      notifier().toast('warning', t('appGroup.selectRecord'));
      return;
    }
    form.resetFields();
    setIsOpen(true);
  };
  const move = async () => {
    const values = await form.validateFields();
    setIsSaving(true);
    try {
      const result = await api.move(moveRequest(kind, selectedIds, values.groupId === noGroup ? undefined : values.groupId, values.takeTables));
      notifier().toast('success', t('appGroup.moved', { count: result.movedCount }));
      setIsOpen(false);
      onMoved();
    } catch {
      // The HTTP client has shown the server's message; the dialog stays open to try again.
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Permitted action="appGroup:move">
      <Button icon={<FolderOpenOutlined />} data-testid="move-to-group" onClick={open}>
        {t('appGroup.move')}
      </Button>
      <Modal
        open={isOpen}
        title={t('appGroup.moveTitle', { count: selectedIds.length })}
        okText={t('common.ok')}
        cancelText={t('common.cancel')}
        okButtonProps={{ loading: isSaving, 'data-testid': 'move-to-group-ok' } as ButtonProps}
        onOk={() => void move().catch(() => undefined)}
        onCancel={() => setIsOpen(false)}
        destroyOnHidden
      >
        <Form form={form} name="moveToGroup" layout="vertical" initialValues={{ takeTables: false }}>
          <Form.Item name="groupId" label={t('appGroup.moveTarget')} rules={[{ required: true, message: t('appGroup.required') }]}>
            <Select
              data-testid="move-to-group-target"
              showSearch={{ optionFilterProp: 'label' }}
              options={[...groups.map((group) => ({ value: group.id, label: group.groupName })), { value: noGroup, label: t('appGroup.moveOut') }]}
            />
          </Form.Item>
          {canTakeTables && (
            <Form.Item name="takeTables" valuePropName="checked">
              <Checkbox data-testid="move-to-group-tables">{t('appGroup.takeTables')}</Checkbox>
            </Form.Item>
          )}
        </Form>
      </Modal>
    </Permitted>
  );
}
