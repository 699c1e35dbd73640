import { unwrap } from '../../../api/eformResult';
import type { HttpClient } from '../../../http/httpClient';
import type { PageOf, PageQuery } from '../api/types';

export interface JumpParamRecord {
  id: string;
  systemCode: string;
  systemName: string;
  jumpUrl: string;
}

export type JumpParamInput = Omit<JumpParamRecord, 'id'>;

/** Jump-parameter calls (spec §2 redirect views, §7 getJumpParams). */
export function createJumpParamsApi(http: HttpClient) {
  const base = '/system/jumpParam';
  return {
    list: (query: PageQuery) => unwrap(http.get<PageOf<JumpParamRecord>>(`${base}/list`, { ...query })),
    add: (input: JumpParamInput) => unwrap(http.post<JumpParamRecord>(`${base}/add`, input)),
    edit: (id: string, input: JumpParamInput) => unwrap(http.put<JumpParamRecord>(`${base}/edit`, { id, ...input })),
    remove: (id: string) => unwrap(http.delete<null>(`${base}/delete`, { id })),
    removeMany: (ids: string[]) => unwrap(http.delete<{ deleted: number }>(`${base}/deleteBatch`, { ids: ids.join(',') })),
  };
}
