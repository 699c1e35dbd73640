import { isLanguage, validateDefinition, type ValidationIssue } from '@wharf/engine';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUndoable, type Undoable } from '../shared/undo/useUndoable';

/** What a grid designer saves through: the host stores the definition (and may answer the stored body). */
export type SaveDefinition<D> = (definition: D) => Promise<void | { definition?: D }>;

/** The editing state a grid designer shares: history, design check, dirty flag, save. */
export interface GridDesign<D> {
  history: Undoable<D>;
  definition: D;
  /** The engine's `validateDefinition` of the kind: a save is refused while there are any. */
  issues: ValidationIssue[];
  isDirty: boolean;
  isSaving: boolean;
  /** The last save's refusal (the host's message), shown by the toolbar. */
  saveError: string;
  save(): Promise<void>;
}

/**
 * The editing state of the dashboard and portal designers over `initial`: undo/redo, the engine's
 * design check in the interface language, whether it differs from what was last saved (reported to
 * `onDirtyChange`, and asked about on leaving the page), and a save through `saveDefinition`.
 */
export function useGridDesign<D>(kind: 'dashboard' | 'portal', initial: D, saveDefinition: SaveDefinition<D>, hooks: { onSaved?(definition: D): void; onDirtyChange?(dirty: boolean): void }): GridDesign<D> {
  const { i18n } = useTranslation();
  const history = useUndoable(initial);
  const [saved, setSaved] = useState(initial);
  const [isSaving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState('');
  const definition = history.present;
  const lang = isLanguage(i18n.language) ? i18n.language : undefined;
  const issues = useMemo(() => validateDefinition(kind, definition, lang), [kind, definition, lang]);
  const isDirty = useMemo(() => JSON.stringify(definition) !== JSON.stringify(saved), [definition, saved]);

  const onDirtyChange = useRef(hooks.onDirtyChange);
  onDirtyChange.current = hooks.onDirtyChange;
  useEffect(() => {
    onDirtyChange.current?.(isDirty);
  }, [isDirty]);
  useEffect(() => {
    if (!isDirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [isDirty]);

  const save = async () => {
    if (issues.length > 0 || isSaving) return;
    setSaving(true);
    setSaveError('');
    try {
      const answer = await saveDefinition(definition);
      const stored = (answer && answer.definition) || definition;
      setSaved(stored);
      if (stored !== definition) history.reset(stored);
      hooks.onSaved?.(stored);
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return { history, definition, issues, isDirty, isSaving, saveError, save };
}
