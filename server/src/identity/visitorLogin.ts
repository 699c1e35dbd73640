import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { openSession, type ClientInfo } from '../auth/openSession';
import { hashToken } from '../auth/tokens';
import type { UserInfo } from '../auth/userInfo';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { AppError, notFound } from '../http/errors';
import { issueEntryToken, redeemEntryToken } from './entryTokens';
import { isPageScope, type SessionScope } from '../auth/sessionScope';

/** The visitor login result of spec §3. */
export interface VisitorLoginResult {
  token: string;
  userInfo: UserInfo;
  customData: Record<string, unknown>;
  pageCode: string;
  pageType: string;
}

export interface IssueVisitorTokenInput extends SessionScope {
  customData?: Record<string, unknown>;
  expiresInSeconds: number;
}

/**
 * The tenant's visitor account, created on first use. Visitor sessions belong to it rather
 * than to the console user who issued the link, so a visitor never carries anyone's rights.
 * Its password hash is not an argon2 hash, so no password ever matches it, and its username is
 * random, so nobody can aim failed logins at it.
 */
async function visitorAccount(trx: Knex.Transaction, tenantId: string): Promise<string> {
  const existing = await trx('sys_user').where({ tenant_id: tenantId, user_type: 'visitor' }).orderBy('created_at').first<{ id: string } | undefined>('id');
  if (existing) return existing.id;
  // Serialises the first creation per tenant (two links opened at the same moment).
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`visitor-account:${tenantId}`]);
  const created = await trx('sys_user').where({ tenant_id: tenantId, user_type: 'visitor' }).first<{ id: string } | undefined>('id');
  if (created) return created.id;
  const [row] = await trx('sys_user')
    .insert({
      tenant_id: tenantId,
      username: `~v.${randomBytes(12).toString('base64url').slice(0, 17)}`,
      realname: 'visitor',
      password_hash: '!no-password',
      user_type: 'visitor',
      back_role_flg: '0',
    })
    .returning<{ id: string }[]>('id');
  return row!.id;
}

/**
 * `POST /api/system/visitorToken`: a signed visitor link for one page of the caller's tenant.
 * The page must exist as a definition of that kind; the token is reusable until it expires.
 */
export async function issueVisitorToken(ctx: AppContext, issuer: { tenantId: string; userId: string }, input: IssueVisitorTokenInput): Promise<{ visitorToken: string; tokenId: string; expiresAt: string; url: string }> {
  const userId = await withTenant(ctx.db, issuer.tenantId, async (trx) => {
    const page = await trx('eform_definition').where({ kind: input.pageType, code: input.pageCode }).first<{ id: string } | undefined>('id');
    if (!page) throw notFound();
    return visitorAccount(trx, issuer.tenantId);
  });
  const { token, tokenId, expiresAt } = await issueEntryToken(ctx, {
    tenantId: issuer.tenantId,
    entry: 'visitor',
    userId,
    createdBy: issuer.userId,
    expiresInSeconds: input.expiresInSeconds,
    isSingleUse: false,
    pageType: input.pageType,
    pageCode: input.pageCode,
    customData: input.customData ?? {},
  });
  return { visitorToken: token, tokenId, expiresAt: expiresAt.toISOString(), url: `/visitor?visitorToken=${encodeURIComponent(token)}` };
}

/**
 * `POST /api/system/visitorLogin`: a valid visitor token opens a session scoped to its page
 * (see `isCallAllowedForScope`); anything else is a 401, which the screen turns into /401.
 */
export async function visitorLogin(ctx: AppContext, visitorToken: string, client: ClientInfo): Promise<VisitorLoginResult> {
  const entry = await redeemEntryToken(ctx, visitorToken, 'visitor');
  const scope = { pageType: entry?.pageType, pageCode: entry?.pageCode };
  if (!entry || !isPageScope(scope)) throw new AppError(401, 'identity/visitor-token-invalid');
  const opened = await openSession(ctx, { userId: entry.userId, tenantId: entry.tenantId }, client, { kind: 'visitor', scope });
  // A visitor session ends with its link: never outlives the token that opened it.
  await withTenant(ctx.db, entry.tenantId, (trx) =>
    trx('sys_session').where({ token_hash: hashToken(opened.token) }).where('expires_at', '>', entry.expiresAt).update({ expires_at: entry.expiresAt }));
  return { ...opened, customData: entry.customData ?? {}, pageCode: scope.pageCode, pageType: scope.pageType };
}
