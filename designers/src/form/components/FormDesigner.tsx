import type { ValidationIssue } from '@wharf/engine';
import type { FormDefinition } from '@wharf/schemas';
import { Alert, Modal } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { designCheck } from '../model/designCheck';
import type { CodeName, PropertyLists } from '../model/propertyForms';
import { createDesignerStore } from '../store/designerStore';
import type { FormDesignerProps } from '../types';
import { DesignerDndContext } from './Canvas';
import { CanvasArea } from './CanvasArea';
import { CompareModal } from './CompareModal';
import { DesignerContext, useDesigner, useDesignerContext, type DesignerContextValue } from './designerContext';
import { DesignerToolbar, type DialogName } from './DesignerToolbar';
import { Inspector } from './Inspector';
import { IssuesList } from './IssuesList';
import { Palette } from './Palette';
import { PreviewDrawer } from './PreviewDrawer';
import { SaveTemplateModal } from './SaveTemplateModal';
import { TemplateDrawer } from './TemplateDrawer';
import { useDesignerActions } from './useDesignerActions';
import { useEngineLanguage } from './useEngineLanguage';
import { rootArea } from '../model/layoutAreas';

const emptyLists: PropertyLists = { dictionaries: [], sqlConfigs: [], httpConfigs: [], tables: [] };

function isEditableTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Loads the lists the property panel offers; a list that fails to load is offered empty. */
function usePropertyLists(services: FormDesignerProps['services']): PropertyLists {
  const [lists, setLists] = useState(emptyLists);
  useEffect(() => {
    let isCurrent = true;
    const settle = (promise: Promise<CodeName[]>) => promise.catch(() => [] as CodeName[]);
    void Promise.all([settle(services.listDictionaries()), settle(services.listSqlConfigs()), settle(services.listHttpConfigs()), settle(services.listTables())]).then(([dictionaries, sqlConfigs, httpConfigs, tables]) => {
      if (isCurrent) setLists({ dictionaries, sqlConfigs, httpConfigs, tables });
    });
    return () => {
      isCurrent = false;
    };
  }, [services]);
  return lists;
}

