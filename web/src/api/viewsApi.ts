import type { ApiResult, ViewDefinition } from '@wharf/schemas';
import type { HttpClient } from '../http/httpClient';
import type { QueryValue } from '../http/requestShape';
import { unwrap } from './eformResult';

/** A page of a view's rows (`GET /api/eform/views/{viewCode}/data`): rows keyed by column code, `hasMore`, `total` when asked for. */
export type ViewRowsPage = Omit<ApiResult<'GET /api/eform/views/{viewCode}/data'>, 'records'> & { records: Array<Record<string, unknown> & { id: string }> };

/** `GET /api/eform/views/{viewCode}/definition`: the published view and what the list page needs besides it (spec §7 list pages). */
export type PublishedView = Omit<ApiResult<'GET /api/eform/views/{viewCode}/definition'>, 'body'> & { body: ViewDefinition };

export type ViewQuery = Record<string, QueryValue>;

/** A view's rows, export and published definition (`/api/eform/views/{viewCode}`). */
export function createViewsApi(http: HttpClient) {
  const path = (viewCode: string, tail: string) => `/eform/views/${encodeURIComponent(viewCode)}/${tail}`;
  return {
    rows: (viewCode: string, query: ViewQuery, signal?: AbortSignal) => unwrap(http.request<ViewRowsPage>('GET', path(viewCode, 'data'), { query, signal })),
    definition: (viewCode: string) => unwrap(http.get<PublishedView>(path(viewCode, 'definition'))),
    /** The first page (≤ 20 rows) of an unsaved view definition, as its data endpoint would answer (view designers). */
    preview: (definition: ViewDefinition, pageSize: number, query: Record<string, string>) => unwrap(http.post<ViewRowsPage>('/eform/views/preview', { definition, pageSize, query })),
    /** The start values a button's openScript gives the form it opens (the button by its place in the published view's buttons). */
    openData: (viewCode: string, buttonIndex: number, input: { parameters: Record<string, unknown>; rows: Array<Record<string, unknown>>; buttonName: string }) =>
      unwrap(http.post<ApiResult<'POST /api/eform/views/{viewCode}/buttons/{index}/openData'>>(path(viewCode, `buttons/${buttonIndex}/openData`), input)),
    /** The path of the streamed export (the caller downloads it with the token, see `downloadFile`). */
    exportPath: (viewCode: string) => path(viewCode, 'export'),
  };
}

export type ViewsApi = ReturnType<typeof createViewsApi>;
