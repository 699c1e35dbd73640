import type { Knex } from 'knex';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { hashToken, newSessionToken, sessionLifetimeMs } from './tokens';
import { loadUserDepartments, loadUserInfo, type UserDepartment, type UserInfo } from './userInfo';

/** How a session was opened; every login kind goes through `openSession`. */
export type LoginKind = 'password' | 'phone' | 'sso' | 'visitor' | 'free' | 'third';

/** Where the request came from, for the session row and the login log. */
export interface ClientInfo {
  ip?: string;
  userAgent?: string;
}

export interface SessionOptions {
  kind: LoginKind;
  /** The SSO configuration used, so logout can also end the SSO session. */
  ssoKey?: string;
  /** A visitor session reaches only this page. */
  scope?: { pageType: string; pageCode: string };
}

export interface OpenedSession {
  token: string;
  userInfo: UserInfo;
  /** The user's departments; with several (`multiDepart` 2) the screen asks which to work in. */
  departs: UserDepartment[];
  multiDepart: 0 | 1 | 2;
}

/** Records one login attempt or logout in the tenant's login log. */
export async function writeLoginLog(
  trx: Knex.Transaction,
  entry: { tenantId: string; userId?: string | null; username?: string; kind: LoginKind; outcome: string; client: ClientInfo },
): Promise<void> {
  await trx('sys_login_log').insert({
    tenant_id: entry.tenantId,
    user_id: entry.userId ?? null,
    username: entry.username?.slice(0, 100) ?? null,
    login_kind: entry.kind,
    outcome: entry.outcome,
    ip: entry.client.ip?.slice(0, 64) ?? null,
    user_agent: entry.client.userAgent?.slice(0, 255) ?? null,
  });
}

/**
 * Opens a seven-day session for an authenticated user (whatever proved who they are) and
 * returns its token — given out once, stored only as a hash — with the user info.
 */
export async function openSession(ctx: AppContext, account: { userId: string; tenantId: string }, client: ClientInfo, options: SessionOptions): Promise<OpenedSession> {
  return withTenant(ctx.db, account.tenantId, (trx) => openSessionIn(trx, account, client, options));
}

/** `openSession` inside a transaction of the user's tenant the caller holds (a login that has just checked the password in it). */
export async function openSessionIn(trx: Knex.Transaction, account: { userId: string; tenantId: string }, client: ClientInfo, options: SessionOptions): Promise<OpenedSession> {
  return writeSession(trx, account, client, options, await loadSessionUser(trx, account.userId));
}

/** What an opened session answers about its user; read apart from the session's writes, as neither depends on the other. */
export interface SessionUser {
  userInfo: UserInfo;
  departs: UserDepartment[];
}

/** The user's info and departments, as an opened session answers them. */
export async function loadSessionUser(trx: Knex.Transaction, userId: string): Promise<SessionUser> {
  return { userInfo: await loadUserInfo(trx, userId), departs: await loadUserDepartments(trx, userId) };
}

/**
 * Writes the session row and the login log's success line (one statement) and answers the opened
 * session with `user` (`loadSessionUser`, read in the same transaction).
 */
export async function writeSession(trx: Knex.Transaction, account: { userId: string; tenantId: string }, client: ClientInfo, options: SessionOptions, user: SessionUser): Promise<OpenedSession> {
  const { token, statement } = sessionWriteStatement(trx, account, client, options);
  await statement;
  return { token, userInfo: user.userInfo, departs: user.departs, multiDepart: Math.min(user.departs.length, 2) as 0 | 1 | 2 };
}

/**
 * A new session's token and the one statement that writes its row and the login log's success line
 * (the log's username is the user's own, read in the statement), not yet sent: a password login
 * writes it together with its reads while the password is verified.
 */
export function sessionWriteStatement(trx: Knex.Transaction, account: { userId: string; tenantId: string }, client: ClientInfo, options: SessionOptions): { token: string; statement: Knex.Raw } {
  const token = newSessionToken();
  const ip = client.ip?.slice(0, 64) ?? null;
  const userAgent = client.userAgent?.slice(0, 255) ?? null;
  const statement = trx.raw(
    `with opened as (
       insert into sys_session (tenant_id, user_id, token_hash, expires_at, ip, user_agent, login_kind, sso_key, scope)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb)
     )
     insert into sys_login_log (tenant_id, user_id, username, login_kind, outcome, ip, user_agent)
     select ?, u.id, left(u.username, 100), ?, 'success', ?, ? from sys_user u where u.id = ?`,
    [
      account.tenantId, account.userId, hashToken(token), new Date(Date.now() + sessionLifetimeMs), ip, userAgent, options.kind, options.ssoKey ?? null, options.scope ? JSON.stringify(options.scope) : null,
      account.tenantId, options.kind, ip, userAgent, account.userId,
    ],
  );
  return { token, statement };
}
