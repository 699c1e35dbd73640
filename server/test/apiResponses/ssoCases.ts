/**
 * Cases of `apiResponses.int.test.ts` for SSO: the login screens' calls (answered by a real OpenID
 * Connect provider and a CAS server on loopback ports, the SSO tests' own) and the operator's
 * configuration console. `prepareSso` starts both, adds their configurations and links two
 * external identities; `closeSsoServices` stops them.
 */
import { startCasTestServer, type CasTestServer } from '../ssoSupport/casTestServer';
import { signInAtProvider, startOidcTestProvider, testClient, type OidcTestProvider } from '../ssoSupport/oidcTestProvider';
import { param } from '../ssoSupport/ssoFixtures';

export type Prepared = Record<string, string>;
/** `token`: 'none' for a public call, else the session to call with; `headers`: sent as they are. */
export type Call = { method: string; path: string; body?: unknown; token?: string; headers?: Record<string, string> };
type Ok = <T>(method: string, path: string, body?: unknown, token?: string) => Promise<T>;
/** What `prepareSso` needs besides calls: the server's address (cookies of the browser binding) and sessions. */
export interface SsoSetup { url: string; login: (username: string) => Promise<string> }

const admin = '/api/system/ssoConfig';
const casService = 'http://127.0.0.1:5173/sso/cas';
let provider: OidcTestProvider | undefined;
let cas: CasTestServer | undefined;

/** How each operation is called; `v` holds what `prepareSso` made. */
export const ssoCases: Record<string, (v: Prepared) => Call> = {
  'GET /api/system/sso/config': () => ({ method: 'GET', path: '/api/system/sso/config?ssoKey=ar-oidc', token: 'none' }),
  'GET /api/system/sso/entries': () => ({ method: 'GET', path: '/api/system/sso/entries?tenantCode=demo', token: 'none' }),
  'GET /api/system/oauth2/getAuthorizeUrl': () => ({ method: 'GET', path: '/api/system/oauth2/getAuthorizeUrl?ssoKey=ar-oidc', token: 'none' }),
  'POST /api/system/oauth2/login': (v) => ({ method: 'POST', path: '/api/system/oauth2/login', body: JSON.parse(v.oauth2Callback!), token: 'none', headers: { cookie: v.oauth2Cookie! } }),
  'GET /api/system/cas/login': (v) => ({ method: 'GET', path: `/api/system/cas/login?ssoKey=ar-cas&ticket=${v.casTicket}`, token: 'none', headers: { accept: 'application/json' } }),
  [`GET ${admin}/list`]: (v) => ({ method: 'GET', path: `${admin}/list?pageNo=1&pageSize=10`, token: v.ssoOperatorToken }),
  [`POST ${admin}/add`]: (v) => ({ method: 'POST', path: `${admin}/add`, body: { ssoKey: 'ar-added', type: 'cas', tenantCode: 'demo', cas: { url: 'https://cas.example.com/cas' } }, token: v.ssoOperatorToken }),
  [`PUT ${admin}/edit`]: (v) => ({ method: 'PUT', path: `${admin}/edit`, body: { ssoKey: 'ar-edited', type: 'cas', tenantCode: 'demo', cas: { url: 'https://cas2.example.com/cas' } }, token: v.ssoOperatorToken }),
  [`POST ${admin}/test`]: (v) => ({ method: 'POST', path: `${admin}/test`, body: { ssoKey: 'ar-oidc', type: 'oauth2' }, token: v.ssoOperatorToken }),
  [`DELETE ${admin}/delete`]: (v) => ({ method: 'DELETE', path: `${admin}/delete?ssoKey=ar-deleted`, token: v.ssoOperatorToken }),
  [`GET ${admin}/identities`]: (v) => ({ method: 'GET', path: `${admin}/identities?ssoKey=ar-oidc&pageNo=1&pageSize=10`, token: v.ssoOperatorToken }),
  [`DELETE ${admin}/identity`]: (v) => ({ method: 'DELETE', path: `${admin}/identity?ssoKey=ar-oidc&subject=ext-ar-unlinked`, token: v.ssoOperatorToken }),
};

/** Starts a login at the server and signs in at the provider as `sub`: the callback's parameters and the browser's binding cookie. */
async function providerCallback(url: string, sub: string): Promise<{ body: { code: string; state: string; iss: string }; cookie: string }> {
  const answer = await fetch(`${url}/api/system/oauth2/getAuthorizeUrl?ssoKey=ar-oidc`);
  const cookie = answer.headers.getSetCookie()[0]!.split(';')[0]!;
  const callback = await signInAtProvider(((await answer.json()) as { result: string }).result, sub);
  return { body: { code: param(callback, 'code'), state: param(callback, 'state'), iss: param(callback, 'iss') }, cookie };
}

/** Starts the provider and the CAS server, adds their configurations and three to change, links two identities. */
export async function prepareSso(ok: Ok, setup: SsoSetup): Promise<Prepared> {
  [provider, cas] = await Promise.all([startOidcTestProvider(), startCasTestServer()]);
  provider.accounts.set('ext-ar', 'demo_user');
  provider.accounts.set('ext-ar-unlinked', 'demo_admin');
  const ssoOperatorToken = await setup.login('admin');
  const add = (config: object) => ok(`POST`, `${admin}/add`, config, ssoOperatorToken);
  await add({ ssoKey: 'ar-oidc', type: 'oauth2', tenantCode: 'demo', oauth2: { url: provider.issuer, clientId: testClient.clientId, clientSecret: testClient.clientSecret, scope: 'profile', redirectUri: testClient.redirectUri } });
  await add({ ssoKey: 'ar-cas', type: 'cas', tenantCode: 'demo', cas: { url: cas.url, serviceUrl: casService } });
  await add({ ssoKey: 'ar-edited', type: 'cas', tenantCode: 'demo', cas: { url: 'https://cas.example.com/cas' } });
  await add({ ssoKey: 'ar-deleted', type: 'cas', tenantCode: 'demo', cas: { url: 'https://cas.example.com/cas' } });
  for (const sub of ['ext-ar', 'ext-ar-unlinked']) {
    const { body, cookie } = await providerCallback(setup.url, sub);
    const answer = await fetch(`${setup.url}/api/system/oauth2/login`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
    if (answer.status !== 200) throw new Error(`SSO login of ${sub}: ${answer.status} ${await answer.text()}`);
  }
  const callback = await providerCallback(setup.url, 'ext-ar');
  return { ssoOperatorToken, oauth2Callback: JSON.stringify(callback.body), oauth2Cookie: callback.cookie, casTicket: cas.issueTicket(casService, 'demo_user') };
}

/** Stops the provider and the CAS server. */
export async function closeSsoServices(): Promise<void> {
  await Promise.all([provider?.close(), cas?.close()]);
}
