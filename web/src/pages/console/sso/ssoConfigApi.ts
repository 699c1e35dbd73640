import type { ApiResult } from '@wharf/schemas';
import { unwrap } from '../../../api/eformResult';
import type { HttpClient } from '../../../http/httpClient';

/** An SSO configuration as the console lists it (the client secret never; whether there is one). */
export type SsoConfigRecord = ApiResult<'GET /api/system/ssoConfig/list'>['records'][number];
/** What "test connection" answers: whether the provider answers as configured, and if not, why. */
export type SsoConnectionTest = ApiResult<'POST /api/system/ssoConfig/test'>;
/** The interface languages a display name is written in. */
export const displayNameLanguages = ['zh_CN', 'en_US', 'th_TH', 'zh_TW'] as const;

/** What the console sends to add, edit or test a configuration (server `SsoConfigInput`). */
export interface SsoConfigInput {
  ssoKey: string;
  type: 'oauth2' | 'cas';
  tenantCode?: string;
  displayName?: Partial<Record<(typeof displayNameLanguages)[number], string>> | null;
  cas?: { url?: string | null; loginName?: string | null; logout?: string | null; serviceUrl?: string | null };
  oauth2?: { url?: string | null; clientId?: string | null; clientSecret?: string | null; scope?: string | null; redirectUri?: string | null; logout?: string | null; usernameClaim?: string | null };
}

/** The platform operator's SSO configuration calls (`/api/system/ssoConfig/*`). */
export function createSsoConfigApi(http: HttpClient) {
  const base = '/system/ssoConfig';
  return {
    list: (query: { pageNo: number; pageSize: number }) => unwrap(http.get<ApiResult<'GET /api/system/ssoConfig/list'>>(`${base}/list`, query)),
    add: (input: SsoConfigInput) => unwrap(http.post(`${base}/add`, input)),
    edit: (input: SsoConfigInput) => unwrap(http.put(`${base}/edit`, input)),
    remove: (ssoKey: string) => unwrap(http.delete(`${base}/delete`, { ssoKey })),
    test: (input: SsoConfigInput) => unwrap(http.post<SsoConnectionTest>(`${base}/test`, input)),
  };
}

export type SsoConfigApi = ReturnType<typeof createSsoConfigApi>;
