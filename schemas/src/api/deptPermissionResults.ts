import { arraySchema, pageSchema, type ApiSchema } from './envelope';
import { dateTime, nullableText, record, text, uuid } from './fields';
import { idListSchema, permissionTreeSchema } from './menuResults';
import { noResultSchema } from './consoleWriteResults';

/**
 * Department permissions, department roles and group-role permissions (spec §7 System:
 * queryDepartPermission, sysDepartPermission, sysDepartRole, group roles, loadAllRoleIds), as the
 * server answers today.
 */

/** A role defined inside a department. */
export const deptRoleSchema: ApiSchema = record({ id: uuid, departId: uuid, roleName: text, roleCode: text, description: nullableText, createTime: dateTime });
/** `GET /api/system/sysDepartRole/list`. */
export const deptRolePageSchema: ApiSchema = pageSchema(deptRoleSchema);
/** `GET …/queryTreeListForDeptRole`: the tenant's grantable tree (as `queryTreeList`) and what the department already holds. */
export const deptRoleTreeSchema: ApiSchema = {
  ...permissionTreeSchema,
  properties: { ...(permissionTreeSchema.properties as object), departPermissionIds: { type: 'array', items: uuid } },
  required: [...(permissionTreeSchema.required as string[]), 'departPermissionIds'],
};
/** `GET /api/system/sysDepartRole/departUsers`: the users of a department (bare array). */
export const departmentUserListSchema: ApiSchema = arraySchema(record({ id: uuid, username: text, realname: nullableText }));
/** `DELETE /api/system/sysDepartRole/deleteBatch`: how many roles were deleted. */
export const deptRolesDeletedSchema: ApiSchema = { type: 'integer', minimum: 1, description: 'How many department roles it deleted' };

/** The result schema of each operation of this family (spread into `documentedResults`). */
export const deptPermissionResults: Readonly<Record<string, ApiSchema>> = {
  'GET /api/system/permission/queryDepartPermission': idListSchema,
  'POST /api/system/permission/saveDepartPermission': noResultSchema,
  'GET /api/system/sysDepartPermission/queryTreeListForDeptRole': deptRoleTreeSchema,
  'GET /api/system/sysDepartPermission/queryDeptRolePermission': idListSchema,
  'POST /api/system/sysDepartPermission/saveDeptRolePermission': noResultSchema,
  'GET /api/system/sysDepartRole/list': deptRolePageSchema,
  'POST /api/system/sysDepartRole/add': deptRoleSchema,
  'PUT /api/system/sysDepartRole/edit': deptRoleSchema,
  'DELETE /api/system/sysDepartRole/delete': noResultSchema,
  'DELETE /api/system/sysDepartRole/deleteBatch': deptRolesDeletedSchema,
  'GET /api/system/sysDepartRole/queryRoleUsers': idListSchema,
  'POST /api/system/sysDepartRole/saveRoleUsers': noResultSchema,
  'GET /api/system/sysDepartRole/departUsers': departmentUserListSchema,
  'GET /api/system/permission/queryGroupRolePermission': idListSchema,
  'POST /api/system/permission/saveGroupRolePermission': noResultSchema,
  'GET /api/system/permission/loadAllRoleIds': idListSchema,
};
