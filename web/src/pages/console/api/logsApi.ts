import type { HttpClient } from '../../../http/httpClient';
import { unwrap } from '../../../api/eformResult';
import type { PageOf, PageQuery } from './types';

export interface LoginLogRecord {
  id: string;
  username: string | null;
  loginKind: string;
  outcome: string;
  ip: string | null;
  userAgent: string | null;
  createTime: string;
}

export interface VisitLogRecord {
  id: string;
  username: string | null;
  method: string;
  requestUrl: string;
  status: number;
  costTime: number;
  ip: string | null;
  createTime: string;
}

export type LogKind = 'login' | 'visit';
export type LogQuery = PageQuery & { keyword?: string };

/** Log calls of spec §7: login and visit logs, delete and batch delete (ids comma-joined). */
export function createLogsApi(http: HttpClient) {
  return {
    logins: (query: LogQuery) => unwrap(http.get<PageOf<LoginLogRecord>>('/system/log/loginfo', { ...query })),
    visits: (query: LogQuery) => unwrap(http.get<PageOf<VisitLogRecord>>('/system/log/visitInfo', { ...query })),
    remove: (logType: LogKind, id: string) => unwrap(http.delete<null>('/system/log/delete', { logType, id })),
    removeMany: (logType: LogKind, ids: readonly string[]) => unwrap(http.delete<{ deleted: number }>('/system/log/deleteBatch', { logType, ids: ids.join(',') })),
  };
}
