import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { AppError } from '../http/errors';
import { decoyPasswordHash, verifyPassword } from './passwords';
import { hashToken, newSessionToken, sessionLifetimeMs } from './tokens';
import { loadUserInfo, type UserInfo } from './userInfo';

export interface LoginInput {
  username: string;
  password: string;
}

export interface LoginResult {
  token: string;
  userInfo: UserInfo;
}

interface LoginRow {
  user_id: string;
  tenant_id: string;
  password_hash: string;
  status: string;
  del_flag: boolean;
}

/**
 * Password login: checks the credentials with argon2id and opens a seven-day session whose
 * token is returned once and stored only as a hash. Unknown user and wrong password give the
 * same message and take the same time.
 */
export async function login(ctx: AppContext, input: LoginInput, client: { ip?: string; userAgent?: string }): Promise<LoginResult> {
  const { rows } = await ctx.db.raw<{ rows: LoginRow[] }>('select * from auth_find_login(?)', [input.username]);
  const account = rows[0];
  const isMatch = await verifyPassword(account?.password_hash ?? (await decoyPasswordHash), input.password);
  if (!account || account.del_flag || !isMatch) throw new AppError(401, 'system/invalid-credentials');
  if (account.status !== '1') throw new AppError(401, 'system/account-frozen');

  const token = newSessionToken();
  const userInfo = await withTenant(ctx.db, account.tenant_id, async (trx) => {
    await trx('sys_session').insert({
      tenant_id: account.tenant_id,
      user_id: account.user_id,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + sessionLifetimeMs),
      ip: client.ip?.slice(0, 64) ?? null,
      user_agent: client.userAgent?.slice(0, 255) ?? null,
    });
    return loadUserInfo(trx, account.user_id);
  });
  return { token, userInfo };
}

/** Revokes the caller's session: its token stops working at once. */
export async function logout(ctx: AppContext, tenantId: string, sessionId: string): Promise<void> {
  await withTenant(ctx.db, tenantId, (trx) => trx('sys_session').where({ id: sessionId }).whereNull('revoked_at').update({ revoked_at: trx.fn.now() }));
}
