import { customValueListSchema, noResultSchema } from '@wharf/schemas';
import { Router } from 'express';
import type { JSONSchemaType } from 'ajv';
import { caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { apiRoute } from '../http/apiRoute';
import { envelope } from '../http/envelope';
import { okMessage } from '../http/routeHelpers';

// Types and data ids name a screen (e.g. customColumns + a view code); plain codes only.
const codeText = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '^[A-Za-z0-9_.:-]+$' }) as const;

interface CustomKey {
  type: string;
  dataId: string;
}
interface CustomValue extends CustomKey {
  name: string;
  /** Free text to the server; the screen that saved it reads it back (often JSON). Null removes it. */
  value: string | null;
}

const getQuery = {
  type: 'object',
  properties: { type: codeText(50), dataId: codeText(100) },
  required: ['type', 'dataId'],
} as unknown as JSONSchemaType<CustomKey>;

const saveBody = {
  type: 'object',
  properties: {
    type: codeText(50),
    dataId: codeText(100),
    name: codeText(50),
    value: { anyOf: [{ type: 'string', maxLength: 100_000 }, { type: 'null' }] },
  },
  required: ['type', 'dataId', 'name', 'value'],
  additionalProperties: false,
} as unknown as JSONSchemaType<CustomValue>;

/**
 * The current user's own saved values per screen (spec §7 sysCustom), such as a list view's custom
 * column settings (type `customColumns`, data id = the view code). Always the caller's own rows:
 * the user id comes from the session, never from the request.
 */
export function customValueRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'session';
  const base = '/api/system/sysCustom';

  apiRoute(router, { method: 'get', path: `${base}/getCustomVaueByTypeAndDataId`, summary: 'The caller\'s saved values for one screen', tag, query: getQuery, response: customValueListSchema }, async (req, res, { query }) => {
    const { homeTenantId, userId } = caller(req);
    const rows = await withTenant(ctx.db, homeTenantId, (trx) =>
      trx('sys_custom').where({ user_id: userId, type: query.type, data_id: query.dataId }).orderBy('name').select<{ name: string; value: string }[]>('name', 'value'),
    );
    res.json(envelope(rows.map((row) => ({ type: query.type, dataId: query.dataId, name: row.name, value: row.value }))));
  });

  apiRoute(router, { method: 'post', path: `${base}/saveCustomWithDataId`, summary: 'Save (or with value null remove) one of the caller\'s values for a screen', tag, body: saveBody, response: noResultSchema }, async (req, res, { body }) => {
    const { homeTenantId, userId } = caller(req);
    await withTenant(ctx.db, homeTenantId, async (trx) => {
      const key = { user_id: userId, type: body.type, data_id: body.dataId, name: body.name };
      if (body.value === null) {
        await trx('sys_custom').where(key).delete();
        return;
      }
      await trx('sys_custom')
        .insert({ tenant_id: homeTenantId, ...key, value: body.value })
        .onConflict(['tenant_id', 'user_id', 'type', 'data_id', 'name'])
        .merge({ value: body.value, updated_at: trx.fn.now() });
    });
    res.json(envelope(null, okMessage(req)));
  });
  return router;
}
