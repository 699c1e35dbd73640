import { Router } from 'express';
import type { JSONSchemaType } from 'ajv';
import { formatMessage } from '@wharf/engine';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { apiRoute } from '../http/apiRoute';
import { envelope } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { caller } from './authenticate';
import { login, logout, type LoginInput } from './login';
import { loadUserInfo } from './userInfo';

const loginSchema: JSONSchemaType<LoginInput> = {
  type: 'object',
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 100 },
    password: { type: 'string', minLength: 1, maxLength: 200 },
  },
  required: ['username', 'password'],
  // The login screen also sends captcha fields (identity issue); they are not refused here.
  additionalProperties: true,
};

/** The routes that need no token: the login family. */
export function publicAuthRoutes(ctx: AppContext): Router {
  const router = Router();
  apiRoute(router, { method: 'post', path: '/api/system/login', summary: 'Password login', tag: 'session', isPublic: true, body: loginSchema }, async (req, res, { body }) => {
    const result = await login(ctx, body, { ip: req.ip, userAgent: req.get('User-Agent') });
    res.json(envelope(result, formatMessage('system/ok', requestLanguage(req))));
  });
  return router;
}

/** Session routes, mounted behind `authenticate`. */
export function sessionRoutes(ctx: AppContext): Router {
  const router = Router();
  apiRoute(router, { method: 'post', path: '/api/system/logout', summary: 'Revoke the current session', tag: 'session' }, async (req, res) => {
    const { tenantId, sessionId } = caller(req);
    await logout(ctx, tenantId, sessionId);
    res.json(envelope(null, formatMessage('system/ok', requestLanguage(req))));
  });
  apiRoute(router, { method: 'get', path: '/api/user/info', summary: 'The current user', tag: 'session' }, async (req, res) => {
    const { tenantId, userId } = caller(req);
    res.json(envelope(await withTenant(ctx.db, tenantId, (trx) => loadUserInfo(trx, userId))));
  });
  return router;
}
