import type { WorkflowDefinition } from '@wharf/schemas';
import { Alert, Button, Modal } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useEngineLanguage } from '../../../form/components/useEngineLanguage';
import { ProcessPanel, type DirectoryOption } from '../../panel';
import { useFormFields } from '../../tree/components/useFormFields';
import { useUnsavedWork } from '../../tree/components/useUnsavedWork';
import { draftKey } from '../../tree/model/drafts';
import { freePlace } from '../model/canvasGeometry';
import { addNode, arrange, connect, connectionRefusal, disconnect, moveNode, removeNodes, retarget, updateProcess } from '../model/graphEdits';
import type { WorkflowNodeType } from '../model/graphTypes';
import { graphIssues, tempKeyPrefix } from '../model/nodeIssues';
import { parseEdgeId, toGraph } from '../model/toGraph';
import { createGraphStore } from '../store/graphStore';
import type { WorkflowGraphDesignerProps } from '../types';
import { GraphCanvas } from './GraphCanvas';
import { GraphToolbar } from './GraphToolbar';
import { SelectionPanel } from './SelectionPanel';
import { useGraphKeys } from './useGraphKeys';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The old workflow designer: a free graph where the builder places start, approval, condition
 * (exclusive gateway), cc and end nodes by hand and draws the links between them (a link out of a
 * condition node is a branch). Positions are kept in the definition; one without positions is laid
 * out when opened. A side panel edits the process or the selected node or link; problems are marked
 * on the nodes; undo/redo; unsaved work is kept in the browser. It writes the same definition as the
 * new designer (`designer: 'graph'`).
 */
