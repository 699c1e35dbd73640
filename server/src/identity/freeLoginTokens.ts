import type { Caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { accessDenied, notFound } from '../http/errors';
import { identityPermissions, requireCallerPermission } from './consoleAccess';
import { issueEntryToken } from './entryTokens';
import type { FreeLoginEntry } from './freeLogin';

export interface IssueFreeLoginTokenInput {
  entry: FreeLoginEntry;
  /** The account the token logs in as; the caller when absent. */
  userId?: string;
  expiresInSeconds: number;
}

/**
 * `POST /api/system/freeLoginToken`: a holder of the `entryToken:issue` button issues a signed,
 * expiring, single-use token for one password-free entry (or a third-party login ticket). Only
 * a tenant admin (or the platform operator) may issue one for another user, and never for a
 * visitor account; row-level security keeps the account inside the caller's tenant.
 */
export async function issueFreeLoginToken(ctx: AppContext, issuer: Pick<Caller, 'tenantId' | 'homeTenantId' | 'userId'>, input: IssueFreeLoginTokenInput): Promise<{ token: string; tokenId: string; expiresAt: string }> {
  const userId = input.userId ?? issuer.userId;
  const basis = await requireCallerPermission(ctx, issuer, identityPermissions.issueEntryTokens);
  if (userId !== issuer.userId && basis === 'roles') throw accessDenied();
  await withTenant(ctx.db, issuer.tenantId, async (trx) => {
    const target = await trx('sys_user').where({ id: userId }).first<{ user_type: string; status: string; del_flag: boolean } | undefined>('user_type', 'status', 'del_flag');
    if (!target || target.del_flag || target.user_type === 'visitor') throw notFound();
  });
  const { token, tokenId, expiresAt } = await issueEntryToken(ctx, {
    tenantId: issuer.tenantId,
    entry: input.entry,
    userId,
    createdBy: issuer.userId,
    expiresInSeconds: input.expiresInSeconds,
    isSingleUse: true,
  });
  return { token, tokenId, expiresAt: expiresAt.toISOString() };
}

/**
 * A one-time third-party login ticket for an account already identified by a trusted
 * callback (an SSO or partner integration on the server side). Its id is what
 * `GET /api/system/thirdLogin/getLoginUser/{id}` redeems, once, within two minutes.
 */
export async function issueThirdLoginTicket(ctx: AppContext, account: { tenantId: string; userId: string }): Promise<string> {
  const { token } = await issueEntryToken(ctx, { ...account, entry: 'thirdLogin', createdBy: null, expiresInSeconds: 120, isSingleUse: true });
  return token;
}
