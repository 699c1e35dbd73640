import type { AppContext } from '../context';
import { findSsoConfig } from './ssoConfig';
import { ssoNotConfigured } from './ssoErrors';

/** What the login screen may know of an SSO configuration: nothing secret, nothing internal. */
export interface PublicSsoConfig {
  ssoKey: string;
  type: 'oauth2' | 'cas';
  cas: { url: string | null; hasLogout: boolean };
  oauth2: { paramName: string; dynamic: boolean; hasLogout: boolean };
}

/**
 * `GET /api/system/sso/config`: lets the login and callback screens choose the flow for an
 * ssoKey (spec §4: CAS redirect, or the OAuth2 authorize URL and the callback's code
 * parameter). The CAS URL is public anyway: the browser is sent there.
 */
export async function describeSsoConfig(ctx: AppContext, ssoKey: string): Promise<PublicSsoConfig> {
  const config = await findSsoConfig(ctx, ssoKey);
  if (!config) throw ssoNotConfigured();
  return {
    ssoKey: config.ssoKey,
    type: config.type,
    cas: { url: config.cas.url, hasLogout: Boolean(config.cas.logout) },
    oauth2: { paramName: config.oauth2.paramName, dynamic: config.oauth2.dynamic, hasLogout: Boolean(config.oauth2.logout) },
  };
}
