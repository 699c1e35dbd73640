import type { ViewDefinition } from '@wharf/schemas';
import type { HttpClient } from '../http/httpClient';
import type { QueryValue } from '../http/requestShape';
import { unwrap } from './eformResult';

export interface ViewRowsPage {
  records: Array<Record<string, unknown> & { id: string }>;
  total?: number;
  hasMore?: boolean;
}

/** `GET /api/eform/views/{viewCode}/definition`: the published view and what the list page needs besides it (spec §7 list pages). */
export interface PublishedView {
  viewCode: string;
  viewName: string;
  /** The published view body. */
  body: ViewDefinition;
  /** The form the view's buttons open. */
  formCode: string | null;
  /** The caller's button permissions ("pageCode:permission"). */
  permissions: string[];
  [extra: string]: unknown;
}

export type ViewQuery = Record<string, QueryValue>;

/** A view's rows, export and published definition (`/api/eform/views/{viewCode}`). */
export function createViewsApi(http: HttpClient) {
  const path = (viewCode: string, tail: string) => `/eform/views/${encodeURIComponent(viewCode)}/${tail}`;
  return {
    rows: (viewCode: string, query: ViewQuery, signal?: AbortSignal) => unwrap(http.request<ViewRowsPage>('GET', path(viewCode, 'data'), { query, signal })),
    definition: (viewCode: string) => unwrap(http.get<PublishedView>(path(viewCode, 'definition'))),
    /** The first page (≤ 20 rows) of an unsaved view definition, as its data endpoint would answer (view designers). */
    preview: (definition: ViewDefinition, pageSize: number, query: Record<string, string>) => unwrap(http.post<ViewRowsPage>('/eform/views/preview', { definition, pageSize, query })),
    /** The path of the streamed export (the caller downloads it with the token, see `downloadFile`). */
    exportPath: (viewCode: string) => path(viewCode, 'export'),
  };
}

export type ViewsApi = ReturnType<typeof createViewsApi>;
