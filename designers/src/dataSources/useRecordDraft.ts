import { isLanguage, validateRecord } from '@wharf/engine';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { httpConfigLabels, labelIssues, sqlConfigLabels, useShownIssues, type LabelledIssue } from '../issues';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The edited copy of an SQL or HTTP config, its issues from the engine's `validateRecord` (the same
 * check the server runs) named by the editor's labels, and the save with its outcome. A new record
 * shows an issue only once its value was changed (or all after `revealAll`); a stored one at once.
 */
export function useRecordDraft<R extends object>(kind: 'sqlConfig' | 'httpConfig', record: R, save: (record: R) => Promise<void>, onSaved?: (record: R) => void, isNew = false) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<R>(record);
  const [isSaving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; text: string }>();
  const lang = isLanguage(i18n.language) ? i18n.language : undefined;
  const issues: LabelledIssue[] = useMemo(
    () => labelIssues(validateRecord(kind, draft, lang), kind === 'sqlConfig' ? sqlConfigLabels : httpConfigLabels, draft, t, i18n.language),
    [kind, draft, lang, t, i18n.language],
  );
  const { shown, hiddenCount, revealAll } = useShownIssues(draft, issues, record, !isNew);

  const change = (patch: Partial<R>) => {
    setOutcome(undefined);
    setDraft((current) => {
      const next: Record<string, unknown> = { ...current, ...patch };
      for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
      return next as R;
    });
  };
  const submit = async () => {
    setSaving(true);
    try {
      await save(draft);
      setOutcome({ type: 'success', text: t('designer.dataSources.saved') });
      onSaved?.(draft);
    } catch (error) {
      setOutcome({ type: 'error', text: errorText(error) });
    } finally {
      setSaving(false);
    }
  };
  /** The shown messages of one field, for its Form.Item (its label is beside it: the message says only what). */
  const issueAt = (path: string) => shown.filter((issue) => issue.path === path || issue.path.startsWith(`${path}/`)).map((issue) => issue.fieldMessage);
  return { draft, change, issues, issueAt, hiddenCount, revealAll, isSaving, outcome, submit };
}
