import { idListSchema, noResultSchema, deptRoleTreeSchema, deptRolePageSchema, deptRoleSchema, deptRolesDeletedSchema, departmentUserListSchema } from '@wharf/schemas';
import { Router } from 'express';
import type { JSONSchemaType } from 'ajv';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { grantsChanged } from '../../platform/access/grantsChanged';
import { apiRoute } from '../../http/apiRoute';
import { envelope, pageSizes } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { inCallerTenant, okMessage } from '../../http/routeHelpers';
import { requirePermission } from '../../platform/access/requirePermission';
import { idList, splitIds, uuid } from '../../http/idSchemas';
import { queryDepartPermission, queryTreeListForDeptRole, saveDepartPermission } from './deptPermissionOperations';
import { addDeptRole, deleteDeptRoles, editDeptRole, listDepartmentUsers, listDeptRoles, queryDeptRolePermission, queryDeptRoleUsers, saveDeptRolePermission, saveDeptRoleUsers, type DeptRoleInput } from './deptRoleOperations';
import { loadAllRoleIds, queryGroupRolePermission, saveGroupRolePermission } from './groupRolePermissions';

const optional = <T extends object>(schema: T) => ({ ...schema, nullable: true }) as T & { nullable: true };
const permissionIds = { type: 'array', items: uuid, maxItems: 5000 } as const;
const roleProperties = {
  roleName: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
  roleCode: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' },
  description: optional({ type: 'string', maxLength: 255 }),
} as const;

const departQuery: JSONSchemaType<{ departId: string }> = { type: 'object', properties: { departId: uuid }, required: ['departId'] };
const roleQuery: JSONSchemaType<{ roleId: string }> = { type: 'object', properties: { roleId: uuid }, required: ['roleId'] };
const idQuery: JSONSchemaType<{ id: string }> = { type: 'object', properties: { id: uuid }, required: ['id'] };
const idsQuery: JSONSchemaType<{ ids: string }> = { type: 'object', properties: { ids: idList }, required: ['ids'] };
const groupQuery: JSONSchemaType<{ roleId: string; groupId: string }> = { type: 'object', properties: { roleId: uuid, groupId: uuid }, required: ['roleId', 'groupId'] };
const saveDepartSchema: JSONSchemaType<{ departId: string; permissionIds: string[] }> = { type: 'object', properties: { departId: uuid, permissionIds }, required: ['departId', 'permissionIds'], additionalProperties: false };
const saveRoleSchema: JSONSchemaType<{ roleId: string; permissionIds: string[] }> = { type: 'object', properties: { roleId: uuid, permissionIds }, required: ['roleId', 'permissionIds'], additionalProperties: false };
const saveGroupSchema: JSONSchemaType<{ roleId: string; groupId: string; permissionIds: string[] }> = { type: 'object', properties: { roleId: uuid, groupId: uuid, permissionIds }, required: ['roleId', 'groupId', 'permissionIds'], additionalProperties: false };
const saveUsersSchema: JSONSchemaType<{ roleId: string; userIds: string[] }> = { type: 'object', properties: { roleId: uuid, userIds: { type: 'array', items: uuid, maxItems: 5000 } }, required: ['roleId', 'userIds'], additionalProperties: false };
const addRoleSchema = { type: 'object', properties: { departId: uuid, ...roleProperties }, required: ['departId', 'roleName', 'roleCode'], additionalProperties: false } as unknown as JSONSchemaType<DeptRoleInput & { departId: string }>;
const editRoleSchema = { type: 'object', properties: { id: uuid, ...roleProperties }, required: ['id', 'roleName', 'roleCode'], additionalProperties: false } as unknown as JSONSchemaType<DeptRoleInput & { id: string }>;
const listRolesQuery = {
  type: 'object',
  properties: { departId: uuid, roleName: optional({ type: 'string', maxLength: 100 }), pageNo: { type: 'integer', minimum: 1, default: 1 }, pageSize: { type: 'integer', enum: [...pageSizes], default: 20 } },
  required: ['departId', 'pageNo', 'pageSize'],
} as unknown as JSONSchemaType<{ departId: string; roleName?: string; pageNo: number; pageSize: number }>;

/**
 * Department permissions, department roles and group-role permissions (spec §7 System:
 * queryDepartPermission/saveDepartPermission, sysDepartPermission, group roles, loadAllRoleIds).
 * Department grants are read with the organisation page's view button and changed with its
 * `orgDept:permission` button; group roles follow the role page's buttons.
 */
