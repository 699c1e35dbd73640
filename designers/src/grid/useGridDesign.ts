import { isLanguage, validateDefinition, type ValidationIssue } from '@wharf/engine';
import { createElement, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUndoable, type Undoable } from '../shared/undo/useUndoable';
import { draftKey } from '../shared/unsaved/drafts';
import { DraftOffer } from '../shared/unsaved/DraftOffer';
import type { UnsavedWorkProps } from '../shared/unsaved/types';
import { useUnsavedWork } from '../shared/unsaved/useUnsavedWork';

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
  /** Saves; true when stored (the host's "save" before leaving waits for it). */
  save(): Promise<boolean>;
  /** "Restore the unsaved changes from <time>?" when a draft was kept (drawn by the toolbar). */
  draftOffer: ReactNode;
}

/**
 * The editing state of the dashboard and portal designers over `initial`: undo/redo, the engine's
 * design check in the interface language, whether it differs from what was last saved (reported to
 * `onDirtyChange`, and asked about on leaving the page), and a save through `saveDefinition`.
 */
export function useGridDesign<D>(kind: 'dashboard' | 'portal', initial: D, saveDefinition: SaveDefinition<D>, hooks: UnsavedWorkProps & { onSaved?(definition: D): void; onDirtyChange?(dirty: boolean): void }): GridDesign<D> {
  const { i18n } = useTranslation();
  const history = useUndoable(initial);
  const [saved, setSaved] = useState(initial);
  const [isSaving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState('');
  const definition = history.present;
  const lang = isLanguage(i18n.language) ? i18n.language : undefined;
  const issues = useMemo(() => validateDefinition(kind, definition, lang), [kind, definition, lang]);
  // Dirty against the last save, a draft per user while dirty, the page and the host asking first (shared/unsaved).
  const [key] = useState(() => {
    const code = (initial as { dashboardCode?: string; portalCode?: string })[kind === 'dashboard' ? 'dashboardCode' : 'portalCode'];
    return hooks.draftScope ? draftKey({ scope: hooks.draftScope, kind, code }) : undefined;
  });
  const work = useUnsavedWork<D>({ draftKey: key, opened: initial, current: definition, saved, save: () => save(), onUnsavedChange: hooks.onUnsavedChange, onDirtyChange: hooks.onDirtyChange });
  const isDirty = work.isDirty;

  const save = async (): Promise<boolean> => {
    if (issues.length > 0 || isSaving) return false;
    setSaving(true);
    setSaveError('');
    try {
      const answer = await saveDefinition(definition);
      const stored = (answer && answer.definition) || definition;
      setSaved(stored);
      if (stored !== definition) history.reset(stored);
      hooks.onSaved?.(stored);
      return true;
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : String(error));
      return false;
    } finally {
      setSaving(false);
    }
  };

  const draftOffer = createElement(DraftOffer<D>, { work, onRestore: (kept: D) => history.set(() => kept) });
  return { history, definition, issues, isDirty, isSaving, saveError, save, draftOffer };
}
