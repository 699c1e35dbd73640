import type { Language } from '@wharf/engine';
import type { TableDefinition } from '@wharf/schemas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShownIssues } from '../issues';
import { tableIssues, type TableIssues } from './tableIssues';

export interface ShownTableIssues extends TableIssues {
  /** Issues kept back until the builder edits their value (saving stays blocked by them). */
  hiddenCount: number;
  revealAll(): void;
}

/**
 * The table designer's issues in the UI language, named by label, and shown only once the builder
 * has touched what they are about (`opened`: the definition the designer opened; an existing table,
 * `revealAtStart`, shows its problems at once).
 */
export function useTableIssues(draft: TableDefinition, opened: TableDefinition, revealAtStart: boolean): ShownTableIssues {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const found = useMemo(() => tableIssues(draft, lang, t), [draft, lang, t]);
  const shown = useShownIssues(draft, found.all, opened, revealAtStart);
  const { isShown, hiddenCount, revealAll } = shown;
  const shownKey = shown.shown.map((issue) => issue.path).join('\n');
  // Re-label only when the draft, the language or the set of shown paths changes (isShown follows them).
  const labelled = useMemo(() => tableIssues(draft, lang, t, isShown), [draft, lang, t, shownKey]);
  return { ...labelled, hiddenCount, revealAll };
}
