import * as oidc from 'openid-client';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { newState, storeAttempt } from './loginAttempts';
import { relyingParty, withOpenIdScope } from './oidcClient';
import { requireOAuth2Config } from './ssoConfig';
import { ssoIncomplete } from './ssoErrors';

/**
 * A redirect URI as the token request will repeat it: absolute http(s), no query or fragment
 * (openid-client rebuilds it from the callback URL without them, so they could never match).
 */
export function checkRedirectUri(value: string, label: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new AppError(400, 'sso/invalid-url', [label]);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash || url.username || url.password) {
    throw new AppError(400, 'sso/invalid-url', [label]);
  }
  return url.href;
}

/**
 * `GET /api/system/oauth2/getAuthorizeUrl`: the provider's authorize URL for a new login
 * attempt. State, nonce and PKCE verifier are kept server-side (single use, ten minutes) and
 * bound to the calling browser, so the callback can only complete an attempt this server
 * started, in the browser that started it. The provider checks the
 * redirect URI against the client's registered ones.
 */
export async function createAuthorizeUrl(ctx: AppContext, ssoKey: string, requestedRedirectUri: string | undefined, browserBinding: string): Promise<string> {
  const { config, oauth2 } = await requireOAuth2Config(ctx, ssoKey);
  const redirectSource = requestedRedirectUri ?? config.oauth2.redirectUri;
  if (!redirectSource) throw ssoIncomplete();
  const redirectUri = checkRedirectUri(redirectSource, 'redirectUri');

  const rp = await relyingParty(oauth2, ctx.log);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const nonce = oidc.randomNonce();
  const { state, handle } = newState(ssoKey);
  await storeAttempt(ctx, config.tenantId, ssoKey, handle, { nonce, codeVerifier, redirectUri, browserBinding });

  // PKCE is sent to every provider: one that does not support it ignores the parameters,
  // while the state and nonce checks still bind the callback to this attempt.
  const url = oidc.buildAuthorizationUrl(rp, {
    redirect_uri: redirectUri,
    scope: withOpenIdScope(oauth2.scope),
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return url.href;
}
