import { draftKey, DraftOffer, kindDesigners, useUnsavedWork, type FormDesignerServices, type FormRevision, type UnsavedWorkProps } from '@wharf/designers';
import type { FormDefinition } from '@wharf/schemas';
import { Spin } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DefinitionRecord } from '../../api/definitionsApi';
import { actionFailureText, isConflict, messageOf } from '../../api/eformResult';
import { formRevisions } from './formRevisions';
import { useEformApi } from './useEform';
import { notifier } from '../../http/notifier';
import { toastFailure } from '../../http/failureToast';

/** The form kind's designer from the designers registry: its code loads when a form is first designed. */
const FormDesigner = kindDesigners.form.Designer;

export interface FormDesignerHostProps extends UnsavedWorkProps {
  definitionId: string;
  services: FormDesignerServices;
  /** After a save or publish, so the list shows the new version. */
  onChanged(): void;
}

/**
 * The form designer on a stored form: save draft is a new version in the definition store (409
 * when someone saved first), publish saves what is unsaved and publishes that version, and every
 * earlier version is offered for comparison.
 */
export function FormDesignerHost({ definitionId, services, onChanged, draftScope, onUnsavedChange }: FormDesignerHostProps) {
  const api = useEformApi();
  const { t } = useTranslation();
  const [head, setHead] = useState<DefinitionRecord<FormDefinition>>();
  // The designer resets its history when `value` is a new object, so it gets the loaded body once
  // and keeps its own state across saves.
  const [loadedBody, setLoadedBody] = useState<FormDefinition>();
  const [revisions, setRevisions] = useState<FormRevision[]>([]);
  const [problem, setProblem] = useState('');
  const headRef = useRef<DefinitionRecord<FormDefinition> | undefined>(undefined);
  headRef.current = head;

  const refreshRevisions = (record: DefinitionRecord<FormDefinition>) => void formRevisions(api.definitions, record).then(setRevisions, () => setRevisions([]));
  useEffect(() => {
    let isCurrent = true;
    api.definitions.get<FormDefinition>(definitionId).then(
      (record) => {
        if (!isCurrent) return;
        setHead(record);
        setLoadedBody(record.body);
        refreshRevisions(record);
      },
      (error: unknown) => isCurrent && setProblem(actionFailureText(error, t('eform.loadFailed'))),
    );
    return () => {
      isCurrent = false;
    };
    // refreshRevisions only reads api, which the effect already depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, definitionId, t]);

  /** Saves the body as the next version unless it is what the head already holds. */
  const saveIfChanged = async (body: FormDefinition): Promise<DefinitionRecord<FormDefinition>> => {
    const current = headRef.current!;
    if (JSON.stringify(current.body) === JSON.stringify(body)) return current;
    try {
      const saved = await api.definitions.update<FormDefinition>(current.id, { version: current.version, name: body.formName, body });
      setHead(saved);
      headRef.current = saved;
      return saved;
    } catch (error) {
      throw new Error(isConflict(error) ? t('eform.conflict') : messageOf(error));
    }
  };

  if (problem) return <div role="alert">{problem}</div>;
  if (!head || !loadedBody) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  return (
    <UnsavedForm head={head} opened={loadedBody} draftScope={draftScope} onUnsavedChange={onUnsavedChange} onRestore={setLoadedBody} saveIfChanged={saveIfChanged}>
      {(onChange) => (
      <FormDesigner
        value={loadedBody}
        onChange={onChange}
        services={services}
        revisions={revisions}
        onSaveDraft={async (body) => {
          const saved = await saveIfChanged(body);
          refreshRevisions(saved);
          notifier().toast('success', t('eform.form.draftSaved', { version: saved.version }));
          onChanged();
        }}
        onPublish={async (body) => {
          const saved = await saveIfChanged(body);
          try {
            const published = await api.definitions.publish(saved.id, saved.version);
            const next = { ...saved, status: published.status, publishedVersion: published.publishedVersion };
            setHead(next);
            headRef.current = next;
            refreshRevisions(next);
          } catch (error) {
            throw new Error(isConflict(error) ? t('eform.conflict') : messageOf(error));
          }
          notifier().toast('success', t('eform.form.published', { version: saved.version }));
          onChanged();
        }}
      />
      )}
    </UnsavedForm>
  );
}

interface UnsavedFormProps extends UnsavedWorkProps {
  head: DefinitionRecord<FormDefinition>;
  opened: FormDefinition;
  onRestore(body: FormDefinition): void;
  saveIfChanged(body: FormDefinition): Promise<DefinitionRecord<FormDefinition>>;
  children(onChange: (body: FormDefinition) => void): ReactNode;
}

/**
 * The form designer's unsaved work (the designer reports every change; this compares it with the
 * stored head): a draft per user kept while it differs and offered back on the next open, the page
 * asking before it is left, and the list's drawer told so it asks before closing.
 */
function UnsavedForm({ head, opened, draftScope, onUnsavedChange, onRestore, saveIfChanged, children }: UnsavedFormProps) {
  const [current, setCurrent] = useState(opened);
  const latest = useRef(current);
  latest.current = current;
  useEffect(() => setCurrent(opened), [opened]);
  const work = useUnsavedWork<FormDefinition>({
    draftKey: draftScope ? draftKey({ scope: draftScope, kind: 'form', code: head.code }) : undefined,
    opened,
    current,
    saved: head.body,
    save: async () => {
      try {
        await saveIfChanged(latest.current);
        return true;
      } catch (error) {
        toastFailure('error', error);
        return false;
      }
    },
    onUnsavedChange,
  });
  return (
    <div data-testid="form-designer-host" data-version={head.version} data-status={head.status} data-dirty={work.isDirty}>
      <DraftOffer work={work} onRestore={onRestore} />
      {children(setCurrent)}
    </div>
  );
}
