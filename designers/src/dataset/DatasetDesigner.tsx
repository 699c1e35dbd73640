import { isLanguage, type ValidationIssue } from '@wharf/engine';
import type { DatasetDefinition } from '@wharf/schemas';
import { Alert, Badge, Button, ConfigProvider, Space } from 'antd';
import { WrappingTabs } from '../shared/tabs/WrappingTabs';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { UndoRedoButtons } from '../shared/undo/UndoRedoButtons';
import { useDesignerSave } from '../shared/save/useDesignerSave';
import { SaveOutcomeAlert } from '../shared/save/SaveOutcomeAlert';
import { useEditedDefinition } from '../shared/unsaved/useEditedDefinition';
import { useTranslation } from 'react-i18next';
import { datasetLabels, labelIssues } from '../issues';
import { DatasetFieldsPanel } from './DatasetFieldsPanel';
import { DatasetFiltersPanel, DatasetParametersPanel } from './DatasetFiltersPanel';
import { DatasetHierarchiesPanel } from './DatasetHierarchiesPanel';
import { DatasetSourcePanel } from './DatasetSourcePanel';
import { changeDataset, datasetIssues, datasetIssueTab, type DatasetDesignerTab } from './datasetEdits';
import type { DatasetDesignerOption, DatasetDesignerProps } from './types';
import { SectionTitle } from '../shared/headings/SectionTitle';

function useOptions(load: (() => Promise<DatasetDesignerOption[]>) | undefined): DatasetDesignerOption[] {
  const [options, setOptions] = useState<DatasetDesignerOption[]>([]);
  useEffect(() => {
    let isCurrent = true;
    load?.().then((loaded) => isCurrent && setOptions(loaded), () => undefined);
    return () => { isCurrent = false; };
  }, [load]);
  return options;
}

/**
 * The dataset designer (issue 17): the source (a SQL config or a table, whose columns become
 * dimensions and measures), dimensions and measures, drill hierarchies, parameters, required and
 * default filters, row cap and cache time. The engine's validation issues are listed with their
 * paths and counted on the tab that edits them; saving waits until there are none.
 */
export function DatasetDesigner(props: DatasetDesignerProps) {
  const { t, i18n } = useTranslation();
  const { services } = props;
  const root = useRef<HTMLDivElement>(null);
  // Undo/redo, dirty against the last save, the draft kept per user and the host's questions (shared/unsaved).
  const edited = useEditedDefinition<DatasetDefinition>({ kind: 'dataset', definition: props.definition, isNew: props.isNew ?? false, code: (body) => body.datasetCode, save: (): Promise<boolean> => save(), draftScope: props.draftScope, onUnsavedChange: props.onUnsavedChange, isReadOnly: props.isReadOnly, root });
  const draft = edited.value;
  const [tab, setTab] = useState<DatasetDesignerTab>('source');
  const sqlConfigs = useOptions(services.listSqlConfigs);
  const tables = useOptions(services.listTables);
  const dictionaries = useOptions(services.listDictionaries);
  const lang = isLanguage(i18n.language) ? i18n.language : undefined;

  const issues: ValidationIssue[] = useMemo(
    () => datasetIssues(draft, lang, (problem) => t(`designer.dataset.problem.${problem.kind}`, { code: problem.code })),
    [draft, lang, t],
  );
  const issuesByTab = useMemo(() => {
    const counts = new Map<DatasetDesignerTab, number>();
    for (const issue of issues) counts.set(datasetIssueTab(issue.path), (counts.get(datasetIssueTab(issue.path)) ?? 0) + 1);
    return counts;
  }, [issues]);

  const replace = (next: DatasetDefinition) => {
    clearOutcome();
    edited.change(() => next);
  };
  const change = (patch: Partial<DatasetDefinition>) => {
    clearOutcome();
    edited.change((current) => changeDataset(current, patch), Object.keys(patch).join(','));
  };

  const { save, isSaving, outcome, clearOutcome } = useDesignerSave({ draft, canSave: issues.length === 0, store: (definition) => services.save(definition), markSaved: (stored) => edited.markSaved(stored), onSaved: props.onSaved, savedText: t('designer.dataset.saved'), labels: datasetLabels });

  const label = (key: DatasetDesignerTab): ReactNode => <Badge count={issuesByTab.get(key) ?? 0} size="small" offset={[8, -2]}>{t(`designer.dataset.tab.${key}`)}</Badge>;
  const readOnly = props.isReadOnly ? { isReadOnly: true } : {};
  const editing = (node: ReactNode) => (props.isReadOnly ? <ConfigProvider componentDisabled>{node}</ConfigProvider> : node);
  const items = [
    { key: 'source', children: <DatasetSourcePanel dataset={draft} isNew={props.isNew ?? false} {...readOnly} services={services} sqlConfigs={sqlConfigs} tables={tables} onChange={replace} /> },
    { key: 'fields', children: <DatasetFieldsPanel dimension={draft.dimension} measure={draft.measure} dictionaries={dictionaries} {...readOnly} onChange={(next) => change(next)} /> },
    { key: 'hierarchies', children: <DatasetHierarchiesPanel dataset={draft} {...readOnly} onChange={(hierarchies) => change({ hierarchies })} /> },
    ...(draft.sourceType === 'sql' || draft.parameters
      ? [{ key: 'parameters', children: <DatasetParametersPanel parameters={draft.parameters ?? []} {...readOnly} onChange={(parameters) => change({ parameters })} /> }]
      : []),
    { key: 'filters', children: <DatasetFiltersPanel dataset={draft} {...readOnly} onChange={(next) => change(next)} /> },
  ].map((item) => ({ key: item.key, label: label(item.key as DatasetDesignerTab), children: editing(item.children) }));

  return (
    <div ref={root} className="wharf-dataset-designer" data-testid="dataset-designer" data-dirty={edited.isDirty}>
      {edited.draftOffer}
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
        <SectionTitle size="h4" style={{ margin: 0 }}>{draft.datasetName || t('designer.dataset.untitled')}</SectionTitle>
        {props.isReadOnly ? null : (
          <Space>
          <UndoRedoButtons history={edited.history} />
          <Button type="primary" loading={isSaving} disabled={issues.length > 0} onClick={() => void save()}>{t('designer.dataset.save')}</Button>
          </Space>
        )}
      </Space>
      <SaveOutcomeAlert outcome={outcome} onOpenPath={(path) => setTab(datasetIssueTab(path))} />
      {issues.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          title={t('designer.dataset.issues', { count: issues.length })}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }} data-testid="dataset-issues">
              {labelIssues(issues.slice(0, 10), datasetLabels, draft, t, i18n.language).map((issue, index) => (
                <li key={index} data-issue-path={issue.path}>
                  <Button type="link" size="small" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }} onClick={() => setTab(datasetIssueTab(issue.path))}>{issue.message}</Button>
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
      <WrappingTabs activeKey={tab} onChange={(key) => setTab(key as DatasetDesignerTab)} items={items} destroyOnHidden={false} />
    </div>
  );
}
