import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** The client Wharf is registered as at the test provider. */
export const testClient = { clientId: 'wharf', clientSecret: 'wharf-test-secret', redirectUri: 'http://127.0.0.1:5173/sso/callback' };

/** A token response rewrite, to make the real provider's answers wrong in one chosen way. */
export type TokenRewrite = (idTokenClaims: Record<string, unknown>) => Record<string, unknown>;

export interface OidcTestProvider {
  issuer: string;
  /** External accounts: sub → the preferred_username the provider releases. */
  accounts: Map<string, string>;
  /** When set, every ID token the token endpoint returns is re-signed with rewritten claims. */
  rewriteIdToken: TokenRewrite | undefined;
  close(): Promise<void>;
}

const keyId = 'wharf-test-key';

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

/** Signs claims as the provider would (same key, same kid), so only the changed claim is wrong. */
function signIdToken(claims: Record<string, unknown>, privateKey: KeyObject): string {
  const input = `${base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: keyId }))}.${base64url(JSON.stringify(claims))}`;
  const signature = createSign('RSA-SHA256').update(input).sign(privateKey);
  return `${input}.${base64url(signature)}`;
}

/** Wraps `res.end` so the token endpoint's JSON answer carries a re-signed, rewritten ID token. */
function rewriteTokenResponse(res: ServerResponse, rewrite: TokenRewrite, privateKey: KeyObject): void {
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (res.statusCode !== 200 || chunk === undefined || typeof chunk === 'function') return end(chunk, ...rest);
    const body = JSON.parse(String(chunk)) as { id_token?: string };
    if (body.id_token) {
      const claims = JSON.parse(Buffer.from(body.id_token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
      body.id_token = signIdToken(rewrite(claims), privateKey);
    }
    const text = JSON.stringify(body);
    res.setHeader('content-length', Buffer.byteLength(text));
    return end(text, ...rest);
  }) as typeof res.end;
}

/**
 * A real OpenID Connect provider (`oidc-provider`) on a loopback port, with its development
 * login and consent pages, one confidential client for Wharf, PKCE required, and a hook to
 * falsify ID tokens for the negative tests.
 */
export async function startOidcTestProvider(options: { issuerPath?: string } = {}): Promise<OidcTestProvider> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: keyId, alg: 'RS256', use: 'sig' };
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // With `issuerPath` (e.g. '/realms/wharf', as Keycloak's realms have) the provider lives under that path.
  const mountPath = options.issuerPath ?? '';
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}${mountPath}`;
  const accounts = new Map<string, string>();

  const provider = new Provider(issuer, {
    clients: [{
      client_id: testClient.clientId,
      client_secret: testClient.clientSecret,
      redirect_uris: [testClient.redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    }],
    jwks: { keys: [jwk as never] },
    cookies: { keys: ['wharf-test-cookie-key'] },
    claims: { openid: ['sub'], profile: ['preferred_username'] },
    pkce: { required: () => true },
    // Explicit lifetimes keep the provider from printing a notice for each default it uses.
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    findAccount: async (_ctx, sub) => {
      const username = accounts.get(sub);
      return username === undefined ? undefined : { accountId: sub, claims: async () => ({ sub, preferred_username: username }) };
    },
  });
  const handle = provider.callback();
  const state: OidcTestProvider = {
    issuer,
    accounts,
    rewriteIdToken: undefined,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  server.on('request', (req: IncomingMessage & { originalUrl?: string; baseUrl?: string }, res: ServerResponse) => {
    if (mountPath) {
      if (!req.url?.startsWith(mountPath)) {
        res.statusCode = 404;
        res.end('not found');
        return;
      }
      // Mounted as express would mount it: oidc-provider reads the mount path from these.
      req.originalUrl = req.url;
      req.baseUrl = mountPath;
      req.url = req.url.slice(mountPath.length) || '/';
    }
    if (state.rewriteIdToken && req.method === 'POST' && req.url?.startsWith('/token')) rewriteTokenResponse(res, state.rewriteIdToken, privateKey);
    void handle(req, res);
  });
  return state;
}

/** A cookie jar of one browser: name → value, paths ignored (one flow at a time). */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Plays the browser at the provider: follows the authorize URL, signs in as `sub` on the
 * development login page, grants consent, and returns the callback URL with code and state.
 */
export async function signInAtProvider(authorizeUrl: string, sub: string): Promise<URL> {
  const jar = new CookieJar();
  let next = new URL(authorizeUrl);
  for (let step = 0; step < 12; step += 1) {
    if (next.href.startsWith(testClient.redirectUri)) return next;
    let response = await fetch(next, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response);
    if (response.status === 200 && next.pathname.includes('/interaction/')) {
      const prompt = /name="prompt" value="(\w+)"/.exec(await response.text())?.[1];
      const form = new URLSearchParams(prompt === 'login' ? { prompt, login: sub, password: 'any' } : { prompt: prompt ?? '' });
      response = await fetch(next, { method: 'POST', redirect: 'manual', body: form, headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' } });
      jar.store(response);
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`provider flow stopped at ${next.pathname} with ${response.status}: ${await response.text()}`);
    next = new URL(location, next);
  }
  throw new Error('provider flow did not reach the callback');
}
