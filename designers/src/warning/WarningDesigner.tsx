import { isLanguage } from '@wharf/engine';
import type { WarningDefinition, WarningRule } from '@wharf/schemas';
import { Alert, Badge, Button, ConfigProvider, Select, Space, Tabs } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { labelIssues } from '../issues';
import { SectionTitle } from '../shared/headings/SectionTitle';
import { SaveOutcomeAlert } from '../shared/save/SaveOutcomeAlert';
import { UndoRedoButtons } from '../shared/undo/UndoRedoButtons';
import { useDesignerSave } from '../shared/save/useDesignerSave';
import { useEditedDefinition } from '../shared/unsaved/useEditedDefinition';
import { RuleRecipientsPanel } from './RuleRecipientsPanel';
import { RuleSchedulePanel } from './RuleSchedulePanel';
import { RuleSourcePanel } from './RuleSourcePanel';
import { RuleTemplatesPanel } from './RuleTemplatesPanel';
import { WarningItemPanel } from './WarningItemPanel';
import { warningLabels } from './warningLabels';
import { changeRule, issueRuleIndex, warningIssues, warningIssueTab, withPatch, type WarningDesignerTab } from './warningEdits';
import type { WarningDesignerOption, WarningDesignerProps, WarningDesignerServices } from './types';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

function useOptions(load: (() => Promise<WarningDesignerOption[]>) | undefined): WarningDesignerOption[] {
  const [options, setOptions] = useState<WarningDesignerOption[]>([]);
  useEffect(() => {
    let isCurrent = true;
    load?.().then((loaded) => isCurrent && setOptions(loaded), () => undefined);
    return () => { isCurrent = false; };
  }, [load]);
  return options;
}

/** The columns and a first row of a SQL config, read when the chosen rule names one (and again on request). */
function useSqlSample(sqlCode: string | undefined, read: WarningDesignerServices['sqlConfigSample']) {
  const [sample, setSample] = useState<{ sqlCode: string; columns: string[]; row?: Record<string, unknown>; problem?: string }>();
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (!sqlCode || !read) return undefined;
    let isCurrent = true;
    read(sqlCode).then(
      (answer) => isCurrent && setSample({ sqlCode, ...answer }),
      (error: unknown) => isCurrent && setSample({ sqlCode, columns: [], problem: errorText(error) }),
    );
    return () => { isCurrent = false; };
  }, [sqlCode, read, asked]);
  const current = sample?.sqlCode === sqlCode ? sample : undefined;
  return { columns: current?.columns ?? [], row: current?.row, problem: current?.problem, reread: () => setAsked((n) => n + 1) };
}

/**
 * The warning designer (issue 22): the item, then per rule its source (a SQL config, each row a
 * business record) and conditions (set configs), schedule (hourly slots or cron, previewed on the
 * tenant's clock; a business warning's triggering forms), recipients and channels, and the message
 * templates with their placeholders and a preview. The engine's validation issues are listed and
 * counted on their tab; saving waits until there are none. Publishing is the host's (definition store).
 */
