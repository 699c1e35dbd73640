import { changedCountSchema, codeListAllSchema, codeListEntrySchema, codeListPageSchema, isFreeSchema, noResultSchema } from '@wharf/schemas';
import { Router, type Request } from 'express';
import type { JSONSchemaType } from 'ajv';
import { formatMessage } from '@wharf/engine';
import type { Knex } from 'knex';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { envelope, pageSizes } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { inCallerTenant, okMessage } from '../../http/routeHelpers';
import { requirePermission } from '../../platform/access/requirePermission';
import { idList, splitIds, uuid } from '../../http/idSchemas';
import { addEntry, allEntries, deleteEntries, editEntry, entryById, isCodeFree, listEntries, type CodeListInput, type CodeListKind } from './codeList';

const optional = <T extends object>(schema: T) => ({ ...schema, nullable: true }) as T & { nullable: true };
// Codes: letters, digits, underscore and hyphen (spec §5 general codes: no Chinese characters).
const code = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } as const;
const entryProperties = {
  code,
  name: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
  sortOrder: optional({ type: 'integer', minimum: 0, maximum: 1_000_000 }),
  description: optional({ type: 'string', maxLength: 255 }),
  orgId: optional(uuid),
} as const;

const addSchema = { type: 'object', properties: entryProperties, required: ['code', 'name'], additionalProperties: false } as unknown as JSONSchemaType<CodeListInput>;
const editSchema = { type: 'object', properties: { id: uuid, ...entryProperties }, required: ['id', 'code', 'name'], additionalProperties: false } as unknown as JSONSchemaType<CodeListInput & { id: string }>;
const idQuery: JSONSchemaType<{ id: string }> = { type: 'object', properties: { id: uuid }, required: ['id'] };
const idsQuery: JSONSchemaType<{ ids: string }> = { type: 'object', properties: { ids: idList }, required: ['ids'] };
const checkQuery: JSONSchemaType<{ code: string; id?: string }> = { type: 'object', properties: { code: { type: 'string', minLength: 1, maxLength: 64 }, id: optional(uuid) }, required: ['code'] };
const listQuery = {
  type: 'object',
  properties: { keyword: optional({ type: 'string', maxLength: 100 }), pageNo: { type: 'integer', minimum: 1, default: 1 }, pageSize: { type: 'integer', enum: [...pageSizes], default: 20 } },
  required: ['pageNo', 'pageSize'],
} as unknown as JSONSchemaType<{ keyword?: string; pageNo: number; pageSize: number }>;

/**
 * The list, add, edit, delete, batch delete, code check and picker calls of one reference list
 * (`/api/system/{position|job|tag|division}/…`), behind its page's buttons. `gate` runs first in
 * the tenant (divisions answer only when the tenant has enabled them).
 */
export function codeListRoutes(ctx: AppContext, kind: CodeListKind, gate: (trx: Knex.Transaction, req: Request) => Promise<void> = async () => undefined): Router {
  const router = Router();
  const base = `/api/system/${kind.entity}`;
  const tag = `${kind.entity}s`;
  router.use(['list', 'queryById', 'queryall', 'checkCode'].map((p) => `${base}/${p}`), requirePermission(ctx, kind.viewPerms));
  router.use(['add', 'edit', 'delete', 'deleteBatch'].map((p) => `${base}/${p}`), requirePermission(ctx, kind.editPerms));
  const inTenant = <T>(req: Request, work: (trx: Knex.Transaction) => Promise<T>) => inCallerTenant(ctx, req, async (trx) => {
    await gate(trx, req);
    return work(trx);
  });

  apiRoute(router, { method: 'get', path: `${base}/list`, summary: `${kind.entity}: a page, searched by code or name`, tag, query: listQuery, response: codeListPageSchema }, async (req, res, { query }) => {
    res.json(envelope(await inTenant(req, (trx) => listEntries(trx, kind, query))));
  });
  apiRoute(router, { method: 'get', path: `${base}/queryall`, summary: `Every ${kind.entity} of the tenant`, tag, response: codeListAllSchema }, async (req, res) => {
    res.json(envelope(await inTenant(req, (trx) => allEntries(trx, kind))));
  });
  apiRoute(router, { method: 'get', path: `${base}/queryById`, summary: `One ${kind.entity}`, tag, query: idQuery, response: codeListEntrySchema }, async (req, res, { query }) => {
    res.json(envelope(await inTenant(req, (trx) => entryById(trx, kind, query.id))));
  });
  apiRoute(router, { method: 'get', path: `${base}/checkCode`, summary: `Whether a ${kind.entity} code is free`, tag, query: checkQuery, response: isFreeSchema }, async (req, res, { query }) => {
    const isFree = await inTenant(req, (trx) => isCodeFree(trx, kind, query.code, query.id));
    res.json({ ...envelope(isFree, isFree ? okMessage(req) : formatMessage('orgExtras/code-exists', requestLanguage(req), [query.code])), success: isFree });
  });
  apiRoute(router, { method: 'post', path: `${base}/add`, summary: `Add a ${kind.entity}`, tag, body: addSchema, response: codeListEntrySchema }, async (req, res, { body }) => {
    const { tenantId, userId } = caller(req);
    res.json(envelope(await inTenant(req, (trx) => addEntry(trx, kind, tenantId, userId, body, requestLanguage(req))), okMessage(req)));
  });
  apiRoute(router, { method: 'put', path: `${base}/edit`, summary: `Edit a ${kind.entity}`, tag, body: editSchema, response: codeListEntrySchema }, async (req, res, { body }) => {
    const { id, ...input } = body;
    res.json(envelope(await inTenant(req, (trx) => editEntry(trx, kind, caller(req).userId, id, input, requestLanguage(req))), okMessage(req)));
  });
  apiRoute(router, { method: 'delete', path: `${base}/delete`, summary: `Delete a ${kind.entity}`, tag, query: idQuery, response: noResultSchema }, async (req, res, { query }) => {
    await inTenant(req, (trx) => deleteEntries(trx, kind, [query.id]));
    res.json(envelope(null, okMessage(req)));
  });
  apiRoute(router, { method: 'delete', path: `${base}/deleteBatch`, summary: `Delete ${kind.entity}s (ids comma-joined)`, tag, query: idsQuery, response: changedCountSchema }, async (req, res, { query }) => {
    res.json(envelope(await inTenant(req, (trx) => deleteEntries(trx, kind, splitIds(query.ids))), okMessage(req)));
  });
  return router;
}
