import { formatMessage, type Language } from '@wharf/engine';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { isLoopbackHttp, discoverProvider, withOpenIdScope } from './oidcClient';
import { findSsoConfig, type SsoConfig } from './ssoConfig';
import type { SsoConfigInput } from './ssoSchemas';

/** What "test connection" tells the operator: whether the provider answers as configured, and if not, why. */
export interface SsoConnectionTestResult {
  ok: boolean;
  /** The message code of the outcome (`sso/test-ok`, or the problem's). */
  code: string;
  message: string;
  /** The issuer the OpenID provider named in its discovery document; null for CAS or when none was read. */
  issuer: string | null;
}

/** A CAS server that does not answer within this is reported unreachable. */
const casTimeoutMs = 10_000;

/** The settings to test: what the console sends, over the saved configuration of the same ssoKey (so an edit form tests as it would save). */
function settingsToTest(input: SsoConfigInput, saved: SsoConfig | undefined): { oauth2: { url: string | null; clientId: string | null; clientSecret: string | null; scope: string | null }; casUrl: string | null } {
  const pick = <T>(given: T | null | undefined, stored: T | null | undefined) => (given === undefined ? stored ?? null : given || null);
  return {
    oauth2: {
      url: pick(input.oauth2?.url, saved?.oauth2.url),
      clientId: pick(input.oauth2?.clientId, saved?.oauth2.clientId),
      clientSecret: pick(input.oauth2?.clientSecret, saved?.oauth2.clientSecret),
      scope: pick(input.oauth2?.scope, saved?.oauth2.scope),
    },
    casUrl: pick(input.cas?.url, saved?.cas.url),
  };
}

/**
 * Tests an SSO configuration before or after it is saved (issue 23: saving does not check it).
 * OpenID Connect: fetches the discovery document as a login would and reports an unreachable
 * provider, an address that serves no discovery document, an issuer mismatch (a trailing `/`
 * is forgiven, as at login) and scopes the provider does not offer. CAS: asks the login page.
 * Problems are the answer (`ok: false`), not errors: the request itself succeeded.
 */
export async function testSsoConnection(ctx: AppContext, input: SsoConfigInput, lang: Language): Promise<SsoConnectionTestResult> {
  const settings = settingsToTest(input, await findSsoConfig(ctx, input.ssoKey));
  const outcome = (ok: boolean, code: string, args: unknown[], issuer: string | null = null): SsoConnectionTestResult =>
    ({ ok, code, message: formatMessage(code, lang, args), issuer });
  try {
    if (input.type === 'cas') {
      if (!settings.casUrl) return outcome(false, 'sso/incomplete', []);
      const page = `${settings.casUrl.replace(/\/+$/, '')}/login`;
      const status = await casLoginPageStatus(page);
      return status < 400 ? outcome(true, 'sso/test-ok', [page]) : outcome(false, 'sso/cas-page-failed', [page, status]);
    }
    const { url, clientId, clientSecret, scope } = settings.oauth2;
    if (!url || !clientId || !scope) return outcome(false, 'sso/incomplete', []);
    const provider = (await discoverProvider({ issuer: url, clientId, clientSecret })).serverMetadata();
    const offered = provider.scopes_supported;
    const missing = offered ? withOpenIdScope(scope).split(' ').filter((wanted) => !offered.includes(wanted)) : [];
    if (missing.length > 0) return outcome(false, 'sso/scope-unsupported', [missing.join(' ')], provider.issuer);
    return outcome(true, 'sso/test-ok', [provider.issuer], provider.issuer);
  } catch (error) {
    if (error instanceof AppError) return outcome(false, error.code, [...error.args], error.code === 'sso/issuer-mismatch' ? String(error.args[1]) : null);
    throw error;
  }
}

/** The HTTP status of the CAS login page; an unreachable server is `sso/provider-unreachable`. */
async function casLoginPageStatus(page: string): Promise<number> {
  let url: URL;
  try {
    url = new URL(page);
  } catch {
    throw new AppError(502, 'sso/provider-unreachable');
  }
  if (url.protocol !== 'https:' && !isLoopbackHttp(url)) throw new AppError(400, 'sso/invalid-url', ['cas.url']);
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(casTimeoutMs) });
    await response.body?.cancel();
    return response.status;
  } catch {
    throw new AppError(502, 'sso/provider-unreachable');
  }
}
