import { categoryListSchema, categorySchema, categoryTreeSchema, noResultSchema } from '@wharf/schemas';
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
import { deleteCategory, loadAllCategories, nest, saveCategory, type CategoryInput } from './categoryOperations';

const code = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' } as const;
const categoryProperties = {
  name: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
  code,
  parentId: { ...uuid, nullable: true },
  sortOrder: { type: 'integer', minimum: -1_000_000, maximum: 1_000_000, nullable: true },
} as const;
const addSchema = { type: 'object', properties: categoryProperties, required: ['name', 'code'], additionalProperties: false } as unknown as JSONSchemaType<CategoryInput>;
const editSchema = { type: 'object', properties: { id: uuid, ...categoryProperties }, required: ['id', 'name', 'code'], additionalProperties: false } as unknown as JSONSchemaType<CategoryInput & { id: string }>;
const idQuery: JSONSchemaType<{ id: string }> = { type: 'object', properties: { id: uuid }, required: ['id'] };
const codeQuery = { type: 'object', properties: { code: { ...code, nullable: true } } } as unknown as JSONSchemaType<{ code?: string }>;

/**
 * Categories (spec §7 `category/loadAllData`): a tenant's tree of named, coded entries that forms
 * pick from. Every user reads them; changing them needs the category page's button.
 */
export function categoryRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'categories';
  const base = '/api/system/category';
  router.use(['add', 'edit', 'delete'].map((p) => `${base}/${p}`), requirePermission(ctx, 'systemCategory:edit'));

  apiRoute(router, { method: 'get', path: `${base}/loadAllData`, summary: 'Categories, flat with pid: all, or those below the category `code`', tag, query: codeQuery, response: categoryListSchema }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => loadAllCategories(trx, query.code))));
  });
  apiRoute(router, { method: 'get', path: `${base}/loadTreeData`, summary: 'Categories as a tree: all, or the one below the category `code`', tag, query: codeQuery, response: categoryTreeSchema }, async (req, res, { query }) => {
    const records = await inCallerTenant(ctx, req, (trx) => loadAllCategories(trx, query.code));
    const rootId = query.code === undefined ? '' : (records[0]?.pid ?? '');
    res.json(envelope(nest(records, rootId)));
  });
  apiRoute(router, { method: 'post', path: `${base}/add`, summary: 'Add a category', tag, body: addSchema, response: categorySchema }, async (req, res, { body }) => {
    const { tenantId, userId } = caller(req);
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => saveCategory(trx, tenantId, userId, body, requestLanguage(req))), okMessage(req)));
  });
  apiRoute(router, { method: 'put', path: `${base}/edit`, summary: 'Rename, recode or move a category', tag, body: editSchema, response: categorySchema }, async (req, res, { body }) => {
    const { tenantId, userId } = caller(req);
    const { id, ...input } = body;
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => saveCategory(trx, tenantId, userId, input, requestLanguage(req), id)), okMessage(req)));
  });
  apiRoute(router, { method: 'delete', path: `${base}/delete`, summary: 'Delete a category without sub-categories', tag, query: idQuery, response: noResultSchema }, async (req, res, { query }) => {
    await inCallerTenant(ctx, req, (trx) => deleteCategory(trx, caller(req).tenantId, query.id));
    res.json(envelope(null, okMessage(req)));
  });
  return router;
}
