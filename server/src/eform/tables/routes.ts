import { tableListSchema, tablePlanSchema } from '@wharf/schemas';
import { Router, type Request } from 'express';
import type { JSONSchemaType } from 'ajv';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { envelope } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { requestLanguage } from '../../http/language';
import { groupFilter } from '../../definitions/groupFilter';
import { listTables, planTable, syncTable } from './tableOperations';

const syncSchema: JSONSchemaType<{ confirmLosses?: string[] }> = {
  type: 'object',
  properties: { confirmLosses: { type: 'array', maxItems: 1000, items: { type: 'string', minLength: 1, maxLength: 200 }, nullable: true } },
  additionalProperties: false,
};

const listQuery: JSONSchemaType<{ groupId?: string }> = { type: 'object', properties: { groupId: groupFilter } };

/** The `{code}` path parameter: a definition code, or not found. */
function tableCode(req: Request): string {
  const code = String(req.params.code);
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(code)) throw notFound();
  return code;
}

/**
 * Business tables (contract "Tables"): the list with sync states and the plan behind the table
 * page's edit button, the sync behind its sync button. Each operation checks its permission itself
 * (`eformTable:edit`, `eformTable:sync`).
 */
export function tableRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'tables';
  const base = '/api/eform/tables';
  apiRoute(router, { method: 'get', path: base, summary: 'Table definitions with their sync state (groupId: an app group, or none)', tag, query: listQuery, response: tableListSchema }, async (req, res, { query }) => {
    res.json(envelope(await listTables(ctx, caller(req), query.groupId)));
  });
  apiRoute(router, { method: 'post', path: `${base}/:code/plan`, summary: 'The statements a sync would run, and whether any is destructive', tag, response: tablePlanSchema }, async (req, res) => {
    res.json(envelope(await planTable(ctx, caller(req), tableCode(req), requestLanguage(req))));
  });
  apiRoute(router, { method: 'post', path: `${base}/:code/sync`, summary: 'Apply the sync (destructive steps only when each loss is confirmed)', tag, body: syncSchema, response: tablePlanSchema }, async (req, res, { body }) => {
    const result = await syncTable(ctx, caller(req), tableCode(req), body.confirmLosses ?? [], requestLanguage(req));
    res.json(envelope(result, result.message));
  });
  return router;
}
