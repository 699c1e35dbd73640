import { pcodeTablesSchema } from '@wharf/schemas';
import { Router } from 'express';
import type { JSONSchemaType } from 'ajv';
import type { AppContext } from '../context';
import { apiRoute } from '../http/apiRoute';
import { requestLanguage } from '../http/language';
import { readPcode, type PcodeQuery } from './pcode';

const pcodeQuery: JSONSchemaType<PcodeQuery> = {
  type: 'object',
  properties: {
    type: { type: 'string', minLength: 1, maxLength: 1000, pattern: '^[A-Za-z0-9_]+(,[A-Za-z0-9_]+)*$' },
    etag: { type: 'string', maxLength: 64, nullable: true },
    code: { type: 'string', maxLength: 32, nullable: true },
    format: { type: 'string', enum: ['list', 'map'], nullable: true },
  },
  required: ['type'],
};

/**
 * `GET /api/pcode` (spec §7): customs reference tables for dictionary caches, answered
 * `{ success, data, etag }`, or 304 when the caller's etag (query or If-None-Match) is current.
 */
export function referenceRoutes(ctx: AppContext): Router {
  const router = Router();
  apiRoute(router, { method: 'get', path: '/api/pcode', summary: 'Reference code tables (countries, currencies, units, ports, transport modes, entry types)', tag: 'reference', query: pcodeQuery, response: pcodeTablesSchema }, async (req, res, { query }) => {
    const fromHeader = req.get('If-None-Match')?.replace(/^W\//, '').replaceAll('"', '');
    const answer = await readPcode(ctx.db, { ...query, etag: query.etag ?? fromHeader }, requestLanguage(req));
    res.setHeader('ETag', `"${answer.etag}"`);
    res.setHeader('Cache-Control', 'private, no-cache');
    if (answer.data === null) {
      res.status(304).end();
      return;
    }
    res.json({ success: true, code: 200, message: '', data: answer.data, result: answer.data, etag: answer.etag, missing: answer.missing, timestamp: Date.now() });
  });
  return router;
}
