import { userOrgExtrasSchema } from '@wharf/schemas';
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
import { queryUserOrgExtras, saveUserOrgExtras, type UserOrgExtras } from './userOrgExtras';

const ids = { type: 'array', items: uuid, maxItems: 500, nullable: true } as const;
const saveSchema = {
  type: 'object',
  properties: { userId: uuid, positionIds: ids, jobIds: ids, tagIds: ids, divisionIds: ids },
  required: ['userId'],
  additionalProperties: false,
} as unknown as JSONSchemaType<Partial<UserOrgExtras> & { userId: string }>;
const userQuery: JSONSchemaType<{ userId: string }> = { type: 'object', properties: { userId: uuid }, required: ['userId'] };

/**
 * A user's ties to the organisation extras of issue #5 (positions, jobs, tags, divisions). The
 * lists themselves, department permissions and proxy entries are modules of their own.
 */
export function orgExtraRoutes(ctx: AppContext): Router {
  const router = Router();
  const base = '/api/system/user';
  router.use(`${base}/queryUserOrgExtras`, requirePermission(ctx, 'systemUser:view'));
  router.use(`${base}/saveUserOrgExtras`, requirePermission(ctx, 'systemUser:edit'));
  apiRoute(router, { method: 'get', path: `${base}/queryUserOrgExtras`, summary: 'A user\'s positions, jobs, tags and divisions', tag: 'users', query: userQuery, response: userOrgExtrasSchema }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => queryUserOrgExtras(trx, query.userId))));
  });
  apiRoute(router, { method: 'put', path: `${base}/saveUserOrgExtras`, summary: 'Replace a user\'s positions, jobs, tags or divisions (lists left out are kept)', tag: 'users', body: saveSchema, response: userOrgExtrasSchema }, async (req, res, { body }) => {
    const { userId, ...lists } = body;
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => saveUserOrgExtras(trx, caller(req).tenantId, userId, lists, requestLanguage(req))), okMessage(req)));
  });
  return router;
}
