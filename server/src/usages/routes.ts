import { Router } from 'express';
import type { JSONSchemaType } from 'ajv';
import { canAskUsages, usageTargetKinds, type UsageTargetKind } from '@wharf/engine';
import { usageListSchema } from '@wharf/schemas';
import { caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { apiRoute } from '../http/apiRoute';
import { envelope } from '../http/envelope';
import { accessDenied } from '../http/errors';
import { inCallerTenant } from '../http/routeHelpers';
import { heldPermissionsOf } from '../platform/access/callerPermissions';
import { loadUsages } from './loadUsages';

const usageQuery: JSONSchemaType<{ kind: UsageTargetKind; code: string }> = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: [...usageTargetKinds] },
    // Definition codes, dictionary, config and fill-rule codes: letters, digits, `_`, `-` (and a dictionary's `.`).
    code: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.-]+$' },
  },
  required: ['kind', 'code'],
};

/**
 * Find usages (issue 18 §3): `GET /api/eform/usages?kind=dictionary&code=customs_port` lists what
 * in the caller's tenant refers to it. For those who may read the target's source or console page
 * (engine `canAskUsages`; 403 otherwise). Visitor sessions design nothing.
 */
export function usageRoutes(ctx: AppContext): Router {
  const router = Router();
  apiRoute(router, { method: 'get', path: '/api/eform/usages', summary: 'What refers to a definition, dictionary, SQL/HTTP config or fill rule', tag: 'definitions', query: usageQuery, response: usageListSchema }, async (req, res, { query }) => {
    const who = caller(req);
    if (who.scope || !canAskUsages(await heldPermissionsOf(ctx, who), query.kind)) throw accessDenied();
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => loadUsages(trx, query))));
  });
  return router;
}
