import { idListSchema, isFreeSchema, noResultSchema, roleListSchema, rolePageSchema, roleRecordSchema } from '@wharf/schemas';
import { Router } from 'express';
import type { JSONSchemaType } from 'ajv';
import { formatMessage, uuidPattern, uuidPatternText } from '@wharf/engine';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { inCallerTenant, okMessage } from '../../http/routeHelpers';
import { envelope, pageSizes } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { grantsChanged } from '../../platform/access/grantsChanged';
import { requirePermission } from '../../platform/access/requirePermission';
import { addRole, allRoles, copyRole, deleteRole, editRole, isRoleCodeFree, listRoles } from './roleOperations';
import type { RoleInput } from './roleRecord';
import { queryRolePermission, queryUserRole, saveRolePermission } from './rolePermissions';

const uuid = { type: 'string', pattern: uuidPattern } as const;
// Role codes: required, unique in the tenant, letters, digits, underscore and hyphen only (spec §5).
const roleCode = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' } as const;
const roleName = { type: 'string', minLength: 1, maxLength: 100 } as const;

const roleProperties = {
  roleName,
  roleCode,
  roleType: { type: 'string', enum: ['back', 'front', 'agent'] },
  roleOrder: { type: 'integer', minimum: 0, maximum: 1_000_000, nullable: true },
  description: { type: 'string', maxLength: 255, nullable: true },
} as const;

const addSchema: JSONSchemaType<RoleInput> = { type: 'object', properties: roleProperties, required: ['roleName', 'roleCode', 'roleType'], additionalProperties: false };
const editSchema: JSONSchemaType<RoleInput & { id: string }> = { type: 'object', properties: { id: uuid, ...roleProperties }, required: ['id', 'roleName', 'roleCode', 'roleType'], additionalProperties: false };
const copySchema: JSONSchemaType<{ id: string; roleCode: string; roleName: string }> = { type: 'object', properties: { id: uuid, roleCode, roleName }, required: ['id', 'roleCode', 'roleName'], additionalProperties: false };
const idQuery: JSONSchemaType<{ id: string }> = { type: 'object', properties: { id: uuid }, required: ['id'] };
const roleIdQuery: JSONSchemaType<{ roleId: string }> = { type: 'object', properties: { roleId: uuid }, required: ['roleId'] };
const userIdQuery: JSONSchemaType<{ userid: string }> = { type: 'object', properties: { userid: uuid }, required: ['userid'] };
const checkQuery: JSONSchemaType<{ roleCode: string; id?: string }> = { type: 'object', properties: { roleCode: { type: 'string', minLength: 1, maxLength: 100 }, id: { ...uuid, nullable: true } }, required: ['roleCode'] };
const listQuery: JSONSchemaType<{ roleName?: string; pageNo: number; pageSize: number }> = {
  type: 'object',
  properties: { roleName: { type: 'string', maxLength: 100, nullable: true }, pageNo: { type: 'integer', minimum: 1, default: 1 }, pageSize: { type: 'integer', enum: [...pageSizes], default: 20 } },
  required: ['pageNo', 'pageSize'],
};
const savePermissionSchema: JSONSchemaType<{ roleId: string; permissionIds: string[] }> = {
  type: 'object',
  properties: { roleId: uuid, permissionIds: { type: 'array', items: uuid, maxItems: 5000 } },
  required: ['roleId', 'permissionIds'],
  additionalProperties: false,
};
/**
 * The older save call's body: the ids comma-joined in one text. Older clients also send what the
 * tree showed before (`lastpermissionIds`) to save a difference; the save replaces the whole set,
 * so that list changes nothing and is only checked for shape.
 */
const commaIds = { type: 'string', maxLength: 5000 * 37, pattern: `^(${uuidPatternText}(,${uuidPatternText})*)?$` } as const;
const saveOldSchema: JSONSchemaType<{ roleId: string; permissionIds: string; lastpermissionIds?: string }> = {
  type: 'object',
  properties: { roleId: uuid, permissionIds: commaIds, lastpermissionIds: { ...commaIds, nullable: true } },
  required: ['roleId', 'permissionIds'],
  additionalProperties: false,
};

