import type { Knex } from 'knex';
import { page, type Page } from '../http/envelope';

/** Paging and the one filter of the log lists; values only, bound as parameters. */
export interface LogListQuery {
  pageNo: number;
  pageSize: number;
  /** Part of the username (login log) or of the path (visit log). */
  keyword?: string;
}

export interface LoginLogRecord {
  id: string;
  userId: string | null;
  username: string | null;
  loginKind: string;
  outcome: string;
  ip: string | null;
  userAgent: string | null;
  createTime: string;
}

export interface VisitLogRecord {
  id: string;
  userId: string | null;
  username: string | null;
  method: string;
  requestUrl: string;
  status: number;
  costTime: number;
  ip: string | null;
  createTime: string;
}

/** `%`, `_` and `\` match themselves inside a LIKE pattern built from user text. */
function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

async function pageOf<T>(query: Knex.QueryBuilder, list: LogListQuery, toRecord: (row: Record<string, unknown>) => T): Promise<Page<T>> {
  const counted = await query.clone().clearSelect().clearOrder().count<{ total: string }[]>({ total: '*' });
  const rows = (await query.offset((list.pageNo - 1) * list.pageSize).limit(list.pageSize)) as Record<string, unknown>[];
  return page(rows.map(toRecord), Number(counted[0]?.total ?? 0), list.pageNo, list.pageSize);
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

/** `GET /api/system/log/loginfo`: the tenant's login log, newest first (row-level security keeps it to the tenant). */
export function listLoginLog(trx: Knex.Transaction, list: LogListQuery): Promise<Page<LoginLogRecord>> {
  const query = trx('sys_login_log').select('id', 'user_id', 'username', 'login_kind', 'outcome', 'ip', 'user_agent', 'created_at').orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]);
  if (list.keyword) query.whereRaw("username ilike ? escape '\\'", [containsPattern(list.keyword)]);
  return pageOf(query, list, (row) => ({
    id: row.id as string,
    userId: (row.user_id as string | null) ?? null,
    username: (row.username as string | null) ?? null,
    loginKind: row.login_kind as string,
    outcome: row.outcome as string,
    ip: (row.ip as string | null) ?? null,
    userAgent: (row.user_agent as string | null) ?? null,
    createTime: iso(row.created_at),
  }));
}

/** `GET /api/system/log/visitInfo`: the tenant's visit log, newest first, with usernames. */
export function listVisitLog(trx: Knex.Transaction, list: LogListQuery): Promise<Page<VisitLogRecord>> {
  const query = trx('sys_visit_log as v')
    .leftJoin('sys_user as u', 'u.id', 'v.user_id')
    .select('v.id', 'v.user_id', 'u.username', 'v.method', 'v.path', 'v.status', 'v.duration_ms', 'v.ip', 'v.created_at')
    .orderBy([{ column: 'v.created_at', order: 'desc' }, { column: 'v.id', order: 'desc' }]);
  if (list.keyword) query.whereRaw("v.path ilike ? escape '\\'", [containsPattern(list.keyword)]);
  return pageOf(query, list, (row) => ({
    id: row.id as string,
    userId: (row.user_id as string | null) ?? null,
    username: (row.username as string | null) ?? null,
    method: row.method as string,
    requestUrl: row.path as string,
    status: row.status as number,
    costTime: row.duration_ms as number,
    ip: (row.ip as string | null) ?? null,
    createTime: iso(row.created_at),
  }));
}

export interface MessageLogRecord {
  id: string;
  esType: string;
  esReceiver: string;
  esTitle: string;
  esContent: string;
  esSendStatus: string;
  createTime: string;
}

/**
 * `GET /api/system/log/messageLog`: messages the tenant sent (with the development SMS provider,
 * the codes themselves), newest first; `esType` and `esReceiver` match exactly.
 */
export function listMessageLog(trx: Knex.Transaction, list: LogListQuery & { esType?: string; esReceiver?: string }): Promise<Page<MessageLogRecord>> {
  const query = trx('sys_message_log')
    .select('id', 'es_type', 'es_receiver', 'es_title', 'es_content', 'es_send_status', 'created_at')
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]);
  if (list.esType) query.where({ es_type: list.esType });
  if (list.esReceiver) query.where({ es_receiver: list.esReceiver });
  return pageOf(query, list, (row) => ({
    id: row.id as string,
    esType: row.es_type as string,
    esReceiver: row.es_receiver as string,
    esTitle: row.es_title as string,
    esContent: row.es_content as string,
    esSendStatus: row.es_send_status as string,
    createTime: iso(row.created_at),
  }));
}
