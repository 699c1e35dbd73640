import { dictItemRecordSchema, dictOfItemSchema, dictTreeSchema } from '@wharf/schemas';
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
import { addDictItem, dictionaryOfItem, dictionaryTree, editDictItem, type DictItemInput } from './dictItemOperations';

// The same limits as the columns and the dictionary record schema.
const itemProperties = {
  dictId: uuid,
  itemText: { type: 'string', minLength: 1, maxLength: 200 },
  itemValue: { type: 'string', minLength: 1, maxLength: 200 },
  title: { type: 'string', maxLength: 200, nullable: true },
  sortOrder: { type: 'number', minimum: -1_000_000_000, maximum: 1_000_000_000, nullable: true },
  status: { type: 'string', enum: ['0', '1'], nullable: true },
  description: { type: 'string', maxLength: 500, nullable: true },
} as const;
const addSchema = { type: 'object', properties: itemProperties, required: ['dictId', 'itemText', 'itemValue'], additionalProperties: false } as unknown as JSONSchemaType<DictItemInput>;
const editSchema = { type: 'object', properties: { id: uuid, ...itemProperties }, required: ['id', 'dictId', 'itemText', 'itemValue'], additionalProperties: false } as unknown as JSONSchemaType<DictItemInput & { id: string }>;
const idQuery: JSONSchemaType<{ id: string }> = { type: 'object', properties: { id: uuid }, required: ['id'] };
const treeQuery: JSONSchemaType<{ dictName?: string }> = { type: 'object', properties: { dictName: { type: 'string', maxLength: 100, nullable: true } }, required: [] };

/**
 * The dictionary calls of spec §7 that work item by item or as a tree: `dict/treeList`,
 * `dict/queryByDictItemId`, `dictItem/add` and `dictItem/edit`, behind the dictionary page's
 * buttons like their siblings (view to read, edit to change).
 */
export function dictItemRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'dictionaries';
  router.use(['/api/system/dict/treeList', '/api/system/dict/queryByDictItemId'], requirePermission(ctx, 'systemDict:view'));
  router.use(['/api/system/dictItem/add', '/api/system/dictItem/edit'], requirePermission(ctx, 'systemDict:edit'));

  apiRoute(router, { method: 'get', path: '/api/system/dict/treeList', summary: 'The tenant\'s dictionaries as tree nodes (key, title), optionally by part of the name', tag, query: treeQuery, response: dictTreeSchema }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => dictionaryTree(trx, query.dictName))));
  });
  apiRoute(router, { method: 'get', path: '/api/system/dict/queryByDictItemId', summary: 'The dictionary an item belongs to, with the item', tag, query: idQuery, response: dictOfItemSchema }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => dictionaryOfItem(trx, query.id))));
  });
  apiRoute(router, { method: 'post', path: '/api/system/dictItem/add', summary: 'Add an item to a dictionary', tag, body: addSchema, response: dictItemRecordSchema }, async (req, res, { body }) => {
    const { tenantId } = caller(req);
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => addDictItem(trx, tenantId, body, requestLanguage(req))), okMessage(req)));
  });
  apiRoute(router, { method: 'put', path: '/api/system/dictItem/edit', summary: 'Change an item of a dictionary', tag, body: editSchema, response: dictItemRecordSchema }, async (req, res, { body }) => {
    const { id, ...input } = body;
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => editDictItem(trx, id, input, requestLanguage(req))), okMessage(req)));
  });
  return router;
}
