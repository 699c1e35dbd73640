import { CloudSyncOutlined, SaveOutlined } from '@ant-design/icons';
import type { TableDefinition } from '@wharf/schemas';
import { Alert, Button, Form, Input, Space, Tooltip } from 'antd';
import { WrappingTabs } from '../shared/tabs/WrappingTabs';
import { useEffect, useRef, useState } from 'react';
import { UndoRedoButtons } from '../shared/undo/UndoRedoButtons';
import type { UnsavedWorkProps } from '../shared/unsaved/types';
import { useEditedDefinition } from '../shared/unsaved/useEditedDefinition';
import { useTranslation } from 'react-i18next';
import { ColumnsGrid } from './ColumnsGrid';
import { DefaultColumns } from './DefaultColumns';
import { IndexesEditor } from './IndexesEditor';
import { RelationsEditor } from './RelationsEditor';
import { SyncPlanDialog } from './SyncPlanDialog';
import { SyncStatusBadge } from './SyncStatusBadge';
import { HiddenIssuesLink } from '../issues';
import { TranslationsButton } from '../translations/TranslationsButton';
import { useTableIssues } from './useTableIssues';
import type { TableDesignerOption, TableDesignerServices, TableSyncStatus } from './types';

export interface TableDesignerProps extends UnsavedWorkProps {
  /** The definition to edit (a new table: `blankTable()`). */
  definition: TableDefinition;
  /** A new table may still change its code; a saved one keeps it (the physical table follows it). */
  isNew?: boolean;
  /** The sync state the server reports for the saved table. */
  tableStatus?: TableSyncStatus;
  services: TableDesignerServices;
  isReadOnly?: boolean;
  /** After a successful save, with what was saved. */
  onSaved?(definition: TableDefinition): void;
  /** After a successful sync. */
  onSynced?(): void;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The table designer (issue 7 item 1): the table's code and title, a columns grid with the §5
 * rules shown live, indexes, ER relations, the sync state, and a plan dialog before each sync.
 * Saving goes through `services.save`; the sync needs the saved definition, so unsaved changes
 * disable it.
 */
export function TableDesigner({ definition, isNew = false, tableStatus, services, isReadOnly = false, onSaved, onSynced, draftScope, onUnsavedChange }: TableDesignerProps) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const edited = useEditedDefinition<TableDefinition>({ kind: 'table', definition, isNew, code: (table) => table.tableName, save: () => save(), draftScope, onUnsavedChange, isReadOnly, root });
  const draft = edited.value;
  // The sync plan needs a stored table: the one opened, or the first save of a new one.
  const [savedName, setSavedName] = useState<string | undefined>(isNew ? undefined : definition.tableName);
  const [isSaving, setIsSaving] = useState(false);
  const [problem, setProblem] = useState('');
  const [isPlanOpen, setIsPlanOpen] = useState(false);
  const [tables, setTables] = useState<TableDesignerOption[]>([]);
  const [dictionaries, setDictionaries] = useState<TableDesignerOption[]>([]);

  useEffect(() => setSavedName(isNew ? undefined : definition.tableName), [definition, isNew]);
  useEffect(() => {
    void services.listTables?.().then(setTables, () => setTables([]));
    void services.listDictionaries?.().then(setDictionaries, () => setDictionaries([]));
  }, [services]);

  // Named by label, and none before the builder's first input (issue 18 point 7).
  const issues = useTableIssues(draft, definition, !isNew);
  const isDirty = edited.isDirty;
  // Typing in one header box is one undo step; other edits each their own.
  const change = (patch: Partial<TableDefinition>) => edited.change((before) => ({ ...before, ...patch }), Object.keys(patch).join(','));
  const relatedTables = tables.filter((table) => table.value !== draft.tableName);

  /** Saves through the host; true when stored (the host's "save" before leaving waits for it). */
  const save = async (): Promise<boolean> => {
    if (issues.all.length > 0) return false;
    setIsSaving(true);
    setProblem('');
    try {
      await services.save(draft);
      edited.markSaved(draft);
      setSavedName(draft.tableName);
      onSaved?.(draft);
      return true;
    } catch (error) {
      setProblem(errorText(error));
      return false;
    } finally {
      setIsSaving(false);
    }
  };