/** Role administration (spec §7 System: role and permission calls), guarded by the role page's buttons. */
export function roleRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'roles';
  const view = requirePermission(ctx, 'systemRole:view');
  const edit = requirePermission(ctx, 'systemRole:edit');

  router.use(['/api/system/role/list', '/api/system/role/queryall', '/api/system/role/checkRoleCode', '/api/system/permission/queryRolePermission', '/api/system/user/queryUserRole'], view);
  router.use(['/api/system/role/add', '/api/system/role/edit', '/api/system/role/copy', '/api/system/role/delete', '/api/system/permission/saveRolePermission', '/api/system/permission/saveRolePermissionOld'], edit);

  apiRoute(router, { method: 'get', path: '/api/system/role/list', summary: 'Roles, a page at a time', tag, query: listQuery, response: rolePageSchema }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => listRoles(trx, query))));
  });
  apiRoute(router, { method: 'get', path: '/api/system/role/queryall', summary: 'Every role of the tenant', tag, response: roleListSchema }, async (req, res) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => allRoles(trx))));
  });
  apiRoute(router, { method: 'get', path: '/api/system/role/checkRoleCode', summary: 'Whether a role code is free', tag, query: checkQuery, response: isFreeSchema }, async (req, res, { query }) => {
    const isFree = await inCallerTenant(ctx, req, (trx) => isRoleCodeFree(trx, query.roleCode, query.id));
    const lang = requestLanguage(req);
    res.json({ ...envelope(isFree, isFree ? okMessage(req) : formatMessage('role/code-exists', lang, [query.roleCode])), success: isFree });
  });
  apiRoute(router, { method: 'post', path: '/api/system/role/add', summary: 'Add a role', tag, body: addSchema, response: roleRecordSchema }, async (req, res, { body }) => {
    const { tenantId, userId } = caller(req);
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => addRole(trx, tenantId, userId, body, requestLanguage(req))), okMessage(req)));
  });
  apiRoute(router, { method: 'put', path: '/api/system/role/edit', summary: 'Edit a role', tag, body: editSchema, response: roleRecordSchema }, async (req, res, { body }) => {
    const { id, ...input } = body;
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => editRole(trx, caller(req).userId, id, input, requestLanguage(req))), okMessage(req)));
  });
  apiRoute(router, { method: 'put', path: '/api/system/role/copy', summary: 'Copy a role with its permissions', tag, body: copySchema, response: roleRecordSchema }, async (req, res, { body }) => {
    const { tenantId, userId } = caller(req);
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => copyRole(trx, tenantId, userId, body.id, body, requestLanguage(req))), okMessage(req)));
  });
  apiRoute(router, { method: 'delete', path: '/api/system/role/delete', summary: 'Delete a role', tag, query: idQuery, response: noResultSchema }, async (req, res, { query }) => {
    await inCallerTenant(ctx, req, (trx) => deleteRole(trx, query.id));
    grantsChanged();
    res.json(envelope(null, okMessage(req)));
  });
  apiRoute(router, { method: 'get', path: '/api/system/permission/queryRolePermission', summary: 'Permission ids a role grants', tag, query: roleIdQuery, response: idListSchema }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => queryRolePermission(trx, query.roleId))));
  });
  apiRoute(router, { method: 'post', path: '/api/system/permission/saveRolePermission', summary: 'Replace what a role grants', tag, body: savePermissionSchema, response: noResultSchema }, async (req, res, { body }) => {
    await inCallerTenant(ctx, req, (trx) => saveRolePermission(trx, caller(req).tenantId, body.roleId, body.permissionIds, requestLanguage(req)));
    grantsChanged();
    res.json(envelope(null, okMessage(req)));
  });
  apiRoute(router, { method: 'post', path: '/api/system/permission/saveRolePermissionOld', summary: 'Replace what a role grants (the older body: permissionIds comma-joined)', tag, body: saveOldSchema, response: noResultSchema }, async (req, res, { body }) => {
    const permissionIds = body.permissionIds === '' ? [] : body.permissionIds.split(',');
    await inCallerTenant(ctx, req, (trx) => saveRolePermission(trx, caller(req).tenantId, body.roleId, permissionIds, requestLanguage(req)));
    grantsChanged();
    res.json(envelope(null, okMessage(req)));
  });
  apiRoute(router, { method: 'get', path: '/api/system/user/queryUserRole', summary: 'Role ids a user holds', tag, query: userIdQuery, response: idListSchema }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => queryUserRole(trx, query.userid))));
  });
  return router;
}
