import type { ApiResult } from '@wharf/schemas';
import type { HttpClient } from '../http/httpClient';
import { unwrap } from './eformResult';

export type FormData = Record<string, unknown>;

/** A record as `GET /api/eform/data/{formCode}/{id}` answers it (values by field code under `data`). */
export type FormRecord = ApiResult<'GET /api/eform/data/{formCode}/{id}'>;

/** One version of a record with what changed, as `GET …/{id}/logs` lists them. */
export type DataLogRecord = ApiResult<'GET /api/eform/data/{formCode}/{id}/logs'>['records'][number];
export type DataLogChange = DataLogRecord['changes'][number];

export interface BatchRow {
  id: string;
  rowVersion: number;
  data: FormData;
}

/**
 * A form's data (`/api/eform/data/{formCode}`): create, read, update, delete, copy, online modification, logs.
 * Saves show a 400's field issues on the form's fields (or the grid's cells), so the client does not toast it too.
 */
export function createFormDataApi(http: HttpClient) {
  const showsFieldIssues = true;
  const path = (formCode: string, ...rest: string[]) => ['/eform/data', formCode, ...rest].map((part, i) => (i === 0 ? part : encodeURIComponent(part))).join('/');
  return {
    create: (formCode: string, data: FormData) => unwrap(http.request<ApiResult<'POST /api/eform/data/{formCode}'>>('POST', path(formCode), { body: { data }, showsFieldIssues })),
    /** A visitor's submit: the form page's runtime path, the only one a visitor session may reach. */
    submitAsVisitor: (formCode: string, data: FormData) => unwrap(http.request<ApiResult<'POST /api/eform/runtime/form/{formCode}/data'>>('POST', `/eform/runtime/form/${encodeURIComponent(formCode)}/data`, { body: { data }, showsFieldIssues })),
    /** The published, enabled form of a form page (visitors' pages included). */
    publishedForm: <T>(formCode: string) => http.request<T>('GET', `/eform/runtime/form/${encodeURIComponent(formCode)}/definition`, { isQuiet: true }),
    read: (formCode: string, id: string) => unwrap(http.get<FormRecord>(path(formCode, id))),
    /** 409 when `rowVersion` is stale (someone saved in between). */
    update: (formCode: string, id: string, rowVersion: number, data: FormData) => unwrap(http.request<ApiResult<'PUT /api/eform/data/{formCode}/{id}'>>('PUT', path(formCode, id), { body: { rowVersion, data }, showsFieldIssues })),
    remove: (formCode: string, id: string) => unwrap(http.delete<ApiResult<'DELETE /api/eform/data/{formCode}/{id}'>>(path(formCode, id))),
    removeMany: (formCode: string, ids: string[]) => unwrap(http.delete<ApiResult<'DELETE /api/eform/data/{formCode}'>>(path(formCode), { ids: ids.join(',') })),
    copy: (formCode: string, id: string) => unwrap(http.post<ApiResult<'POST /api/eform/data/{formCode}/{id}/copy'>>(path(formCode, id, 'copy'), {})),
    /**
     * Many rows in one transaction, made in the view `viewId` (its handleOnlineModify button, spec §5); a rule failure
     * answers 400 with issues at `/rows/<i>/data/<colCode>`.
     */
    saveBatch: (formCode: string, viewId: string | undefined, rows: BatchRow[]) => unwrap(http.request<ApiResult<'PUT /api/eform/data/{formCode}/batch'>>('PUT', path(formCode, 'batch'), { body: { ...(viewId ? { viewId } : {}), rows }, showsFieldIssues })),
    logs: (formCode: string, id: string) => unwrap(http.get<ApiResult<'GET /api/eform/data/{formCode}/{id}/logs'>>(path(formCode, id, 'logs'))),
  };
}

export type FormDataApi = ReturnType<typeof createFormDataApi>;
