import type { ApiResult } from '@wharf/schemas';
import type { HttpClient } from '../http/httpClient';
import { unwrap } from './eformResult';

/** A table definition with its sync state (`GET /api/eform/tables` records). */
export type TableStatusRecord = ApiResult<'GET /api/eform/tables'>['records'][number];

/** Table sync state, plan and sync (`/api/eform/tables`). */
export function createTablesApi(http: HttpClient) {
  return {
    statuses: () => unwrap(http.get<ApiResult<'GET /api/eform/tables'>>('/eform/tables')),
    plan: (code: string) => unwrap(http.post<ApiResult<'POST /api/eform/tables/{code}/plan'>>(`/eform/tables/${encodeURIComponent(code)}/plan`, {})),
    sync: (code: string, confirmLosses: string[]) => unwrap(http.post<ApiResult<'POST /api/eform/tables/{code}/sync'>>(`/eform/tables/${encodeURIComponent(code)}/sync`, { confirmLosses })),
  };
}

export type TablesApi = ReturnType<typeof createTablesApi>;
