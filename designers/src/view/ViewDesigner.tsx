import { ListRenderer } from '@wharf/renderer/ListRenderer';
import type { ViewDefinition } from '@wharf/schemas';
import { Alert, Badge, Button, ConfigProvider, Empty, Space, Typography } from 'antd';
import { WrappingTabs } from '../shared/tabs/WrappingTabs';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { UndoRedoButtons } from '../shared/undo/UndoRedoButtons';
import { useDesignerSave } from '../shared/save/useDesignerSave';
import { SaveOutcomeAlert } from '../shared/save/SaveOutcomeAlert';
import { useEditedDefinition } from '../shared/unsaved/useEditedDefinition';
import { useTranslation } from 'react-i18next';
import { BasicPanel } from './BasicPanel';
import { ButtonsPanel } from './ButtonsPanel';
import { ColumnsPanel, QueryFieldsPanel } from './ColumnsPanel';
import { LayoutPanel, PagePanel, ParametersPanel, TreePanel } from './SettingsPanels';
import type { ViewDesignerOption, ViewDesignerProps } from './types';
import { HiddenIssuesLink, viewLabels } from '../issues';
import { issueTab, type ViewDesignerTab } from './issueTab';
import { useViewIssues } from './useViewIssues';
import { previewListServices } from './previewListServices';
import { TranslationsButton } from '../translations/TranslationsButton';
import { SectionTitle } from '../shared/headings/SectionTitle';

function useOptions(load: (() => Promise<ViewDesignerOption[]>) | undefined): ViewDesignerOption[] {
  const [options, setOptions] = useState<ViewDesignerOption[]>([]);
  useEffect(() => {
    let isCurrent = true;
    load?.().then((loaded) => isCurrent && setOptions(loaded), () => undefined);
    return () => { isCurrent = false; };
  }, [load]);
  return options;
}

/**
 * The view designer (issue 8 item 2): basic settings and data source, columns (drag to reorder),
 * query fields, buttons, parameters, page settings with nested tables, tree nodes or layout parts by
 * type, the engine's validation issues on their tabs, and a preview in the real list renderer.
 */
