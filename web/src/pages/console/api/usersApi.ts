import type { HttpClient } from '../../../http/httpClient';
import { unwrap } from '../../../api/eformResult';
import type { FreeCheck, PageOf, PageQuery } from './types';

/** A user as the console lists and edits them (server `UserRecord`). */
export interface UserRecord {
  id: string;
  username: string;
  realname: string;
  workNo: string | null;
  phone: string | null;
  email: string | null;
  sex: '1' | '2' | null;
  birthday: string | null;
  /** 1 normal, 2 frozen. */
  status: '1' | '2';
  userType: 'normal' | 'admin' | 'proxy';
  userSource: string;
  orgId: string | null;
  showWaterMark: boolean;
  isLocked: boolean;
  createTime: string;
}

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
    list: (query: PageQuery & UserFilters) => unwrap(http.get<PageOf<UserRecord>>('/system/user/list', { ...query })),
    recycleBin: (query: PageQuery) => unwrap(http.get<PageOf<UserRecord>>('/system/user/recycleBin', { ...query })),
    add: (input: UserInput) => unwrap(http.post<UserRecord>('/system/user/add', input)),
    edit: (id: string, input: UserInput) => unwrap(http.put<UserRecord>('/system/user/edit', { id, ...input })),
    /** status 2 freezes, 1 unfreezes. */
    frozenBatch: (ids: readonly string[], status: '1' | '2') => unwrap(http.put<null>('/system/user/frozenBatch', { ids: ids.join(','), status })),
    toRecycleBin: (ids: readonly string[]) => unwrap(http.delete<null>('/system/user/deleteBatch', { ids: ids.join(',') })),
    restore: (ids: readonly string[]) => unwrap(http.put<null>('/system/user/putRecycleBin', { userIds: ids.join(',') })),
    purge: (ids: readonly string[]) => unwrap(http.delete<null>('/system/user/deleteRecycleBin', { userIds: ids.join(',') })),
    resetPassword: (id: string, password: string) => unwrap(http.put<null>('/system/user/resetPassword', { id, password })),
    roleIds: (userId: string) => unwrap(http.request<string[]>('GET', '/system/user/queryUserRole', { query: { userid: userId }, isQuiet: true })),
    async checkOnly(field: 'username' | 'email' | 'phone', value: string): Promise<FreeCheck> {
      const answer = await http.get<boolean>('/system/user/checkOnlyUser', { [field]: value });
      return { isFree: answer.success, message: answer.message };
    },
  };
}
