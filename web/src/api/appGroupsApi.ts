import type { ApiResult, DefinitionKind } from '@wharf/schemas';
import type { HttpClient } from '../http/httpClient';
import { unwrap } from './eformResult';

/** An app group as `/api/eform/appGroup` returns it, with its definitions counted by kind (`counts`). */
export type AppGroupRecord = ApiResult<'GET /api/eform/appGroup/queryById'>;

export interface AppGroupInput {
  groupName: string;
  groupCode: string;
  description?: string | null;
  icon?: string | null;
  sortOrder?: number;
}

/** A page of groups, and the tenant's definitions in no group counted by kind (`ungrouped`). */
export type AppGroupPage = ApiResult<'GET /api/eform/appGroup/list'>;

/**
 * The spec's "move to app group" call (§7 list pages). `groupId` empty takes the definitions out
 * of any group; `splitTableName` 'Y' moves forms' and views' tables along with them.
 */
export interface MoveToGroupInput {
  groupId: string;
  splitTableName: 'Y' | 'N';
  tableNameArray: DefinitionKind[];
  idArray: string[];
}

export type MoveResult = ApiResult<'POST /api/eform/appGroup/move'>;

const base = '/eform/appGroup';

/** The filter value of the definitions lists for "in no group". */
export const noGroup = 'none';

/** App groups: the console main page's list, add, edit, delete, and moving definitions between groups. */
export function createAppGroupsApi(http: HttpClient) {
  return {
    list: (query: { keyword?: string; pageNo?: number; pageSize?: number } = {}) =>
      unwrap(http.get<AppGroupPage>(`${base}/list`, { keyword: query.keyword, pageNo: query.pageNo ?? 1, pageSize: query.pageSize ?? 20 })),
    get: (id: string) => unwrap(http.get<AppGroupRecord>(`${base}/queryById`, { id })),
    add: (input: AppGroupInput) => unwrap(http.post<AppGroupRecord>(`${base}/add`, input)),
    edit: (id: string, input: AppGroupInput) => unwrap(http.put<AppGroupRecord>(`${base}/edit`, { id, ...input })),
    remove: (id: string) => unwrap(http.delete<ApiResult<'DELETE /api/eform/appGroup/delete'>>(`${base}/delete`, { id })),
    move: (input: MoveToGroupInput) => unwrap(http.post<MoveResult>(`${base}/move`, input)),
  };
}

export type AppGroupsApi = ReturnType<typeof createAppGroupsApi>;
