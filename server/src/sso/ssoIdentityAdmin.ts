import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { page, type Page } from '../http/envelope';
import { findSsoConfig } from './ssoConfig';
import { ssoNotConfigured } from './ssoErrors';

/** One external identity linked to a user, as the operator's console lists it. */
export interface SsoIdentityView {
  subject: string;
  userId: string;
  username: string;
  createdAt: string;
  lastLoginAt: string | null;
}

async function tenantOf(ctx: AppContext, ssoKey: string): Promise<string> {
  const config = await findSsoConfig(ctx, ssoKey);
  if (!config) throw ssoNotConfigured();
  return config.tenantId;
}

/** The identities linked through one configuration, most recently used first. */
export async function listSsoIdentities(ctx: AppContext, ssoKey: string, pageNo: number, pageSize: number): Promise<Page<SsoIdentityView>> {
  const tenantId = await tenantOf(ctx, ssoKey);
  return withTenant(ctx.db, tenantId, async (trx) => {
    const base = trx('sys_sso_identity as i').join('sys_user as u', 'u.id', 'i.user_id').where('i.sso_key', ssoKey);
    const [counted] = await base.clone().count<{ count: string }[]>('* as count');
    const rows = await base
      .clone()
      .select<{ subject: string; user_id: string; username: string; created_at: Date; last_login_at: Date | null }[]>('i.subject', 'i.user_id', 'u.username', 'i.created_at', 'i.last_login_at')
      .orderByRaw('i.last_login_at desc nulls last, i.subject')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize);
    const records = rows.map((row) => ({
      subject: row.subject,
      userId: row.user_id,
      username: row.username,
      createdAt: row.created_at.toISOString(),
      lastLoginAt: row.last_login_at?.toISOString() ?? null,
    }));
    return page(records, Number(counted?.count ?? 0), pageNo, pageSize);
  });
}

/**
 * Removes a link, e.g. one made to the wrong user by a username claim: the identity's next
 * login maps it afresh. Answers whether there was such a link.
 */
export async function unlinkSsoIdentity(ctx: AppContext, ssoKey: string, subject: string): Promise<boolean> {
  const tenantId = await tenantOf(ctx, ssoKey);
  const removed = await withTenant(ctx.db, tenantId, (trx) => trx('sys_sso_identity').where({ sso_key: ssoKey, subject }).delete());
  return removed > 0;
}
