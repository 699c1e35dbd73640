import { noResultSchema } from '@wharf/schemas';
import { Router, type Request } from 'express';
import type { JSONSchemaType } from 'ajv';
import { formatMessage } from '@wharf/engine';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { envelope } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import type { ClientInfo } from '../openSession';
import { resetPassword, sendResetCode, type ResetPasswordInput, type SendResetCodeInput } from './passwordRecovery';
import { resetCodePolicy } from './resetCodes';

// Text PostgreSQL can store (no NUL); lengths only bound the input, the policy is the engine's.
const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '^[^\\u0000]*$' }) as const;

const sendCodeSchema: JSONSchemaType<SendResetCodeInput> = {
  type: 'object',
  properties: { username: text(100), email: text(200) },
  required: ['username', 'email'],
  additionalProperties: false,
};

const resetSchema: JSONSchemaType<ResetPasswordInput> = {
  type: 'object',
  properties: { username: text(100), code: text(16), password: text(200), confirmPassword: text(200) },
  required: ['username', 'code', 'password', 'confirmPassword'],
  additionalProperties: false,
};

const clientOf = (req: Request): ClientInfo => ({ ip: req.ip, userAgent: req.get('User-Agent') });

/** Forgot password (public, mounted before `authenticate`): an emailed code, then a new password. */
export function passwordRecoveryRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'session';
  apiRoute(router, { method: 'post', path: '/api/system/passwordRecovery/sendCode', summary: 'Email a one-time password reset code (same answer whether or not the account and email match)', tag, isPublic: true, body: sendCodeSchema, response: noResultSchema }, async (req, res, { body }) => {
    const lang = requestLanguage(req);
    await sendResetCode(ctx, body, clientOf(req), lang);
    res.json(envelope(null, formatMessage('recovery/code-sent', lang, [resetCodePolicy.lifetimeSeconds / 60])));
  });
  apiRoute(router, { method: 'post', path: '/api/system/passwordRecovery/reset', summary: 'Set a new password with the emailed code; ends every session of the user and lifts a lock', tag, isPublic: true, body: resetSchema, response: noResultSchema }, async (req, res, { body }) => {
    const lang = requestLanguage(req);
    await resetPassword(ctx, body, clientOf(req), lang);
    res.json(envelope(null, formatMessage('recovery/password-set', lang)));
  });
  return router;
}
