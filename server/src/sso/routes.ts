import { publicSsoConfigSchema, ssoEntryListSchema, authorizeUrlSchema, openedSessionSchema, ssoConfigPageSchema, noResultSchema, ssoIdentityPageSchema, ssoConnectionTestSchema } from '@wharf/schemas';
import { Router, type Request } from 'express';
import { formatMessage } from '@wharf/engine';
import { caller } from '../auth/authenticate';
import type { ClientInfo } from '../auth/openSession';
import { hitRateLimit } from '../auth/rateLimit';
import type { AppContext } from '../context';
import { apiRoute } from '../http/apiRoute';
import { envelope } from '../http/envelope';
import { notFound } from '../http/errors';
import { requestLanguage } from '../http/language';
import { createAuthorizeUrl } from './authorizeUrl';
import { bindBrowser, readBrowserBinding } from './browserBinding';
import { casLogin } from './casLogin';
import { describeSsoConfig } from './describeSsoConfig';
import { oauth2Login } from './oauth2Login';
import { listSsoEntries, ssoEntriesQuerySchema } from './ssoEntries';
import { addSsoConfig, deleteSsoConfig, editSsoConfig, listSsoConfigs, requirePlatformOperator } from './ssoConfigAdmin';
import {
  authorizeUrlQuerySchema,
  casLoginQuerySchema,
  oauth2LoginSchema,
  ssoConfigInputSchema,
  ssoConfigListQuerySchema,
  ssoIdentityListQuerySchema,
  ssoIdentityQuerySchema,
  ssoKeyQuerySchema,
} from './ssoSchemas';
import { listSsoIdentities, unlinkSsoIdentity } from './ssoIdentityAdmin';
import { testSsoConnection } from './ssoConnectionTest';

const clientOf = (req: Request): ClientInfo => ({ ip: req.ip, userAgent: req.get('User-Agent') });

/**
 * SSO requests allowed per minute from one address, per endpoint. Higher than the password
 * login's limit: a whole office behind one NAT address signs in through SSO at nine o'clock,
 * while each getAuthorizeUrl call stores a row, which an unlimited caller could flood.
 */
export const ssoRateLimitPerMinute = 120;

const limitByAddress = (ctx: AppContext, req: Request, endpoint: string) => hitRateLimit(ctx.db, `sso-${endpoint}:${req.ip ?? 'unknown'}`, ssoRateLimitPerMinute, 60);

/** The SSO logins (spec §7 login family): public, mounted before `authenticate`. */
export function publicSsoRoutes(ctx: AppContext): Router {
  const router = Router();
  apiRoute(router, { method: 'get', path: '/api/system/sso/config', summary: 'The public part of an SSO configuration, for the login screens', tag: 'sso', isPublic: true, query: ssoKeyQuerySchema, response: publicSsoConfigSchema }, async (req, res, { query }) => {
    await limitByAddress(ctx, req, 'config');
    res.json(envelope(await describeSsoConfig(ctx, query.ssoKey)));
  });
  apiRoute(router, { method: 'get', path: '/api/system/sso/entries', summary: 'The SSO entries a login screen offers: ssoKey, type and name only', tag: 'sso', isPublic: true, query: ssoEntriesQuerySchema, response: ssoEntryListSchema }, async (req, res, { query }) => {
    await limitByAddress(ctx, req, 'entries');
    res.json(envelope(await listSsoEntries(ctx, query.tenantCode, requestLanguage(req))));
  });
  apiRoute(router, { method: 'get', path: '/api/system/oauth2/getAuthorizeUrl', summary: 'Start an OAuth2/OpenID Connect login: the provider URL to redirect to', tag: 'sso', isPublic: true, query: authorizeUrlQuerySchema, errors: [429, 502], response: authorizeUrlSchema }, async (req, res, { query }) => {
    await limitByAddress(ctx, req, 'authorize');
    const url = await createAuthorizeUrl(ctx, query.ssoKey, query.redirectUri, bindBrowser(req, res));
    // The spec's screen reads `data`; the envelope's `result` carries the same URL.
    res.json({ ...envelope(url, formatMessage('system/ok', requestLanguage(req))), data: url });
  });
  apiRoute(router, { method: 'post', path: '/api/system/oauth2/login', summary: 'Complete an OAuth2/OpenID Connect login with the callback code', tag: 'sso', isPublic: true, body: oauth2LoginSchema, errors: [423, 429, 502], response: openedSessionSchema }, async (req, res, { body }) => {
    await limitByAddress(ctx, req, 'oauth2-login');
    const session = await oauth2Login(ctx, body, readBrowserBinding(req), clientOf(req), requestLanguage(req));
    res.json(envelope(session, formatMessage('system/ok', requestLanguage(req))));
  });
  apiRoute(router, { method: 'get', path: '/api/system/cas/login', summary: 'CAS login: validate the ticket, or redirect to CAS', tag: 'sso', isPublic: true, query: casLoginQuerySchema, errors: [423, 429, 502], response: openedSessionSchema }, async (req, res, { query }) => {
    await limitByAddress(ctx, req, 'cas-login');
    const lang = requestLanguage(req);
    const outcome = await casLogin(ctx, query, clientOf(req), lang);
    if (outcome.kind === 'session') {
      res.json(envelope(outcome.session, formatMessage('system/ok', lang)));
      return;
    }
    // A browser navigating here is sent on to CAS; a script asking for JSON gets the URL to go to.
    if (req.accepts(['html', 'json']) === 'json') {
      res.status(401).json(envelope({ redirectUrl: outcome.url }, formatMessage('sso/login-failed', lang), 401, 'sso/login-failed'));
      return;
    }
    res.redirect(302, outcome.url);
  });
  return router;
}

