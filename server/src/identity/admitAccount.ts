import { isIpAllowed, loadLoginPolicy } from '../auth/loginPolicy';
import { lockoutClient, lockRefusal } from '../auth/passwordLockout';
import { writeLoginLog, type ClientInfo, type LoginKind } from '../auth/openSession';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { AppError } from '../http/errors';

/**
 * The organisation's login rules for a login that proved the account without a password (phone
 * code, password-free entry, third-party ticket): the account must be live, not locked — neither
 * account-wide nor for this client (`passwordLockout.ts`, as a password login: a stranger's wrong
 * passwords lock their own client, not this one) — and calling from an allowed address; under
 * "prohibit" multiple login its other sessions end (their next call gets `token.is.multiple`).
 * Refusals are logged; the caller then opens the session.
 */
export async function admitAccount(ctx: AppContext, account: { tenantId: string; userId: string }, client: ClientInfo, kind: LoginKind): Promise<void> {
  const refusal = await withTenant(ctx.db, account.tenantId, async (trx) => {
    const refuse = async (outcome: string, error: AppError) => {
      await writeLoginLog(trx, { tenantId: account.tenantId, userId: account.userId, kind, outcome, client });
      return error;
    };
    const user = await trx('sys_user').where({ id: account.userId })
      .first<{ status: string; del_flag: boolean; user_type: string } | undefined>('status', 'del_flag', 'user_type');
    // A visitor account only ever enters through a visitor token, never through these entries.
    if (!user || user.del_flag || user.user_type === 'visitor') return refuse('unknown', new AppError(401, 'identity/entry-token-invalid'));
    if (user.status !== '1') return refuse('frozen', new AppError(401, 'system/account-frozen'));
    const locked = await lockRefusal(trx, { userId: account.userId, tenantId: account.tenantId, client: lockoutClient(client) });
    if (locked) return refuse('locked', locked);
    const policy = await loadLoginPolicy(trx, account.userId);
    if (!isIpAllowed(client.ip, policy.ipWhitelist)) return refuse('ip-refused', new AppError(403, 'login/ip-refused'));
    if (policy.multipleLogin === 'prohibit') {
      await trx('sys_session').where({ user_id: account.userId }).whereNull('revoked_at').update({ revoked_at: trx.fn.now(), ended_reason: 'multiple-login' });
    }
    return null;
  });
  if (refusal) throw refusal;
}
