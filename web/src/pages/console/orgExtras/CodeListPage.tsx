import { CopyOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPageShell } from '../../../components/listPage/ListPageShell';
import { RowActions } from '../../../components/listPage/RowActions';
import { hasSelection, hasSingleSelection } from '../selectionGuards';
import { useActions } from '../useActions';
import { useListPage } from '../useListPage';
import { CodeListFormModal, type CodeListDraft } from './CodeListFormModal';
import type { CodeListEntity, CodeListRecord } from './orgConsoleApi';
import { useOrgConsoleApi } from './useOrgConsole';

interface CodeListPageProps {
  entity: CodeListEntity;
  /** The page's button permissions (`pageCode:edit` shows the changing buttons). */
  editPermission: string;
}

/**
 * The list page of a position, job, tag or division list (spec §2, §5 list pages): search by
 * code or name, pages of 10–500 with quick jumper and total, add, edit, copy (exactly one
 * selected), delete and batch delete (a selection, confirmed with its count).
 */
export function CodeListPage({ entity, editPermission }: CodeListPageProps) {
  const orgApi = useOrgConsoleApi();
  const api = orgApi[entity];
  const { t } = useTranslation();
  const { confirm, modalHolder } = useActions();
  const page = useListPage<CodeListRecord, { keyword?: string }>(api.list, {});
  const { selected, list, afterChange } = page;
  const [draft, setDraft] = useState<CodeListDraft>();
  const removeBatch = (ids: string[]) => {
    if (!hasSelection(ids, t)) return;
    confirm(t('console.confirmBatchDelete', { count: ids.length }), () => api.removeBatch(ids), afterChange);
  };
  const copy = () => {
    if (!hasSingleSelection(selected, t)) return;
    const source = list.records.find((entry) => entry.id === selected[0]);
    if (source) setDraft({ mode: 'copy', values: { ...source, code: `${source.code}_copy` } });
  };

  const columns: TableColumnsType<CodeListRecord> = [
    { title: t('orgConsole.code'), dataIndex: 'code', key: 'code' },
    { title: t('orgConsole.name'), dataIndex: 'name', key: 'name' },
    { title: t('orgConsole.sortOrder'), dataIndex: 'sortOrder', key: 'sortOrder', width: 90 },
    { title: t('orgConsole.userCount'), dataIndex: 'userCount', key: 'userCount', width: 100 },
    { title: t('console.description'), dataIndex: 'description', key: 'description', ellipsis: true },
    {
      title: t('console.actions'),
      key: 'actions',
      width: 160,
      render: (_v, entry) => (
        <RowActions action={editPermission}>
          <Button type="link" size="small" data-testid={`edit-${entity}-${entry.code}`} onClick={() => setDraft({ mode: 'edit', entry, values: entry })}>{t('console.edit')}</Button>
          <Button type="link" size="small" danger onClick={() => confirm(t('console.confirmDeleteOne', { name: entry.name }), () => api.removeBatch([entry.id]), afterChange)}>{t('console.delete')}</Button>
        </RowActions>
      ),
    },
  ];

  return (
    <ListPageShell<CodeListRecord, { keyword?: string }>
      testId={`console-${entity}-list`}
      search={{
        name: `${entity}Search`,
        fields: <Form.Item name="keyword" label={t('orgConsole.keyword')}><Input allowClear maxLength={100} /></Form.Item>,
        onSearch: (values) => page.setFilters(values.keyword?.trim() ? { keyword: values.keyword.trim() } : {}),
      }}
      editPermission={editPermission}
      editButtons={
        <>
          <Button type="primary" icon={<PlusOutlined />} data-testid={`add-${entity}`} onClick={() => setDraft({ mode: 'add', values: { sortOrder: 0 } })}>{t('console.add')}</Button>
          <Button icon={<CopyOutlined />} data-testid={`copy-${entity}`} onClick={copy}>{t('console.copy')}</Button>
          <Button icon={<DeleteOutlined />} danger data-testid={`delete-selected-${entity}`} onClick={() => removeBatch(selected)}>{t('console.batchDelete')}</Button>
        </>
      }
      page={page}
      columns={columns}
      isRowClickSelecting
    >
      {modalHolder}
      {draft && <CodeListFormModal entity={entity} api={api} draft={draft} onClose={() => setDraft(undefined)} onSaved={() => { setDraft(undefined); afterChange(); }} />}
    </ListPageShell>
  );
}
