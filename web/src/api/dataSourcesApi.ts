import type { HttpConfigRecord, SqlConfigRecord } from '@wharf/schemas';
import type { HttpClient } from '../http/httpClient';
import type { QueryValue } from '../http/requestShape';
import { unwrap } from './eformResult';

export type StoredSqlConfig = SqlConfigRecord & { id: string; updateTime?: string };
export type StoredHttpConfig = HttpConfigRecord & { id: string; updateTime?: string };

export interface ConfigPage<T> {
  records: T[];
  total: number;
}

/** One option of a dropdown fed by a SQL or HTTP config. */
export interface ConfigOption {
  value: string;
  label: string;
}

/** CRUD and test runs of one config kind (`/api/eform/sqlConfig/*` or `/api/eform/httpConfig/*`). */
function configCrud<T>(http: HttpClient, base: string, codeName: 'sqlCode' | 'httpCode') {
  return {
    /** Filters by the kind's own names (sqlName/sqlCode, httpName/httpCode); page sizes of spec §9. */
    list: (query: { pageNo?: number; pageSize?: number } & Record<string, QueryValue> = {}) => unwrap(http.get<ConfigPage<T>>(`${base}/list`, { ...query, pageNo: query.pageNo ?? 1, pageSize: query.pageSize ?? 100 })),
    usage: (code: string) => unwrap(http.get<{ records: Array<{ kind: string; code: string; name: string }> }>(`${base}/usage`, { [codeName]: code })),
    add: (record: Partial<T>) => unwrap(http.post<T>(`${base}/add`, record)),
    edit: (record: Partial<T>) => unwrap(http.put<T>(`${base}/edit`, record)),
    remove: (id: string) => unwrap(http.delete<unknown>(`${base}/delete`, { id })),
    test: <R = unknown>(body: unknown) => unwrap(http.post<R>(`${base}/test`, body)),
  };
}

/** SQL and HTTP configs and the viewEngine calls that feed dropdowns (spec §7). */
export function createDataSourcesApi(http: HttpClient) {
  const engine = '/eform/engine/viewEngine';
  return {
    sqlConfigs: configCrud<StoredSqlConfig>(http, '/eform/sqlConfig', 'sqlCode'),
    httpConfigs: configCrud<StoredHttpConfig>(http, '/eform/httpConfig', 'httpCode'),
    sqlConfigItems: (sqlCode: string, params: Record<string, unknown> = {}) => unwrap(http.post<unknown>(`${engine}/getSqlConfigItems`, { sqlCode, params })),
    sqlConfigOptions: (sqlCode: string, params: Record<string, unknown> = {}) => unwrap(http.post<ConfigOption[]>(`${engine}/getSqlConfigOptions`, { sqlCode, params })),
    httpConfigItems: (httpCode: string, params: Record<string, unknown> = {}) => unwrap(http.post<unknown>(`${engine}/getHttpConfigItems`, { httpCode, params })),
    httpConfigOptions: (httpCode: string, params: Record<string, unknown> = {}) => unwrap(http.post<ConfigOption[]>(`${engine}/getHttpConfigOptions`, { httpCode, params })),
  };
}

export type DataSourcesApi = ReturnType<typeof createDataSourcesApi>;
