import { appAppliedSchema, appPlanSchema, installedAppPackageListSchema } from '@wharf/schemas';
import type { JSONSchemaType } from 'ajv';
import { Router, type Request } from 'express';
import { formatMessage } from '@wharf/engine';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { envelope } from '../../http/envelope';
import { withTenant } from '../../db/withTenant';
import { uuid } from '../../http/idSchemas';
import { notFound } from '../../http/errors';
import { requestLanguage } from '../../http/language';
import { assertHolds } from '../../platform/access/requirePermission';
import { appAdminPermission } from './appAdminPermission';
import { applyAppPlan, type ApplyRequest } from './applyOperation';
import { listInstalled } from './installedVersions';
import { planAppPackage, type PlanRequest } from './planOperation';
import { rollbackApp } from './rollbackOperation';

const bindingName = '^[A-Z][A-Z0-9_]*$';

// The package itself is checked by the package validator (paths under /body/package), not here.
const planBody = {
  type: 'object',
  required: ['package'],
  additionalProperties: false,
  properties: {
    package: { type: 'object', description: 'An app package (app-package.schema.json)' },
    bindings: { type: 'object', nullable: true, propertyNames: { pattern: bindingName, maxLength: 100 }, additionalProperties: { type: 'string', maxLength: 2000 }, maxProperties: 1000 },
  },
} as unknown as JSONSchemaType<PlanRequest>;

const applyBody = {
  type: 'object',
  required: ['planId', 'acceptLosses'],
  additionalProperties: false,
  properties: {
    planId: uuid,
    acceptLosses: { type: 'boolean' },
    resolutions: { type: 'object', nullable: true, additionalProperties: { type: 'string', enum: ['package', 'tenant'] }, maxProperties: 10000 },
  },
} as unknown as JSONSchemaType<ApplyRequest>;

const rollbackBody: JSONSchemaType<{ acceptLosses?: boolean }> = {
  type: 'object',
  additionalProperties: false,
  properties: { acceptLosses: { type: 'boolean', nullable: true } },
};

/** The `{appCode}` path parameter: a package code, or not found. */
function appCodeOf(req: Request): string {
  const code = String(req.params.appCode);
  if (!/^[A-Za-z0-9_.-]{1,100}$/.test(code)) throw notFound();
  return code;
}

/**
 * Apps as packages (issue 19): plan a package against the caller's tenant, apply a plan, the
 * installed versions, roll back. Each operation checks the caller may administer apps itself.
 */
export function appPackageRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'appPackages';
  const base = '/api/eform/apps';
  apiRoute(router, { method: 'post', path: `${base}/plan`, summary: 'Plan a package against the caller\'s tenant: per entity create/change/remove/unchanged with field diffs, table statements and the data they would lose, conflicts with the tenant\'s own changes, bindings; stored for apply', tag, body: planBody, response: appPlanSchema }, async (req, res, { body }) => {
    const plan = await planAppPackage(ctx, caller(req), body, requestLanguage(req));
    res.json(envelope(plan));
  });
  apiRoute(router, { method: 'post', path: `${base}/apply`, summary: 'Apply a stored plan in one transaction (409 unless losses are accepted, every conflict resolved, every binding bound and the tenant unchanged since the plan)', tag, body: applyBody, response: appAppliedSchema, errors: [404, 409] }, async (req, res, { body }) => {
    const lang = requestLanguage(req);
    const applied = await applyAppPlan(ctx, caller(req), body, lang);
    res.json(envelope(applied, formatMessage('appPackage/applied', lang, [applied.appCode, applied.version])));
  });
  apiRoute(router, { method: 'get', path: `${base}/installed`, summary: 'The app packages the caller\'s tenant installed, with every applied version', tag, response: installedAppPackageListSchema }, async (req, res) => {
    const who = caller(req);
    await assertHolds(ctx, who, appAdminPermission);
    res.json(envelope(await withTenant(ctx.db, who.tenantId, (trx) => listInstalled(trx, who.tenantId))));
  });
  apiRoute(router, { method: 'post', path: `${base}/:appCode/rollback`, summary: 'Return an app to its previous installed version (planned and applied at once; 409 naming the losses unless accepted)', tag, body: rollbackBody, response: appAppliedSchema, errors: [409] }, async (req, res, { body }) => {
    const lang = requestLanguage(req);
    const applied = await rollbackApp(ctx, caller(req), appCodeOf(req), body.acceptLosses === true, lang);
    res.json(envelope(applied, formatMessage('appPackage/applied', lang, [applied.appCode, applied.version])));
  });
  return router;
}
