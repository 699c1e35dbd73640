import { codeNamesSchema, httpConfigItemsSchema, optionsSchema, sqlConfigItemsSchema } from '@wharf/schemas';
import { Router, type Request } from 'express';
import type { JSONSchemaType } from 'ajv';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { envelope } from '../../http/envelope';
import { ValidationFailed } from '../../http/errors';
import { requestLanguage } from '../../http/language';
import { formatMessage } from '@wharf/engine';
import { executeHttpConfig, itemsToOptions } from '../httpConfig/executeHttpConfig';
import { assertConfigRunnable, runSqlConfigForCaller } from '../sqlConfig/configRunGrants';
import { rowsToOptions } from '../sqlConfig/executeSqlConfig';
import { codeToName } from '../views/codeToName';
import { assertViewReadable } from '../views/viewAccess';

interface CallBody {
  sqlCode?: string;
  httpCode?: string;
  params?: Record<string, unknown>;
}
const code = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$', nullable: true } as const;
const callBody = {
  type: 'object',
  properties: { sqlCode: code, httpCode: code, params: { type: 'object', maxProperties: 100, nullable: true } },
  required: [],
  additionalProperties: false,
} as unknown as JSONSchemaType<CallBody>;
const callQuery = {
  type: 'object',
  properties: { sqlCode: code, httpCode: code, viewCode: code },
  required: [],
} as unknown as JSONSchemaType<{ sqlCode?: string; httpCode?: string; viewCode?: string }>;
interface CodeToNameBody {
  values: Record<string, string[]>;
}
const codeToNameBody = {
  type: 'object',
  properties: { values: { type: 'object', maxProperties: 200, additionalProperties: { type: 'array', maxItems: 1000, items: { type: 'string', maxLength: 200 } } } },
  required: ['values'],
  additionalProperties: false,
} as unknown as JSONSchemaType<CodeToNameBody>;

/** The code a call names, from the body or the query string (spec §7 lists both styles); 400 when absent. */
function requiredCode(req: Request, name: 'sqlCode' | 'httpCode' | 'viewCode', fromBody: string | undefined, fromQuery: string | undefined): string {
  const value = fromBody ?? fromQuery;
  if (!value) {
    const lang = requestLanguage(req);
    throw new ValidationFailed([{ path: `/body/${name}`, code: 'request/required', message: formatMessage('request/required', lang, [name]) }]);
  }
  return value;
}

/**
 * The runtime's data-source calls (spec §7 eform engine/viewEngine). A SQL config runs only for a
 * caller who may (spec §6, `runSqlConfigForCaller`): a designer, or a user holding a view or form
 * that names it; what it can read is then bounded by its box (checked SQL, read-only role under
 * row-level security). HTTP configs are called under the same rule, and bounded by the SSRF guard.
 */
export function viewEngineRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'view engine';
  const base = '/api/eform/engine/viewEngine';

  apiRoute(router, { method: 'post', path: `${base}/getSqlConfigItems`, summary: 'Rows of a SQL config run with the given parameters', tag, body: callBody, query: callQuery, response: sqlConfigItemsSchema }, async (req, res, { body, query }) => {
    const sqlCode = requiredCode(req, 'sqlCode', body.sqlCode, query.sqlCode);
    const result = await runSqlConfigForCaller(ctx, req, sqlCode, body.params ?? {}, requestLanguage(req));
    res.json(envelope({ records: result.rows, columns: result.columns, isTruncated: result.isTruncated }));
  });
  apiRoute(router, { method: 'post', path: `${base}/getSqlConfigOptions`, summary: 'A SQL config as select options { value, label }', tag, body: callBody, query: callQuery, response: optionsSchema }, async (req, res, { body, query }) => {
    const sqlCode = requiredCode(req, 'sqlCode', body.sqlCode, query.sqlCode);
    const lang = requestLanguage(req);
    const result = await runSqlConfigForCaller(ctx, req, sqlCode, body.params ?? {}, lang);
    res.json(envelope(rowsToOptions(result, lang)));
  });
  apiRoute(router, { method: 'post', path: `${base}/getHttpConfigItems`, summary: 'An HTTP config called through the SSRF guard, its answer shaped by returnScript', tag, body: callBody, query: callQuery, response: httpConfigItemsSchema }, async (req, res, { body, query }) => {
    const httpCode = requiredCode(req, 'httpCode', body.httpCode, query.httpCode);
    await assertConfigRunnable(ctx, req, 'httpConfig', httpCode);
    const value = await executeHttpConfig(ctx, caller(req).tenantId, httpCode, body.params ?? {}, requestLanguage(req));
    res.json(envelope(value));
  });
  apiRoute(router, { method: 'post', path: `${base}/getHttpConfigOptions`, summary: 'An HTTP config as select options { value, label }', tag, body: callBody, query: callQuery, response: optionsSchema }, async (req, res, { body, query }) => {
    const httpCode = requiredCode(req, 'httpCode', body.httpCode, query.httpCode);
    await assertConfigRunnable(ctx, req, 'httpConfig', httpCode);
    const value = await executeHttpConfig(ctx, caller(req).tenantId, httpCode, body.params ?? {}, requestLanguage(req));
    res.json(envelope(itemsToOptions(value)));
  });
  apiRoute(router, { method: 'post', path: `${base}/codeToName`, summary: "A view's dictionary codes as their names, per column", tag, body: codeToNameBody, query: callQuery, response: codeNamesSchema }, async (req, res, { body, query }) => {
    const viewCode = requiredCode(req, 'viewCode', undefined, query.viewCode);
    // The names a view shows are the view's to give: the same access rule as its definition and rows.
    await assertViewReadable(ctx, req, viewCode);
    res.json(envelope(await codeToName(ctx, req, viewCode, body.values)));
  });
  return router;
}
