import type { ApiResult } from '@wharf/schemas';
import type { HttpClient } from '../../../http/httpClient';
import { unwrap } from '../../../api/eformResult';
import type { FreeCheck } from './types';

/** A menu or button as the console reads and writes it (the documented answer of the menu writes). */
export type MenuRecord = ApiResult<'POST /api/system/permission/add'>;

/** The tree's node: the schema leaves `children` open, the tree nests menu records. */
export type MenuNode = MenuRecord & { children?: MenuNode[] };
export type MenuInput = Omit<MenuRecord, 'id'>;

/** Menu calls of spec §7 (System: permission). Writes are the platform operator's, and a tenant's builders' on their own menus. */
export function createMenusApi(http: HttpClient) {
  return {
    tree: () => unwrap(http.get<MenuNode[]>('/system/permission/list')),
    add: (input: MenuInput) => unwrap(http.post<ApiResult<'POST /api/system/permission/add'>>('/system/permission/add', input)),
    edit: (id: string, input: MenuInput) => unwrap(http.put<ApiResult<'PUT /api/system/permission/edit'>>('/system/permission/edit', { id, ...input })),
    remove: (id: string) => unwrap(http.delete<ApiResult<'DELETE /api/system/permission/delete'>>('/system/permission/delete', { id })),
    /** The ids of the menus the caller's tenant made (those its builders may change); rejects quietly for anyone who builds no menus. */
    ownIds: () => unwrap(http.request<ApiResult<'GET /api/system/permission/ownMenuIds'>>('GET', '/system/permission/ownMenuIds', { isQuiet: true })),
    copy: (id: string) => unwrap(http.post<ApiResult<'POST /api/system/permission/copy'>>('/system/permission/copy', { id })),
    async checkCode(menuCode: string, id?: string): Promise<FreeCheck> {
      const answer = await http.get<ApiResult<'GET /api/system/permission/checkOnlyPermisson'>>('/system/permission/checkOnlyPermisson', { menuCode, id });
      return { isFree: answer.success, message: answer.message };
    },
  };
}
