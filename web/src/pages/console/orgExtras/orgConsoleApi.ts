import type { ApiResult } from '@wharf/schemas';
import type { HttpClient } from '../../../http/httpClient';
import { unwrap } from '../../../api/eformResult';
import type { PermissionTreeNode } from '../api/rolesApi';
import type { FreeCheck, PageQuery } from '../api/types';

/** The four reference lists sharing one shape (server `organisation/codeLists`); their answers are typed by the position routes' schemas, which all four share. */
export type CodeListEntity = 'position' | 'job' | 'tag' | 'division';

/** An entry of a code list (positions also carry `orgId`, the organisation or department they belong to). */
export type CodeListRecord = ApiResult<'GET /api/system/position/queryById'>;

export type CodeListInput = Pick<CodeListRecord, 'code' | 'name'> & { sortOrder?: number | null; description?: string | null; orgId?: string | null };

export type UserOrgExtras = ApiResult<'GET /api/system/user/queryUserOrgExtras'>;

export type DeptRoleRecord = ApiResult<'POST /api/system/sysDepartRole/add'>;

export type DeptRoleInput = Pick<DeptRoleRecord, 'roleName' | 'roleCode'> & { description?: string | null };

export const proxyTypes = ['forwarder', 'broker', 'supplier', 'businessUnit'] as const;

export type ProxyRecord = ApiResult<'POST /api/system/userProxy/add'>;

export type ProxyInput = Omit<ProxyRecord, 'id' | 'compName' | 'createTime'>;

function codeListApi(http: HttpClient, entity: CodeListEntity) {
  const base = `/system/${entity}`;
  return {
    list: (query: PageQuery & { keyword?: string }) => unwrap(http.get<ApiResult<'GET /api/system/position/list'>>(`${base}/list`, { ...query })),
    /** Every entry, quietly: the user form offers a list only when the caller may read it. */
    all: () => unwrap(http.request<ApiResult<'GET /api/system/position/queryall'>>('GET', `${base}/queryall`, { isQuiet: true })),
    add: (input: CodeListInput) => unwrap(http.post<ApiResult<'POST /api/system/position/add'>>(`${base}/add`, input)),
    edit: (id: string, input: CodeListInput) => unwrap(http.put<ApiResult<'PUT /api/system/position/edit'>>(`${base}/edit`, { id, ...input })),
    removeBatch: (ids: readonly string[]) => unwrap(http.delete<ApiResult<'DELETE /api/system/position/deleteBatch'>>(`${base}/deleteBatch`, { ids: ids.join(',') })),
    async checkCode(code: string, id?: string): Promise<FreeCheck> {
      const answer = await http.get<ApiResult<'GET /api/system/position/checkCode'>>(`${base}/checkCode`, { code, id });
      return { isFree: answer.success, message: answer.message };
    },
  };
}

export type CodeListApi = ReturnType<typeof codeListApi>;

/** The organisation extras' calls (spec §7 System; server `organisation/orgExtras/routes.ts`). */
export function createOrgConsoleApi(http: HttpClient) {
  return {
    position: codeListApi(http, 'position'),
    job: codeListApi(http, 'job'),
    tag: codeListApi(http, 'tag'),
    division: codeListApi(http, 'division'),
    userExtras: (userId: string) => unwrap(http.request<ApiResult<'GET /api/system/user/queryUserOrgExtras'>>('GET', '/system/user/queryUserOrgExtras', { query: { userId }, isQuiet: true })),
    saveUserExtras: (userId: string, extras: Partial<UserOrgExtras>) => unwrap(http.put<ApiResult<'PUT /api/system/user/saveUserOrgExtras'>>('/system/user/saveUserOrgExtras', { userId, ...extras })),
    departPermissionIds: (departId: string) => unwrap(http.get<ApiResult<'GET /api/system/permission/queryDepartPermission'>>('/system/permission/queryDepartPermission', { departId })),
    saveDepartPermissions: (departId: string, permissionIds: readonly string[]) => unwrap(http.post<ApiResult<'POST /api/system/permission/saveDepartPermission'>>('/system/permission/saveDepartPermission', { departId, permissionIds })),
    deptRoleTree: (departId: string) => unwrap(http.get<Omit<ApiResult<'GET /api/system/sysDepartPermission/queryTreeListForDeptRole'>, 'treeList'> & { treeList: PermissionTreeNode[] }>('/system/sysDepartPermission/queryTreeListForDeptRole', { departId })),
    deptRoles: (departId: string) => unwrap(http.get<ApiResult<'GET /api/system/sysDepartRole/list'>>('/system/sysDepartRole/list', { departId, pageNo: 1, pageSize: 500 })),
    addDeptRole: (departId: string, input: DeptRoleInput) => unwrap(http.post<ApiResult<'POST /api/system/sysDepartRole/add'>>('/system/sysDepartRole/add', { departId, ...input })),
    editDeptRole: (id: string, input: DeptRoleInput) => unwrap(http.put<ApiResult<'PUT /api/system/sysDepartRole/edit'>>('/system/sysDepartRole/edit', { id, ...input })),
    removeDeptRoles: (ids: readonly string[]) => unwrap(http.delete<ApiResult<'DELETE /api/system/sysDepartRole/deleteBatch'>>('/system/sysDepartRole/deleteBatch', { ids: ids.join(',') })),
    deptRolePermissionIds: (roleId: string) => unwrap(http.get<ApiResult<'GET /api/system/sysDepartPermission/queryDeptRolePermission'>>('/system/sysDepartPermission/queryDeptRolePermission', { roleId })),
    saveDeptRolePermissions: (roleId: string, permissionIds: readonly string[]) => unwrap(http.post<ApiResult<'POST /api/system/sysDepartPermission/saveDeptRolePermission'>>('/system/sysDepartPermission/saveDeptRolePermission', { roleId, permissionIds })),
    departUsers: (departId: string) => unwrap(http.get<ApiResult<'GET /api/system/sysDepartRole/departUsers'>>('/system/sysDepartRole/departUsers', { departId })),
    deptRoleUserIds: (roleId: string) => unwrap(http.get<ApiResult<'GET /api/system/sysDepartRole/queryRoleUsers'>>('/system/sysDepartRole/queryRoleUsers', { roleId })),
    saveDeptRoleUsers: (roleId: string, userIds: readonly string[]) => unwrap(http.post<ApiResult<'POST /api/system/sysDepartRole/saveRoleUsers'>>('/system/sysDepartRole/saveRoleUsers', { roleId, userIds })),
    proxies: (userId: string) => unwrap(http.get<ApiResult<'GET /api/system/user/queryUserRelation'>>('/system/user/queryUserRelation', { userId })),
    addProxy: (input: ProxyInput) => unwrap(http.post<ApiResult<'POST /api/system/userProxy/add'>>('/system/userProxy/add', input)),
    editProxy: (id: string, input: ProxyInput) => unwrap(http.put<ApiResult<'PUT /api/system/userProxy/edit'>>('/system/userProxy/edit', { id, ...input })),
    removeProxy: (id: string) => unwrap(http.delete<ApiResult<'DELETE /api/system/userProxy/delete'>>('/system/userProxy/delete', { id })),
  };
}

export type OrgConsoleApi = ReturnType<typeof createOrgConsoleApi>;
