import { alteredSchema } from '@wharf/schemas';
import { Router } from 'express';
import type { JSONSchemaType } from 'ajv';
import { formatMessage } from '@wharf/engine';
import type { AppContext } from '../context';
import { apiRoute } from '../http/apiRoute';
import { envelope } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { alterRegistration, type AlterationInput } from './alteration';

// Text PostgreSQL can store (no NUL); the sizes only bound the input, the rules are the engine's.
const text = (maxLength: number) => ({ type: 'string', maxLength, pattern: '^[^\\u0000]*$' }) as const;
const optionalText = (maxLength: number) => ({ ...text(maxLength), nullable: true }) as const;

const alterationSchema: JSONSchemaType<AlterationInput> = {
  type: 'object',
  properties: {
    username: { ...text(100), minLength: 1 },
    password: { ...text(200), minLength: 1 },
    companyName: text(200),
    compCode: optionalText(50),
    socialCreditCode: optionalText(50),
    phone: text(50),
    email: optionalText(200),
    sliderToken: optionalText(100),
  },
  required: ['username', 'password', 'companyName', 'phone'],
  additionalProperties: false,
};

/** `POST /api/system/user/alteration` (public, like registration). */
export function alterationRoutes(ctx: AppContext): Router {
  const router = Router();
  apiRoute(router, { method: 'post', path: '/api/system/user/alteration', summary: 'A registered company\'s account holder changes its registration details (username and password prove who they are)', tag: 'site', isPublic: true, body: alterationSchema, response: alteredSchema }, async (req, res, { body }) => {
    const lang = requestLanguage(req);
    const result = await alterRegistration(ctx, body, { ip: req.ip, userAgent: req.get('User-Agent') }, lang);
    res.json(envelope(result, formatMessage('alteration/done', lang)));
  });
  return router;
}
