import type { ApiResult } from '@wharf/schemas';
import { unwrap } from '../../../api/eformResult';
import type { HttpClient } from '../../../http/httpClient';

/** One thing that refers to a definition or record (the documented answer of find usages). */
export type Usage = ApiResult<'GET /api/eform/usages'>[number];

/** What find usages can be asked about: a definition kind, or a dictionary, SQL/HTTP config or fill rule. */
export type UsageTargetKind = 'table' | 'form' | 'view' | 'report' | 'dataset' | 'workflow' | 'warning' | 'portal' | 'dashboard' | 'template' | 'importTask' | 'dictionary' | 'sqlConfig' | 'httpConfig' | 'fillRule';

/** Find usages, definition copy and delete (issue 18 §3). */
export function createUsagesApi(http: HttpClient) {
  return {
    usages: (kind: UsageTargetKind, code: string) => unwrap(http.get<ApiResult<'GET /api/eform/usages'>>('/eform/usages', { kind, code })),
    copy: (id: string, input: { code?: string; name?: string } = {}) => unwrap(http.post<ApiResult<'POST /api/eform/definitions/{id}/copy'>>(`/eform/definitions/${encodeURIComponent(id)}/copy`, input)),
    remove: (id: string) => unwrap(http.delete<ApiResult<'DELETE /api/eform/definitions/{id}'>>(`/eform/definitions/${encodeURIComponent(id)}`)),
  };
}
