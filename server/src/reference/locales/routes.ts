import { localeMapSchema, noResultSchema } from '@wharf/schemas';
import { Router } from 'express';
import type { JSONSchemaType } from 'ajv';
import { languages, type Language } from '@wharf/engine';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { envelope } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { inCallerTenant, okMessage } from '../../http/routeHelpers';
import { requirePermission } from '../../platform/access/requirePermission';

const langSchema = { type: 'string', enum: [...languages] } as const;
const getQuery: JSONSchemaType<{ lang?: Language; enableRemoteLocale?: string }> = {
  type: 'object',
  properties: { lang: { ...langSchema, nullable: true }, enableRemoteLocale: { type: 'string', maxLength: 8, nullable: true } },
} as unknown as JSONSchemaType<{ lang?: Language; enableRemoteLocale?: string }>;
const secQuery = { type: 'object', properties: { secLang: langSchema }, required: ['secLang'] } as unknown as JSONSchemaType<{ secLang: Language }>;
// A value of null removes the tenant's own wording of that key.
const saveSchema = {
  type: 'object',
  properties: {
    lang: langSchema,
    entries: {
      type: 'object',
      maxProperties: 5000,
      propertyNames: { pattern: '^[A-Za-z0-9_.:-]{1,200}$' },
      additionalProperties: { anyOf: [{ type: 'string', maxLength: 2000 }, { type: 'null' }] },
    },
  },
  required: ['lang', 'entries'],
  additionalProperties: false,
} as unknown as JSONSchemaType<{ lang: Language; entries: Record<string, string | null> }>;

/** The tenant's wording for one language, as `{ key: text }`. */
async function localeMap(ctx: AppContext, req: Parameters<typeof caller>[0], lang: Language): Promise<Record<string, string>> {
  const rows = await inCallerTenant(ctx, req, (trx) => trx('sys_locale').where({ lang }).select<{ key: string; value: string }[]>('key', 'value'));
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/**
 * Remote locales (spec §7): a tenant's own wording of interface texts, which the web app lays
 * over its built-in catalogues. Reading is for everyone (visitors too); saving needs the
 * locale page's button.
 */
export function localeRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'locales';
  const base = '/api/eform/manage/localeProvider';
  router.use(`${base}/save`, requirePermission(ctx, 'systemLocale:edit'));

  apiRoute(router, { method: 'get', path: `${base}/getLocales`, summary: 'The tenant\'s own texts for the main language', tag, query: getQuery, response: localeMapSchema }, async (req, res, { query }) => {
    res.json(envelope(await localeMap(ctx, req, query.lang ?? requestLanguage(req))));
  });
  apiRoute(router, { method: 'get', path: `${base}/getSecLocales`, summary: 'The tenant\'s own texts for the second language', tag, query: secQuery, response: localeMapSchema }, async (req, res, { query }) => {
    res.json(envelope(await localeMap(ctx, req, query.secLang)));
  });
  apiRoute(router, { method: 'post', path: `${base}/save`, summary: 'Set or remove the tenant\'s own texts for a language', tag, body: saveSchema, response: noResultSchema }, async (req, res, { body }) => {
    const { tenantId } = caller(req);
    await inCallerTenant(ctx, req, async (trx) => {
      const entries = Object.entries(body.entries);
      const removed = entries.filter(([, value]) => value === null).map(([key]) => key);
      const kept = entries.filter((entry): entry is [string, string] => entry[1] !== null);
      if (removed.length > 0) await trx('sys_locale').where({ lang: body.lang }).whereIn('key', removed).delete();
      if (kept.length > 0) {
        await trx('sys_locale')
          .insert(kept.map(([key, value]) => ({ tenant_id: tenantId, lang: body.lang, key, value })))
          .onConflict(['tenant_id', 'lang', 'key'])
          .merge(['value', 'updated_at']);
      }
    });
    res.json(envelope(null, okMessage(req)));
  });
  return router;
}
