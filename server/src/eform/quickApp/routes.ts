import { uuidPattern } from '@wharf/engine';
import { quickAppSchema } from '@wharf/schemas';
import type { JSONSchemaType } from 'ajv';
import { Router } from 'express';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { envelope } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { requestLanguage } from '../../http/language';
import { createQuickApp, type QuickAppInput } from './createQuickApp';

const code = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } as const;

const quickAppBody: JSONSchemaType<QuickAppInput> = {
  type: 'object',
  properties: {
    formCode: code,
    viewCode: code,
    menuParentId: { type: 'string', pattern: uuidPattern, nullable: true },
    newFolderName: { type: 'string', minLength: 1, maxLength: 100, nullable: true },
  },
  required: ['formCode', 'viewCode'],
  additionalProperties: false,
};

/** `POST /api/eform/tables/{code}/quickApp`: the one action that makes a table's app (see `createQuickApp`, which checks access). */
export function quickAppRoutes(ctx: AppContext): Router {
  const router = Router();
  apiRoute(router, { method: 'post', path: '/api/eform/tables/:code/quickApp', summary: "Make a table's app: a published form and list view, a menu entry and its button permission points", tag: 'tables', body: quickAppBody, response: quickAppSchema }, async (req, res, { body }) => {
    const tableCode = String(req.params.code);
    if (!/^[A-Za-z0-9_-]{1,100}$/.test(tableCode)) throw notFound();
    res.json(envelope(await createQuickApp(ctx, caller(req), tableCode, body, requestLanguage(req))));
  });
  return router;
}