export function deptPermissionRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'department permissions';
  const perm = '/api/system/permission';
  const deptPerm = '/api/system/sysDepartPermission';
  const deptRole = '/api/system/sysDepartRole';
  router.use([`${perm}/queryDepartPermission`, `${deptPerm}/queryTreeListForDeptRole`, `${deptPerm}/queryDeptRolePermission`, `${deptRole}/list`, `${deptRole}/queryRoleUsers`, `${deptRole}/departUsers`], requirePermission(ctx, 'orgDept:view'));
  const departWrites = [`${perm}/saveDepartPermission`, `${deptPerm}/saveDeptRolePermission`, `${deptRole}/add`, `${deptRole}/edit`, `${deptRole}/delete`, `${deptRole}/deleteBatch`, `${deptRole}/saveRoleUsers`];
  router.use(departWrites, requirePermission(ctx, 'orgDept:permission'));
  router.use([`${perm}/queryGroupRolePermission`, `${perm}/loadAllRoleIds`], requirePermission(ctx, 'systemRole:view'));
  router.use(`${perm}/saveGroupRolePermission`, requirePermission(ctx, 'systemRole:edit'));
  // Which views a user may read follows their menus: this process sees a change at once.
  router.use([...departWrites, `${perm}/saveGroupRolePermission`], (_req, res, next) => {
    res.on('finish', grantsChanged);
    next();
  });

  apiRoute(router, { method: 'get', path: `${perm}/queryDepartPermission`, summary: 'Permission ids a department holds', tag, query: departQuery, response: idListSchema }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => queryDepartPermission(trx, query.departId))));
  });
  apiRoute(router, { method: 'post', path: `${perm}/saveDepartPermission`, summary: 'Replace what a department holds (its users hold it too)', tag, body: saveDepartSchema, response: noResultSchema }, async (req, res, { body }) => {
    await inCallerTenant(ctx, req, (trx) => saveDepartPermission(trx, caller(req).tenantId, body.departId, body.permissionIds, requestLanguage(req)));
    res.json(envelope(null, okMessage(req)));
  });
  apiRoute(router, { method: 'get', path: `${deptPerm}/queryTreeListForDeptRole`, summary: 'The permission tree a department role chooses from: what the department holds', tag, query: departQuery, response: deptRoleTreeSchema }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => queryTreeListForDeptRole(trx, query.departId, requestLanguage(req)))));
  });
  apiRoute(router, { method: 'get', path: `${deptPerm}/queryDeptRolePermission`, summary: 'Permission ids a department role grants', tag, query: roleQuery, response: idListSchema }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => queryDeptRolePermission(trx, query.roleId))));
  });
  apiRoute(router, { method: 'post', path: `${deptPerm}/saveDeptRolePermission`, summary: 'Replace what a department role grants (within its department\'s permissions)', tag, body: saveRoleSchema, response: noResultSchema }, async (req, res, { body }) => {
    await inCallerTenant(ctx, req, (trx) => saveDeptRolePermission(trx, caller(req).tenantId, body.roleId, body.permissionIds, requestLanguage(req)));
    res.json(envelope(null, okMessage(req)));
  });

  apiRoute(router, { method: 'get', path: `${deptRole}/list`, summary: 'The roles of a department, a page at a time', tag, query: listRolesQuery, response: deptRolePageSchema }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => listDeptRoles(trx, query))));
  });
  apiRoute(router, { method: 'post', path: `${deptRole}/add`, summary: 'Add a role to a department', tag, body: addRoleSchema, response: deptRoleSchema }, async (req, res, { body }) => {
    const { tenantId, userId } = caller(req);
    const { departId, ...input } = body;
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => addDeptRole(trx, tenantId, userId, departId, input, requestLanguage(req))), okMessage(req)));
  });
  apiRoute(router, { method: 'put', path: `${deptRole}/edit`, summary: 'Edit a department role', tag, body: editRoleSchema, response: deptRoleSchema }, async (req, res, { body }) => {
    const { id, ...input } = body;
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => editDeptRole(trx, caller(req).userId, id, input, requestLanguage(req))), okMessage(req)));
  });
  apiRoute(router, { method: 'delete', path: `${deptRole}/delete`, summary: 'Delete a department role', tag, query: idQuery, response: noResultSchema }, async (req, res, { query }) => {
    await inCallerTenant(ctx, req, (trx) => deleteDeptRoles(trx, [query.id]));
    res.json(envelope(null, okMessage(req)));
  });
  apiRoute(router, { method: 'delete', path: `${deptRole}/deleteBatch`, summary: 'Delete department roles (ids comma-joined)', tag, query: idsQuery, response: deptRolesDeletedSchema }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => deleteDeptRoles(trx, splitIds(query.ids))), okMessage(req)));
  });
  apiRoute(router, { method: 'get', path: `${deptRole}/queryRoleUsers`, summary: 'User ids holding a department role', tag, query: roleQuery, response: idListSchema }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => queryDeptRoleUsers(trx, query.roleId))));
  });
  apiRoute(router, { method: 'post', path: `${deptRole}/saveRoleUsers`, summary: 'Replace who holds a department role (users of the department)', tag, body: saveUsersSchema, response: noResultSchema }, async (req, res, { body }) => {
    await inCallerTenant(ctx, req, (trx) => saveDeptRoleUsers(trx, caller(req).tenantId, body.roleId, body.userIds, requestLanguage(req)));
    res.json(envelope(null, okMessage(req)));
  });
  apiRoute(router, { method: 'get', path: `${deptRole}/departUsers`, summary: 'The users of a department', tag, query: departQuery, response: departmentUserListSchema }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => listDepartmentUsers(trx, query.departId))));
  });

  apiRoute(router, { method: 'get', path: `${perm}/queryGroupRolePermission`, summary: 'Permission ids a role grants within one group (top-level menu)', tag: 'roles', query: groupQuery, response: idListSchema }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => queryGroupRolePermission(trx, query.roleId, query.groupId, requestLanguage(req)))));
  });
  apiRoute(router, { method: 'post', path: `${perm}/saveGroupRolePermission`, summary: 'Replace a role\'s grants within one group, keeping the rest', tag: 'roles', body: saveGroupSchema, response: noResultSchema }, async (req, res, { body }) => {
    await inCallerTenant(ctx, req, (trx) => saveGroupRolePermission(trx, caller(req).tenantId, body.roleId, body.groupId, body.permissionIds, requestLanguage(req)));
    res.json(envelope(null, okMessage(req)));
  });
  apiRoute(router, { method: 'get', path: `${perm}/loadAllRoleIds`, summary: 'Every role id of the tenant', tag: 'roles', response: idListSchema }, async (req, res) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => loadAllRoleIds(trx))));
  });
  return router;
}
