import { dataRuleListSchema, roleDataRulesSchema, dataRuleSchema, noResultSchema } from '@wharf/schemas';
import { Router } from 'express';
import type { JSONSchemaType } from 'ajv';
import { conditionOperators, uuidPattern } from '@wharf/engine';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { envelope } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { inCallerTenant, okMessage } from '../../http/routeHelpers';
import { requirePermission } from '../../platform/access/requirePermission';
import { grantsChanged } from '../../platform/access/grantsChanged';
import { addDataRule, deleteDataRule, editDataRule, listDataRules, queryRoleDataRules, saveRoleDataRules, type DataRuleInput } from './dataRuleOperations';

const uuid = { type: 'string', pattern: uuidPattern } as const;
const ruleProperties = {
  permissionId: uuid,
  ruleName: { type: 'string', minLength: 1, maxLength: 100 },
  // A field code of the page's records (spec §5 field codes); resolved against the view when applied.
  ruleColumn: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_]*$' },
  ruleOperator: { type: 'string', enum: [...conditionOperators] },
  ruleValue: { type: 'string', maxLength: 500 },
  status: { type: 'string', enum: ['0', '1'], default: '1' },
} as const;
const required = ['permissionId', 'ruleName', 'ruleColumn', 'ruleOperator', 'ruleValue'];
const addSchema = { type: 'object', properties: ruleProperties, required, additionalProperties: false } as unknown as JSONSchemaType<DataRuleInput>;
const editSchema = { type: 'object', properties: { id: uuid, ...ruleProperties }, required: ['id', ...required], additionalProperties: false } as unknown as JSONSchemaType<DataRuleInput & { id: string }>;
const permissionQuery: JSONSchemaType<{ permissionId: string }> = { type: 'object', properties: { permissionId: uuid }, required: ['permissionId'] };
const roleRuleQuery: JSONSchemaType<{ permissionId: string; roleId: string }> = { type: 'object', properties: { permissionId: uuid, roleId: uuid }, required: ['permissionId', 'roleId'] };
const idQuery: JSONSchemaType<{ id: string }> = { type: 'object', properties: { id: uuid }, required: ['id'] };
const saveRoleRulesSchema: JSONSchemaType<{ roleId: string; permissionId: string; dataRuleIds: string[] }> = {
  type: 'object',
  properties: { roleId: uuid, permissionId: uuid, dataRuleIds: { type: 'array', items: uuid, maxItems: 200 } },
  required: ['roleId', 'permissionId', 'dataRuleIds'],
  additionalProperties: false,
};

/**
 * Data rules (spec §6, §7 getPermRuleListByPermId, queryPermissionRule): the tenant's row filters
 * per menu and which of them each role applies, behind the role page's buttons.
 */
export function dataRuleRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'roles';
  const base = '/api/system/permission';
  router.use([`${base}/getPermRuleListByPermId`, `${base}/queryPermissionRule`], requirePermission(ctx, 'systemRole:view'));
  const writes = [`${base}/addPermissionRule`, `${base}/editPermissionRule`, `${base}/deletePermissionRule`, `${base}/saveRolePermissionRule`];
  router.use(writes, requirePermission(ctx, 'systemRole:edit'));
  // Lists and form data (by id, imports) in this process see a changed rule at once (other processes within their 5 s).
  router.use(writes, (_req, res, next) => {
    res.on('finish', grantsChanged);
    next();
  });

  apiRoute(router, { method: 'get', path: `${base}/getPermRuleListByPermId`, summary: 'The data rules of one menu', tag, query: permissionQuery, response: dataRuleListSchema }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => listDataRules(trx, query.permissionId))));
  });
  apiRoute(router, { method: 'get', path: `${base}/queryPermissionRule`, summary: 'A menu\'s data rules and which of them a role applies', tag, query: roleRuleQuery, response: roleDataRulesSchema }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => queryRoleDataRules(trx, query.roleId, query.permissionId))));
  });
  apiRoute(router, { method: 'post', path: `${base}/addPermissionRule`, summary: 'Add a data rule to a menu', tag, body: addSchema, response: dataRuleSchema }, async (req, res, { body }) => {
    const { tenantId, userId } = caller(req);
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => addDataRule(trx, tenantId, userId, body, requestLanguage(req))), okMessage(req)));
  });
  apiRoute(router, { method: 'put', path: `${base}/editPermissionRule`, summary: 'Edit a data rule', tag, body: editSchema, response: dataRuleSchema }, async (req, res, { body }) => {
    const { id, ...rule } = body;
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => editDataRule(trx, caller(req).userId, id, rule, requestLanguage(req))), okMessage(req)));
  });
  apiRoute(router, { method: 'delete', path: `${base}/deletePermissionRule`, summary: 'Delete a data rule', tag, query: idQuery, response: noResultSchema }, async (req, res, { query }) => {
    await inCallerTenant(ctx, req, (trx) => deleteDataRule(trx, query.id));
    res.json(envelope(null, okMessage(req)));
  });
  apiRoute(router, { method: 'post', path: `${base}/saveRolePermissionRule`, summary: 'Choose which of a menu\'s data rules a role applies', tag, body: saveRoleRulesSchema, response: noResultSchema }, async (req, res, { body }) => {
    const { tenantId } = caller(req);
    await inCallerTenant(ctx, req, (trx) => saveRoleDataRules(trx, tenantId, body.roleId, body.permissionId, body.dataRuleIds, requestLanguage(req)));
    res.json(envelope(null, okMessage(req)));
  });
  return router;
}
