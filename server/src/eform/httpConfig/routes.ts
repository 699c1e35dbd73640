import { configUsageSchema, httpConfigPageSchema, httpConfigSchema, httpConfigTestSchema, noResultSchema } from '@wharf/schemas';
import type { Language } from '@wharf/engine';
import { Router } from 'express';
import type { JSONSchemaType } from 'ajv';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { envelope, pageSizes } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { requestLanguage } from '../../http/language';
import { inCallerTenant, okMessage } from '../../http/routeHelpers';
import { requirePermission } from '../../platform/access/requirePermission';
import { uuid } from '../../http/idSchemas';
import { configUsage } from '../sqlConfig/configUsage';
import { callHttpConfig, httpPolicyOf } from './executeHttpConfig';
import { checkHttpConfig, deleteHttpConfig, listHttpConfigs, readHttpConfig, saveHttpConfig, type HttpConfigListQuery } from './httpConfigStore';
import { assertSavedTargetAllowed } from './saveTimeTarget';

const anyObject = { type: 'object', required: [] } as unknown as JSONSchemaType<Record<string, unknown>>;
const idQuery: JSONSchemaType<{ id: string }> = { type: 'object', properties: { id: uuid }, required: ['id'] };
const codeQuery: JSONSchemaType<{ httpCode: string }> = { type: 'object', properties: { httpCode: { type: 'string', minLength: 1, maxLength: 100 } }, required: ['httpCode'] };
const listQuery: JSONSchemaType<HttpConfigListQuery> = {
  type: 'object',
  properties: {
    httpName: { type: 'string', maxLength: 100, nullable: true }, httpCode: { type: 'string', maxLength: 100, nullable: true },
    pageNo: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 }, pageSize: { type: 'integer', enum: [...pageSizes], default: 20 },
  },
  required: ['pageNo', 'pageSize'],
};
const auditFields = ['id', 'createBy', 'createTime', 'updateBy', 'updateTime'];
const recordOf = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).filter(([key]) => !auditFields.includes(key) && key !== 'params'));

/** The record checked, then its target (a DNS lookup, outside any transaction): a private one is a 400 at save. */
async function checkedRecord(ctx: AppContext, body: Record<string, unknown>, lang: Language): Promise<Record<string, unknown>> {
  const record = recordOf(body);
  await assertSavedTargetAllowed(checkHttpConfig(record, lang).httpUrl, httpPolicyOf(ctx), lang);
  return record;
}

/** HTTP configs (spec §3 http config; contract "Views and data sources API"), behind their design permission. */
export function httpConfigRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'http configs';
  const base = '/api/eform/httpConfig';
  router.use(['add', 'edit', 'list', 'delete', 'test', 'queryById', 'usage'].map((p) => `${base}/${p}`), requirePermission(ctx, 'eformHttpConfig:design'));

  apiRoute(router, { method: 'get', path: `${base}/list`, summary: 'HTTP configs, a page at a time', tag, query: listQuery, response: httpConfigPageSchema }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => listHttpConfigs(trx, query))));
  });
  apiRoute(router, { method: 'get', path: `${base}/queryById`, summary: 'One HTTP config', tag, query: idQuery, response: httpConfigSchema }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => readHttpConfig(trx, { id: query.id }))));
  });
  apiRoute(router, { method: 'post', path: `${base}/add`, summary: 'Add an HTTP config (http config record schema)', tag, body: anyObject, response: httpConfigSchema }, async (req, res, { body }) => {
    const { tenantId, userId } = caller(req);
    const record = await checkedRecord(ctx, body, requestLanguage(req));
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => saveHttpConfig(trx, tenantId, userId, record, requestLanguage(req))), okMessage(req)));
  });
  apiRoute(router, { method: 'put', path: `${base}/edit`, summary: 'Replace an HTTP config (body carries its id)', tag, body: anyObject, response: httpConfigSchema }, async (req, res, { body }) => {
    const { tenantId, userId } = caller(req);
    const id = body.id;
    if (typeof id !== 'string' || !new RegExp(uuid.pattern).test(id)) throw notFound();
    const record = await checkedRecord(ctx, body, requestLanguage(req));
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => saveHttpConfig(trx, tenantId, userId, record, requestLanguage(req), id)), okMessage(req)));
  });
  apiRoute(router, { method: 'delete', path: `${base}/delete`, summary: 'Delete an HTTP config', tag, query: idQuery, response: noResultSchema }, async (req, res, { query }) => {
    await inCallerTenant(ctx, req, (trx) => deleteHttpConfig(trx, query.id, requestLanguage(req)));
    res.json(envelope(null, okMessage(req)));
  });
  apiRoute(router, { method: 'get', path: `${base}/usage`, summary: 'Definitions that use an HTTP config', tag, query: codeQuery, response: configUsageSchema }, async (req, res, { query }) => {
    res.json(envelope({ records: await inCallerTenant(ctx, req, (trx) => configUsage(trx, 'httpConfig', query.httpCode)) }));
  });
  apiRoute(router, { method: 'post', path: `${base}/test`, summary: 'Call an HTTP config (saved or not) through the SSRF guard; body: the record plus params', tag, body: anyObject, response: httpConfigTestSchema }, async (req, res, { body }) => {
    const lang = requestLanguage(req);
    const record = checkHttpConfig({ httpCode: 'test', httpName: 'test', ...recordOf(body) }, lang);
    const params = body.params && typeof body.params === 'object' && !Array.isArray(body.params) ? (body.params as Record<string, unknown>) : {};
    const started = performance.now();
    const result = await callHttpConfig(ctx, caller(req).tenantId, record, params, lang);
    res.json(envelope({ result, elapsedMs: Math.round(performance.now() - started) }));
  });
  return router;
}
