import { Router } from 'express';
import type { JSONSchemaType } from 'ajv';
import { caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { apiRoute } from '../http/apiRoute';
import { envelope } from '../http/envelope';
import { accessDenied, notFound } from '../http/errors';
import { okMessage } from '../http/routeHelpers';
import { grantBasis } from '../system/grantedPermissions';

/** The log a delete call names; each maps to its own table, fixed here (never from the request). */
const logTables = { login: 'sys_login_log', visit: 'sys_visit_log', operation: 'sys_operation_log' } as const;
type LogType = keyof typeof logTables;

const uuidPattern = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const logType = { type: 'string', enum: Object.keys(logTables) } as const;
const deleteQuery = { type: 'object', properties: { id: { type: 'string', pattern: uuidPattern }, logType }, required: ['id', 'logType'] } as unknown as JSONSchemaType<{ id: string; logType: LogType }>;
// Comma-joined ids, as list pages send them (spec §7); at most 500, a page's worth.
const batchQuery = {
  type: 'object',
  properties: { ids: { type: 'string', minLength: 36, maxLength: 500 * 37, pattern: `^${uuidPattern.slice(1, -1)}(,${uuidPattern.slice(1, -1)})*$` }, logType },
  required: ['ids', 'logType'],
} as unknown as JSONSchemaType<{ ids: string; logType: LogType }>;

/**
 * Log delete and deleteBatch (spec §7). Logs are evidence, so only the tenant administrator (or
 * the platform operator working in the tenant) may remove entries; everyone else gets 403.
 */
export function logDeletionRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'logs';

  async function deleteLogs(req: Parameters<typeof caller>[0], type: LogType, ids: string[]): Promise<number> {
    const who = caller(req);
    const basis = await withTenant(ctx.db, who.homeTenantId, (trx) => grantBasis(trx, who.userId));
    if (basis === 'roles') throw accessDenied();
    return withTenant(ctx.db, who.tenantId, async (trx) => {
      const deleted = await trx(logTables[type]).whereIn('id', ids).delete();
      // All or nothing: an id the caller cannot see (another tenant's, or gone) makes the batch a 404 and rolls it back.
      if (deleted !== ids.length) throw notFound();
      return deleted;
    });
  }

  apiRoute(router, { method: 'delete', path: '/api/system/log/delete', summary: 'Delete one log entry (tenant administrator)', tag, query: deleteQuery }, async (req, res, { query }) => {
    await deleteLogs(req, query.logType, [query.id]);
    res.json(envelope(null, okMessage(req)));
  });
  apiRoute(router, { method: 'delete', path: '/api/system/log/deleteBatch', summary: 'Delete several log entries (tenant administrator)', tag, query: batchQuery }, async (req, res, { query }) => {
    const deleted = await deleteLogs(req, query.logType, [...new Set(query.ids.split(','))]);
    res.json(envelope({ deleted }, okMessage(req)));
  });
  return router;
}
