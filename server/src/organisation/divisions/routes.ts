import { myDivisionsSchema, sessionDivisionSchema } from '@wharf/schemas';
import { Router } from 'express';
import type { JSONSchemaType } from 'ajv';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { apiRoute } from '../../http/apiRoute';
import { envelope } from '../../http/envelope';
import { okMessage } from '../../http/routeHelpers';
import { codeListKinds } from '../codeLists/codeList';
import { codeListRoutes } from '../codeLists/codeListRoutes';
import { uuid } from '../../http/idSchemas';
import { divisionsEnabled, noDivision, requireDivisionsEnabled, sessionDivision, switchDivision, userDivisions } from './divisionSession';

const switchSchema: JSONSchemaType<{ divisionId: string }> = { type: 'object', properties: { divisionId: uuid }, required: ['divisionId'], additionalProperties: false };

/**
 * Divisions (spec §1, §3): the tenant's list (only when it has enabled divisions), and for every
 * user the divisions they belong to and the switch that puts the current session in one of them.
 */
export function divisionRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'divisions';
  router.use(codeListRoutes(ctx, codeListKinds.division, (trx, req) => requireDivisionsEnabled(trx, caller(req).tenantId)));

  // The user's own divisions live where the user does (their home tenant). Every page load asks
  // (the user menu offers the switch when there are two or more), so a tenant without divisions
  // answers "none" rather than a refusal: the caller may always see their own.
  apiRoute(router, { method: 'get', path: '/api/system/division/mine', summary: 'The divisions the current user belongs to, and the session\'s (none where the tenant has not enabled divisions)', tag, response: myDivisionsSchema }, async (req, res) => {
    const { homeTenantId, sessionId, userId } = caller(req);
    res.json(envelope(await withTenant(ctx.db, homeTenantId, async (trx) => {
      if (!(await divisionsEnabled(trx, homeTenantId))) return { divisions: [], current: noDivision };
      return { divisions: await userDivisions(trx, userId), current: await sessionDivision(trx, sessionId) };
    })));
  });
  apiRoute(router, { method: 'put', path: '/api/system/division/switch', summary: 'Work in another of one\'s divisions for this session', tag, body: switchSchema, response: sessionDivisionSchema }, async (req, res, { body }) => {
    const { homeTenantId, sessionId, userId } = caller(req);
    res.json(envelope(await withTenant(ctx.db, homeTenantId, async (trx) => {
      await requireDivisionsEnabled(trx, homeTenantId);
      return switchDivision(trx, sessionId, userId, body.divisionId);
    }), okMessage(req)));
  });
  return router;
}
