import type { ViewDefinition } from '@wharf/schemas';
import type { PublishedView } from '../../api/viewsApi';

/** What a list keeps of the view definition answer. */
export interface LoadedView {
  definition: ViewDefinition;
  formCode?: string;
  permissions?: string[];
}

/** The list's part of `GET /api/eform/views/{viewCode}/definition`. */
export function loadedView(answer: PublishedView): LoadedView {
  return { definition: answer.body, formCode: answer.formCode ?? undefined, permissions: answer.permissions };
}
