import { CopyOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPageShell } from '../../../components/listPage/ListPageShell';
import { RowActions } from '../../../components/listPage/RowActions';
import { withoutBlanks } from '../../../components/listPage/withoutBlanks';
import type { MenuPageProps } from '../../../menus/menuPageRegistry';
import type { DictSummary } from '../api/dictsApi';
import { hasSelection, hasSingleSelection } from '../selectionGuards';
import { showServerIssues } from '../serverIssues';
import { useActions } from '../useActions';
import { useConsoleApi } from '../useConsole';
import { useListPage } from '../useListPage';
import { DictFormDrawer } from './DictFormDrawer';
import { UsagesButton } from '../../eform/usages/UsagesButton';

interface DictFilters {
  dictName?: string;
  dictCode?: string;
}

/**
 * The dictionary page of the console (`system/DictList`): the tenant's dictionaries with their
 * items; add, edit, copy (exactly one selected) and delete (one, or a batch after confirming the count).
 */
export function DictListPage(_props: MenuPageProps) {
  const api = useConsoleApi();
  const { t } = useTranslation();
  const { confirm, modalHolder } = useActions();
  const page = useListPage<DictSummary, DictFilters>(api.dicts.list, {});
  const { selected, list, afterChange } = page;
  const [editing, setEditing] = useState<string | 'new'>();
  const [copying, setCopying] = useState<DictSummary>();

  const removeMany = (ids: string[]) => {
    if (!hasSelection(ids, t)) return;
    confirm(t('console.confirmBatchDelete', { count: ids.length }), async () => {
      for (const id of ids) await api.dicts.remove(id);
    }, afterChange);
  };
  const copySelected = () => {
    if (hasSingleSelection(selected, t)) setCopying(list.records.find((dict) => dict.id === selected[0]));
  };
  const columns: TableColumnsType<DictSummary> = [
    { title: t('console.dict.dictCode'), dataIndex: 'dictCode', key: 'dictCode' },
    { title: t('console.dict.dictName'), dataIndex: 'dictName', key: 'dictName' },
    { title: t('console.description'), dataIndex: 'description', key: 'description' },
    { title: t('console.dict.itemCount'), dataIndex: 'itemCount', key: 'itemCount', width: 100 },
    {
      title: t('console.actions'),
      key: 'actions',
      render: (_v, dict) => (
        <RowActions action="systemDict:edit">
          <Button type="link" size="small" data-testid={`edit-dict-${dict.dictCode}`} onClick={() => setEditing(dict.id)}>{t('console.edit')}</Button>
          {/* What names it (issue 18 §3): deleting it, or changing its code, is refused while anything does. */}
          <UsagesButton kind="dictionary" code={dict.dictCode} name={dict.dictName} />
          <Button type="link" size="small" danger onClick={() => confirm(t('console.confirmDeleteOne', { name: dict.dictName }), () => api.dicts.remove(dict.id), list.reload)}>{t('console.delete')}</Button>
        </RowActions>
      ),
    },
  ];
  return (
    <ListPageShell<DictSummary, DictFilters>
      testId="console-dict-list"
      search={{
        name: 'dictSearch',
        fields: (
          <>
            <Form.Item name="dictCode" label={t('console.dict.dictCode')}><Input allowClear /></Form.Item>
            <Form.Item name="dictName" label={t('console.dict.dictName')}><Input allowClear /></Form.Item>
          </>
        ),
        onSearch: (values) => page.setFilters(withoutBlanks(values)),
      }}
      editPermission="systemDict:edit"
      editButtons={
        <>
          <Button type="primary" icon={<PlusOutlined />} data-testid="add-dict" onClick={() => setEditing('new')}>{t('console.add')}</Button>
          <Button icon={<CopyOutlined />} data-testid="copy-dict" onClick={copySelected}>{t('console.copy')}</Button>
          <Button icon={<DeleteOutlined />} danger data-testid="delete-dicts" onClick={() => removeMany(selected)}>{t('console.batchDelete')}</Button>
        </>
      }
      page={page}
      columns={columns}
    >
      {modalHolder}
      {editing && <DictFormDrawer dictId={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} onSaved={() => { setEditing(undefined); list.reload(); }} />}
      {copying && <CopyDictModal dict={copying} onClose={() => setCopying(undefined)} onSaved={() => { setCopying(undefined); afterChange(); }} />}
    </ListPageShell>
  );
}

function CopyDictModal({ dict, onClose, onSaved }: { dict: DictSummary; onClose(): void; onSaved(): void }) {
  const api = useConsoleApi();
  const { t } = useTranslation();
  const { run } = useActions();
  const [form] = Form.useForm<{ dictCode: string; dictName: string }>();
  const save = async () => {
    const values = await form.validateFields();
    const isDone = await run(async () => {
      try {
        await api.dicts.copy(dict.id, values);
      } catch (error) {
        showServerIssues(form, error);
        throw error;
      }
    });
    if (isDone) onSaved();
  };
  return (
    <Modal open title={t('console.dict.copyTitle', { name: dict.dictName })} okText={t('common.save')} cancelText={t('common.cancel')} onOk={() => void save().catch(() => undefined)} onCancel={onClose} destroyOnHidden>
      <Form form={form} name="copyDict" layout="vertical" initialValues={{ dictCode: `${dict.dictCode}_copy`, dictName: dict.dictName }}>
        <Form.Item name="dictCode" label={t('console.dict.dictCode')} rules={[{ required: true, message: t('console.required') }, { max: 100 }, { pattern: /^[A-Za-z0-9_-]+$/, message: t('console.codePattern') }]}><Input /></Form.Item>
        <Form.Item name="dictName" label={t('console.dict.dictName')} rules={[{ required: true, whitespace: true, message: t('console.required') }, { max: 100 }]}><Input /></Form.Item>
      </Form>
    </Modal>
  );
}
