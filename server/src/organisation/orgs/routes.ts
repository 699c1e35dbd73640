import { namesByIdSchema, noResultSchema, orgRecordSchema, orgTreeSchema } from '@wharf/schemas';
import { Router } from 'express';
import type { JSONSchemaType } from 'ajv';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { inCallerTenant, okMessage } from '../../http/routeHelpers';
import { envelope } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { requirePermission } from '../../platform/access/requirePermission';
import { idList, splitIds, uuid } from '../../http/idSchemas';
import { addOrg, deleteOrg, editOrg, namesByIds, orgTree } from './orgOperations';
import type { OrgInput } from './orgRecord';

const optional = <T extends object>(schema: T) => ({ ...schema, nullable: true }) as T & { nullable: true };
const orgProperties = {
  orgName: { type: 'string', minLength: 1, maxLength: 100 },
  orgCode: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
  orgType: { type: 'string', enum: ['organization', 'department'] },
  orgOrder: optional({ type: 'integer', minimum: 0, maximum: 1_000_000 }),
  parentId: optional(uuid),
  compCode: optional({ type: 'string', pattern: '^([0-9A-Za-z]{10})?$' }),
  socialCreditCode: optional({ type: 'string', pattern: '^([0-9A-HJ-NPQRTUWXY]{18})?$' }),
  ipWhitelist: optional({ type: 'array', items: { type: 'string', maxLength: 64 }, maxItems: 200 }),
  passwordExpiryDays: optional({ type: 'integer', minimum: 0, maximum: 3650 }),
  passwordAlertDays: optional({ type: 'integer', minimum: 0, maximum: 3650 }),
  lockUserFailures: optional({ type: 'integer', minimum: 1, maximum: 100 }),
  passwordBlacklist: optional({ type: 'array', items: { type: 'string', minLength: 1, maxLength: 200 }, maxItems: 1000 }),
  multipleLogin: optional({ type: 'string', enum: ['default', 'prohibit', 'allow'] }),
} as const;

const addSchema = { type: 'object', properties: orgProperties, required: ['orgName', 'orgCode', 'orgType'], additionalProperties: false } as unknown as JSONSchemaType<OrgInput>;
const editSchema = { type: 'object', properties: { id: uuid, ...orgProperties }, required: ['id', 'orgName', 'orgCode', 'orgType'], additionalProperties: false } as unknown as JSONSchemaType<OrgInput & { id: string }>;
const idQuery: JSONSchemaType<{ id: string }> = { type: 'object', properties: { id: uuid }, required: ['id'] };
const userIdsQuery: JSONSchemaType<{ userIds: string }> = { type: 'object', properties: { userIds: idList }, required: ['userIds'] };
const deptIdsQuery: JSONSchemaType<{ deptIds: string }> = { type: 'object', properties: { deptIds: idList }, required: ['deptIds'] };

/** The organisation tree (spec §3 org, §7 sysOrg calls), guarded by the organisation page's buttons. */
export function orgRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'organisations';
  const base = '/api/system/sysOrg';
  router.use(['queryTreeList', 'queryUserNameByUserIds', 'queryDeptNameByDeptIds'].map((p) => `${base}/${p}`), requirePermission(ctx, 'orgDept:view'));
  router.use(['add', 'edit', 'delete'].map((p) => `${base}/${p}`), requirePermission(ctx, 'orgDept:edit'));

  apiRoute(router, { method: 'get', path: `${base}/queryTreeList`, summary: 'The organisation tree', tag, response: orgTreeSchema }, async (req, res) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => orgTree(trx))));
  });
  apiRoute(router, { method: 'post', path: `${base}/add`, summary: 'Add an organisation or department', tag, body: addSchema, response: orgRecordSchema }, async (req, res, { body }) => {
    const { tenantId, userId } = caller(req);
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => addOrg(trx, tenantId, userId, body, requestLanguage(req))), okMessage(req)));
  });
  apiRoute(router, { method: 'put', path: `${base}/edit`, summary: 'Edit an organisation, its place in the tree and its login policies', tag, body: editSchema, response: orgRecordSchema }, async (req, res, { body }) => {
    const { id, ...input } = body;
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => editOrg(trx, caller(req).userId, id, input, requestLanguage(req))), okMessage(req)));
  });
  apiRoute(router, { method: 'delete', path: `${base}/delete`, summary: 'Delete an organisation without sub-organisations or users', tag, query: idQuery, response: noResultSchema }, async (req, res, { query }) => {
    await inCallerTenant(ctx, req, (trx) => deleteOrg(trx, query.id));
    res.json(envelope(null, okMessage(req)));
  });
  apiRoute(router, { method: 'get', path: `${base}/queryUserNameByUserIds`, summary: 'Real names by user id', tag, query: userIdsQuery, response: namesByIdSchema }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => namesByIds(trx, 'sys_user', splitIds(query.userIds)))));
  });
  apiRoute(router, { method: 'get', path: `${base}/queryDeptNameByDeptIds`, summary: 'Organisation names by id', tag, query: deptIdsQuery, response: namesByIdSchema }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => namesByIds(trx, 'sys_org', splitIds(query.deptIds)))));
  });
  return router;
}
