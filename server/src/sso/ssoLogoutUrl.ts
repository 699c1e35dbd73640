import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { findSsoConfig } from './ssoConfig';

/**
 * Where the browser goes after logout to end the SSO session too (spec §4 Logout), or null
 * when the session's configuration has no logout support (or no longer exists). The logout
 * route calls it with the session's `sso_key`. For OAuth2 the configured end-session URL gets
 * `client_id` (OpenID RP-initiated logout needs it when no ID token hint is sent).
 */
export async function ssoLogoutUrl(ctx: AppContext, ssoKey: string | null | undefined): Promise<string | null> {
  if (!ssoKey) return null;
  const config = await findSsoConfig(ctx, ssoKey);
  if (!config) return null;
  const configured = config.type === 'cas' ? config.cas.logout : config.oauth2.logout;
  if (!configured) return null;
  let url: URL;
  try {
    url = new URL(configured);
  } catch {
    return null;
  }
  if (config.type === 'oauth2' && config.oauth2.clientId && !url.searchParams.has('client_id')) {
    url.searchParams.set('client_id', config.oauth2.clientId);
  }
  return url.href;
}

/**
 * The SSO logout URL of a session (by its `sso_key`), for the logout route, which knows the
 * caller's tenant and session id. A revoked session keeps its row, so the order does not matter.
 */
export async function ssoLogoutUrlOfSession(ctx: AppContext, tenantId: string, sessionId: string): Promise<string | null> {
  const session = await withTenant(ctx.db, tenantId, (trx) => trx('sys_session').where({ id: sessionId }).first<{ sso_key: string | null } | undefined>('sso_key'));
  return ssoLogoutUrl(ctx, session?.sso_key);
}