export function WorkflowGraphDesigner(props: WorkflowGraphDesignerProps) {
  const { t, i18n } = useTranslation();
  const lang = useEngineLanguage();
  const [store] = useState(() => createGraphStore(props.definition));
  const [opened] = useState(() => store.getState().saved);
  const definition = useStore(store, (state) => state.definition);
  const saved = useStore(store, (state) => state.saved);
  const selection = useStore(store, (state) => state.selection);
  const canUndo = useStore(store, (state) => state.past.length > 0);
  const canRedo = useStore(store, (state) => state.future.length > 0);
  const [forms, setForms] = useState<DirectoryOption[]>([]);
  const [notice, setNotice] = useState<{ type: 'error' | 'warning' | 'success'; text: string }>();
  const [isSaving, setSaving] = useState(false);
  // Bumped by "Arrange automatically", so the canvas shows the rearranged graph whole.
  const [fitRequest, setFitRequest] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const isReadOnly = props.isReadOnly === true;

  const isKeyEditable = props.isNew === true || saved.processKey.startsWith(tempKeyPrefix);
  // The graph designer keeps its drafts apart from the tree designer's: each offers back its own.
  const work = useUnsavedWork(draftKey(isKeyEditable ? '_new' : props.definition.processKey, `${props.draftScope ?? ''}:graph`), opened, definition, saved, props.onDirtyChange);
  const formFields = useFormFields(props, definition.formCode);
  const issues = useMemo(() => graphIssues(definition, { lang, formFieldKeys: formFields.length > 0 ? formFields.map((field) => field.key) : undefined, tempKeyMessage: t('designer.workflowGraph.process.tempKeyIssue') }), [definition, formFields, lang, t]);
  const graph = useMemo(() => toGraph(definition), [definition]);

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

  const state = store.getState();
  const removeSelection = () => {
    const current = store.getState().selection;
    if (current.kind === 'node') {
      const node = store.getState().definition.nodes.find((each) => each.nodeId === current.nodeId);
      if (node && node.nodeType !== 'start') state.apply((draft) => removeNodes(draft, [current.nodeId]), { select: { kind: 'process' } });
    }
    if (current.kind === 'edge') {
      const link = parseEdgeId(current.edgeId);
      if (link) state.apply((draft) => disconnect(draft, link.source, link.branchIndex), { select: { kind: 'node', nodeId: link.source } });
    }
  };
  useGraphKeys(rootRef, isReadOnly ? undefined : store, removeSelection);

  const add = (type: WorkflowNodeType) => {
    const current = store.getState();
    const near = current.selection.kind === 'node' ? graph.nodes.find((node) => node.id === (current.selection as { nodeId: string }).nodeId)?.position : undefined;
    let added = '';
    current.apply((draft) => {
      const result = addNode(draft, type, freePlace(graph.nodes, near), t(`designer.workflowGraph.newName.${type}`));
      added = result.nodeId;
      return result.definition;
    });
    state.select({ kind: 'node', nodeId: added });
  };
  const link = (source: string, target: string) => {
    const refusal = connectionRefusal(store.getState().definition, source, target);
    if (refusal) {
      setNotice({ type: 'warning', text: t(`designer.workflowGraph.refusal.${refusal}`) });
      return;
    }
    const branchCount = store.getState().definition.nodes.find((node) => node.nodeId === source)?.branches?.length ?? 0;
    state.apply((draft) => connect(draft, source, target, t('designer.workflowGraph.newName.branch', { number: branchCount + 1 })), { select: { kind: 'node', nodeId: source } });
  };
  const relink = (edgeId: string, target: string) => {
    const edge = parseEdgeId(edgeId);
    if (!edge) return;
    const refusal = connectionRefusal(store.getState().definition, edge.source, target);
    if (refusal) {
      setNotice({ type: 'warning', text: t(`designer.workflowGraph.refusal.${refusal}`) });
      return;
    }
    state.apply((draft) => retarget(draft, edge.source, edge.branchIndex, target), { select: { kind: 'edge', edgeId } });
  };
  const save = async () => {
    setSaving(true);
    setNotice(undefined);
    try {
      const result = await props.services.save(definition);
      const stored = (result && result.definition) || definition;
      store.getState().markSaved(stored);
      props.onSaved?.(stored);
      setNotice({ type: 'success', text: t('designer.workflowGraph.saved') });
    } catch (error) {
      setNotice({ type: 'error', text: errorText(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div ref={rootRef} tabIndex={-1} data-workflow-designer="graph" style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 560, outline: 'none' }}>
      <GraphToolbar
        canUndo={canUndo}
        canRedo={canRedo}
        canRemove={(selection.kind === 'node' && definition.nodes.find((node) => node.nodeId === selection.nodeId)?.nodeType !== 'start') || selection.kind === 'edge'}
        isDirty={work.isDirty}
        isSaving={isSaving}
        issueCount={issues.all.length}
        isSaveBlocked={issues.blocksSave}
        isReadOnly={isReadOnly}
        onAdd={add}
        onUndo={() => state.undo()}
        onRedo={() => state.redo()}
        onRemove={removeSelection}
        onArrange={() => {
          state.apply(arrange);
          setFitRequest((count) => count + 1);
        }}
        onProcess={() => state.select({ kind: 'process' })}
        onSave={() => void save()}
      />
      {notice ? <Alert type={notice.type} showIcon closable title={notice.text} onClose={() => setNotice(undefined)} /> : null}
      <div style={{ display: 'flex', flex: 1, minHeight: 0 }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <GraphCanvas
            graph={graph}
            issuesByNode={issues.byNode}
            selection={selection}
            readOnly={isReadOnly}
            onSelect={(next) => state.select(next)}
            onMove={(nodeId, position, isKeyboard) => state.apply((draft) => moveNode(draft, nodeId, position), isKeyboard ? { coalesce: `move:${nodeId}` } : undefined)}
            onConnect={link}
            onRetarget={relink}
            fitRequest={fitRequest}
          />
        </div>
        <aside aria-label={t('designer.workflowGraph.panel')} style={{ width: 380, borderInlineStart: '1px solid #f0f0f0', padding: 12, overflow: 'auto' }}>
          {selection.kind === 'process' ? (
            <>
              {issues.process.length > 0 ? <Alert type="error" showIcon style={{ marginBottom: 12 }} title={t('designer.workflowGraph.issues', { count: issues.process.length })} description={<ul style={{ margin: 0, paddingLeft: 16 }}>{issues.process.map((issue, i) => <li key={i}>{issue.message}</li>)}</ul>} /> : null}
              {isKeyEditable && definition.processKey.startsWith(tempKeyPrefix) ? <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('designer.workflowGraph.process.tempKey')} /> : null}
              <ProcessPanel
                definition={definition}
                isKeyEditable={isKeyEditable}
                forms={forms}
                directory={props.services.directory}
                formFields={formFields}
                issues={issues.process}
                disabled={isReadOnly}
                onChange={(patch, coalesce) => state.apply((draft) => updateProcess(draft, patch), coalesce ? { coalesce } : undefined)}
              />
            </>
          ) : (
            <SelectionPanel store={store} graph={graph} issues={issues} formFields={formFields} directory={props.services.directory} readOnly={isReadOnly} onRemove={removeSelection} onLink={link} />
          )}
        </aside>
      </div>
      <Modal
        open={work.offered !== undefined}
        title={t('designer.workflowGraph.draft.title')}
        closable={false}
        mask={{ closable: false }}
        footer={[
          <Button key="discard" onClick={() => work.settleOffer(true)}>
            {t('designer.workflowGraph.draft.discard')}
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
            {t('designer.workflowGraph.draft.restore')}
          </Button>,
        ]}
      >
        <p>{t('designer.workflowGraph.draft.text', { at: work.offered ? new Date(work.offered.savedAt).toLocaleString(i18n.language.replace('_', '-')) : '' })}</p>
        {work.isOfferedOutdated ? <Alert type="warning" showIcon title={t('designer.workflowGraph.draft.outdated')} /> : null}
      </Modal>
    </div>
  );
}
