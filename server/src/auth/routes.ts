import { Router } from 'express';
import { loginResultSchema, myDepartsSchema, userInfoSchema, noResultSchema, loggedOutSchema } from '@wharf/schemas';
import type { JSONSchemaType } from 'ajv';
import { formatMessage, uuidPattern } from '@wharf/engine';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { apiRoute } from '../http/apiRoute';
import { AppError } from '../http/errors';
import { envelope } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { sessionDivision, withSessionDivision } from '../organisation/divisions/divisionSession';
import { caller } from './authenticate';
import { changePassword, forceChangePassword, type ChangePasswordInput, type NewPasswordInput } from './changePassword';
import { login, logout, type LoginInput } from './login';
import { verifyLoginCode } from './verifyCode';
import { actingTenantInfo, loadUserDepartments, loadUserInfo } from './userInfo';
import { sliderRoutes } from './slider/sliderRoutes';

const loginSchema: JSONSchemaType<LoginInput> = {
  type: 'object',
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 100 },
    password: { type: 'string', minLength: 1, maxLength: 200 },
    sliderToken: { type: 'string', maxLength: 100, nullable: true },
  },
  required: ['username', 'password'],
  // The login screen may send more fields (remember-me and the like); they are not refused here.
  additionalProperties: true,
};

// Lengths are checked against the policy by the engine; the schema only bounds the input.
const passwordField = { type: 'string', minLength: 1, maxLength: 200 } as const;

const changePasswordSchema: JSONSchemaType<ChangePasswordInput> = {
  type: 'object',
  properties: { oldpassword: passwordField, password: passwordField, confirmpassword: passwordField },
  required: ['oldpassword', 'password', 'confirmpassword'],
  additionalProperties: true,
};

const selectDepartSchema: JSONSchemaType<{ orgId: string }> = {
  type: 'object',
  properties: { orgId: { type: 'string', pattern: uuidPattern } },
  required: ['orgId'],
  additionalProperties: false,
};

const verifyCodeSchema: JSONSchemaType<{ ticket: string; captcha: string }> = {
  type: 'object',
  properties: { ticket: { type: 'string', minLength: 1, maxLength: 200 }, captcha: { type: 'string', minLength: 1, maxLength: 16 } },
  required: ['ticket', 'captcha'],
  additionalProperties: false,
};

const forceChangeSchema: JSONSchemaType<NewPasswordInput & { ticket: string }> = {
  type: 'object',
  properties: { ticket: { type: 'string', minLength: 1, maxLength: 200 }, password: passwordField, confirmpassword: passwordField },
  required: ['ticket', 'password', 'confirmpassword'],
  additionalProperties: false,
};

/** The routes that need no token: the login family. */
export function publicAuthRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(sliderRoutes(ctx));
  apiRoute(router, { method: 'post', path: '/api/system/login', summary: 'Password login', tag: 'session', isPublic: true, body: loginSchema, errors: [423, 429], response: loginResultSchema }, async (req, res, { body }) => {
    const result = await login(ctx, body, { ip: req.ip, userAgent: req.get('User-Agent') }, requestLanguage(req));
    res.json(envelope(result, formatMessage('system/ok', requestLanguage(req))));
  });
  apiRoute(router, { method: 'post', path: '/api/system/login/verifyCode', summary: 'Second step of a password login: the code sent to the phone', tag: 'session', isPublic: true, body: verifyCodeSchema, response: loginResultSchema }, async (req, res, { body }) => {
    const result = await verifyLoginCode(ctx, body, { ip: req.ip, userAgent: req.get('User-Agent') }, requestLanguage(req));
    res.json(envelope(result, formatMessage('system/ok', requestLanguage(req))));
  });
  apiRoute(router, { method: 'post', path: '/api/system/user/forceChangePassword', summary: 'Change an expired or reset password with the login step ticket', tag: 'session', isPublic: true, body: forceChangeSchema, response: noResultSchema }, async (req, res, { body }) => {
    await forceChangePassword(ctx, body.ticket, body, requestLanguage(req));
    res.json(envelope(null, formatMessage('system/ok', requestLanguage(req))));
  });
  return router;
}

/** Session routes, mounted behind `authenticate`. */
export function sessionRoutes(ctx: AppContext): Router {
  const router = Router();
  apiRoute(router, { method: 'post', path: '/api/system/logout', summary: 'Revoke the current session', tag: 'session', response: loggedOutSchema }, async (req, res) => {
    const { homeTenantId, sessionId } = caller(req);
    // Read before revoking; a user who came through SSO is also sent to end the SSO session (the sso module's `logoutUrl`).
    const ssoLogoutUrl = await ctx.logoutUrl(ctx, homeTenantId, sessionId);
    await logout(ctx, homeTenantId, sessionId);
    res.json(envelope({ ssoLogoutUrl }, formatMessage('system/ok', requestLanguage(req))));
  });
  apiRoute(router, { method: 'put', path: '/api/system/user/changePassword', summary: 'Change the current user\'s password; ends their other sessions', tag: 'session', body: changePasswordSchema, response: noResultSchema }, async (req, res, { body }) => {
    await changePassword(ctx, caller(req), body, requestLanguage(req), { ip: req.ip, userAgent: req.get('User-Agent') });
    res.json(envelope(null, formatMessage('system/ok', requestLanguage(req))));
  });
  apiRoute(router, { method: 'put', path: '/api/system/selectDepart', summary: 'Choose which of one\'s departments to work in', tag: 'session', body: selectDepartSchema, response: userInfoSchema }, async (req, res, { body }) => {
    const { homeTenantId, userId } = caller(req);
    const userInfo = await withTenant(ctx.db, homeTenantId, async (trx) => {
      // Spec §8 "not in a department": said, rather than a bare 404 (another tenant's department is not one's own either).
      if (!(await trx('sys_user_depart').where({ user_id: userId, org_id: body.orgId }).first('org_id'))) throw new AppError(403, 'auth/not-in-department');
      await trx('sys_user').where({ id: userId }).update({ org_id: body.orgId });
      return loadUserInfo(trx, userId);
    });
    res.json(envelope(userInfo, formatMessage('system/ok', requestLanguage(req))));
  });
  apiRoute(router, { method: 'get', path: '/api/system/user/myDeparts', summary: 'The companies and departments one may work in, and the current one (switch company)', tag: 'session', response: myDepartsSchema }, async (req, res) => {
    const { homeTenantId, userId } = caller(req);
    const mine = await withTenant(ctx.db, homeTenantId, async (trx) => ({
      departs: await loadUserDepartments(trx, userId),
      current: (await trx('sys_user').where({ id: userId }).first<{ org_id: string | null }>('org_id'))?.org_id ?? null,
    }));
    res.json(envelope(mine));
  });
  apiRoute(router, { method: 'get', path: '/api/user/info', summary: 'The current user', tag: 'session', response: userInfoSchema }, async (req, res) => {
    const { tenantId, homeTenantId, userId, sessionId } = caller(req);
    // The division is the session's own (PUT /api/system/division/switch).
    const userInfo = await withTenant(ctx.db, homeTenantId, async (trx) => withSessionDivision(await loadUserInfo(trx, userId), await sessionDivision(trx, sessionId)));
    // An operator switched into a tenant sees that tenant as theirs for the session.
    res.json(envelope(tenantId === homeTenantId ? userInfo : { ...userInfo, extendInfo: { ...userInfo.extendInfo, isSwitched: true }, userExtendInfo: { ...userInfo.userExtendInfo, ...(await actingTenantInfo(ctx, tenantId)) } }));
  });
  return router;
}
