import { isLanguage, validateDefinition } from '@wharf/engine';
import type { ViewDefinition } from '@wharf/schemas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { labelIssues, useShownIssues, viewLabels, type LabelledIssue } from '../issues';

export interface ViewIssues {
  /** Every issue (they all block saving), named by label. */
  issues: LabelledIssue[];
  /** Those the builder has earned: on values they changed, or all once revealed. */
  shown: LabelledIssue[];
  hiddenCount: number;
  revealAll(): void;
}

/**
 * The view designer's issues: the engine's `validateDefinition('view')` in the UI language, each
 * naming its field by the designer's label ("View code cannot be empty", not "/viewCode viewCode
 * cannot be empty"), shown once the builder touched what they are about (`opened`: the definition
 * the designer opened; an existing view, `revealAtStart`, shows its problems at once).
 */
export function useViewIssues(draft: ViewDefinition, opened: ViewDefinition, revealAtStart: boolean): ViewIssues {
  const { t, i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : undefined;
  const issues = useMemo(() => labelIssues(validateDefinition('view', draft, lang), viewLabels, draft, t, i18n.language), [draft, lang, t, i18n.language]);
  const { shown, hiddenCount, revealAll } = useShownIssues(draft, issues, opened, revealAtStart);
  return { issues, shown, hiddenCount, revealAll };
}
