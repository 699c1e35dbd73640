import { Form, Input, InputNumber, Modal, TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orgTreeData, type OrgTreeOption } from '../orgTreeData';
import { showServerIssues } from '../serverIssues';
import { useActions } from '../useActions';
import { useConsoleApi } from '../useConsole';
import type { CodeListApi, CodeListEntity, CodeListInput, CodeListRecord } from './orgConsoleApi';

export interface CodeListDraft {
  /** The entry edited; none to add (a copy is an add with the copied values). */
  entry?: CodeListRecord;
  values: Partial<CodeListInput>;
  mode: 'add' | 'edit' | 'copy';
}

interface CodeListFormModalProps {
  entity: CodeListEntity;
  api: CodeListApi;
  draft: CodeListDraft;
  onClose(): void;
  onSaved(): void;
}

/**
 * Adds, edits or copies a position, job, tag or division: code (letters, digits, underscore,
 * hyphen; checked free as typed and again by the server), name, order, description, and for a
 * position the organisation it belongs to.
 */
export function CodeListFormModal({ entity, api, draft, onClose, onSaved }: CodeListFormModalProps) {
  const consoleApi = useConsoleApi();
  const { t } = useTranslation();
  const { run } = useActions();
  const [form] = Form.useForm<CodeListInput>();
  const [orgs, setOrgs] = useState<OrgTreeOption[]>([]);
  const [isSaving, setIsSaving] = useState(false);
  const kind = t(`orgConsole.kind.${entity}`);

  useEffect(() => {
    if (entity === 'position') consoleApi.orgs.treeQuietly().then((tree) => setOrgs(orgTreeData(tree)), () => setOrgs([]));
  }, [consoleApi, entity]);

  const save = async () => {
    const values = await form.validateFields();
    setIsSaving(true);
    const input: CodeListInput = { ...values, description: values.description || null, sortOrder: values.sortOrder ?? 0, ...(entity === 'position' ? { orgId: values.orgId ?? null } : {}) };
    const isDone = await run(async () => {
      try {
        await (draft.mode === 'edit' && draft.entry ? api.edit(draft.entry.id, input) : api.add(input));
      } catch (error) {
        showServerIssues(form, error);
        throw error;
      }
    });
    setIsSaving(false);
    if (isDone) onSaved();
  };

  const codeIsFree = {
    validator: async (_rule: unknown, value: string | undefined) => {
      if (!value || (draft.mode === 'edit' && draft.entry?.code === value)) return;
      const check = await api.checkCode(value, draft.mode === 'edit' ? draft.entry?.id : undefined);
      if (!check.isFree) throw new Error(check.message);
    },
  };

  return (
    <Modal open title={t(`orgConsole.${draft.mode}Title`, { kind })} okText={t('common.save')} cancelText={t('common.cancel')} confirmLoading={isSaving} onOk={() => void save().catch(() => undefined)} onCancel={onClose} destroyOnHidden>
      <Form<CodeListInput> form={form} name="codeListForm" layout="vertical" initialValues={draft.values}>
        <Form.Item name="code" label={t('orgConsole.code')} validateDebounce={400} rules={[{ required: true, message: t('console.required') }, { max: 64 }, { pattern: /^[A-Za-z0-9_-]+$/, message: t('console.codePattern') }, codeIsFree]}>
          <Input maxLength={64} autoComplete="off" />
        </Form.Item>
        <Form.Item name="name" label={t('orgConsole.name')} rules={[{ required: true, whitespace: true, message: t('orgConsole.namePattern') }, { max: 100 }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="sortOrder" label={t('orgConsole.sortOrder')}>
          <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        {entity === 'position' && orgs.length > 0 && (
          <Form.Item name="orgId" label={t('orgConsole.org')}>
            <TreeSelect allowClear treeDefaultExpandAll treeData={orgs} />
          </Form.Item>
        )}
        <Form.Item name="description" label={t('console.description')} rules={[{ max: 255 }]}>
          <Input.TextArea maxLength={255} rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
