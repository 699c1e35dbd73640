import { labelIssues, type LabelTree, type Translate } from '../../issues';
import { definitionPathOf, type SaveFailure } from './saveFailure';

/** One field a failed save names: where (the definition's path when it is the body's) and what, in the builder's words. */
export interface SaveFailureDetail {
  readonly path: string;
  readonly text: string;
}

/** What the designer says about a save: success, or the failure with the fields the server refused. */
export interface DesignerSaveOutcome {
  readonly type: 'success' | 'error';
  readonly text: string;
  readonly details?: readonly SaveFailureDetail[];
}

/** How a designer names its definition's fields: its label tree, and the body the paths point into. */
export interface FailureWording<T> {
  readonly labels?: LabelTree;
  readonly draft: T;
  readonly t: Translate;
  readonly lang: string;
}

function detailsOf<T>(failure: SaveFailure, { labels, draft, t, lang }: FailureWording<T>): SaveFailureDetail[] {
  const raw = (path: string, message: string): SaveFailureDetail => ({ path, text: t('designer.issues.labelled', { label: path, message }) });
  const ofBody = failure.issues.flatMap((issue) => {
    const path = definitionPathOf(issue.path);
    return path === undefined ? [] : [{ path, code: issue.code, message: issue.message || issue.code }];
  });
  const others = failure.issues.filter((issue) => definitionPathOf(issue.path) === undefined).map((issue) => raw(issue.path, issue.message || issue.code));
  const named = labels
    ? labelIssues(ofBody, labels, draft, t, lang).map((issue) => ({ path: issue.path, text: issue.message }))
    : ofBody.map((issue) => raw(issue.path, issue.message));
  return [...named, ...others];
}

/**
 * What the designer shows after a failed store, so each failure is told once (issue 20): a failure
 * the host already toasted shows only what the toast did not say (the refused fields, under a
 * translated "could not save"), or nothing; one not yet told shows its message, or that text when
 * it has none. The refused fields are named by the designer's labels where it has them.
 */
export function failureOutcome<T>(failure: SaveFailure, wording: FailureWording<T>): DesignerSaveOutcome | undefined {
  const details = detailsOf(failure, wording);
  if (failure.wasShown && details.length === 0) return undefined;
  const fallback = wording.t('designer.unsaved.saveFailed');
  const text = failure.wasShown ? fallback : failure.message || fallback;
  return details.length > 0 ? { type: 'error', text, details } : { type: 'error', text };
}
