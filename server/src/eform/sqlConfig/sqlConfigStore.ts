import { formatMessage, validateRecord, type Language } from '@wharf/engine';
import type { SqlConfigRecord } from '@wharf/schemas';
import type { Knex } from 'knex';
import { page, type Page } from '../../http/envelope';
import { AppError, notFound, ValidationFailed } from '../../http/errors';
import { answeringUniqueViolations } from '../../http/uniqueViolation';
import { refuseDeleteInUse, refuseRecodeInUse } from '../../usages/recordGuards';
import { readBuilderSql } from './checkBuilderSql';

/** A SQL config as the API returns it (spec §3 sql config). */
export interface SqlConfigView extends SqlConfigRecord {
  id: string;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string;
}

interface SqlConfigRow {
  id: string;
  sql_code: string;
  sql_name: string;
  sql_query: string;
  is_cache: 'Y' | 'N';
  parameters: SqlConfigRecord['parameters'];
  created_by: string | null;
  created_at: Date;
  updated_by: string | null;
  updated_at: Date;
}

export function toSqlConfigView(row: SqlConfigRow): SqlConfigView {
  return {
    id: row.id, sqlCode: row.sql_code, sqlName: row.sql_name, sqlQuery: row.sql_query, isCache: row.is_cache, parameters: row.parameters ?? [],
    createBy: row.created_by, createTime: row.created_at.toISOString(), updateBy: row.updated_by, updateTime: row.updated_at.toISOString(),
  };
}

/**
 * Checks a SQL config: the record schema (paths into the body), then the SQL itself as the runner
 * will read it (PostgreSQL's parser: one SELECT, allowed functions and relations only; see
 * `checkBuilderSql`), so a config that could never run is refused when it is saved, not when a
 * form first asks for it. The runner checks again before every run.
 */
export async function checkSqlConfig(body: unknown, lang: Language): Promise<SqlConfigRecord> {
  const issues = validateRecord('sqlConfig', body, lang);
  if (issues.length > 0) throw new ValidationFailed(issues.map((issue) => ({ ...issue, path: `/body${issue.path === '/' ? '' : issue.path}` })));
  const record = body as SqlConfigRecord;
  const prepared = await readBuilderSql(record.sqlQuery);
  if (!prepared.ok) throw new ValidationFailed([{ path: '/body/sqlQuery', code: prepared.problem.code, message: formatMessage(prepared.problem.code, lang, prepared.problem.args) }]);
  return record;
}

export async function saveSqlConfig(trx: Knex.Transaction, tenantId: string, actorId: string | null, body: unknown, lang: Language, id?: string): Promise<SqlConfigView> {
  const record = await checkSqlConfig(body, lang);
  // Definitions name a config by its code: it may not change while any does (400 naming them).
  if (id) await refuseRecodeInUse(trx, 'sqlConfig', id, record.sqlCode, '/body/sqlCode', lang);
  const columns = {
    sql_code: record.sqlCode, sql_name: record.sqlName, sql_query: record.sqlQuery, is_cache: record.isCache ?? 'N',
    parameters: JSON.stringify(record.parameters ?? []), updated_by: actorId,
  };
  const [row] = await answeringUniqueViolations(lang, async () => (id
    ? await trx('eform_sql_config').where({ id }).update({ ...columns, updated_at: trx.fn.now() }).returning('*')
    : await trx('eform_sql_config').insert({ ...columns, tenant_id: tenantId, created_by: actorId }).returning('*')), { eform_sql_config_tenant_id_sql_code_unique: [record.sqlCode] });
  if (!row) throw notFound();
  return toSqlConfigView(row);
}

/** Deletes a SQL config; refused (400 naming each user) while a definition names it. */
export async function deleteSqlConfig(trx: Knex.Transaction, id: string, lang: Language): Promise<void> {
  await refuseDeleteInUse(trx, 'sqlConfig', id, '/query/id', lang);
  if ((await trx('eform_sql_config').where({ id }).delete()) === 0) throw notFound();
}

export async function readSqlConfigByCode(trx: Knex | Knex.Transaction, sqlCode: string): Promise<SqlConfigView> {
  const row = await trx<SqlConfigRow>('eform_sql_config').where({ sql_code: sqlCode }).first();
  if (!row) throw new AppError(404, 'sqlConfig/not-found', [sqlCode]);
  return toSqlConfigView(row);
}

export interface SqlConfigListQuery {
  sqlName?: string;
  sqlCode?: string;
  pageNo: number;
  pageSize: number;
}

export async function listSqlConfigs(trx: Knex.Transaction, query: SqlConfigListQuery): Promise<Page<SqlConfigView>> {
  const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const filtered = trx('eform_sql_config').modify((q) => {
    if (query.sqlName) q.whereILike('sql_name', like(query.sqlName));
    if (query.sqlCode) q.whereILike('sql_code', like(query.sqlCode));
  });
  const [{ total }] = (await filtered.clone().count({ total: '*' })) as [{ total: string | number }];
  const rows: SqlConfigRow[] = await filtered.clone().select('*').orderBy([{ column: 'updated_at', order: 'desc' }, { column: 'id' }])
    .limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize);
  return page(rows.map(toSqlConfigView), Number(total), query.pageNo, query.pageSize);
}
