import * as oidc from 'openid-client';
import type { Logger } from 'pino';
import type { CompleteOAuth2 } from './ssoConfig';
import { ssoProviderUnreachable } from './ssoErrors';

/** Discovery documents change rarely; ten minutes keeps logins from refetching them each time. */
const discoveryLifetimeMs = 10 * 60 * 1000;
/** A provider that does not answer within this fails the login instead of holding the request. */
const providerTimeoutSeconds = 10;

const cache = new Map<string, { configuration: oidc.Configuration; expiresAt: number }>();

/**
 * Plain http is refused by openid-client, rightly; only a loopback issuer (a provider on the
 * same machine, as in development and the tests) is allowed over http.
 */
export function isLoopbackHttp(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
}

/**
 * The openid-client configuration of a relying party: the provider's discovered metadata and
 * our client credentials (client_secret_basic, the OpenID default). Cached per issuer, client
 * and secret, so an edited configuration takes effect at once.
 */
export async function relyingParty(settings: CompleteOAuth2, log: Logger): Promise<oidc.Configuration> {
  const key = JSON.stringify([settings.issuer, settings.clientId, settings.clientSecret]);
  const cached = cache.get(key);
  if (cached && cached.expiresAt > Date.now()) return cached.configuration;

  let issuer: URL;
  try {
    issuer = new URL(settings.issuer);
  } catch {
    throw ssoProviderUnreachable();
  }
  const auth = settings.clientSecret ? oidc.ClientSecretBasic(settings.clientSecret) : oidc.None();
  try {
    const configuration = await oidc.discovery(issuer, settings.clientId, undefined, auth, {
      execute: isLoopbackHttp(issuer) ? [oidc.allowInsecureRequests] : [],
      timeout: providerTimeoutSeconds,
    });
    cache.set(key, { configuration, expiresAt: Date.now() + discoveryLifetimeMs });
    return configuration;
  } catch (error) {
    log.warn({ err: error, issuer: settings.issuer }, 'OpenID discovery failed');
    throw ssoProviderUnreachable();
  }
}

/** Scopes as configured, with `openid` added when missing: without it no ID token is issued. */
export function withOpenIdScope(scope: string): string {
  const scopes = scope.split(/\s+/).filter(Boolean);
  return (scopes.includes('openid') ? scopes : ['openid', ...scopes]).join(' ');
}