/** The platform operator's SSO configuration console API; mounted behind `authenticate`. */
export function ssoAdminRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'sso';
  apiRoute(router, { method: 'get', path: '/api/system/ssoConfig/list', summary: 'SSO configurations of every tenant (client secrets never included)', tag, query: ssoConfigListQuerySchema, response: ssoConfigPageSchema }, async (req, res, { query }) => {
    await requirePlatformOperator(ctx, caller(req));
    res.json(envelope(await listSsoConfigs(ctx, query)));
  });
  apiRoute(router, { method: 'post', path: '/api/system/ssoConfig/add', summary: 'Add an SSO configuration to a tenant', tag, body: ssoConfigInputSchema, response: noResultSchema }, async (req, res, { body }) => {
    const who = caller(req);
    await requirePlatformOperator(ctx, who);
    await addSsoConfig(ctx, body, who);
    res.json(envelope(null, formatMessage('system/ok', requestLanguage(req))));
  });
  apiRoute(router, { method: 'put', path: '/api/system/ssoConfig/edit', summary: 'Edit an SSO configuration (a left-out client secret is kept)', tag, body: ssoConfigInputSchema, response: noResultSchema }, async (req, res, { body }) => {
    const who = caller(req);
    await requirePlatformOperator(ctx, who);
    await editSsoConfig(ctx, body, who);
    res.json(envelope(null, formatMessage('system/ok', requestLanguage(req))));
  });
  apiRoute(router, { method: 'post', path: '/api/system/ssoConfig/test', summary: 'Test an SSO configuration (as sent, over the saved one of its ssoKey): fetch discovery and say what is wrong', tag, body: ssoConfigInputSchema, response: ssoConnectionTestSchema }, async (req, res, { body }) => {
    await requirePlatformOperator(ctx, caller(req));
    res.json(envelope(await testSsoConnection(ctx, body, requestLanguage(req))));
  });
  apiRoute(router, { method: 'delete', path: '/api/system/ssoConfig/delete', summary: 'Delete an SSO configuration and its identity links', tag, query: ssoKeyQuerySchema, response: noResultSchema }, async (req, res, { query }) => {
    await requirePlatformOperator(ctx, caller(req));
    await deleteSsoConfig(ctx, query.ssoKey);
    res.json(envelope(null, formatMessage('system/ok', requestLanguage(req))));
  });
  apiRoute(router, { method: 'get', path: '/api/system/ssoConfig/identities', summary: 'External identities linked to users through an SSO configuration', tag, query: ssoIdentityListQuerySchema, response: ssoIdentityPageSchema }, async (req, res, { query }) => {
    await requirePlatformOperator(ctx, caller(req));
    res.json(envelope(await listSsoIdentities(ctx, query.ssoKey, query.pageNo, query.pageSize)));
  });
  apiRoute(router, { method: 'delete', path: '/api/system/ssoConfig/identity', summary: 'Unlink an external identity from its user', tag, query: ssoIdentityQuerySchema, response: noResultSchema }, async (req, res, { query }) => {
    await requirePlatformOperator(ctx, caller(req));
    if (!(await unlinkSsoIdentity(ctx, query.ssoKey, query.subject))) throw notFound();
    res.json(envelope(null, formatMessage('system/ok', requestLanguage(req))));
  });
  return router;
}
