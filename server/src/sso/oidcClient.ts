import * as oidc from 'openid-client';
import type { Logger } from 'pino';
import type { CompleteOAuth2 } from './ssoConfig';
import { ssoDiscoveryFailed, ssoIssuerMismatch, ssoProviderUnreachable } from './ssoErrors';

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
  try {
    const configuration = await discoverProvider(settings);
    cache.set(key, { configuration, expiresAt: Date.now() + discoveryLifetimeMs });
    return configuration;
  } catch (error) {
    log.warn({ err: error, issuer: settings.issuer }, 'OpenID discovery failed');
    throw error;
  }
}

/** The same issuer but for a trailing `/` after its path (`…/realms/x` and `…/realms/x/`). */
export function isSameIssuerButSlash(configured: string, discovered: string): boolean {
  const trim = (issuer: string) => issuer.replace(/\/+$/, '');
  return configured !== discovered && trim(configured) === trim(discovered);
}

/** The issuer a discovery document named when openid-client refused it for not being the expected one. */
function refusedIssuerOf(error: unknown): string | undefined {
  if (!(error instanceof Error) || (error as { code?: unknown }).code !== 'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED') return undefined;
  const issuer = (error.cause as { body?: { issuer?: unknown } } | undefined)?.body?.issuer;
  return typeof issuer === 'string' ? issuer : undefined;
}

/** The HTTP status of a provider answer openid-client refused as no discovery document, if any. */
function refusedStatusOf(error: unknown): number | undefined {
  if (!(error instanceof Error) || (error as { code?: unknown }).code !== 'OAUTH_RESPONSE_IS_NOT_CONFORM') return undefined;
  const status = (error.cause as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * Fetches and checks the provider's discovery document. An issuer configured with a trailing `/`
 * the provider does not write (or without one it does) is the same issuer: discovery is repeated
 * with the provider's own spelling, which the ID tokens then carry. Any other mismatch is reported
 * as what it is (`sso/issuer-mismatch`, both issuers named), an answer that is no discovery
 * document as `sso/discovery-failed` with the address and status, and only a provider that does
 * not answer at all as `sso/provider-unreachable`.
 */
export async function discoverProvider(settings: Pick<CompleteOAuth2, 'issuer' | 'clientId' | 'clientSecret'>): Promise<oidc.Configuration> {
  let issuer: URL;
  try {
    issuer = new URL(settings.issuer);
  } catch {
    throw ssoProviderUnreachable();
  }
  const auth = settings.clientSecret ? oidc.ClientSecretBasic(settings.clientSecret) : oidc.None();
  const discover = (at: URL) => oidc.discovery(at, settings.clientId, undefined, auth, {
    execute: isLoopbackHttp(at) ? [oidc.allowInsecureRequests] : [],
    timeout: providerTimeoutSeconds,
  });
  try {
    return await discover(issuer);
  } catch (error) {
    const named = refusedIssuerOf(error);
    if (named !== undefined && isSameIssuerButSlash(issuer.href, named) && new URL(named).origin === issuer.origin) return discoverOnce(() => discover(new URL(named)), settings.issuer);
    throw discoveryError(error, settings.issuer);
  }
}

async function discoverOnce(discover: () => Promise<oidc.Configuration>, configured: string): Promise<oidc.Configuration> {
  try {
    return await discover();
  } catch (error) {
    throw discoveryError(error, configured);
  }
}

/** What a failed discovery tells the operator: the real cause, as far as it is known. */
function discoveryError(error: unknown, configured: string): Error {
  const named = refusedIssuerOf(error);
  if (named !== undefined) return ssoIssuerMismatch(configured, named);
  const status = refusedStatusOf(error);
  if (status !== undefined) return ssoDiscoveryFailed(discoveryAddress(configured), status);
  return ssoProviderUnreachable();
}

/** Where discovery looks for the document of `issuer` (RFC 8414 §3 as openid-client applies it). */
export function discoveryAddress(issuer: string): string {
  return `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
}

/** Scopes as configured, with `openid` added when missing: without it no ID token is issued. */
export function withOpenIdScope(scope: string): string {
  const scopes = scope.split(/\s+/).filter(Boolean);
  return (scopes.includes('openid') ? scopes : ['openid', ...scopes]).join(' ');
}
