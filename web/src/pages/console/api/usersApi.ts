import type { ApiResult } from '@wharf/schemas';
import type { HttpClient } from '../../../http/httpClient';
import { unwrap } from '../../../api/eformResult';
import type { FreeCheck, PageQuery } from './types';

/** A user as the console lists and edits them (`GET /api/system/user/list` records). */
export type UserRecord = ApiResult<'GET /api/system/user/list'>['records'][number];

export interface UserInput {
  username?: string;
  password?: string;
  realname: string;
  workNo?: string | null;
  phone?: string | null;
  email?: string | null;
  sex?: '1' | '2' | null;
  birthday?: string | null;
  orgId?: string | null;
  userType?: 'normal' | 'admin' | 'proxy';
  showWaterMark?: boolean;
  roleIds?: string[];
}

export interface UserFilters {
  username?: string;
  realname?: string;
  phone?: string;
  status?: '1' | '2';
}

/** The user calls of spec §7 (System: user). Ids travel comma-joined for batch actions. */
export function createUsersApi(http: HttpClient) {
  return {
    list: (query: PageQuery & UserFilters) => unwrap(http.get<ApiResult<'GET /api/system/user/list'>>('/system/user/list', { ...query })),
    recycleBin: (query: PageQuery) => unwrap(http.get<ApiResult<'GET /api/system/user/recycleBin'>>('/system/user/recycleBin', { ...query })),
    add: (input: UserInput) => unwrap(http.post<ApiResult<'POST /api/system/user/add'>>('/system/user/add', input)),
    edit: (id: string, input: UserInput) => unwrap(http.put<ApiResult<'PUT /api/system/user/edit'>>('/system/user/edit', { id, ...input })),
    /** status 2 freezes, 1 unfreezes. */
    frozenBatch: (ids: readonly string[], status: '1' | '2') => unwrap(http.put<ApiResult<'PUT /api/system/user/frozenBatch'>>('/system/user/frozenBatch', { ids: ids.join(','), status })),
    toRecycleBin: (ids: readonly string[]) => unwrap(http.delete<ApiResult<'DELETE /api/system/user/deleteBatch'>>('/system/user/deleteBatch', { ids: ids.join(',') })),
    restore: (ids: readonly string[]) => unwrap(http.put<ApiResult<'PUT /api/system/user/putRecycleBin'>>('/system/user/putRecycleBin', { userIds: ids.join(',') })),
    purge: (ids: readonly string[]) => unwrap(http.delete<ApiResult<'DELETE /api/system/user/deleteRecycleBin'>>('/system/user/deleteRecycleBin', { userIds: ids.join(',') })),
    resetPassword: (id: string, password: string) => unwrap(http.put<ApiResult<'PUT /api/system/user/resetPassword'>>('/system/user/resetPassword', { id, password })),
    roleIds: (userId: string) => unwrap(http.request<ApiResult<'GET /api/system/user/queryUserRole'>>('GET', '/system/user/queryUserRole', { query: { userid: userId }, isQuiet: true })),
    async checkOnly(field: 'username' | 'email' | 'phone', value: string): Promise<FreeCheck> {
      const answer = await http.get<ApiResult<'GET /api/system/user/checkOnlyUser'>>('/system/user/checkOnlyUser', { [field]: value });
      return { isFree: answer.success, message: answer.message };
    },
  };
}
