import { formatMessage, validateRecord, type Language } from '@wharf/engine';
import type { HttpConfigRecord } from '@wharf/schemas';
import type { Knex } from 'knex';
import { page, type Page } from '../../http/envelope';
import { AppError, notFound, ValidationFailed } from '../../http/errors';
import { answeringUniqueViolations } from '../../http/uniqueViolation';
import { refuseDeleteInUse, refuseRecodeInUse } from '../../usages/recordGuards';

/** An HTTP config as the API returns it (spec §3 http config). */
export interface HttpConfigView extends HttpConfigRecord {
  id: string;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string;
}

interface HttpConfigRow {
  id: string;
  http_code: string;
  http_name: string;
  http_url: string;
  http_method: HttpConfigRecord['httpMethod'];
  header: Record<string, string> | null;
  body: string | null;
  return_script: string | null;
  created_by: string | null;
  created_at: Date;
  updated_by: string | null;
  updated_at: Date;
}

function toView(row: HttpConfigRow): HttpConfigView {
  return {
    id: row.id, httpCode: row.http_code, httpName: row.http_name, httpUrl: row.http_url, httpMethod: row.http_method,
    header: row.header ?? {}, ...(row.body !== null ? { body: row.body } : {}), ...(row.return_script !== null ? { returnScript: row.return_script } : {}),
    createBy: row.created_by, createTime: row.created_at.toISOString(), updateBy: row.updated_by, updateTime: row.updated_at.toISOString(),
  };
}

/** Checks an HTTP config against the record schema; paths point into the body. */
export function checkHttpConfig(body: unknown, lang: Language): HttpConfigRecord {
  const issues = validateRecord('httpConfig', body, lang);
  if (issues.length > 0) throw new ValidationFailed(issues.map((issue) => ({ ...issue, path: `/body${issue.path === '/' ? '' : issue.path}` })));
  return body as HttpConfigRecord;
}

/**
 * One interface address is one config in a tenant (spec §8 "interface address already exists"): a
 * second config at the same URL is a 400 at `/body/httpUrl`. Checked after the save's own write, under
 * a transaction lock on the tenant and URL: of two saves at the same moment, the later one sees the other.
 */
async function refuseTakenUrl(trx: Knex.Transaction, tenantId: string, url: string, lang: Language, id: string): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`eform_http_config.http_url:${tenantId}:${url}`]);
  // The tenant named, not left to row-level security: installs and seeds write through the owner, which sees every tenant.
  const taken = await trx('eform_http_config').where({ tenant_id: tenantId, http_url: url }).whereNot({ id }).first<{ http_code: string } | undefined>('http_code');
  if (taken) throw new ValidationFailed([{ path: '/body/httpUrl', code: 'httpConfig/url-exists', message: formatMessage('httpConfig/url-exists', lang, [url]) }]);
}

export async function saveHttpConfig(trx: Knex.Transaction, tenantId: string, actorId: string | null, body: unknown, lang: Language, id?: string): Promise<HttpConfigView> {
  const record = checkHttpConfig(body, lang);
  // Definitions name a config by its code: it may not change while any does (400 naming them).
  if (id) await refuseRecodeInUse(trx, 'httpConfig', id, record.httpCode, '/body/httpCode', lang);
  const columns = {
    http_code: record.httpCode, http_name: record.httpName, http_url: record.httpUrl, http_method: record.httpMethod,
    header: JSON.stringify(record.header ?? {}), body: record.body ?? null, return_script: record.returnScript ?? null, updated_by: actorId,
  };
  const [row] = await answeringUniqueViolations(lang, async () => (id
    ? await trx('eform_http_config').where({ id }).update({ ...columns, updated_at: trx.fn.now() }).returning('*')
    : await trx('eform_http_config').insert({ ...columns, tenant_id: tenantId, created_by: actorId }).returning('*')), { eform_http_config_tenant_id_http_code_unique: [record.httpCode] });
  if (!row) throw notFound();
  // After the write, so a repeated code is still answered at httpCode; the transaction rolls back on a taken URL.
  await refuseTakenUrl(trx, tenantId, record.httpUrl, lang, row.id);
  return toView(row);
}

/** Deletes an HTTP config; refused (400 naming each user) while a definition names it. */
export async function deleteHttpConfig(trx: Knex.Transaction, id: string, lang: Language): Promise<void> {
  await refuseDeleteInUse(trx, 'httpConfig', id, '/query/id', lang);
  if ((await trx('eform_http_config').where({ id }).delete()) === 0) throw notFound();
}

export async function readHttpConfig(trx: Knex.Transaction, where: { id: string } | { http_code: string }): Promise<HttpConfigView> {
  const row = await trx<HttpConfigRow>('eform_http_config').where(where).first();
  if (!row) throw 'id' in where ? notFound() : new AppError(404, 'httpConfig/not-found', [where.http_code]);
  return toView(row);
}

export interface HttpConfigListQuery {
  httpName?: string;
  httpCode?: string;
  pageNo: number;
  pageSize: number;
}

export async function listHttpConfigs(trx: Knex.Transaction, query: HttpConfigListQuery): Promise<Page<HttpConfigView>> {
  const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const filtered = trx('eform_http_config').modify((q) => {
    if (query.httpName) q.whereILike('http_name', like(query.httpName));
    if (query.httpCode) q.whereILike('http_code', like(query.httpCode));
  });
  const [{ total }] = (await filtered.clone().count({ total: '*' })) as [{ total: string | number }];
  const rows: HttpConfigRow[] = await filtered.clone().select('*').orderBy([{ column: 'updated_at', order: 'desc' }, { column: 'id' }])
    .limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize);
  return page(rows.map(toView), Number(total), query.pageNo, query.pageSize);
}