  const headerIssue = (key: string) => {
    const messages = issues.at(`/${key}`);
    return messages.length ? { validateStatus: 'error' as const, help: messages.join('; ') } : {};
  };

  return (
    <div ref={root} data-testid="table-designer" data-dirty={isDirty}>
      {edited.draftOffer}
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <Space>
          <SyncStatusBadge status={tableStatus ?? draft.tableStatus ?? 'notCreated'} />
          {isDirty && <span data-testid="table-unsaved">{t('designer.table.unsaved')}</span>}
        </Space>
        <Space>
          <UndoRedoButtons history={edited.history} isReadOnly={isReadOnly} />
          <TranslationsButton kind="table" definition={draft} onEdit={edited.change} isReadOnly={isReadOnly} />
          <HiddenIssuesLink count={issues.hiddenCount} onReveal={issues.revealAll} />
          <Button type="primary" icon={<SaveOutlined />} loading={isSaving} disabled={isReadOnly || issues.all.length > 0 || !isDirty} data-testid="save-table" onClick={() => void save()}>
            {t('designer.table.save')}
          </Button>
          <Tooltip title={isDirty ? t('designer.table.saveBeforeSync') : undefined}>
            <Button icon={<CloudSyncOutlined />} disabled={isReadOnly || isDirty || !savedName} data-testid="plan-sync" onClick={() => setIsPlanOpen(true)}>
              {t('designer.table.planAndSync')}
            </Button>
          </Tooltip>
        </Space>
      </Space>
      {problem && <Alert type="error" showIcon closable title={problem} style={{ marginBottom: 12 }} data-testid="table-save-problem" onClose={() => setProblem('')} />}
      <Form layout="inline" style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item label={t('designer.table.tableName')} required {...headerIssue('tableName')}>
          <Input value={draft.tableName} disabled={isReadOnly || !isNew} aria-label={t('designer.table.tableName')} data-testid="table-name" onChange={(event) => change({ tableName: event.target.value })} />
        </Form.Item>
        <Form.Item label={t('designer.table.tableTitle')} required {...headerIssue('tableTitle')}>
          <Input value={draft.tableTitle} disabled={isReadOnly} aria-label={t('designer.table.tableTitle')} data-testid="table-title" onChange={(event) => change({ tableTitle: event.target.value })} />
        </Form.Item>
        <Form.Item label={t('designer.table.description')} {...headerIssue('description')}>
          <Input value={draft.description ?? ''} disabled={isReadOnly} aria-label={t('designer.table.description')} style={{ width: 320 }} onChange={(event) => change({ description: event.target.value || undefined })} />
        </Form.Item>
      </Form>
      {issues.at('/columns').length > 0 && <Alert type="error" title={issues.at('/columns').join('; ')} style={{ marginBottom: 8 }} />}
      <WrappingTabs
        items={[
          { key: 'columns', label: t('designer.table.columnsTab'), children: <><ColumnsGrid columns={draft.columns} issues={issues} dictionaries={dictionaries} isReadOnly={isReadOnly} onChange={(columns) => change({ columns })} /><DefaultColumns /></> },
          { key: 'indexes', label: t('designer.table.indexesTab'), children: <IndexesEditor tableName={draft.tableName} indexes={draft.indexes ?? []} columns={draft.columns} issues={issues} isReadOnly={isReadOnly} onChange={(indexes) => change({ indexes })} /> },
          { key: 'relations', label: t('designer.table.relationsTab'), children: <RelationsEditor relations={draft.relations ?? []} columns={draft.columns} tables={relatedTables} issues={issues} isReadOnly={isReadOnly} onChange={(relations) => change({ relations })} /> },
        ]}
      />
      {savedName && <SyncPlanDialog tableName={savedName} isOpen={isPlanOpen} services={services} onClose={() => setIsPlanOpen(false)} onSynced={onSynced} />}
    </div>
  );
}
