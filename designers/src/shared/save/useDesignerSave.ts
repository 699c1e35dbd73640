import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabelTree } from '../../issues';
import { failureOutcome, type DesignerSaveOutcome } from './failureOutcome';
import { readSaveFailure } from './saveFailure';

/** What the last save (or an edit after it) says to the builder: shown above the designer. */
export type { DesignerSaveOutcome, SaveFailureDetail } from './failureOutcome';

/** What a designer hands the shared save: its draft, whether it may be saved, and where it goes. */
export interface DesignerSaveOptions<T> {
  /** The edited definition as it stands. */
  readonly draft: T;
  /** False while the designer lists issues: the save then refuses without asking the host. */
  readonly canSave: boolean;
  /** The host's store; it may answer with the definition as stored (normalised, with a revision). */
  readonly store: (definition: T) => Promise<void | { definition?: T }>;
  /** Marks the stored definition as the new "saved" point (dirty tracking, drafts). */
  readonly markSaved: (stored: T) => void;
  /** Told after a successful save, with what was stored. */
  readonly onSaved?: (stored: T) => void;
  /** The text shown when the save succeeded (the designer's own catalogue key, already translated). */
  readonly savedText: string;
  /** The designer's labels of its definition's fields: a 400's refused paths are then said with them. */
  readonly labels?: LabelTree;
}

/** The shared save's state and actions. */
export interface DesignerSave {
  /** Saves through the host; true when stored (the host's "save" before leaving waits for it). */
  readonly save: () => Promise<boolean>;
  readonly isSaving: boolean;
  readonly outcome: DesignerSaveOutcome | undefined;
  /** Forgets the last outcome (an edit after a save makes its message stale). */
  readonly clearOutcome: () => void;
}

/**
 * The designers' "save through the host" (dataset, report, view, warning): refuses while there are
 * issues, stores the draft, marks what the host stored as saved and says how it went. A failed
 * store keeps the draft dirty and says why once: the host's message unless the host already
 * toasted it, and the fields a 400 names, in the designer's words where `labels` has them.
 */
export function useDesignerSave<T>(options: DesignerSaveOptions<T>): DesignerSave {
  const { t, i18n } = useTranslation();
  const [isSaving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<DesignerSaveOutcome>();
  const { draft, canSave, store, markSaved, onSaved, savedText, labels } = options;
  const save = async (): Promise<boolean> => {
    if (!canSave) return false;
    setSaving(true);
    try {
      const result = await store(draft);
      const saved = (result && result.definition) || draft;
      markSaved(saved);
      setOutcome({ type: 'success', text: savedText });
      onSaved?.(saved);
      return true;
    } catch (error) {
      setOutcome(failureOutcome(readSaveFailure(error), { labels, draft, t, lang: i18n.language }));
      return false;
    } finally {
      setSaving(false);
    }
  };
  const clearOutcome = useCallback(() => setOutcome(undefined), []);
  return { save, isSaving, outcome, clearOutcome };
}
