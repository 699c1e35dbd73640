import { noResultSchema, logsDeletedSchema } from '@wharf/schemas';
import { Router } from 'express';
import type { JSONSchemaType } from 'ajv';
import { uuidPattern, uuidPatternText } from '@wharf/engine';
import { caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { apiRoute } from '../http/apiRoute';
import { envelope } from '../http/envelope';
import { notFound } from '../http/errors';
import { okMessage } from '../http/routeHelpers';
import { identityPermissions, requireCallerPermission } from './consoleAccess';

/** The log a delete call names; each maps to its own table, fixed here (never from the request). */
const logTables = { login: 'sys_login_log', visit: 'sys_visit_log', operation: 'sys_operation_log' } as const;
type LogType = keyof typeof logTables;

const logType = { type: 'string', enum: Object.keys(logTables) } as const;
const deleteQuery = { type: 'object', properties: { id: { type: 'string', pattern: uuidPattern }, logType }, required: ['id', 'logType'] } as unknown as JSONSchemaType<{ id: string; logType: LogType }>;
// Comma-joined ids, as list pages send them (spec §7); at most 500, a page's worth.
const batchQuery = {
  type: 'object',
  properties: { ids: { type: 'string', minLength: 36, maxLength: 500 * 37, pattern: `^${uuidPatternText}(,${uuidPatternText})*$` }, logType },
  required: ['ids', 'logType'],
} as unknown as JSONSchemaType<{ ids: string; logType: LogType }>;

/**
 * Log delete and deleteBatch (spec §7). Logs are evidence, so only holders of the `sysLog:delete`
 * button (the tenant administrator by default, or a role it is granted to) may remove entries;
 * everyone else gets 403.
 */
export function logDeletionRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'logs';

  async function deleteLogs(req: Parameters<typeof caller>[0], type: LogType, ids: string[]): Promise<number> {
    const who = caller(req);
    await requireCallerPermission(ctx, who, identityPermissions.deleteLogs);
    return withTenant(ctx.db, who.tenantId, async (trx) => {
      const deleted = await trx(logTables[type]).whereIn('id', ids).delete();
      // All or nothing: an id the caller cannot see (another tenant's, or gone) makes the batch a 404 and rolls it back.
      if (deleted !== ids.length) throw notFound();
      return deleted;
    });
  }

  apiRoute(router, { method: 'delete', path: '/api/system/log/delete', summary: 'Delete one log entry (button sysLog:delete)', tag, query: deleteQuery, response: noResultSchema }, async (req, res, { query }) => {
    await deleteLogs(req, query.logType, [query.id]);
    res.json(envelope(null, okMessage(req)));
  });
  apiRoute(router, { method: 'delete', path: '/api/system/log/deleteBatch', summary: 'Delete several log entries (button sysLog:delete)', tag, query: batchQuery, response: logsDeletedSchema }, async (req, res, { query }) => {
    const deleted = await deleteLogs(req, query.logType, [...new Set(query.ids.split(','))]);
    res.json(envelope({ deleted }, okMessage(req)));
  });
  return router;
}
