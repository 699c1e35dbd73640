import type { ApiResult } from '@wharf/schemas';
import type { HttpClient } from '../../../http/httpClient';
import { unwrap } from '../../../api/eformResult';
import type { PageQuery } from './types';

/** A dictionary as the console lists it (`GET /api/system/dict/list` records). */
export type DictSummary = ApiResult<'GET /api/system/dict/list'>['records'][number];

export interface DictItemInput {
  itemText: string;
  itemValue: string;
  title?: string;
  sortOrder?: number;
  /** 1 enabled, 0 disabled. */
  status?: '0' | '1';
  description?: string;
}

/** A dictionary as the `dictionary` record schema has it. */
export interface DictionaryInput {
  dictCode: string;
  dictName: string;
  description?: string;
  items: DictItemInput[];
}

/** Dictionary calls of spec §7 (System: dict). */
export function createDictsApi(http: HttpClient) {
  return {
    list: (query: PageQuery & { dictName?: string; dictCode?: string }) => unwrap(http.get<ApiResult<'GET /api/system/dict/list'>>('/system/dict/list', { ...query })),
    get: (id: string) => unwrap(http.get<DictionaryInput & { id: string }>('/system/dict/queryById', { id })),
    add: (input: DictionaryInput) => unwrap(http.post<{ id: string }>('/system/dict/add', input)),
    edit: (id: string, input: DictionaryInput) => unwrap(http.put<{ id: string }>('/system/dict/edit', { id, ...input })),
    copy: (id: string, target: { dictCode: string; dictName: string }) => unwrap(http.post<{ id: string }>('/system/dict/copy', { id, ...target })),
    remove: (id: string) => unwrap(http.delete<null>('/system/dict/delete', { id })),
  };
}
