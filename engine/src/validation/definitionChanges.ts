import type { ViewDefinition } from '@wharf/schemas';
import type { Language } from '../i18n/types';
import { removedDefaultButtonIssues } from '../views/defaultButtons';
import { translateIssues } from './createDefinitionValidator';
import type { IssueDraft, ValidationIssue } from './types';

/** Per kind, what a saved definition's next version may not take away from the stored one. */
const changeRules: Partial<Record<string, (previous: never, next: never) => IssueDraft[]>> = {
  view: (previous: ViewDefinition, next: ViewDefinition) => removedDefaultButtonIssues(previous, next),
};

/**
 * The rules over a change rather than a body (spec §8 "default button or fields cannot be deleted"):
 * issues of saving `next` over the stored `previous` of a `kind`, translated; both bodies already valid.
 * None for kinds without such rules. The definitions API's save asks it; a designer's own check cannot,
 * as it holds only the draft.
 */
export function definitionChangeIssues(kind: string, previous: unknown, next: unknown, lang?: Language): ValidationIssue[] {
  const rule = changeRules[kind];
  if (!rule || typeof previous !== 'object' || previous === null) return [];
  return translateIssues((rule as (previous: unknown, next: unknown) => IssueDraft[])(previous, next), lang);
}
