import { siteInfoSchema, registeredSchema, noResultSchema } from '@wharf/schemas';
import { Router } from 'express';
import type { JSONSchemaType } from 'ajv';
import { formatMessage, proxyTypes, type RegistrationInput } from '@wharf/engine';
import type { AppContext } from '../context';
import { apiRoute } from '../http/apiRoute';
import { envelope } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { register } from './register';

const text = (maxLength: number) => ({ type: 'string', maxLength } as const);
const optionalText = (maxLength: number) => ({ type: 'string', maxLength, nullable: true } as const);

// The schema bounds sizes and types; the spec's rules are the engine's checkRegistration.
const registerSchema: JSONSchemaType<RegistrationInput> = {
  type: 'object',
  properties: {
    tenantCode: text(64),
    username: text(100),
    password: text(200),
    confirmPassword: text(200),
    realname: text(100),
    phone: text(50),
    email: optionalText(200),
    companyName: text(200),
    compCode: optionalText(50),
    socialCreditCode: optionalText(50),
    workNo: optionalText(32),
    domain: optionalText(200),
    proxyType: { type: 'string', enum: [...proxyTypes], nullable: true },
  },
  required: ['tenantCode', 'username', 'password', 'confirmPassword', 'realname', 'phone', 'companyName'],
  additionalProperties: true,
};

const registerLogQuery: JSONSchemaType<{ from?: string }> = { type: 'object', properties: { from: { type: 'string', maxLength: 32, nullable: true } } };

/** Public routes of the site and of company registration. */
export function siteRoutes(ctx: AppContext): Router {
  const router = Router();
  apiRoute(router, { method: 'get', path: '/api/system/site/info', summary: 'Site settings the login and registration screens show', tag: 'site', isPublic: true, response: siteInfoSchema }, async (_req, res) => {
    const row = await ctx.db('sys_site_setting').first<{ name: string; domain_list: string[]; images: Record<string, string>; disable_register: boolean; login_slider: string }>('name', 'domain_list', 'images', 'disable_register', 'login_slider');
    res.json(envelope({ name: row?.name ?? 'Wharf', domainList: row?.domain_list ?? [], image: row?.images ?? {}, disableRegister: row?.disable_register ?? false, loginSlider: row?.login_slider ?? 'afterFailure', isDemoMode: ctx.config.isDemoMode }));
  });
  apiRoute(router, { method: 'post', path: '/api/system/user/register', summary: 'Register a company and its first user', tag: 'site', isPublic: true, body: registerSchema, response: registeredSchema }, async (req, res, { body }) => {
    const result = await register(ctx, body, { ip: req.ip }, requestLanguage(req));
    res.json(envelope(result, formatMessage('system/ok', requestLanguage(req))));
  });
  apiRoute(router, { method: 'post', path: '/api/system/user/register/log', summary: 'Record a visit to the registration page', tag: 'site', isPublic: true, query: registerLogQuery, response: noResultSchema }, async (req, res, { query }) => {
    await ctx.db('sys_register_log').insert({ source: query.from ?? null, ip: req.ip?.slice(0, 64) ?? null, user_agent: req.get('User-Agent')?.slice(0, 255) ?? null });
    res.json(envelope(null));
  });
  return router;
}
