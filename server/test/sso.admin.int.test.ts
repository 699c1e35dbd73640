import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/withTenant';
import { startTestApp, type TestApp } from './support/testApp';

let app: TestApp;
let operator: string;

beforeAll(async () => {
  app = await startTestApp();
  operator = await app.loginAs('admin');
});
afterAll(async () => app?.close());

const secret = 'very-secret-client-secret-4711';
const oidcConfig = (ssoKey: string, extra: Record<string, unknown> = {}) => ({
  ssoKey,
  type: 'oauth2',
  tenantCode: 'demo',
  oauth2: { url: 'https://idp.example.test', clientId: 'wharf', clientSecret: secret, scope: 'openid profile', ...extra },
});

interface Listed {
  records: Array<{ ssoKey: string; tenantCode: string; oauth2: Record<string, unknown> }>;
  total: number;
}

describe('SSO configuration admin API', () => {
  it('is refused to tenant admins and ordinary users (403), and to anonymous callers (401)', async () => {
    for (const username of ['demo_admin', 'demo_user', 'acme_admin']) {
      const token = await app.loginAs(username);
      const calls = [
        app.api('GET', '/api/system/ssoConfig/list', { token }),
        app.api('POST', '/api/system/ssoConfig/add', { token, body: oidcConfig(`by-${username.replace('_', '-')}`) }),
        app.api('PUT', '/api/system/ssoConfig/edit', { token, body: oidcConfig('anything') }),
        app.api('DELETE', '/api/system/ssoConfig/delete?ssoKey=anything', { token }),
      ];
      for (const response of await Promise.all(calls)) expect(response.status, username).toBe(403);
    }
    expect((await app.api('GET', '/api/system/ssoConfig/list')).status).toBe(401);
    expect(await app.database.owner('sys_sso_config').pluck('sso_key')).toEqual([]);
  });

  it('lets the platform operator add and list configurations, never returning the client secret', async () => {
    expect((await app.api('POST', '/api/system/ssoConfig/add', { token: operator, body: oidcConfig('listed-oidc') })).status).toBe(200);
    const cas = { ssoKey: 'listed-cas', type: 'cas', tenantCode: 'acme', cas: { url: 'https://cas.example.test/cas', serviceUrl: 'https://wharf.example.test/sso/cas', loginName: 'uid' } };
    expect((await app.api('POST', '/api/system/ssoConfig/add', { token: operator, body: cas })).status).toBe(200);
    const list = await app.api<Listed>('GET', '/api/system/ssoConfig/list', { token: operator });
    expect(list.body.result.total).toBe(2);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    const oidc = list.body.result.records.find((r) => r.ssoKey === 'listed-oidc')!;
    expect(oidc).toMatchObject({ tenantCode: 'demo', oauth2: { clientId: 'wharf', hasClientSecret: true, paramName: 'code', dynamic: true, usernameClaim: 'preferred_username' } });
    expect(oidc.oauth2).not.toHaveProperty('clientSecret');
    const acmeOnly = await app.api<Listed>('GET', '/api/system/ssoConfig/list?tenantCode=acme&pageSize=10', { token: operator });
    expect(acmeOnly.body.result.records.map((r) => r.ssoKey)).toEqual(['listed-cas']);
  });

  it('stores each configuration under its tenant’s row-level security', async () => {
    const tenants = await app.database.owner('sys_tenant').select<{ id: string; tenant_code: string }[]>('id', 'tenant_code');
    const id = (code: string) => tenants.find((t) => t.tenant_code === code)!.id;
    const seenBy = (code: string) => withTenant(app.ctx.db, id(code), (trx) => trx('sys_sso_config').pluck('sso_key'));
    expect(await seenBy('demo')).toEqual(['listed-oidc']);
    expect(await seenBy('acme')).toEqual(['listed-cas']);
    expect(await seenBy('platform')).toEqual([]);
  });

  it('keeps the stored secret when an edit leaves it out, and removes it when asked', async () => {
    const edit = (body: unknown) => app.api('PUT', '/api/system/ssoConfig/edit', { token: operator, body });
    const { tenantCode: _ignored, ...withoutTenant } = oidcConfig('listed-oidc', { scope: 'openid email' });
    const { clientSecret: _secret, ...withoutSecret } = withoutTenant.oauth2;
    expect((await edit({ ...withoutTenant, oauth2: withoutSecret })).status).toBe(200);
    const stored = () => app.database.owner('sys_sso_config').where({ sso_key: 'listed-oidc' }).first<{ oauth2_client_secret: string | null; oauth2_scope: string }>();
    expect(await stored()).toMatchObject({ oauth2_client_secret: secret, oauth2_scope: 'openid email' });
    expect((await edit({ ...withoutTenant, oauth2: { ...withoutSecret, clientSecret: null } })).status).toBe(200);
    expect((await stored())!.oauth2_client_secret).toBeNull();
    expect((await edit(oidcConfig('not-there'))).body.messageCode).toBe('sso/not-configured');
  });

  it('refuses duplicates, unknown tenants, bad URLs and malformed bodies with 400', async () => {
    const add = (body: unknown) => app.api<{ errors?: { path: string }[] }>('POST', '/api/system/ssoConfig/add?lang=en_US', { token: operator, body });
    const duplicate = await add({ ...oidcConfig('listed-cas'), tenantCode: 'demo' });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.message).toBe('ssoKey already exists');
    expect((await add({ ...oidcConfig('new-one'), tenantCode: 'no-such-tenant' })).status).toBe(400);
    expect((await add({ ...oidcConfig('new-one'), tenantCode: undefined })).status).toBe(400);
    for (const url of ['javascript:alert(1)', 'not a url', 'ftp://x.test', 'https://user:pw@x.test', 'http://idp.intranet.test']) {
      expect((await add(oidcConfig('new-one', { url }))).status, url).toBe(400);
    }
    expect((await add(oidcConfig('new-one', { redirectUri: 'https://x.test/cb?next=1' }))).status).toBe(400);
    expect((await add({ ssoKey: 'new-one', type: 'cas', tenantCode: 'demo', cas: { url: 'http://cas.intranet.test/cas' } })).status).toBe(400);
    const malformed = await add({ ssoKey: 'bad key!', type: 'saml', extra: 1 });
    expect(malformed.status).toBe(400);
    expect(malformed.body.result.errors!.map((e) => e.path).sort()).toEqual(['/body/extra', '/body/ssoKey', '/body/type']);
    expect(await app.database.owner('sys_sso_config').where({ sso_key: 'new-one' }).first()).toBeUndefined();
  });

  it('deletes a configuration with its identity links', async () => {
    const config = await app.database.owner('sys_sso_config').where({ sso_key: 'listed-oidc' }).first<{ tenant_id: string }>('tenant_id');
    const user = await app.database.owner('sys_user').where({ username: 'demo_user' }).first<{ id: string }>('id');
    await app.database.owner('sys_sso_identity').insert({ tenant_id: config!.tenant_id, sso_key: 'listed-oidc', subject: 'someone', user_id: user!.id });
    expect((await app.api('DELETE', '/api/system/ssoConfig/delete?ssoKey=listed-oidc', { token: operator })).status).toBe(200);
    expect(await app.database.owner('sys_sso_identity').where({ sso_key: 'listed-oidc' }).first()).toBeUndefined();
    const afterwards = await app.api('GET', '/api/system/oauth2/getAuthorizeUrl?ssoKey=listed-oidc&lang=en_US');
    expect(afterwards.body.message).toBe('ssoKey not configured');
    expect((await app.api('DELETE', '/api/system/ssoConfig/delete?ssoKey=listed-oidc', { token: operator })).status).toBe(400);
  });
});
