import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { AppError } from '../http/errors';
import { writeLoginLog, type ClientInfo } from '../auth/openSession';
import { ssoUnknownIdentity } from './ssoErrors';

/** An identity proved by a provider: who it is there, and the username it claims here. */
export interface ExternalIdentity {
  /** OpenID `sub` or CAS `user`: stable at the provider. */
  subject: string;
  /** The configured claim or attribute's value, matched against usernames; may be absent. */
  username: string | undefined;
}

interface UserRow {
  id: string;
  status: string;
  del_flag: boolean;
}

/**
 * The user an external identity logs in as, inside the configuration's tenant only (row-level
 * security keeps another tenant's users out of reach). A stored link wins; otherwise the
 * claimed username is looked up and, when found, linked, so later renames at the provider do
 * not move the identity to someone else. Unknown identities are refused: this platform does not
 * provision users from SSO, an administrator creates the user first.
 */
export async function resolveExternalUser(ctx: AppContext, tenantId: string, ssoKey: string, identity: ExternalIdentity, client: ClientInfo): Promise<string> {
  const user = await withTenant(ctx.db, tenantId, async (trx) => {
    const linked = await trx('sys_sso_identity as i')
      .join('sys_user as u', 'u.id', 'i.user_id')
      .where({ 'i.sso_key': ssoKey, 'i.subject': identity.subject })
      .first<UserRow | undefined>('u.id', 'u.status', 'u.del_flag');
    if (linked) {
      await trx('sys_sso_identity').where({ sso_key: ssoKey, subject: identity.subject }).update({ last_login_at: trx.fn.now() });
      return linked;
    }
    if (!identity.username) return undefined;
    const byName = await trx('sys_user')
      .whereRaw('lower(username) = lower(?)', [identity.username])
      .first<UserRow | undefined>('id', 'status', 'del_flag');
    if (!byName || byName.del_flag) return undefined;
    await trx('sys_sso_identity')
      .insert({ tenant_id: tenantId, sso_key: ssoKey, subject: identity.subject, user_id: byName.id, last_login_at: trx.fn.now() })
      .onConflict(['tenant_id', 'sso_key', 'subject'])
      .ignore();
    return byName;
  });
  const refusal = !user || user.del_flag ? 'unknown-identity' : user.status !== '1' ? 'frozen' : undefined;
  if (refusal) {
    // Logged in its own transaction: the refusal must be recorded even though the login fails.
    await withTenant(ctx.db, tenantId, (trx) => writeLoginLog(trx, {
      tenantId, userId: user?.id ?? null, username: identity.username ?? identity.subject, kind: 'sso', outcome: refusal, client,
    }));
    throw refusal === 'frozen' ? new AppError(401, 'system/account-frozen') : ssoUnknownIdentity();
  }
  return user!.id;
}
