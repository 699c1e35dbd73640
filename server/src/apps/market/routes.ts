import { appPlanSchema, marketListSchema, marketGroupListSchema, marketInstalledSchema, marketUpdatedSchema, installedAppListSchema } from '@wharf/schemas';
import { Router } from 'express';
import type { JSONSchemaType } from 'ajv';
import { formatMessage } from '@wharf/engine';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { uuid } from '../../http/idSchemas';
import { envelope } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { inCallerTenant } from '../../http/routeHelpers';
import { requirePermission } from '../../platform/access/requirePermission';
import type { MarketGroupCode } from './marketCatalogue';
import { toInstalledApp, readInstallations } from './marketInstallations';
import { marketInstallPermission, marketUpdatePermission } from './marketPermissions';
import { catalogueEntry, installMarketApp, listMarket, listMarketGroups, updateMarketApp, type MarketListQuery } from './marketOperations';
import { planMarketPackage, type MarketPlanOptions } from './marketPlans';


const appCodeBody: JSONSchemaType<{ appCode: string }> = {
  type: 'object',
  required: ['appCode'],
  additionalProperties: false,
  properties: { appCode: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.-]+$' } },
};

const updateBody: JSONSchemaType<{ appCode: string } & MarketPlanOptions> = {
  type: 'object',
  required: ['appCode'],
  additionalProperties: false,
  properties: {
    ...appCodeBody.properties,
    planId: { ...uuid, nullable: true },
    acceptLosses: { type: 'boolean', nullable: true },
    resolutions: { type: 'object', nullable: true, required: [], additionalProperties: { type: 'string', enum: ['package', 'tenant'] }, maxProperties: 10000 },
  },
} as unknown as JSONSchemaType<{ appCode: string } & MarketPlanOptions>;

const groupCodes: MarketGroupCode[] = ['shipped', 'local'];
const listQuery: JSONSchemaType<MarketListQuery> = {
  type: 'object',
  properties: {
    groupCode: { type: 'string', enum: groupCodes, nullable: true },
    keyword: { type: 'string', maxLength: 100, nullable: true },
  },
};

/**
 * The app market (spec §2 /marketList, §7): the catalogue under the spec's
 * `/api/saas/market/queryMarketList|queryMarketGroupList` (this server is the market's host), and
 * the tenant's side under `/api/eform/manage/market/…`. Reading is for every logged-in user;
 * installing and updating need the market's buttons (tenant administrators, the operator).
 */
export function marketRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'appMarket';
  const manage = '/api/eform/manage/market';
  router.post(`${manage}/installation`, requirePermission(ctx, marketInstallPermission));
  router.put(`${manage}/update`, requirePermission(ctx, marketUpdatePermission));
  router.post(`${manage}/plan`, requirePermission(ctx, marketUpdatePermission));

  apiRoute(router, { method: 'get', path: '/api/saas/market/queryMarketList', summary: "The market's apps, with whether (and at which version) the caller's tenant installed each", tag, query: listQuery, response: marketListSchema }, async (req, res, { query }) => {
    const records = await listMarket(ctx, caller(req).tenantId, query);
    res.json(envelope({ records, total: records.length }));
  });
  apiRoute(router, { method: 'get', path: '/api/saas/market/queryMarketGroupList', summary: "The market's groups: apps shipped with the product, and apps the operator added", tag, response: marketGroupListSchema }, async (req, res) => {
    const lang = requestLanguage(req);
    const groups = await listMarketGroups(ctx);
    res.json(envelope(groups.map((group) => ({ ...group, groupName: formatMessage(`appMarket/group-${group.groupCode}`, lang) }))));
  });
  apiRoute(router, { method: 'post', path: `${manage}/installation`, summary: 'Install a market app into the caller\'s tenant through its plan (400 when already installed, 404 when not in the market, 409 with the plan when it has conflicts)', tag, body: appCodeBody, response: marketInstalledSchema, errors: [409] }, async (req, res, { body }) => {
    const result = await installMarketApp(ctx, caller(req), body.appCode, requestLanguage(req));
    res.json(envelope(result, formatMessage('appMarket/installed', requestLanguage(req), [body.appCode, result.appVersion])));
  });
  apiRoute(router, { method: 'post', path: `${manage}/plan`, summary: "The plan of the market's version of an app against the caller's tenant (what an install or update would do, its losses and conflicts), stored for the update to name", tag, body: appCodeBody, response: appPlanSchema }, async (req, res, { body }) => {
    const lang = requestLanguage(req);
    res.json(envelope(await planMarketPackage(ctx, caller(req), await catalogueEntry(ctx, body.appCode), lang)));
  });
  apiRoute(router, { method: 'put', path: `${manage}/update`, summary: "Update an installed app to the market's newer version through its plan (400 when not installed or already current; 409 with the plan when it has losses or conflicts not accepted and resolved)", tag, body: updateBody, response: marketUpdatedSchema, errors: [409] }, async (req, res, { body }) => {
    const lang = requestLanguage(req);
    const { appCode, ...options } = body;
    const result = await updateMarketApp(ctx, caller(req), appCode, lang, options);
    res.json(envelope(result, formatMessage('appMarket/updated', lang, [appCode, result.appVersion])));
  });
  apiRoute(router, { method: 'get', path: `${manage}/queryAppList`, summary: 'The apps the caller\'s tenant installed from the market', tag, response: installedAppListSchema }, async (req, res) => {
    const rows = await inCallerTenant(ctx, req, readInstallations);
    const records = rows.map(toInstalledApp);
    res.json(envelope({ records, total: records.length }));
  });
  return router;
}
