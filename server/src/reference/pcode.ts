import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { Language } from '@wharf/engine';

export interface PcodeQuery {
  /** Comma-joined reference table types, e.g. `country,currency`. */
  type: string;
  etag?: string;
  /** Only this code in each table. */
  code?: string;
  /** `map`: `{ code: name }` per table instead of a list. */
  format?: 'list' | 'map';
}

export interface PcodeItem {
  code: string;
  name: string;
  [extra: string]: unknown;
}

export interface PcodeAnswer {
  etag: string;
  /** Null when the caller's etag is still current: nothing to send. */
  data: Record<string, PcodeItem[] | Record<string, string>> | null;
  missing: string[];
}

/**
 * Reads reference tables for the pcode call. The etag covers the tables' versions and every
 * parameter that shapes the answer, so a client holding it gets `data: null` (HTTP 304) until a
 * table changes.
 */
export async function readPcode(db: Knex, query: PcodeQuery, lang: Language): Promise<PcodeAnswer> {
  const types = [...new Set(query.type.split(',').map((t) => t.trim()).filter(Boolean))].sort();
  const versions = await db('ref_code_type').whereIn('type', types).select<{ type: string; version: string }[]>('type', 'version');
  const known = new Set(versions.map((v) => v.type));
  const missing = types.filter((type) => !known.has(type));
  const etag = createHash('sha256')
    .update(JSON.stringify({ versions: versions.sort((a, b) => a.type.localeCompare(b.type)), lang, format: query.format ?? 'list', code: query.code ?? null, missing }))
    .digest('base64url')
    .slice(0, 22);
  if (query.etag === etag) return { etag, data: null, missing };

  const rows = await db('ref_code')
    .whereIn('type', [...known])
    .modify((q) => {
      if (query.code) q.where({ code: query.code });
    })
    .orderBy([{ column: 'type' }, { column: 'sort_no' }])
    .select<{ type: string; code: string; names: Record<string, string>; extra: Record<string, unknown> }[]>('type', 'code', 'names', 'extra');
  const data: PcodeAnswer['data'] = Object.fromEntries([...known].map((type) => [type, query.format === 'map' ? {} : []]));
  for (const row of rows) {
    const name = row.names[lang] ?? row.names.en_US ?? row.code;
    const bucket = data[row.type]!;
    if (Array.isArray(bucket)) bucket.push({ ...row.extra, code: row.code, name });
    else bucket[row.code] = name;
  }
  return { etag, data, missing };
}
