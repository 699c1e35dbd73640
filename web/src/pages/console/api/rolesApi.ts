import type { ApiResult } from '@wharf/schemas';
import type { ConditionOperator } from '@wharf/engine';
import type { HttpClient } from '../../../http/httpClient';
import { unwrap } from '../../../api/eformResult';
import type { FreeCheck, PageQuery } from './types';

/** A role as the console lists it (`GET /api/system/role/list` records). */
export type RoleRecord = ApiResult<'GET /api/system/role/list'>['records'][number];

export type RoleInput = Pick<RoleRecord, 'roleName' | 'roleCode' | 'roleType'> & { roleOrder?: number | null; description?: string | null };

type PermissionTreeAnswer = ApiResult<'GET /api/system/permission/queryTreeList'>;

/** A node of the permission tree the role editor checks (`queryTreeList`); the schema types one level, the tree nests the same node. */
export type PermissionTreeNode = Omit<PermissionTreeAnswer['treeList'][number], 'children'> & { children?: PermissionTreeNode[] };

/** A data rule (the documented answer), its operator narrowed to the engine's (the server accepts only those). */
export type DataRuleRecord = Omit<ApiResult<'POST /api/system/permission/addPermissionRule'>, 'ruleOperator'> & { ruleOperator: ConditionOperator };

export type DataRuleInput = Omit<DataRuleRecord, 'id'>;

/** Role, role-permission and data-rule calls of spec §7 (System: role, permission). */
export function createRolesApi(http: HttpClient) {
  return {
    list: (query: PageQuery & { roleName?: string }) => unwrap(http.get<ApiResult<'GET /api/system/role/list'>>('/system/role/list', { ...query })),
    /** Every role, quietly: the user form offers them only when the caller may read roles. */
    all: () => unwrap(http.request<ApiResult<'GET /api/system/role/queryall'>>('GET', '/system/role/queryall', { isQuiet: true })),
    add: (input: RoleInput) => unwrap(http.post<ApiResult<'POST /api/system/role/add'>>('/system/role/add', input)),
    edit: (id: string, input: RoleInput) => unwrap(http.put<ApiResult<'PUT /api/system/role/edit'>>('/system/role/edit', { id, ...input })),
    copy: (id: string, target: { roleCode: string; roleName: string }) => unwrap(http.put<ApiResult<'PUT /api/system/role/copy'>>('/system/role/copy', { id, ...target })),
    remove: (id: string) => unwrap(http.delete<ApiResult<'DELETE /api/system/role/delete'>>('/system/role/delete', { id })),
    async checkCode(roleCode: string, id?: string): Promise<FreeCheck> {
      const answer = await http.get<ApiResult<'GET /api/system/role/checkRoleCode'>>('/system/role/checkRoleCode', { roleCode, id });
      return { isFree: answer.success, message: answer.message };
    },
    permissionTree: async () => {
      const { treeList, ids } = await unwrap(http.get<PermissionTreeAnswer>('/system/permission/queryTreeList'));
      return { treeList: treeList as PermissionTreeNode[], ids };
    },
    rolePermissionIds: (roleId: string) => unwrap(http.get<ApiResult<'GET /api/system/permission/queryRolePermission'>>('/system/permission/queryRolePermission', { roleId })),
    saveRolePermissions: (roleId: string, permissionIds: readonly string[]) => unwrap(http.post<ApiResult<'POST /api/system/permission/saveRolePermission'>>('/system/permission/saveRolePermission', { roleId, permissionIds })),
    /** A role's grants inside one group (a top-level menu), read and replaced without touching its other groups. */
    groupPermissionIds: (roleId: string, groupId: string) => unwrap(http.get<ApiResult<'GET /api/system/permission/queryGroupRolePermission'>>('/system/permission/queryGroupRolePermission', { roleId, groupId })),
    saveGroupPermissions: (roleId: string, groupId: string, permissionIds: readonly string[]) => unwrap(http.post<ApiResult<'POST /api/system/permission/saveGroupRolePermission'>>('/system/permission/saveGroupRolePermission', { roleId, groupId, permissionIds })),
    roleDataRules: (roleId: string, permissionId: string) => unwrap(http.get<Omit<ApiResult<'GET /api/system/permission/queryPermissionRule'>, 'rules'> & { rules: DataRuleRecord[] }>('/system/permission/queryPermissionRule', { roleId, permissionId })),
    saveRoleDataRules: (roleId: string, permissionId: string, dataRuleIds: readonly string[]) => unwrap(http.post<ApiResult<'POST /api/system/permission/saveRolePermissionRule'>>('/system/permission/saveRolePermissionRule', { roleId, permissionId, dataRuleIds })),
    addDataRule: (rule: DataRuleInput) => unwrap(http.post<DataRuleRecord>('/system/permission/addPermissionRule', rule)),
    editDataRule: (id: string, rule: DataRuleInput) => unwrap(http.put<DataRuleRecord>('/system/permission/editPermissionRule', { id, ...rule })),
    deleteDataRule: (id: string) => unwrap(http.delete<ApiResult<'DELETE /api/system/permission/deletePermissionRule'>>('/system/permission/deletePermissionRule', { id })),
  };
}
