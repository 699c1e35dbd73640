import { Router, type Request } from 'express';
import type { JSONSchemaType } from 'ajv';
import { kindSpecs, portalWidgetCodes, previewPortal, type ResolvedPortal } from '@wharf/engine';
import { portalAnswerSchema } from '@wharf/schemas';
import { caller, type Caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { apiRoute } from '../http/apiRoute';
import { envelope } from '../http/envelope';
import { notFound } from '../http/errors';
import { assertHolds } from '../platform/access/requirePermission';
import { readCallerPortal } from './callerPortal';
import { portalNeeds, type PortalNeeds } from './portalNeeds';
import { savedPortals } from './portalStore';

/** What both routes answer (`portalAnswerSchema`). */
export interface PortalAnswer {
  portal: ResolvedPortal['portal'] | null;
  basePortalCode: string | null;
  overrideCodes: string[];
  reportCodes: string[];
  dashboardCodes: string[];
  needs: PortalNeeds;
}

const codePattern = '^[A-Za-z0-9_-]{1,100}$';
const portalCodePattern = new RegExp(codePattern);

const previewQuery: JSONSchemaType<{ roleCode?: string }> = {
  type: 'object',
  properties: { roleCode: { type: 'string', pattern: codePattern, nullable: true, description: 'Resolve as a holder of this role (none: the base alone)' } },
};

/** The answer for a resolved portal (or none), with what its list widgets need read for the caller. */
async function answerFor(ctx: AppContext, who: Caller, resolved: ResolvedPortal | null): Promise<PortalAnswer> {
  if (!resolved) return { portal: null, basePortalCode: null, overrideCodes: [], reportCodes: [], dashboardCodes: [], needs: {} };
  return { ...resolved, ...portalWidgetCodes(resolved.portal), needs: await portalNeeds(ctx, who, resolved.portal.widgets) };
}

/** The `{portalCode}` path parameter; a code no portal can have is a 404, as an unknown portal is. */
function portalCodeOf(req: Request): string {
  const code = String(req.params.portalCode);
  if (!portalCodePattern.test(code)) throw notFound();
  return code;
}

/** `/api/eform/portal…`: the caller's portal, and "preview as role" for portal designers. */
export function portalRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'portal';
  apiRoute(router, { method: 'get', path: '/api/eform/portal/mine', summary: 'The caller\'s portal: the base for their roles (or the default) with their roles\' overrides, and what its list widgets show', tag, response: portalAnswerSchema }, async (req, res) => {
    const who = caller(req);
    res.json(envelope(await answerFor(ctx, who, await readCallerPortal(ctx, who))));
  });
  apiRoute(router, { method: 'get', path: '/api/eform/portal/:portalCode/preview', summary: 'A portal (as last saved) as a holder of the role would see it; portal designers only', tag, query: previewQuery, response: portalAnswerSchema }, async (req, res, { query }) => {
    const who = caller(req);
    await assertHolds(ctx, who, kindSpecs.portal.designer.save);
    const portalCode = portalCodeOf(req);
    const resolved = previewPortal(await withTenant(ctx.db, who.tenantId, savedPortals), portalCode, query.roleCode);
    if (!resolved) throw notFound();
    res.json(envelope(await answerFor(ctx, who, resolved)));
  });
  return router;
}
