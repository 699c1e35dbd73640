import * as oidc from 'openid-client';
import type { AppContext } from '../context';
import { admitAccount } from '../identity/admitAccount';
import type { Language } from '@wharf/engine';
import type { ClientInfo } from '../auth/openSession';
import { openLoginSession, type LoginSession } from '../auth/loginExtras';
import { resolveExternalUser } from './externalIdentity';
import { consumeAttempt, parseState } from './loginAttempts';
import { relyingParty } from './oidcClient';
import { requireOAuth2Config } from './ssoConfig';
import { ssoLoginFailed } from './ssoErrors';

/** What the web callback posts: the callback's query parameters. */
export interface OAuth2LoginInput {
  code: string;
  state: string;
  /** RFC 9207 issuer of the response; required when the provider announces it sends one. */
  iss?: string;
}

/** A subject longer than OpenID's 255 ASCII characters is not one a provider may send. */
const maxSubjectLength = 255;

/**
 * `POST /api/system/oauth2/login`: completes a login attempt started by getAuthorizeUrl. The
 * attempt is used up first (a replayed state or code fails), then openid-client exchanges the
 * code with the PKCE verifier and checks the ID token: signature, issuer, audience, expiry and
 * nonce. The identity is mapped to a user of the configuration's tenant and a session opened.
 */
export async function oauth2Login(ctx: AppContext, input: OAuth2LoginInput, browserBinding: string | undefined, client: ClientInfo, lang: Language): Promise<LoginSession> {
  const parsed = parseState(input.state);
  if (!parsed) throw ssoLoginFailed();
  const { config, oauth2 } = await requireOAuth2Config(ctx, parsed.ssoKey);
  const attempt = await consumeAttempt(ctx, config.tenantId, parsed.ssoKey, parsed.handle, browserBinding);
  const rp = await relyingParty(oauth2, ctx.log);

  const callback = new URL(attempt.redirectUri);
  callback.searchParams.set('code', input.code);
  callback.searchParams.set('state', input.state);
  if (input.iss !== undefined) callback.searchParams.set('iss', input.iss);

  let claims: oidc.IDToken | undefined;
  let accessToken: string | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(rp, callback, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedState: input.state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
    accessToken = tokens.access_token;
  } catch (error) {
    // Why it failed (invalid_grant, wrong aud, expired token…) is for the log only.
    ctx.log.warn({ err: error, ssoKey: config.ssoKey }, 'OAuth2 code exchange refused');
    throw ssoLoginFailed();
  }
  if (!claims || typeof claims.sub !== 'string' || claims.sub.length === 0 || claims.sub.length > maxSubjectLength) throw ssoLoginFailed();

  const claimed = claims[config.oauth2.usernameClaim] ?? (await userInfoClaim(ctx, rp, accessToken, claims.sub, config.oauth2.usernameClaim));
  const username = typeof claimed === 'string' && claimed.length > 0 && claimed.length <= 100 ? claimed : undefined;
  const userId = await resolveExternalUser(ctx, config.tenantId, config.ssoKey, { subject: claims.sub, username }, client);
  // The organisation's rules still apply: lock, IP whitelist, prohibited multiple login, no visitor accounts.
  await admitAccount(ctx, { userId, tenantId: config.tenantId }, client, 'sso');
  return openLoginSession(ctx, { userId, tenantId: config.tenantId }, client, { kind: 'sso', ssoKey: config.ssoKey }, lang);
}


/**
 * A claim the ID token does not carry, from the UserInfo endpoint: many providers release
 * profile claims only there. The subject must match the ID token's (openid-client checks).
 */
async function userInfoClaim(ctx: AppContext, rp: oidc.Configuration, accessToken: string | undefined, sub: string, claim: string): Promise<unknown> {
  if (!accessToken || !rp.serverMetadata().userinfo_endpoint) return undefined;
  try {
    return (await oidc.fetchUserInfo(rp, accessToken, sub))[claim];
  } catch (error) {
    ctx.log.warn({ err: error }, 'OpenID UserInfo request failed');
    return undefined;
  }
}
