import { deletedCountSchema, jumpParamPageSchema, jumpParamSchema, jumpUrlSchema, noResultSchema } from '@wharf/schemas';
import { Router } from 'express';
import type { JSONSchemaType } from 'ajv';
import { formatMessage } from '@wharf/engine';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { apiRoute } from '../../http/apiRoute';
import { envelope, pageSizes } from '../../http/envelope';
import { notFound, ValidationFailed } from '../../http/errors';
import { requestLanguage } from '../../http/language';
import { inCallerTenant, okMessage } from '../../http/routeHelpers';
import { requirePermission } from '../../platform/access/requirePermission';
import { idList, uuid } from '../../http/idSchemas';
import { deleteJumpParams, isWebUrl, jumpUrlFor, listJumpParams, saveJumpParam, type JumpParamInput } from './jumpParamOperations';

const systemCode = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' } as const;
const properties = {
  systemCode,
  systemName: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
  jumpUrl: { type: 'string', minLength: 1, maxLength: 2000 },
} as const;
const addSchema = { type: 'object', properties, required: ['systemCode', 'systemName', 'jumpUrl'], additionalProperties: false } as unknown as JSONSchemaType<JumpParamInput>;
const editSchema = { type: 'object', properties: { id: uuid, ...properties }, required: ['id', 'systemCode', 'systemName', 'jumpUrl'], additionalProperties: false } as unknown as JSONSchemaType<JumpParamInput & { id: string }>;
const idQuery: JSONSchemaType<{ id: string }> = { type: 'object', properties: { id: uuid }, required: ['id'] };
const idsQuery = { type: 'object', properties: { ids: idList }, required: ['ids'] } as unknown as JSONSchemaType<{ ids: string }>;
const listQuery = {
  type: 'object',
  properties: { pageNo: { type: 'integer', minimum: 1, default: 1 }, pageSize: { type: 'integer', enum: [...pageSizes], default: 20 }, systemCode: { type: 'string', maxLength: 64, nullable: true } },
  required: ['pageNo', 'pageSize'],
} as unknown as JSONSchemaType<{ pageNo: number; pageSize: number; systemCode?: string }>;
const jumpQuery = {
  type: 'object',
  properties: { baseUrl: { type: 'string', minLength: 1, maxLength: 2000 }, systemCode: { ...systemCode, nullable: true } },
  required: ['baseUrl'],
} as unknown as JSONSchemaType<{ baseUrl: string; systemCode?: string }>;

/**
 * Jump parameters (spec §2 redirect views, §7 `config/common/jumpParams/getJumpParams`): per tenant,
 * the address of a linked system with the user's placeholders. Any user asks for their jump url;
 * keeping the addresses needs the jump-parameter page's button.
 */
export function jumpParamRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'jump parameters';
  const base = '/api/system/jumpParam';
  router.use(['list', 'add', 'edit', 'delete', 'deleteBatch'].map((p) => `${base}/${p}`), requirePermission(ctx, 'systemJumpParam:edit'));

  apiRoute(router, { method: 'get', path: `${base}/list`, summary: 'Jump parameters, a page at a time', tag, query: listQuery, response: jumpParamPageSchema }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => listJumpParams(trx, query))));
  });
  apiRoute(router, { method: 'post', path: `${base}/add`, summary: 'Add a linked system\'s jump url', tag, body: addSchema, response: jumpParamSchema }, async (req, res, { body }) => {
    const { tenantId, userId } = caller(req);
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => saveJumpParam(trx, tenantId, userId, body, requestLanguage(req))), okMessage(req)));
  });
  apiRoute(router, { method: 'put', path: `${base}/edit`, summary: 'Edit a linked system\'s jump url', tag, body: editSchema, response: jumpParamSchema }, async (req, res, { body }) => {
    const { tenantId, userId } = caller(req);
    const { id, ...input } = body;
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => saveJumpParam(trx, tenantId, userId, input, requestLanguage(req), id)), okMessage(req)));
  });
  apiRoute(router, { method: 'delete', path: `${base}/delete`, summary: 'Delete a jump url', tag, query: idQuery, response: noResultSchema }, async (req, res, { query }) => {
    if ((await inCallerTenant(ctx, req, (trx) => deleteJumpParams(trx, [query.id]))) === 0) throw notFound();
    res.json(envelope(null, okMessage(req)));
  });
  apiRoute(router, { method: 'delete', path: `${base}/deleteBatch`, summary: 'Delete several jump urls', tag, query: idsQuery, response: deletedCountSchema }, async (req, res, { query }) => {
    const deleted = await inCallerTenant(ctx, req, (trx) => deleteJumpParams(trx, [...new Set(query.ids.split(','))]));
    res.json(envelope({ deleted }, okMessage(req)));
  });
  apiRoute(router, { method: 'get', path: '/api/system/config/common/jumpParams/getJumpParams', summary: 'The jump url of a linked system for the caller, or the base url', tag, query: jumpQuery, response: jumpUrlSchema }, async (req, res, { query }) => {
    if (!isWebUrl(query.baseUrl)) {
      throw new ValidationFailed([{ path: '/query/baseUrl', code: 'jumpParam/bad-url', message: formatMessage('jumpParam/bad-url', requestLanguage(req)) }]);
    }
    const who = caller(req);
    const token = req.get('X-Access-Token') ?? '';
    const jumpUrl = await withTenant(ctx.db, who.homeTenantId, (userTrx) =>
      who.homeTenantId === who.tenantId
        ? jumpUrlFor(userTrx, userTrx, who.userId, token, query.systemCode, query.baseUrl)
        : withTenant(ctx.db, who.tenantId, (trx) => jumpUrlFor(trx, userTrx, who.userId, token, query.systemCode, query.baseUrl)),
    );
    res.json(envelope({ jumpUrl }));
  });
  return router;
}
