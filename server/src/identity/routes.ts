import { visitorTokenSchema, freeLoginTokenSchema, noResultSchema, savedCountSchema, loginLogPageSchema, visitLogPageSchema, messageLogPageSchema } from '@wharf/schemas';
import { Router } from 'express';
import { formatMessage } from '@wharf/engine';
import { caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { apiRoute } from '../http/apiRoute';
import { envelope } from '../http/envelope';
import { notFound, ValidationFailed } from '../http/errors';
import { requestLanguage } from '../http/language';
import { identityPermissions, requireCallerPermission } from './consoleAccess';
import { revokeEntryToken } from './entryTokens';
import { issueFreeLoginToken } from './freeLoginTokens';
import { logDeletionRoutes } from './logDeletion';
import { listLoginLog, listMessageLog, listVisitLog } from './logQueries';
import { operationBatchIssues, writeOperationLog } from './operationLog';
import { issueFreeLoginTokenSchema, issueVisitorTokenSchema, logListSchema, messageLogListSchema, operationLogSchema, revokeEntryTokenSchema } from './schemas';
import { issueVisitorToken } from './visitorLogin';
import { visitLogFor } from './visitLog';

const tag = 'identity';
/** customData travels with every visitor login; kept small. */
export const maxCustomDataChars = 4096;

/** Identity routes behind `authenticate`: issuing entry tokens (console) and the logs. */
export function identityRoutes(ctx: AppContext): Router {
  const router = Router();

  apiRoute(router, { method: 'post', path: '/api/system/visitorToken', summary: 'Issue a visitor link for one form or view page (button entryToken:issue)', tag, body: issueVisitorTokenSchema, response: visitorTokenSchema }, async (req, res, { body }) => {
    const who = caller(req);
    const lang = requestLanguage(req);
    const customText = JSON.stringify(body.customData ?? {});
    if (customText.length > maxCustomDataChars || customText.includes('\\u0000')) {
      throw new ValidationFailed([{ path: '/body/customData', code: 'request/max-length', message: formatMessage('request/max-length', lang, [maxCustomDataChars]) }]);
    }
    await requireCallerPermission(ctx, who, identityPermissions.issueEntryTokens);
    const issued = await issueVisitorToken(ctx, who, { ...body, expiresInSeconds: body.expiresInSeconds ?? 7 * 24 * 60 * 60 });
    res.json(envelope(issued, formatMessage('system/ok', lang)));
  });

  apiRoute(router, { method: 'post', path: '/api/system/freeLoginToken', summary: 'Issue a single-use token for a password-free entry (button entryToken:issue)', tag, body: issueFreeLoginTokenSchema, response: freeLoginTokenSchema }, async (req, res, { body }) => {
    const issued = await issueFreeLoginToken(ctx, caller(req), { ...body, expiresInSeconds: body.expiresInSeconds ?? 10 * 60 });
    res.json(envelope(issued, formatMessage('system/ok', requestLanguage(req))));
  });

  apiRoute(router, { method: 'post', path: '/api/system/entryToken/revoke', summary: 'Revoke an issued visitor or password-free token (button entryToken:issue)', tag, body: revokeEntryTokenSchema, response: noResultSchema }, async (req, res, { body }) => {
    const who = caller(req);
    await requireCallerPermission(ctx, who, identityPermissions.issueEntryTokens);
    if (!(await revokeEntryToken(ctx, who.tenantId, body.tokenId))) throw notFound();
    res.json(envelope(null, formatMessage('system/ok', requestLanguage(req))));
  });

  apiRoute(router, { method: 'post', path: '/api/system/log/operationlog', summary: 'Record a batch of tracked usage events', tag, body: operationLogSchema, response: savedCountSchema }, async (req, res, { body }) => {
    const who = caller(req);
    const issues = operationBatchIssues(body, requestLanguage(req));
    if (issues.length > 0) throw new ValidationFailed(issues);
    const saved = await withTenant(ctx.db, who.tenantId, (trx) => writeOperationLog(trx, who, body));
    res.json(envelope({ saved }, ''));
  });

  apiRoute(router, { method: 'get', path: '/api/system/log/loginfo', summary: 'The tenant\'s login log (button sysLog:list)', tag, query: logListSchema, response: loginLogPageSchema }, async (req, res, { query }) => {
    const who = caller(req);
    await requireCallerPermission(ctx, who, identityPermissions.listLogs);
    res.json(envelope(await withTenant(ctx.db, who.tenantId, (trx) => listLoginLog(trx, query))));
  });

  apiRoute(router, { method: 'get', path: '/api/system/log/visitInfo', summary: 'The tenant\'s visit log (button sysLog:list)', tag, query: logListSchema, response: visitLogPageSchema }, async (req, res, { query }) => {
    const who = caller(req);
    await requireCallerPermission(ctx, who, identityPermissions.listLogs);
    // Visits still buffered in this process are written first, so the list is up to date.
    await visitLogFor(ctx).flush();
    res.json(envelope(await withTenant(ctx.db, who.tenantId, (trx) => listVisitLog(trx, query))));
  });

  apiRoute(router, { method: 'get', path: '/api/system/log/messageLog', summary: 'Messages the tenant sent, e.g. SMS codes of the development provider (button sysLog:list)', tag, query: messageLogListSchema, response: messageLogPageSchema }, async (req, res, { query }) => {
    const who = caller(req);
    await requireCallerPermission(ctx, who, identityPermissions.listLogs);
    res.json(envelope(await withTenant(ctx.db, who.tenantId, (trx) => listMessageLog(trx, query))));
  });
  router.use(logDeletionRoutes(ctx));
  return router;
}