export function WarningDesigner(props: WarningDesignerProps) {
  const { t, i18n } = useTranslation();
  const { services } = props;
  const root = useRef<HTMLDivElement>(null);
  const edited = useEditedDefinition<WarningDefinition>({ kind: 'warning', definition: props.definition, isNew: props.isNew ?? false, code: (body) => body.warningItemCode, save: (): Promise<boolean> => save(), draftScope: props.draftScope, onUnsavedChange: props.onUnsavedChange, isReadOnly: props.isReadOnly, root });
  const draft = edited.value;
  const [tab, setTab] = useState<WarningDesignerTab>('item');
  const [ruleIndex, setRuleIndex] = useState(0);
  const sqlConfigs = useOptions(services.listSqlConfigs);
  const users = useOptions(services.listUsers);
  const forms = useOptions(services.listForms);
  const lang = isLanguage(i18n.language) ? i18n.language : undefined;
  const index = Math.min(ruleIndex, draft.rules.length - 1);
  const rule: WarningRule | undefined = draft.rules[index];
  const sample = useSqlSample(rule?.sqlCode, services.sqlConfigSample);

  // Each issue names its field by the designer's label, in the UI language (the engine's own text names JSON keys).
  const issues = useMemo(() => labelIssues(warningIssues(draft, lang), warningLabels, draft, t, i18n.language), [draft, lang, t, i18n.language]);
  const issuesByTab = useMemo(() => {
    const counts = new Map<WarningDesignerTab, number>();
    for (const issue of issues) counts.set(warningIssueTab(issue.path), (counts.get(warningIssueTab(issue.path)) ?? 0) + 1);
    return counts;
  }, [issues]);

  const { save, isSaving, outcome, clearOutcome } = useDesignerSave({ draft, canSave: issues.length === 0, store: (definition) => services.save(definition), markSaved: (stored) => edited.markSaved(stored), onSaved: props.onSaved, savedText: t('designer.warning.saved'), labels: warningLabels });

  const change = useCallback((patch: Partial<WarningDefinition>) => {
    clearOutcome();
    edited.change((current) => withPatch(current, patch), Object.keys(patch).join(','));
  }, [edited, clearOutcome]);
  const changeThisRule = (patch: Partial<WarningRule>) => {
    clearOutcome();
    edited.change((current) => changeRule(current, index, patch), `rules.${index}.${Object.keys(patch).join(',')}`);
  };

  const openIssue = (path: string) => {
    const at = issueRuleIndex(path);
    if (at !== undefined) setRuleIndex(at);
    setTab(warningIssueTab(path));
  };
  const label = (key: WarningDesignerTab): ReactNode => <Badge count={issuesByTab.get(key) ?? 0} size="small" offset={[8, -2]}>{t(`designer.warning.tab.${key}`)}</Badge>;
  const editing = (node: ReactNode) => (props.isReadOnly ? <ConfigProvider componentDisabled>{node}</ConfigProvider> : node);
  const rulePanels: Array<{ key: WarningDesignerTab; children: ReactNode }> = rule ? [
    { key: 'source', children: <RuleSourcePanel rule={rule} sqlConfigs={sqlConfigs} columns={sample.columns} columnsProblem={sample.problem} onReadColumns={services.sqlConfigSample ? sample.reread : undefined} onChange={changeThisRule} isReadOnly={props.isReadOnly} /> },
    { key: 'schedule', children: <RuleSchedulePanel warning={draft} rule={rule} forms={forms} cronNextTimes={services.cronNextTimes} listWorkflows={services.listWorkflows} listWorkflowNodes={services.listWorkflowNodes} onChange={changeThisRule} /> },
    { key: 'recipients', children: <RuleRecipientsPanel rule={rule} users={users} columns={sample.columns} searchRecipients={services.searchRecipients} onChange={changeThisRule} /> },
    { key: 'templates', children: <RuleTemplatesPanel warning={draft} rule={rule} columns={sample.columns} sample={sample.row} onChange={changeThisRule} /> },
  ] : [];
  const items = [{ key: 'item' as WarningDesignerTab, children: <WarningItemPanel warning={draft} isNew={props.isNew ?? false} onChange={change} /> }, ...rulePanels]
    .map((item) => ({ key: item.key, label: label(item.key), children: editing(item.children) }));

  return (
    <div ref={root} className="wharf-warning-designer" data-testid="warning-designer" data-dirty={edited.isDirty}>
      {edited.draftOffer}
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }} wrap>
        <Space>
          <SectionTitle size="h4" style={{ margin: 0 }}>{draft.warningItemName || t('designer.warning.untitled')}</SectionTitle>
          {draft.rules.length > 0 ? (
            <Select aria-label={t('designer.warning.rule')} value={index} style={{ minWidth: 220 }} onChange={(chosen: number) => setRuleIndex(chosen)}
              options={draft.rules.map((candidate, i) => ({ value: i, label: `${t('designer.warning.rule')}: ${candidate.ruleName || candidate.ruleCode}` }))} />
          ) : null}
        </Space>
        {props.isReadOnly ? null : (
          <Space>
            <UndoRedoButtons history={edited.history} />
            <Button type="primary" loading={isSaving} disabled={issues.length > 0} onClick={() => void save()}>{t('designer.warning.save')}</Button>
          </Space>
        )}
      </Space>
      <SaveOutcomeAlert outcome={outcome} onOpenPath={openIssue} />
      {issues.length > 0 ? (
        <Alert type="warning" showIcon style={{ marginBottom: 8 }} title={t('designer.warning.issues', { count: issues.length })}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }} data-testid="warning-issues">
              {issues.slice(0, 10).map((issue, i) => (
                <li key={i} data-issue-path={issue.path}>
                  <Button type="link" size="small" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }} onClick={() => openIssue(issue.path)}>{issue.message}</Button>
                </li>
              ))}
            </ul>
          } />
      ) : null}
      <Tabs activeKey={tab} onChange={(key) => setTab(key as WarningDesignerTab)} items={items} destroyOnHidden={false} />
    </div>
  );
}