function DesignerBody({ props, notice, setNotice }: { props: FormDesignerProps; notice?: { kind: 'success' | 'error' | 'info'; text: string }; setNotice(next?: { kind: 'success' | 'error' | 'info'; text: string }): void }) {
  const { t } = useTranslation();
  const lang = useEngineLanguage();
  const actions = useDesignerActions();
  const [dialog, setDialog] = useState<DialogName>();
  const [issues, setIssues] = useState<ValidationIssue[]>([]);
  const [busy, setBusy] = useState(false);
  const readOnly = props.readOnly === true;
  const { store } = useDesignerContext();
  const device = useDesigner((state) => state.device);
  const check = (definition: FormDefinition) => designCheck(definition, lang, (code) => t('designer.form.check.unknownField', { code }));
  const currentDefinition = () => store.getState().definition;
  const run = async (task: () => Promise<void>, success: string, failure: string) => {
    setBusy(true);
    try {
      await task();
      setNotice({ kind: 'success', text: success });
    } catch (error) {
      setNotice({ kind: 'error', text: `${failure}${error instanceof Error && error.message ? `: ${error.message}` : ''}` });
    } finally {
      setBusy(false);
    }
  };
  const publish = () => {
    const definition = currentDefinition();
    const found = check(definition);
    if (found.length > 0) {
      setIssues(found);
      setDialog('check');
      setNotice({ kind: 'error', text: t('designer.form.check.blocksPublish', { count: found.length }) });
      return;
    }
    if (props.onPublish) void run(() => props.onPublish!(definition), t('designer.form.notice.published'), t('designer.form.notice.publishFailed'));
  };
  const open = (next: DialogName) => {
    if (next === 'check') setIssues(check(currentDefinition()));
    setDialog(next);
  };
  const onNotice = (kind: 'success' | 'error', text: string) => setNotice({ kind, text });
  return (
    <>
      <DesignerToolbar
        busy={busy}
        canCompare={(props.revisions ?? []).length > 0}
        canSaveDraft={props.onSaveDraft !== undefined}
        canPublish={props.onPublish !== undefined}
        onOpen={open}
        onSaveDraft={() => props.onSaveDraft && void run(() => props.onSaveDraft!(currentDefinition()), t('designer.form.notice.saved'), t('designer.form.notice.saveFailed'))}
        onPublish={publish}
      />
      {notice && <Alert role="status" style={{ marginTop: 8 }} type={notice.kind} title={notice.text} closable onClose={() => setNotice(undefined)} />}
      <DesignerDndContext>
        <div style={{ display: 'flex', gap: 12, marginTop: 12, alignItems: 'flex-start' }}>
          {/* Named landmarks: the page (the shell's, or a full-page host's) owns the one main; the shell's sider is an aside too. */}
          <aside aria-label={t('designer.form.palette.label')} style={{ width: 200, flexShrink: 0 }}>
            <Palette disabled={readOnly} onAdd={(kind) => actions.add(kind)} />
          </aside>
          <section
            aria-label={t('designer.form.canvas.label')}
            style={{ flex: 1, minWidth: 0, background: '#f5f5f5', padding: 12, borderRadius: 8 }}
            onClick={() => store.getState().select(undefined)}
          >
            <div data-canvas-device={device} style={{ width: device === 'mobile' ? 375 : '100%', margin: device === 'mobile' ? '0 auto' : undefined }}>
              <CanvasArea area={rootArea} />
            </div>
          </section>
          <aside aria-label={t('designer.form.inspector.label')} style={{ width: 380, flexShrink: 0 }}>
            <Inspector />
          </aside>
        </div>
      </DesignerDndContext>
      {dialog === 'preview' && <PreviewDrawer open onClose={() => setDialog(undefined)} />}
      <Modal open={dialog === 'check'} title={t('designer.form.check.title')} footer={null} onCancel={() => setDialog(undefined)} width={720}>
        <IssuesList issues={issues} />
      </Modal>
      {dialog === 'compare' && <CompareModal open onClose={() => setDialog(undefined)} revisions={props.revisions ?? []} />}
      <TemplateDrawer open={dialog === 'templates'} onClose={() => setDialog(undefined)} onNotice={onNotice} />
      <SaveTemplateModal open={dialog === 'saveTemplate'} onClose={() => setDialog(undefined)} onNotice={onNotice} />
    </>
  );
}

type Notice = { kind: 'success' | 'error' | 'info'; text: string };

/**
 * The drag-and-drop form designer (issue 7): palette, 24-column canvas for pc and mobile, property
 * panel, rules editor, linkage, preview, undo/redo, versions, templates, save and publish. It edits
 * `value` and reports every change through `onChange`; the application supplies `services`.
 */
export function FormDesigner(props: FormDesignerProps) {
  const { value, onChange, services } = props;
  const [store] = useState(() => createDesignerStore(value));
  const [notice, setNotice] = useState<Notice>();
  const lists = usePropertyLists(services);
  // The last body this designer reported: when `value` comes back as that, it is our own change.
  const emitted = useRef<FormDefinition>(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      store.getState().reset(value);
    }
  }, [store, value]);

  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (state.definition === previous.definition) return;
        emitted.current = state.definition;
        onChangeRef.current?.(state.definition);
      }),
    [store],
  );

  const context: DesignerContextValue = useMemo(() => ({ store, services, lists, readOnly: props.readOnly === true }), [store, services, lists, props.readOnly]);

  // Ctrl+Z / Ctrl+Shift+Z (or Ctrl+Y) undo and redo the design when the focus is in the designer or
  // nowhere in particular (after a click on the canvas); text boxes keep their own undo.
  const root = useRef<HTMLDivElement>(null);
  const isReadOnly = props.readOnly === true;
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || isReadOnly || isEditableTarget(event.target)) return;
      const target = event.target instanceof Node ? event.target : null;
      if (target !== document.body && !(target && root.current?.contains(target))) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) store.getState().undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') store.getState().redo();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [store, isReadOnly]);

  return (
    <DesignerContext.Provider value={context}>
      <div ref={root} className="wharf-form-designer" data-testid="form-designer">
        <DesignerBody props={props} notice={notice} setNotice={setNotice} />
      </div>
    </DesignerContext.Provider>
  );
}
