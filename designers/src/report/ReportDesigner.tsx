import { DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { isLanguage, type ValidationIssue } from '@wharf/engine';
import type { DatasetDefinition, ReportDefinition } from '@wharf/schemas';
import { Alert, Button, Card, ConfigProvider, Space, Tabs } from 'antd';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { UndoRedoButtons } from '../shared/undo/UndoRedoButtons';
import { useDesignerSave } from '../shared/save/useDesignerSave';
import { SaveOutcomeAlert } from '../shared/save/SaveOutcomeAlert';
import { useEditedDefinition } from '../shared/unsaved/useEditedDefinition';
import { useTranslation } from 'react-i18next';
import { labelIssues, reportLabels } from '../issues';
import { SelectCell, TextCell } from '../view/cells';
import { ChartGallery } from './components/ChartGallery';
import { DataSettings } from './components/DataSettings';
import { FieldList, WellBox } from './components/FieldWells';
import { ReportPreview } from './components/ReportPreview';
import { StyleSettings } from './components/StyleSettings';
import { widgetIssues } from './model/reportChecks';
import { acceptsField, changeDataset, dropOnWell, fieldTitle, removeFromWell, resolveWellDrop, withoutEmpty, type FieldRef, type Well } from './model/wellEdits';
import type { ReportDesignerOption, ReportDesignerProps } from './types';
import { SectionTitle } from '../shared/headings/SectionTitle';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The settings tab that edits what an issue's path points at (wells and the gallery are always in view). */
function settingsTabOf(path: string): 'data' | 'style' | undefined {
  if (/^\/(sort|topN|drillHierarchy|drillThrough)\b/.test(path)) return 'data';
  if (/^\/(title|titleI18n|numberFormat|colors|showLegend|gaugeMin|gaugeMax|refreshSeconds)\b/.test(path)) return 'style';
  return undefined;
}
const wells: readonly Well[] = ['category', 'series', 'values'];

function useOptions(load: (() => Promise<ReportDesignerOption[]>) | undefined): ReportDesignerOption[] {
  const [options, setOptions] = useState<ReportDesignerOption[]>([]);
  useEffect(() => {
    let isCurrent = true;
    load?.().then((loaded) => isCurrent && setOptions(loaded), () => undefined);
    return () => { isCurrent = false; };
  }, [load]);
  return options;
}

/** The chosen dataset's definition, loaded again when the code changes. */
function useDataset(load: (code: string) => Promise<DatasetDefinition | undefined>, code: string): { dataset: DatasetDefinition | undefined; problem: string } {
  const [state, setState] = useState<{ code: string; dataset: DatasetDefinition | undefined; problem: string }>({ code: '', dataset: undefined, problem: '' });
  useEffect(() => {
    let isCurrent = true;
    if (!code) return undefined;
    load(code).then(
      (dataset) => isCurrent && setState({ code, dataset, problem: '' }),
      (error: unknown) => isCurrent && setState({ code, dataset: undefined, problem: errorText(error) }),
    );
    return () => { isCurrent = false; };
  }, [load, code]);
  return state.code === code ? state : { dataset: undefined, problem: '' };
}

/**
 * The report widget designer (issue 17): pick a dataset, drag its dimensions and measures onto the
 * category axis, series and values (@dnd-kit; each well also has a picker), choose one of the 18
 * chart types (types that cannot draw the wells are disabled), see a live preview of the unsaved
 * widget, and set sort, top-N, drill-down and drill-through, number format, colours, legend, gauge
 * range and titles in the four interface languages. Issues (engine validation and the widget's own
 * checks) are listed with their paths; saving waits until there are none.
 */
export function ReportDesigner(props: ReportDesignerProps) {
  const { t, i18n } = useTranslation();
  const { services } = props;
  const root = useRef<HTMLDivElement>(null);
  // Undo/redo, dirty against the last save, the draft kept per user and the host's questions (shared/unsaved).
  const edited = useEditedDefinition<ReportDefinition>({ kind: 'report', definition: props.definition, isNew: props.isNew ?? false, code: (body) => body.widgetCode, save: (): Promise<boolean> => save(), draftScope: props.draftScope, onUnsavedChange: props.onUnsavedChange, isReadOnly: props.isReadOnly, root });
  const draft = edited.value;
  const [announcement, setAnnouncement] = useState('');
  const [settingsTab, setSettingsTab] = useState<'data' | 'style'>('data');
  const datasets = useOptions(services.listDatasets);
  const views = useOptions(services.listViews);
  const { dataset, problem: datasetProblem } = useDataset(services.loadDataset, draft.datasetCode);
  const lang = isLanguage(i18n.language) ? i18n.language : undefined;
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor));

  const issues: ValidationIssue[] = useMemo(
    () => widgetIssues(draft, dataset, lang, (problem) => t(`designer.report.problem.${problem.kind}`, { code: problem.code ?? '', chart: problem.code ? t(`designer.report.chart.${problem.code}`, { defaultValue: problem.code }) : '' })),
    [draft, dataset, lang, t],
  );

  const replace = (next: ReportDefinition, coalesceKey?: string) => {
    clearOutcome();
    edited.change(() => next, coalesceKey);
  };
  const change = (patch: Partial<ReportDefinition>) => replace(withoutEmpty({ ...draft, ...patch }), Object.keys(patch).join(','));
  const drop = (field: FieldRef, well: Well) => {
    const next = dropOnWell(draft, field, well);
    const title = fieldTitle(dataset, field.code);
    const wellName = t(`designer.report.well.${well}`);
    if (next) replace(next);
    setAnnouncement(next ? t('designer.report.dnd.placed', { title, well: wellName }) : t('designer.report.dnd.refused', { title, well: wellName }));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const target = resolveWellDrop(String(active.id), over ? String(over.id) : undefined);
    if (target) drop(target.field, target.well);
  };

  const { save, isSaving, outcome, clearOutcome } = useDesignerSave({ draft, canSave: issues.length === 0, store: (definition) => services.save(definition), markSaved: (stored) => edited.markSaved(stored), onSaved: props.onSaved, savedText: t('designer.report.saved'), labels: reportLabels });

  const accessibility = {
    screenReaderInstructions: { draggable: t('designer.report.dnd.instructions') },
    announcements: {
      onDragStart: ({ active }: { active: { id: string | number } }) => t('designer.report.dnd.pickedUp', { title: fieldTitle(dataset, String(active.id).replace(/^field:\w+:/, '')) }),
      onDragOver: ({ over }: { over: { id: string | number } | null }) => (over ? t('designer.report.dnd.over', { well: t(`designer.report.well.${String(over.id).replace(/^well:/, '')}`) }) : t('designer.report.dnd.notOver')),
      onDragEnd: ({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) => {
        const target = resolveWellDrop(String(active.id), over ? String(over.id) : undefined);
        if (!target) return t('designer.report.dnd.cancelled');
        const words = { title: fieldTitle(dataset, target.field.code), well: t(`designer.report.well.${target.well}`) };
        return acceptsField(target.well, target.field) ? t('designer.report.dnd.placed', words) : t('designer.report.dnd.refused', words);
      },
      onDragCancel: () => t('designer.report.dnd.cancelled'),
    },
  };
  const readOnly = props.isReadOnly ? { isReadOnly: true } : {};
  const editing = (node: ReactNode) => (props.isReadOnly ? <ConfigProvider componentDisabled>{node}</ConfigProvider> : node);

  return (
    <div ref={root} className="wharf-report-designer" data-testid="report-designer" data-dirty={edited.isDirty}>
      {edited.draftOffer}
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
        <SectionTitle size="h4" style={{ margin: 0 }}>{draft.widgetName || t('designer.report.untitled')}</SectionTitle>
        {props.isReadOnly ? null : (
          <Space>
            <UndoRedoButtons history={edited.history} />
            <Button type="primary" loading={isSaving} disabled={issues.length > 0} onClick={() => void save()}>{t('designer.report.save')}</Button>
          </Space>
        )}
      </Space>
      <SaveOutcomeAlert outcome={outcome} onOpenPath={(path) => setSettingsTab(settingsTabOf(path) ?? settingsTab)} />
      {datasetProblem ? <Alert type="error" showIcon title={datasetProblem} style={{ marginBottom: 8 }} /> : null}
      {issues.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          title={t('designer.report.issues', { count: issues.length })}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }} data-testid="report-issues">
              {labelIssues(issues.slice(0, 10), reportLabels, draft, t, i18n.language).map((issue, index) => (
                <li key={index} data-issue-path={issue.path}>
                  <Button type="link" size="small" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }} onClick={() => setSettingsTab(settingsTabOf(issue.path) ?? settingsTab)}>{issue.message}</Button>
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
      {editing(
        <Space wrap style={{ marginBottom: 8 }}>
          <TextCell label={t('designer.report.basic.widgetName')} placeholder={t('designer.report.basic.widgetName')} width={220} value={draft.widgetName} onChange={(widgetName) => change({ widgetName: widgetName ?? '' })} />
          <TextCell label={t('designer.report.basic.widgetCode')} placeholder={t('designer.report.basic.widgetCode')} width={180} value={draft.widgetCode} isReadOnly={!props.isNew} onChange={(widgetCode) => change({ widgetCode: widgetCode ?? '' })} />
          <SelectCell label={t('designer.report.basic.dataset')} placeholder={t('designer.report.basic.dataset')} width={260} value={draft.datasetCode || undefined} options={datasets} allowClear={false} onChange={(code) => code && replace(changeDataset(draft, code))} />
        </Space>,
      )}
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(180px, 220px) minmax(0, 1fr) minmax(280px, 340px)', gap: 12, alignItems: 'start' }}>
        <DndContext sensors={sensors} accessibility={accessibility} onDragEnd={onDragEnd}>
          <Card size="small" title={t('designer.report.fields.title')}>
            <FieldList dataset={dataset} {...readOnly} />
          </Card>
          <div>
            {wells.map((well) => <WellBox key={well} well={well} widget={draft} dataset={dataset} {...readOnly} onDrop={drop} onRemove={(from, code) => replace(removeFromWell(draft, from, code))} />)}
            <Card size="small" title={t('designer.report.gallery')} style={{ marginBottom: 8 }}>
              <ChartGallery value={draft.chartType} wells={draft} {...readOnly} onChange={(chartType) => change({ chartType })} />
            </Card>
            <Card size="small" title={t('designer.report.preview.title')}>
              <ReportPreview widget={draft} dataset={dataset} services={services} PreviewChart={props.PreviewChart} />
            </Card>
          </div>
        </DndContext>
        <Card size="small">
          {editing(
            <Tabs
              size="small"
              activeKey={settingsTab}
              onChange={(key) => setSettingsTab(key as 'data' | 'style')}
              items={[
                { key: 'data', label: t('designer.report.tab.data'), children: <DataSettings widget={draft} dataset={dataset} views={views} viewQueryColumns={services.viewQueryColumns} onChange={change} /> },
                { key: 'style', label: t('designer.report.tab.style'), children: <StyleSettings widget={draft} onChange={change} /> },
              ]}
            />,
          )}
        </Card>
      </div>
      <div role="status" aria-live="polite" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{announcement}</div>
    </div>
  );
}
