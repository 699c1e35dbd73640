import { noResultSchema, openedSessionSchema, visitorSessionSchema } from '@wharf/schemas';
import { Router, type Request } from 'express';
import { formatMessage } from '@wharf/engine';
import type { ClientInfo } from '../auth/openSession';
import type { AppContext } from '../context';
import { apiRoute } from '../http/apiRoute';
import { envelope } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { freeLogin, freeLoginEntries, freeLoginEntryNames } from './freeLogin';
import { phoneLogin, sendLoginCode } from './phoneLogin';
import { freeLoginQuerySchema, phoneLoginSchema, sendSmsSchema, visitorLoginSchema } from './schemas';
import { visitorLogin } from './visitorLogin';

const tag = 'identity';
const clientOf = (req: Request): ClientInfo => ({ ip: req.ip, userAgent: req.get('User-Agent') });

/**
 * The login family routes of this folder, which need no token: SMS code and phone login,
 * visitor login, the password-free entries and the third-party login ticket.
 */
export function publicIdentityRoutes(ctx: AppContext): Router {
  const router = Router();
  const ok = (req: Request) => formatMessage('system/ok', requestLanguage(req));

  apiRoute(router, { method: 'post', path: '/api/system/sms', summary: 'Send a login code by SMS (same answer whether or not the phone is registered)', tag, isPublic: true, body: sendSmsSchema, response: noResultSchema }, async (req, res, { body }) => {
    const lang = requestLanguage(req);
    await sendLoginCode(ctx, body.mobile, clientOf(req), lang, body.sliderToken);
    res.json(envelope(null, formatMessage('identity/sms-sent', lang)));
  });

  apiRoute(router, { method: 'post', path: '/api/system/phoneLogin', summary: 'Log in with the phone number and its SMS code', tag, isPublic: true, body: phoneLoginSchema, response: openedSessionSchema }, async (req, res, { body }) => {
    res.json(envelope(await phoneLogin(ctx, body, clientOf(req), requestLanguage(req)), ok(req)));
  });

  apiRoute(router, { method: 'post', path: '/api/system/visitorLogin', summary: 'Open a visitor session limited to the page its token names', tag, isPublic: true, body: visitorLoginSchema, response: visitorSessionSchema }, async (req, res, { body }) => {
    res.json(envelope(await visitorLogin(ctx, body.token, clientOf(req)), ok(req)));
  });

  for (const entry of freeLoginEntryNames) {
    if (entry === 'thirdLogin') continue;
    const parameter = freeLoginEntries[entry];
    apiRoute(router, { method: 'post', path: `/api/system/${entry}`, summary: `Password-free entry: a signed, single-use ${parameter}`, tag, isPublic: true, query: freeLoginQuerySchema(parameter), response: openedSessionSchema }, async (req, res, { query }) => {
      res.json(envelope(await freeLogin(ctx, entry, query[parameter]!, clientOf(req), requestLanguage(req)), ok(req)));
    });
  }

  apiRoute(router, { method: 'get', path: '/api/system/thirdLogin/getLoginUser/:id', summary: 'Redeem a one-time third-party login ticket', tag, isPublic: true, response: openedSessionSchema }, async (req, res) => {
    res.json(envelope(await freeLogin(ctx, 'thirdLogin', String(req.params.id), clientOf(req), requestLanguage(req)), ok(req)));
  });
  return router;
}
