import { proxyListSchema, proxySchema, noResultSchema } from '@wharf/schemas';
import { Router } from 'express';
import type { JSONSchemaType } from 'ajv';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { envelope } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { inCallerTenant, okMessage } from '../../http/routeHelpers';
import { requirePermission } from '../../platform/access/requirePermission';
import { uuid } from '../../http/idSchemas';
import { addProxy, deleteProxy, editProxy, proxyTypes, queryUserRelation, type ProxyInput } from './proxyOperations';

const optionalCode = { type: 'string', maxLength: 64, nullable: true } as const;
const proxyProperties = {
  userId: uuid,
  // Company (customs) codes have 10 letters or digits (spec §5).
  compCode: { type: 'string', pattern: '^[0-9A-Za-z]{10}$' },
  proxyType: { type: 'string', enum: [...proxyTypes] },
  proxyCode: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z_-]+$' },
  forwarderCode: optionalCode,
  brokerCode: optionalCode,
  customsCode: optionalCode,
} as const;
const required = ['userId', 'compCode', 'proxyType', 'proxyCode'];
const addSchema = { type: 'object', properties: proxyProperties, required, additionalProperties: false } as unknown as JSONSchemaType<ProxyInput>;
const editSchema = { type: 'object', properties: { id: uuid, ...proxyProperties }, required: ['id', ...required], additionalProperties: false } as unknown as JSONSchemaType<ProxyInput & { id: string }>;
const userQuery: JSONSchemaType<{ userId: string }> = { type: 'object', properties: { userId: uuid }, required: ['userId'] };
const idQuery: JSONSchemaType<{ id: string }> = { type: 'object', properties: { id: uuid }, required: ['id'] };

/** Proxy entries of proxy users (spec §3, §5, §7 queryUserRelation), behind the user page's buttons. */
export function proxyRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'users';
  router.use('/api/system/user/queryUserRelation', requirePermission(ctx, 'systemUser:view'));
  router.use(['add', 'edit', 'delete'].map((p) => `/api/system/userProxy/${p}`), requirePermission(ctx, 'systemUser:edit'));

  apiRoute(router, { method: 'get', path: '/api/system/user/queryUserRelation', summary: 'A user\'s proxy entries', tag, query: userQuery, response: proxyListSchema }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => queryUserRelation(trx, query.userId))));
  });
  apiRoute(router, { method: 'post', path: '/api/system/userProxy/add', summary: 'Add a proxy entry to a proxy user', tag, body: addSchema, response: proxySchema }, async (req, res, { body }) => {
    const { tenantId, userId } = caller(req);
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => addProxy(trx, tenantId, userId, body, requestLanguage(req))), okMessage(req)));
  });
  apiRoute(router, { method: 'put', path: '/api/system/userProxy/edit', summary: 'Edit a proxy entry', tag, body: editSchema, response: proxySchema }, async (req, res, { body }) => {
    const { tenantId, userId } = caller(req);
    const { id, ...input } = body;
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => editProxy(trx, tenantId, userId, id, input, requestLanguage(req))), okMessage(req)));
  });
  apiRoute(router, { method: 'delete', path: '/api/system/userProxy/delete', summary: 'Delete a proxy entry', tag, query: idQuery, response: noResultSchema }, async (req, res, { query }) => {
    await inCallerTenant(ctx, req, (trx) => deleteProxy(trx, query.id));
    res.json(envelope(null, okMessage(req)));
  });
  return router;
}
