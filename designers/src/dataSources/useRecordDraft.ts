import { isLanguage, validateRecord, type ValidationIssue } from '@wharf/engine';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The edited copy of an SQL or HTTP config, its issues from the engine's `validateRecord` (the same
 * check the server runs), and the save with its outcome.
 */
export function useRecordDraft<R extends object>(kind: 'sqlConfig' | 'httpConfig', record: R, save: (record: R) => Promise<void>, onSaved?: (record: R) => void) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<R>(record);
  const [isSaving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; text: string }>();
  const lang = isLanguage(i18n.language) ? i18n.language : undefined;
  const issues: ValidationIssue[] = useMemo(() => validateRecord(kind, draft, lang), [kind, draft, lang]);

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
  /** The messages of one field, for its Form.Item. */
  const issueAt = (path: string) => issues.filter((issue) => issue.path === path || issue.path.startsWith(`${path}/`)).map((issue) => issue.message);
  return { draft, change, issues, issueAt, isSaving, outcome, submit };
}
