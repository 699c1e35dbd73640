import type { HttpConfigRecord, SqlConfigRecord } from '@wharf/schemas';
import type { HttpClient } from '../http/httpClient';
import { unwrap } from './eformResult';

export type StoredSqlConfig = SqlConfigRecord & { id: string };
export type StoredHttpConfig = HttpConfigRecord & { id: string };

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
function configCrud<T>(http: HttpClient, base: string) {
  return {
    list: (query: { pageNo?: number; pageSize?: number; keyword?: string } = {}) => unwrap(http.get<ConfigPage<T>>(`${base}/list`, { pageNo: query.pageNo ?? 1, pageSize: query.pageSize ?? 100, keyword: query.keyword })),
    add: (record: Partial<T>) => unwrap(http.post<T>(`${base}/add`, record)),
    edit: (record: Partial<T>) => unwrap(http.put<T>(`${base}/edit`, record)),
    remove: (id: string) => unwrap(http.delete<unknown>(`${base}/delete`, { id })),
    test: (body: unknown) => unwrap(http.post<unknown>(`${base}/test`, body)),
  };
}

/** SQL and HTTP configs and the viewEngine calls that feed dropdowns (spec §7). */
export function createDataSourcesApi(http: HttpClient) {
  const engine = '/eform/engine/viewEngine';
  return {
    sqlConfigs: configCrud<StoredSqlConfig>(http, '/eform/sqlConfig'),
    httpConfigs: configCrud<StoredHttpConfig>(http, '/eform/httpConfig'),
    sqlConfigItems: (sqlCode: string, params: Record<string, unknown> = {}) => unwrap(http.post<unknown>(`${engine}/getSqlConfigItems`, { sqlCode, params })),
    sqlConfigOptions: (sqlCode: string, params: Record<string, unknown> = {}) => unwrap(http.post<ConfigOption[]>(`${engine}/getSqlConfigOptions`, { sqlCode, params })),
    httpConfigItems: (httpCode: string, params: Record<string, unknown> = {}) => unwrap(http.post<unknown>(`${engine}/getHttpConfigItems`, { httpCode, params })),
  };
}

export type DataSourcesApi = ReturnType<typeof createDataSourcesApi>;
