import { configUsageSchema, noResultSchema, sqlConfigPageSchema, sqlConfigSchema, sqlConfigTestSchema } from '@wharf/schemas';
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
import { configUsage } from './configUsage';
import { bindParameters, prepareForTenant } from './executeSqlConfig';
import { bindPreparedSql } from './bindPreparedSql';
import { runReadOnlySql, defaultReadOnlyLimits } from './runReadOnlySql';
import { checkSqlConfig, deleteSqlConfig, listSqlConfigs, readSqlConfigByCode, saveSqlConfig, type SqlConfigListQuery } from './sqlConfigStore';

const anyObject = { type: 'object', required: [] } as unknown as JSONSchemaType<Record<string, unknown>>;
const idQuery: JSONSchemaType<{ id: string }> = { type: 'object', properties: { id: uuid }, required: ['id'] };
const codeQuery: JSONSchemaType<{ sqlCode: string }> = { type: 'object', properties: { sqlCode: { type: 'string', minLength: 1, maxLength: 100 } }, required: ['sqlCode'] };
const listQuery: JSONSchemaType<SqlConfigListQuery> = {
  type: 'object',
  properties: {
    sqlName: { type: 'string', maxLength: 100, nullable: true }, sqlCode: { type: 'string', maxLength: 100, nullable: true },
    pageNo: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 }, pageSize: { type: 'integer', enum: [...pageSizes], default: 20 },
  },
  required: ['pageNo', 'pageSize'],
};
interface TestBody {
  sqlQuery: string;
  parameters?: unknown[];
  params?: Record<string, unknown>;
}
const testBody = {
  type: 'object',
  properties: { sqlQuery: { type: 'string', minLength: 1, maxLength: 100_000 }, parameters: { type: 'array', maxItems: 100 }, params: { type: 'object', maxProperties: 100 } },
  required: ['sqlQuery'],
  additionalProperties: false,
} as unknown as JSONSchemaType<TestBody>;

/** Rows a test run shows; the run itself still goes through the full row cap. */
const testRowsShown = 100;

/** SQL configs (spec §3 sql config; contract "Views and data sources API"): designing SQL is its own permission. */
export function sqlConfigRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'sql configs';
  const base = '/api/eform/sqlConfig';
  router.use(['add', 'edit', 'list', 'delete', 'test', 'queryById', 'usage'].map((p) => `${base}/${p}`), requirePermission(ctx, 'eformSqlConfig:design'));

  apiRoute(router, { method: 'get', path: `${base}/list`, summary: 'SQL configs, a page at a time', tag, query: listQuery, response: sqlConfigPageSchema }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => listSqlConfigs(trx, query))));
  });
  apiRoute(router, { method: 'get', path: `${base}/queryById`, summary: 'One SQL config', tag, query: idQuery, response: sqlConfigSchema }, async (req, res, { query }) => {
    const found = await inCallerTenant(ctx, req, async (trx) => (await listSqlConfigsById(trx, query.id)));
    res.json(envelope(found));
  });
  apiRoute(router, { method: 'post', path: `${base}/add`, summary: 'Add a SQL config (sql config record schema)', tag, body: anyObject, response: sqlConfigSchema }, async (req, res, { body }) => {
    const { tenantId, userId } = caller(req);
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => saveSqlConfig(trx, tenantId, userId, body, requestLanguage(req))), okMessage(req)));
  });
  apiRoute(router, { method: 'put', path: `${base}/edit`, summary: 'Replace a SQL config (body carries its id)', tag, body: anyObject, response: sqlConfigSchema }, async (req, res, { body }) => {
    const { tenantId, userId } = caller(req);
    const { id, createBy: _cb, createTime: _ct, updateBy: _ub, updateTime: _ut, ...record } = body;
    if (typeof id !== 'string' || !new RegExp(uuid.pattern).test(id)) throw notFound();
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => saveSqlConfig(trx, tenantId, userId, record, requestLanguage(req), id)), okMessage(req)));
  });
  apiRoute(router, { method: 'delete', path: `${base}/delete`, summary: 'Delete a SQL config', tag, query: idQuery, response: noResultSchema }, async (req, res, { query }) => {
    await inCallerTenant(ctx, req, (trx) => deleteSqlConfig(trx, query.id, requestLanguage(req)));
    res.json(envelope(null, okMessage(req)));
  });
  apiRoute(router, { method: 'get', path: `${base}/usage`, summary: 'Definitions (forms, views, datasets, warnings) that use a SQL config', tag, query: codeQuery, response: configUsageSchema }, async (req, res, { query }) => {
    res.json(envelope({ records: await inCallerTenant(ctx, req, (trx) => configUsage(trx, 'sqlConfig', query.sqlCode)) }));
  });
  apiRoute(router, { method: 'post', path: `${base}/test`, summary: 'Run SQL (saved or not) with parameters, read-only, and show the first rows', tag, body: testBody, response: sqlConfigTestSchema }, async (req, res, { body }) => {
    const lang = requestLanguage(req);
    const { tenantId } = caller(req);
    const record = await checkSqlConfig({ sqlCode: 'test', sqlName: 'test', sqlQuery: body.sqlQuery, ...(body.parameters ? { parameters: body.parameters } : {}) }, lang);
    const run = await prepareForTenant(ctx, tenantId, record.sqlQuery, lang);
    const values = bindParameters(run.prepared, record.parameters, body.params ?? {}, lang);
    const started = performance.now();
    const result = await runReadOnlySql(ctx.db, tenantId, bindPreparedSql(run.prepared, { tables: run.tables, values }), defaultReadOnlyLimits);
    res.json(envelope({
      columns: result.columns,
      records: result.rows.slice(0, testRowsShown),
      rowCount: result.rows.length,
      isTruncated: result.isTruncated || result.rows.length > testRowsShown,
      parameterNames: run.prepared.parameterNames,
      elapsedMs: Math.round(performance.now() - started),
    }));
  });
  return router;
}

async function listSqlConfigsById(trx: Parameters<typeof readSqlConfigByCode>[0], id: string) {
  const row = await trx('eform_sql_config').where({ id }).first('sql_code');
  if (!row) throw notFound();
  return readSqlConfigByCode(trx, row.sql_code as string);
}
