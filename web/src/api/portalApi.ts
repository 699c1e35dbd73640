import type { ApiResult } from '@wharf/schemas';
import type { HttpClient } from '../http/httpClient';
import { unwrap } from './eformResult';

/** `GET /api/eform/portal/mine`: the caller's resolved portal (null when none is meant for them) and its list widgets' rows. */
export type PortalAnswer = ApiResult<'GET /api/eform/portal/mine'>;

/** The portal routes (issue 17): the caller's portal and "preview as role" for portal designers. */
export function createPortalApi(http: HttpClient) {
  return {
    mine: (options: { isQuiet?: boolean } = {}) => unwrap(http.request<PortalAnswer>('GET', '/eform/portal/mine', options)),
    preview: (portalCode: string, roleCode?: string) =>
      unwrap(http.request<ApiResult<'GET /api/eform/portal/{portalCode}/preview'>>('GET', `/eform/portal/${encodeURIComponent(portalCode)}/preview`, { query: { roleCode } })),
  };
}

export type PortalApi = ReturnType<typeof createPortalApi>;
