import type { ConditionOperator } from '@wharf/engine';
import type { HttpClient } from '../../../http/httpClient';
import { unwrap } from '../../../api/eformResult';
import type { FreeCheck, PageOf, PageQuery } from './types';

export interface RoleRecord {
  id: string;
  roleName: string;
  roleCode: string;
  roleType: 'back' | 'front' | 'agent';
  roleOrder: number;
  description: string | null;
}

export type RoleInput = Omit<RoleRecord, 'id' | 'roleOrder' | 'description'> & { roleOrder?: number | null; description?: string | null };

/** A node of the permission tree the role editor checks (server `queryTreeList`). */
export interface PermissionTreeNode {
  key: string;
  title: string;
  /** 0 top-level menu, 1 sub-menu, 2 button. */
  menuType: string;
  perms: string | null;
  children?: PermissionTreeNode[];
}

export interface DataRuleRecord {
  id: string;
  permissionId: string;
  ruleName: string;
  ruleColumn: string;
  ruleOperator: ConditionOperator;
  ruleValue: string;
  /** 1 in force, 0 off. */
  status: '0' | '1';
}

export type DataRuleInput = Omit<DataRuleRecord, 'id'>;

/** Role, role-permission and data-rule calls of spec §7 (System: role, permission). */
export function createRolesApi(http: HttpClient) {
  return {
    list: (query: PageQuery & { roleName?: string }) => unwrap(http.get<PageOf<RoleRecord>>('/system/role/list', { ...query })),
    /** Every role, quietly: the user form offers them only when the caller may read roles. */
    all: () => unwrap(http.request<RoleRecord[]>('GET', '/system/role/queryall', { isQuiet: true })),
    add: (input: RoleInput) => unwrap(http.post<RoleRecord>('/system/role/add', input)),
    edit: (id: string, input: RoleInput) => unwrap(http.put<RoleRecord>('/system/role/edit', { id, ...input })),
    copy: (id: string, target: { roleCode: string; roleName: string }) => unwrap(http.put<RoleRecord>('/system/role/copy', { id, ...target })),
    remove: (id: string) => unwrap(http.delete<null>('/system/role/delete', { id })),
    async checkCode(roleCode: string, id?: string): Promise<FreeCheck> {
      const answer = await http.get<boolean>('/system/role/checkRoleCode', { roleCode, id });
      return { isFree: answer.success, message: answer.message };
    },
    permissionTree: () => unwrap(http.get<{ treeList: PermissionTreeNode[]; ids: string[] }>('/system/permission/queryTreeList')),
    rolePermissionIds: (roleId: string) => unwrap(http.get<string[]>('/system/permission/queryRolePermission', { roleId })),
    saveRolePermissions: (roleId: string, permissionIds: readonly string[]) => unwrap(http.post<null>('/system/permission/saveRolePermission', { roleId, permissionIds })),
    /** A role's grants inside one group (a top-level menu), read and replaced without touching its other groups. */
    groupPermissionIds: (roleId: string, groupId: string) => unwrap(http.get<string[]>('/system/permission/queryGroupRolePermission', { roleId, groupId })),
    saveGroupPermissions: (roleId: string, groupId: string, permissionIds: readonly string[]) => unwrap(http.post<null>('/system/permission/saveGroupRolePermission', { roleId, groupId, permissionIds })),
    roleDataRules: (roleId: string, permissionId: string) => unwrap(http.get<{ rules: DataRuleRecord[]; grantedRuleIds: string[] }>('/system/permission/queryPermissionRule', { roleId, permissionId })),
    saveRoleDataRules: (roleId: string, permissionId: string, dataRuleIds: readonly string[]) => unwrap(http.post<null>('/system/permission/saveRolePermissionRule', { roleId, permissionId, dataRuleIds })),
    addDataRule: (rule: DataRuleInput) => unwrap(http.post<DataRuleRecord>('/system/permission/addPermissionRule', rule)),
    editDataRule: (id: string, rule: DataRuleInput) => unwrap(http.put<DataRuleRecord>('/system/permission/editPermissionRule', { id, ...rule })),
    deleteDataRule: (id: string) => unwrap(http.delete<null>('/system/permission/deletePermissionRule', { id })),
  };
}