export function ViewDesigner(props: ViewDesignerProps) {
  const { t } = useTranslation();
  const { services } = props;
  const root = useRef<HTMLDivElement>(null);
  // Undo/redo, dirty against the last save, the draft kept per user and the host's questions (shared/unsaved).
  const edited = useEditedDefinition<ViewDefinition>({ kind: 'view', definition: props.definition, isNew: props.isNew ?? false, code: (view) => view.viewCode, save: (): Promise<boolean> => save(), draftScope: props.draftScope, onUnsavedChange: props.onUnsavedChange, isReadOnly: props.isReadOnly, root });
  const draft = edited.value;
  const setDraft = (next: (current: ViewDefinition) => ViewDefinition, coalesceKey?: string) => edited.change(next, coalesceKey);
  const [tab, setTab] = useState<ViewDesignerTab>('basic');
  const [previewKey, setPreviewKey] = useState(0);
  const tables = useOptions(services.listTables);
  const forms = useOptions(services.listForms);
  const views = useOptions(services.listViews);
  const sqlConfigs = useOptions(services.listSqlConfigs);
  const dictionaries = useOptions(services.listDictionaries);

  // Built when the preview is shown or refreshed, not on every edit (each build asks for rows again).
  const isPreviewShown = tab === 'preview';
  const preview = useMemo(
    () => (isPreviewShown ? previewListServices(services, draft) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [services, isPreviewShown, previewKey],
  );
  const canPreview = Boolean(services.previewServices || services.previewRows);
  // Named by label, and none before the builder's first input (issue 18 point 7); all block saving.
  const { issues, shown, hiddenCount, revealAll } = useViewIssues(draft, props.definition, !props.isNew);
  const issuesByTab = useMemo(() => {
    const counts = new Map<ViewDesignerTab, number>();
    for (const issue of shown) counts.set(issueTab(issue.path), (counts.get(issueTab(issue.path)) ?? 0) + 1);
    return counts;
  }, [shown]);

  const change = (patch: Partial<ViewDefinition>) => {
    clearOutcome();
    setDraft((current) => {
      const next: Record<string, unknown> = { ...current, ...patch };
      for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
      return next as unknown as ViewDefinition;
    }, Object.keys(patch).join(','));
  };

  const translate = (edit: (view: ViewDefinition) => ViewDefinition) => {
    clearOutcome();
    setDraft(edit);
  };

  const { save, isSaving, outcome, clearOutcome } = useDesignerSave({ draft, canSave: issues.length === 0, store: (definition) => services.save(definition), markSaved: (stored) => edited.markSaved(stored), onSaved: props.onSaved, savedText: t('designer.view.saved'), labels: viewLabels });

  const columns = draft.columns ?? [];
  const label = (key: ViewDesignerTab, text: string): ReactNode => <Badge count={issuesByTab.get(key) ?? 0} size="small" offset={[8, -2]}>{text}</Badge>;
  const readOnly = props.isReadOnly ? { isReadOnly: true } : {};
  // Read-only: every antd control of the editing tabs is disabled at once; the preview stays usable.
  const editing = (node: ReactNode) => (props.isReadOnly ? <ConfigProvider componentDisabled>{node}</ConfigProvider> : node);
  const editingItems = [
    { key: 'basic', label: label('basic', t('designer.view.tab.basic')), children: <BasicPanel view={draft} isNew={props.isNew ?? false} {...readOnly} services={services} tables={tables} forms={forms} onChange={change} /> },
    { key: 'columns', label: label('columns', t('designer.view.tab.columns')), children: <ColumnsPanel columns={columns} dictionaries={dictionaries} {...readOnly} onChange={(next) => change({ columns: next })} /> },
    { key: 'query', label: label('query', t('designer.view.tab.query')), children: <QueryFieldsPanel columns={columns} onChange={(next) => change({ columns: next })} /> },
    { key: 'buttons', label: label('buttons', t('designer.view.tab.buttons')), children: <ButtonsPanel viewCode={draft.viewCode} buttons={draft.buttons ?? []} columns={columns} forms={forms} views={views} {...readOnly} onChange={(buttons) => change({ buttons })} /> },
    { key: 'parameters', label: label('parameters', t('designer.view.tab.parameters')), children: <ParametersPanel parameters={draft.parameters ?? []} {...readOnly} onChange={(parameters) => change({ parameters })} /> },
    {
      key: 'page',
      label: label('page', t('designer.view.tab.page')),
      children: <PagePanel page={draft.page ?? {}} nestedTables={draft.nestedTables ?? []} columns={columns} views={views} {...readOnly} onChange={(next) => change({ ...(next.page ? { page: next.page } : {}), ...(next.nestedTables ? { nestedTables: next.nestedTables.length > 0 ? next.nestedTables : undefined } : {}) })} />,
    },
    ...(draft.viewType === 'tree'
      ? [{ key: 'tree', label: label('tree', t('designer.view.tab.tree')), children: <TreePanel nodes={draft.tree?.nodes ?? []} columns={columns} sqlConfigs={sqlConfigs} {...readOnly} onChange={(nodes) => change({ tree: { nodes } })} /> }]
      : []),
    ...(draft.viewType === 'layout' || draft.viewType === 'dragLayout'
      ? [{ key: 'layout', label: label('layout', t('designer.view.tab.layout')), children: <LayoutPanel items={draft.layoutItems ?? []} {...readOnly} onChange={(layoutItems) => change({ layoutItems })} /> }]
      : []),
  ].map((item) => ({ ...item, children: editing(item.children) }));
  const items = [
    ...editingItems,
    {
      key: 'preview',
      label: t('designer.view.tab.preview'),
      children: canPreview ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Space>
            <Button onClick={() => setPreviewKey((key) => key + 1)}>{t('designer.view.preview.refresh')}</Button>
            {issues.length > 0 ? <Typography.Text type="warning">{t('designer.view.preview.withIssues')}</Typography.Text> : null}
          </Space>
          {preview ? <ListRenderer key={previewKey} definition={draft} services={preview} height={420} /> : null}
        </Space>
      ) : (
        <Empty description={t('designer.view.preview.unavailable')} />
      ),
    },
  ];

  return (
    <div ref={root} className="wharf-view-designer" data-testid="view-designer" data-dirty={edited.isDirty}>
      {edited.draftOffer}
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
        <SectionTitle size="h4" style={{ margin: 0 }}>{draft.viewName || t('designer.view.untitled')}</SectionTitle>
        {props.isReadOnly ? null : (
          <Space>
            <UndoRedoButtons history={edited.history} />
            <HiddenIssuesLink count={hiddenCount} onReveal={revealAll} />
            <TranslationsButton kind="view" definition={draft} onEdit={translate} />
            <Button type="primary" loading={isSaving} disabled={issues.length > 0} onClick={() => void save()}>{t('designer.view.save')}</Button>
          </Space>
        )}
      </Space>
      <SaveOutcomeAlert outcome={outcome} onOpenPath={(path) => setTab(issueTab(path))} />
      {shown.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          title={t('designer.view.issues', { count: shown.length })}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {shown.slice(0, 8).map((issue, index) => (
                <li key={index} data-issue-path={issue.path}>
                  <Button type="link" size="small" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }} onClick={() => setTab(issueTab(issue.path))}>{issue.message}</Button>
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
      <WrappingTabs activeKey={tab} onChange={(key) => setTab(key as ViewDesignerTab)} items={items} destroyOnHidden={false} />
    </div>
  );
}
