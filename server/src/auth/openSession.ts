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
  const token = newSessionToken();
  await trx('sys_session').insert({
    tenant_id: account.tenantId,
    user_id: account.userId,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + sessionLifetimeMs),
    ip: client.ip?.slice(0, 64) ?? null,
    user_agent: client.userAgent?.slice(0, 255) ?? null,
    login_kind: options.kind,
    sso_key: options.ssoKey ?? null,
    scope: options.scope ? JSON.stringify(options.scope) : null,
  });
  const userInfo = await loadUserInfo(trx, account.userId);
  await writeLoginLog(trx, { tenantId: account.tenantId, userId: account.userId, username: userInfo.username, kind: options.kind, outcome: 'success', client });
  const departs = await loadUserDepartments(trx, account.userId);
  return { token, userInfo, departs, multiDepart: Math.min(departs.length, 2) as 0 | 1 | 2 };
}
