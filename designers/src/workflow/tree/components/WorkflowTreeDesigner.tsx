import type { WorkflowDefinition } from '@wharf/schemas';
import { Alert, Button, Modal } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useEngineLanguage } from '../../../form/components/useEngineLanguage';
import type { DirectoryOption } from '../../panel';
import { designIssues, selectionOf, tempKeyPrefix } from '../model/designIssues';
import { draftKey, dropDraft } from '../model/drafts';
import type { NewNodeNames } from '../model/treeEdits';
import { createWorkflowStore } from '../model/workflowStore';
import { definitionToTree } from '../model/workflowTree';
import type { WorkflowTreeDesignerProps } from '../types';
import { DesignerToolbar } from './DesignerToolbar';
import { PropertyPanel } from './PropertyPanel';
import { TreeView } from './TreeView';
import { useFormFields } from './useFormFields';
import { useUndoKeys } from './useUndoKeys';
import { useUnsavedWork } from './useUnsavedWork';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The new (DingTalk-style) workflow designer: the definition as a vertical tree from start to end,
 * "+" between nodes to insert an approval node, a cc node or a condition group, a property panel for
 * what is selected, problems marked on the nodes, undo/redo, and unsaved work kept in the browser.
 */
export function WorkflowTreeDesigner(props: WorkflowTreeDesignerProps) {
  const { t, i18n } = useTranslation();
  const lang = useEngineLanguage();
  const [store] = useState(() => createWorkflowStore(props.definition));
  const definition = useStore(store, (state) => state.definition);
  const saved = useStore(store, (state) => state.saved);
  const selection = useStore(store, (state) => state.selection);
  const canUndo = useStore(store, (state) => state.past.length > 0);
  const canRedo = useStore(store, (state) => state.future.length > 0);
  const [forms, setForms] = useState<DirectoryOption[]>([]);
  const [saveError, setSaveError] = useState<string>();
  const [isSaving, setSaving] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  // A definition from the host that is not the one this designer just saved starts it over.
  const known = useRef<{ given: WorkflowDefinition; emitted?: WorkflowDefinition }>({ given: props.definition });
  useEffect(() => {
    const { given, emitted } = known.current;
    if (props.definition === given || props.definition === emitted) return;
    known.current = { given: props.definition };
    store.getState().reset(props.definition);
  }, [props.definition, store]);

  const isKeyEditable = props.isNew === true || saved.processKey.startsWith(tempKeyPrefix);
  const key = draftKey(isKeyEditable ? '_new' : props.definition.processKey, props.draftScope);
  const work = useUnsavedWork(key, props.definition, definition, saved, props.onDirtyChange);
  const formFields = useFormFields(props, definition.formCode);
  const issues = useMemo(() => {
    const messages = { tempKey: t('designer.workflow.process.tempKey'), branchWithoutConditions: (name: string) => t('designer.workflow.branch.conditionsMissing', { name }) };
    return designIssues(definition, formFields.length > 0 ? formFields.map((field) => field.key) : undefined, lang, messages);
  }, [definition, formFields, lang, t]);
  const reading = useMemo(() => definitionToTree(definition), [definition]);
  const names: NewNodeNames = { approval: t('designer.workflow.new.approval'), cc: t('designer.workflow.new.cc'), condition: t('designer.workflow.new.condition'), branch: (n) => t('designer.workflow.new.branch', { n }), otherwise: t('designer.workflow.new.otherwise') };

  const listForms = props.services.listForms;
  useEffect(() => {
    let isCurrent = true;
    listForms?.().then(
      (list) => isCurrent && setForms(list),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [listForms]);

  useUndoKeys(rootRef, props.isReadOnly ? undefined : store);

  const save = async () => {
    setSaving(true);
    setSaveError(undefined);
    try {
      // Which designer wrote it, so the host opens it in the same one next time.
      const marked: WorkflowDefinition = definition.designer === 'tree' ? definition : { ...definition, designer: 'tree' };
      const result = await props.services.save(marked);
      const stored = (result && result.definition) || marked;
      // The draft was kept under the key in use before the save (a new one's `_new`): it is saved now.
      dropDraft(key);
      store.getState().markSaved(stored, definition);
      known.current = { ...known.current, emitted: stored };
      props.onSaved?.(stored);
    } catch (error) {
      setSaveError(errorText(error));
    } finally {
      setSaving(false);
    }
  };
  const state = store.getState();
  return (
    <div ref={rootRef} tabIndex={-1} data-workflow-designer="tree" style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 560, outline: 'none' }}>
      <DesignerToolbar
        canUndo={canUndo}
        canRedo={canRedo}
        isDirty={work.isDirty}
        isSaving={isSaving}
        blockingCount={issues.blocking.length}
        issues={issues.all}
        onShowIssue={(issue) => state.select(selectionOf(issue.path, definition))}
        isReadOnly={props.isReadOnly}
        onUndo={() => state.undo()}
        onRedo={() => state.redo()}
        onSave={() => void save()}
        onProcess={() => state.select({ kind: 'process' })}
      />
      {saveError ? <Alert type="error" showIcon closable title={saveError} onClose={() => setSaveError(undefined)} /> : null}
      <div style={{ display: 'flex', flex: 1, minHeight: 0 }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          {reading.ok ? (
            <TreeView
              tree={reading.tree}
              selection={selection}
              issues={issues}
              formFields={formFields}
              names={names}
              isReadOnly={props.isReadOnly}
              apply={(edit, select) => {
                state.apply(edit, select ? { select } : undefined);
                // The "+" menu lives in a popup outside the designer: bring the focus back so Ctrl+Z works at once.
                rootRef.current?.focus({ preventScroll: true });
              }}
              select={(next) => state.select(next)}
            />
          ) : (
            <Alert type="warning" showIcon style={{ margin: 16 }} title={t('designer.workflow.notTree.title')} description={t(`designer.workflow.notTree.${reading.problem.code}`, { node: 'nodeId' in reading.problem ? reading.problem.nodeId : '' })} />
          )}
        </div>
        <aside aria-label={t('designer.workflow.panel.label')} style={{ width: 420, borderInlineStart: '1px solid #f0f0f0', padding: 12, overflow: 'auto' }}>
          <PropertyPanel
            definition={definition}
            selection={selection}
            issues={issues}
            formFields={formFields}
            forms={forms}
            directory={props.services.directory}
            isKeyEditable={isKeyEditable}
            isReadOnly={props.isReadOnly}
            apply={(edit, coalesce) => state.apply(edit, coalesce ? { coalesce } : undefined)}
          />
        </aside>
      </div>
      <Modal
        open={work.offered !== undefined}
        title={t('designer.workflow.draft.title')}
        closable={false}
        mask={{ closable: false }}
        footer={[
          <Button key="discard" onClick={() => work.settleOffer(true)}>
            {t('designer.workflow.draft.discard')}
          </Button>,
          <Button
            key="restore"
            type="primary"
            onClick={() => {
              const draft = work.offered;
              work.settleOffer(false);
              if (draft) state.apply(() => draft.definition as WorkflowDefinition);
            }}
          >
            {t('designer.workflow.draft.restore')}
          </Button>,
        ]}
      >
        <p>{t('designer.workflow.draft.text', { at: work.offered ? new Date(work.offered.savedAt).toLocaleString(i18n.language.replace('_', '-')) : '' })}</p>
        {work.isOfferedOutdated ? <Alert type="warning" showIcon title={t('designer.workflow.draft.outdated')} /> : null}
      </Modal>
    </div>
  );
}
