import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { AppError } from '../http/errors';
import { openSession, writeLoginLog, type ClientInfo, type OpenedSession } from './openSession';
import { decoyPasswordHash, verifyPassword } from './passwords';

export interface LoginInput {
  username: string;
  password: string;
}

interface LoginRow {
  user_id: string;
  tenant_id: string;
  password_hash: string;
  status: string;
  del_flag: boolean;
}

/**
 * Password login: checks the credentials with argon2id and opens a session. Unknown user and
 * wrong password give the same message and take the same time.
 */
export async function login(ctx: AppContext, input: LoginInput, client: ClientInfo): Promise<OpenedSession> {
  const { rows } = await ctx.db.raw<{ rows: LoginRow[] }>('select * from auth_find_login(?)', [input.username]);
  const account = rows[0];
  const isMatch = await verifyPassword(account?.password_hash ?? (await decoyPasswordHash), input.password);
  if (!account || account.del_flag || !isMatch) {
    if (account && !account.del_flag) await logFailure(ctx, account, input.username, 'wrong-password', client);
    throw new AppError(401, 'system/invalid-credentials');
  }
  if (account.status !== '1') {
    await logFailure(ctx, account, input.username, 'frozen', client);
    throw new AppError(401, 'system/account-frozen');
  }
  return openSession(ctx, { userId: account.user_id, tenantId: account.tenant_id }, client, { kind: 'password' });
}

async function logFailure(ctx: AppContext, account: LoginRow, username: string, outcome: string, client: ClientInfo): Promise<void> {
  await withTenant(ctx.db, account.tenant_id, (trx) =>
    writeLoginLog(trx, { tenantId: account.tenant_id, userId: account.user_id, username, kind: 'password', outcome, client }));
}

/** Revokes the caller's session: its token stops working at once. */
export async function logout(ctx: AppContext, tenantId: string, sessionId: string): Promise<void> {
  await withTenant(ctx.db, tenantId, (trx) =>
    trx('sys_session').where({ id: sessionId }).whereNull('revoked_at').update({ revoked_at: trx.fn.now(), ended_reason: 'logout' }));
}
