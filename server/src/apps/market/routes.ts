import { marketListSchema, marketGroupListSchema, marketInstalledSchema, marketUpdatedSchema, installedAppListSchema } from '@wharf/schemas';
import { Router } from 'express';
import type { JSONSchemaType } from 'ajv';
import { formatMessage } from '@wharf/engine';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { envelope } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { inCallerTenant } from '../../http/routeHelpers';
import { requirePermission } from '../../platform/access/requirePermission';
import type { MarketGroupCode } from './marketCatalogue';
import { toInstalledApp, readInstallations } from './marketInstallations';
import { marketInstallPermission, marketUpdatePermission } from './marketPermissions';
import { installMarketApp, listMarket, listMarketGroups, updateMarketApp, type MarketListQuery } from './marketOperations';


const appCodeBody: JSONSchemaType<{ appCode: string }> = {
  type: 'object',
  required: ['appCode'],
  additionalProperties: false,
  properties: { appCode: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.-]+$' } },
};

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

  apiRoute(router, { method: 'get', path: '/api/saas/market/queryMarketList', summary: "The market's apps, with whether (and at which version) the caller's tenant installed each", tag, query: listQuery, response: marketListSchema }, async (req, res, { query }) => {
    const records = await listMarket(ctx, caller(req).tenantId, query);
    res.json(envelope({ records, total: records.length }));
  });
  apiRoute(router, { method: 'get', path: '/api/saas/market/queryMarketGroupList', summary: "The market's groups: apps shipped with the product, and apps the operator added", tag, response: marketGroupListSchema }, async (req, res) => {
    const lang = requestLanguage(req);
    const groups = await listMarketGroups(ctx);
    res.json(envelope(groups.map((group) => ({ ...group, groupName: formatMessage(`appMarket/group-${group.groupCode}`, lang) }))));
  });
  apiRoute(router, { method: 'post', path: `${manage}/installation`, summary: 'Install a market app into the caller\'s tenant (400 when already installed, 404 when not in the market)', tag, body: appCodeBody, response: marketInstalledSchema }, async (req, res, { body }) => {
    const result = await installMarketApp(ctx, caller(req), body.appCode);
    res.json(envelope(result, formatMessage('appMarket/installed', requestLanguage(req), [body.appCode, result.appVersion])));
  });
  apiRoute(router, { method: 'put', path: `${manage}/update`, summary: "Update an installed app to the market's newer version (400 when not installed or already current)", tag, body: appCodeBody, response: marketUpdatedSchema }, async (req, res, { body }) => {
    const lang = requestLanguage(req);
    const result = await updateMarketApp(ctx, caller(req), body.appCode, lang);
    res.json(envelope(result, formatMessage('appMarket/updated', lang, [body.appCode, result.appVersion])));
  });
  apiRoute(router, { method: 'get', path: `${manage}/queryAppList`, summary: 'The apps the caller\'s tenant installed from the market', tag, response: installedAppListSchema }, async (req, res) => {
    const rows = await inCallerTenant(ctx, req, readInstallations);
    const records = rows.map(toInstalledApp);
    res.json(envelope({ records, total: records.length }));
  });
  return router;
}
