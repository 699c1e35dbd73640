import { codemapHitsSchema } from '@wharf/schemas';
import { Router } from 'express';
import type { JSONSchemaType } from 'ajv';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { envelope } from '../../http/envelope';
import { requestLanguage } from '../../http/language';

interface CodemapQuery {
  /** Text to find in a code (from its start) or in a name (anywhere), case-insensitive. */
  keyword: string;
  /** Comma-joined reference table types (as `/api/pcode` names them); all tables when left out. */
  type?: string;
  limit: number;
}

const codemapQuery: JSONSchemaType<CodemapQuery> = {
  type: 'object',
  properties: {
    keyword: { type: 'string', minLength: 1, maxLength: 50 },
    type: { type: 'string', maxLength: 1000, pattern: '^[A-Za-z0-9_]+(,[A-Za-z0-9_]+)*$', nullable: true },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
  required: ['keyword', 'limit'],
};

export interface CodemapHit {
  type: string;
  code: string;
  name: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `GET /api/codemap/search` (spec §7): finds entries of the reference code tables the pcode call
 * serves (countries, currencies, units, ports, transport modes, entry types) by code or name, for
 * pickers that look a code up by typing. Codes match from their start, names (in any language)
 * anywhere; an exact code comes first. The tables are the platform's, read-only to every user.
 */
export function codemapRoutes(ctx: AppContext): Router {
  const router = Router();
  apiRoute(router, { method: 'get', path: '/api/codemap/search', summary: 'Reference codes by code or name (keyword, type, limit)', tag: 'reference', query: codemapQuery, response: codemapHitsSchema }, async (req, res, { query }) => {
    const lang = requestLanguage(req);
    const types = query.type ? [...new Set(query.type.split(','))] : undefined;
    const rows = await ctx.db('ref_code')
      .modify((q) => {
        if (types) q.whereIn('type', types);
      })
      .where((w) => w
        .whereRaw("code ilike ? escape '\\'", [`${escapeLike(query.keyword)}%`])
        .orWhereRaw("exists (select 1 from jsonb_each_text(names) as n where n.value ilike ? escape '\\')", [`%${escapeLike(query.keyword)}%`]))
      .orderByRaw('(lower(code) = lower(?)) desc, type, sort_no, code', [query.keyword])
      .limit(query.limit)
      .select<Array<{ type: string; code: string; names: Record<string, string> }>>('type', 'code', 'names');
    res.json(envelope(rows.map((row): CodemapHit => ({ type: row.type, code: row.code, name: row.names[lang] ?? row.names.en_US ?? row.code }))));
  });
  return router;
}
