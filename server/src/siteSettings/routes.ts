import { siteSettingsSchema } from '@wharf/schemas';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { JSONSchemaType } from 'ajv';
import { caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { withPlatform } from '../db/withPlatform';
import { apiRoute } from '../http/apiRoute';
import { envelope } from '../http/envelope';
import { accessDenied } from '../http/errors';
import { requestLanguage } from '../http/language';
import { okMessage } from '../http/routeHelpers';
import { isPlatformOperator } from '../platform/access/platformOperator';
import { loginSliderModes, maxInlineImageKb, readSiteSettings, siteImageKeys, writeSiteSettings, type SiteSettings } from './siteSettingOperations';

// Loose on purpose (twice the inline limit): the size check itself says how many KB are allowed.
const imageText = { type: 'string', maxLength: maxInlineImageKb * 1024 * 2 } as const;
const settingsSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
    domainList: { type: 'array', items: { type: 'string', minLength: 1, maxLength: 253 }, maxItems: 50 },
    image: { type: 'object', properties: Object.fromEntries(siteImageKeys.map((key) => [key, imageText])), additionalProperties: false },
    disableRegister: { type: 'boolean' },
    loginSlider: { type: 'string', enum: [...loginSliderModes], nullable: true },
  },
  required: ['name', 'domainList', 'image', 'disableRegister'],
  additionalProperties: false,
} as unknown as JSONSchemaType<SiteSettings>;

/**
 * Site settings administration (spec §3 "Site setting"): the platform operator reads and replaces
 * the one platform-wide row that the login and registration screens show (`GET /api/system/site/info`).
 */
export function siteSettingRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'site settings';
  const path = '/api/system/siteSetting';
  router.use(path, async (req: Request, _res: Response, next: NextFunction) => {
    if (!(await isPlatformOperator(ctx, caller(req)))) throw accessDenied();
    next();
  });
  apiRoute(router, { method: 'get', path, summary: 'The site settings (platform operator)', tag, response: siteSettingsSchema }, async (_req, res) => {
    res.json(envelope(await withPlatform(ctx.db, (trx) => readSiteSettings(trx))));
  });
  apiRoute(router, { method: 'put', path, summary: 'Replace the site settings (platform operator)', tag, body: settingsSchema, response: siteSettingsSchema }, async (req, res, { body }) => {
    res.json(envelope(await withPlatform(ctx.db, (trx) => writeSiteSettings(trx, body, requestLanguage(req))), okMessage(req)));
  });
  return router;
}
