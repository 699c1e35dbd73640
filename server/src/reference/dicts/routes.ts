import { Router, type Request } from 'express';
import { allDictItemsSchema, dictItemMapSchema, dictItemsSchema, dictPageSchema, dictSummarySchema, dictWithItemsSchema, noResultSchema } from '@wharf/schemas';
import type { JSONSchemaType } from 'ajv';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { inCallerTenant, okMessage } from '../../http/routeHelpers';
import { envelope, pageSizes } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { requestLanguage } from '../../http/language';
import { requirePermission } from '../../platform/access/requirePermission';
import { uuid } from '../../http/idSchemas';
import { dictItemRoutes } from './dictItemRoutes';
import { allDictOptions, deleteDictionary, dictOptions, listDictionaries, readDictionary, saveDictionary } from './dictOperations';

// The dictionary itself is checked by the engine against the `dictionary` record schema (the
// contract app packages and imports share); the route only requires an object.
const anyObject = { type: 'object', required: [] } as unknown as JSONSchemaType<Record<string, unknown>>;
const idQuery: JSONSchemaType<{ id: string }> = { type: 'object', properties: { id: uuid }, required: ['id'] };
const copySchema: JSONSchemaType<{ id: string; dictCode: string; dictName: string }> = {
  type: 'object', properties: { id: uuid, dictCode: { type: 'string', minLength: 1, maxLength: 100 }, dictName: { type: 'string', minLength: 1, maxLength: 100 } }, required: ['id', 'dictCode', 'dictName'], additionalProperties: false,
};
const listQuery: JSONSchemaType<{ dictName?: string; dictCode?: string; pageNo: number; pageSize: number }> = {
  type: 'object',
  properties: { dictName: { type: 'string', maxLength: 100, nullable: true }, dictCode: { type: 'string', maxLength: 100, nullable: true }, pageNo: { type: 'integer', minimum: 1, default: 1 }, pageSize: { type: 'integer', enum: [...pageSizes], default: 20 } },
  required: ['pageNo', 'pageSize'],
};
const codePattern = /^[A-Za-z0-9_-]{1,100}$/;

/** The `{code}` of a dictionary path; anything that cannot be a code is simply not found. */
function dictCode(req: Request): string {
  const code = String(req.params.code);
  if (!codePattern.test(code)) throw notFound();
  return code;
}

/** Dictionaries (spec §7 System dict calls, eform dict/init): reading is for everyone, editing for the dictionary page's buttons. */
export function dictRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'dictionaries';
  const base = '/api/system/dict';
  router.use(['list', 'queryById'].map((p) => `${base}/${p}`), requirePermission(ctx, 'systemDict:view'));
  router.use(['add', 'edit', 'copy', 'delete'].map((p) => `${base}/${p}`), requirePermission(ctx, 'systemDict:edit'));

  apiRoute(router, { method: 'get', path: `${base}/list`, summary: 'Dictionaries, a page at a time', tag, query: listQuery, response: dictPageSchema }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => listDictionaries(trx, query))));
  });
  apiRoute(router, { method: 'get', path: `${base}/queryById`, summary: 'A dictionary with its items', tag, query: idQuery, response: dictWithItemsSchema }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => readDictionary(trx, query.id))));
  });
  apiRoute(router, { method: 'post', path: `${base}/add`, summary: 'Add a dictionary with its items (dictionary record schema)', tag, body: anyObject, response: dictSummarySchema }, async (req, res, { body }) => {
    const { tenantId, userId } = caller(req);
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => saveDictionary(trx, tenantId, userId, body, requestLanguage(req))), okMessage(req)));
  });
  apiRoute(router, { method: 'put', path: `${base}/edit`, summary: 'Replace a dictionary and its items', tag, body: anyObject, response: dictSummarySchema }, async (req, res, { body }) => {
    const { tenantId, userId } = caller(req);
    const { id, ...record } = body;
    if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) throw notFound();
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => saveDictionary(trx, tenantId, userId, record, requestLanguage(req), id)), okMessage(req)));
  });
  apiRoute(router, { method: 'post', path: `${base}/copy`, summary: 'Copy a dictionary under a new code', tag, body: copySchema, response: dictSummarySchema }, async (req, res, { body }) => {
    const { tenantId, userId } = caller(req);
    res.json(envelope(await inCallerTenant(ctx, req, async (trx) => {
      const { id: _id, ...source } = await readDictionary(trx, body.id);
      return saveDictionary(trx, tenantId, userId, { ...source, dictCode: body.dictCode, dictName: body.dictName }, requestLanguage(req));
    }), okMessage(req)));
  });
  apiRoute(router, { method: 'delete', path: `${base}/delete`, summary: 'Delete a dictionary', tag, query: idQuery, response: noResultSchema }, async (req, res, { query }) => {
    await inCallerTenant(ctx, req, (trx) => deleteDictionary(trx, query.id, requestLanguage(req)));
    res.json(envelope(null, okMessage(req)));
  });
  apiRoute(router, { method: 'get', path: `${base}/getDictItems/:code`, summary: 'The enabled items of a dictionary', tag, response: dictItemsSchema }, async (req, res) => {
    const code = dictCode(req);
    res.json(envelope((await inCallerTenant(ctx, req, (trx) => dictOptions(trx, [code], requestLanguage(req))))[code]));
  });
  apiRoute(router, { method: 'get', path: `${base}/getDictItemMap/:code`, summary: 'A dictionary as value → text', tag, response: dictItemMapSchema }, async (req, res) => {
    const code = dictCode(req);
    const options = (await inCallerTenant(ctx, req, (trx) => dictOptions(trx, [code], requestLanguage(req))))[code]!;
    res.json(envelope(Object.fromEntries(options.map((option) => [option.value, option.text]))));
  });
  apiRoute(router, { method: 'get', path: '/api/eform/dict/init', summary: 'Every dictionary with its items, for the client cache', tag, response: allDictItemsSchema }, async (req, res) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => allDictOptions(trx, requestLanguage(req)))));
  });
  router.use(dictItemRoutes(ctx));
  return router;
}
