import type { DefinitionKind } from '@wharf/schemas';
import type { HttpClient } from '../http/httpClient';
import { unwrap } from './eformResult';

/** An app group as `/api/eform/appGroup` returns it, with its definitions counted by kind. */
export interface AppGroupRecord {
  id: string;
  groupName: string;
  groupCode: string;
  description: string | null;
  icon: string | null;
  sortOrder: number;
  counts: Partial<Record<DefinitionKind, number>>;
  createTime: string;
  updateTime: string;
}

export interface AppGroupInput {
  groupName: string;
  groupCode: string;
  description?: string | null;
  icon?: string | null;
  sortOrder?: number;
}

export interface AppGroupPage {
  records: AppGroupRecord[];
  total: number;
  /** The tenant's definitions in no group, counted by kind. */
  ungrouped?: Partial<Record<DefinitionKind, number>>;
}

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

export interface MoveResult {
  movedCount: number;
  tablesTakenAlong: number;
}

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
    remove: (id: string) => unwrap(http.delete<null>(`${base}/delete`, { id })),
    move: (input: MoveToGroupInput) => unwrap(http.post<MoveResult>(`${base}/move`, input)),
  };
}

export type AppGroupsApi = ReturnType<typeof createAppGroupsApi>;
