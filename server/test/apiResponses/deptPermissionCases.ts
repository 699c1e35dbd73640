/**
 * Cases of `apiResponses.int.test.ts` for department permissions, department roles and group-role
 * permissions: how each is called, and what they work on (made by `prepareDeptPermissions`: a
 * department with a member, its roles, a top-level menu and a role).
 */

export type Prepared = Record<string, string>;
export type Call = { method: string; path: string; body?: unknown };
type Ok = <T>(method: string, path: string, body?: unknown) => Promise<T>;

const perm = '/api/system/permission';
const deptPerm = '/api/system/sysDepartPermission';
const deptRole = '/api/system/sysDepartRole';

/** How each operation is called; `v` holds what `prepareDeptPermissions` made. */
export const deptPermissionCases: Record<string, (v: Prepared) => Call> = {
  [`GET ${perm}/queryDepartPermission`]: (v) => ({ method: 'GET', path: `${perm}/queryDepartPermission?departId=${v.deptId}` }),
  [`POST ${perm}/saveDepartPermission`]: (v) => ({ method: 'POST', path: `${perm}/saveDepartPermission`, body: { departId: v.deptId, permissionIds: [v.groupId] } }),
  [`GET ${deptPerm}/queryTreeListForDeptRole`]: (v) => ({ method: 'GET', path: `${deptPerm}/queryTreeListForDeptRole?departId=${v.deptId}` }),
  [`GET ${deptPerm}/queryDeptRolePermission`]: (v) => ({ method: 'GET', path: `${deptPerm}/queryDeptRolePermission?roleId=${v.deptRoleId}` }),
  [`POST ${deptPerm}/saveDeptRolePermission`]: (v) => ({ method: 'POST', path: `${deptPerm}/saveDeptRolePermission`, body: { roleId: v.deptRoleId, permissionIds: [v.groupId] } }),
  [`GET ${deptRole}/list`]: (v) => ({ method: 'GET', path: `${deptRole}/list?departId=${v.deptId}&pageNo=1&pageSize=10` }),
  [`POST ${deptRole}/add`]: (v) => ({ method: 'POST', path: `${deptRole}/add`, body: { departId: v.deptId, roleName: 'Added', roleCode: 'ar_dept_added', description: 'Made by the answer check' } }),
  [`PUT ${deptRole}/edit`]: (v) => ({ method: 'PUT', path: `${deptRole}/edit`, body: { id: v.deptRoleId, roleName: 'Edited', roleCode: 'ar_dept_role' } }),
  [`DELETE ${deptRole}/delete`]: (v) => ({ method: 'DELETE', path: `${deptRole}/delete?id=${v.deletedDeptRoleId}` }),
  [`DELETE ${deptRole}/deleteBatch`]: (v) => ({ method: 'DELETE', path: `${deptRole}/deleteBatch?ids=${v.batchDeletedDeptRoleId}` }),
  [`GET ${deptRole}/queryRoleUsers`]: (v) => ({ method: 'GET', path: `${deptRole}/queryRoleUsers?roleId=${v.deptRoleId}` }),
  [`POST ${deptRole}/saveRoleUsers`]: (v) => ({ method: 'POST', path: `${deptRole}/saveRoleUsers`, body: { roleId: v.deptRoleId, userIds: [v.deptUserId] } }),
  [`GET ${deptRole}/departUsers`]: (v) => ({ method: 'GET', path: `${deptRole}/departUsers?departId=${v.deptId}` }),
  [`GET ${perm}/queryGroupRolePermission`]: (v) => ({ method: 'GET', path: `${perm}/queryGroupRolePermission?roleId=${v.groupRoleId}&groupId=${v.groupId}` }),
  [`POST ${perm}/saveGroupRolePermission`]: (v) => ({ method: 'POST', path: `${perm}/saveGroupRolePermission`, body: { roleId: v.groupRoleId, groupId: v.groupId, permissionIds: [v.groupId] } }),
  [`GET ${perm}/loadAllRoleIds`]: () => ({ method: 'GET', path: `${perm}/loadAllRoleIds` }),
};

/** Makes a department with one member, three department roles, and a role; finds a top-level menu. */
export async function prepareDeptPermissions(ok: Ok): Promise<Prepared> {
  const deptId = (await ok<{ id: string }>('POST', '/api/system/sysOrg/add', { orgName: 'Permissions dept', orgCode: 'ar_perm_dept', orgType: 'department' })).id;
  const deptUserId = (await ok<{ id: string }>('POST', '/api/system/user/add', { username: 'ar_dept_member', realname: 'Member', password: 'Contract-2026!x', orgId: deptId })).id;
  const role = async (code: string) => (await ok<{ id: string }>('POST', `${deptRole}/add`, { departId: deptId, roleName: code, roleCode: code })).id;
  const groupId = (await ok<Array<{ id: string }>>('GET', `${perm}/getSystemMenuList`))[0]!.id;
  return {
    deptId, deptUserId, groupId,
    deptRoleId: await role('ar_dept_role'), deletedDeptRoleId: await role('ar_dept_deleted'), batchDeletedDeptRoleId: await role('ar_dept_batch'),
    groupRoleId: (await ok<{ id: string }>('POST', '/api/system/role/add', { roleName: 'Group role', roleCode: 'ar_group_role', roleType: 'back' })).id,
  };
}
