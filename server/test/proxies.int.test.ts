import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

interface Issues {
  errors: Array<{ path: string; code: string; message: string }>;
}
interface ProxyEntry {
  id: string;
  compCode: string;
  compName: string;
  proxyType: string;
  proxyCode: string;
}

let app: TestApp;
let demo: string;
let acme: string;
let proxyUserId: string;
let normalUserId: string;

const enableProxies = (tenantCode: string, isEnabled: boolean) => app.database.owner('sys_tenant').where({ tenant_code: tenantCode }).update({ enable_proxy: isEnabled });
const addProxy = (token: string, body: Record<string, unknown>) => app.api<ProxyEntry & Issues>('POST', '/api/system/userProxy/add', { token, body });
const relation = async (token: string, userId: string) => app.api<ProxyEntry[]>('GET', `/api/system/user/queryUserRelation?userId=${userId}`, { token });

beforeAll(async () => {
  app = await startTestApp();
  demo = await app.loginAs('demo_admin');
  acme = await app.loginAs('acme_admin');
  await enableProxies('demo', true);
  await app.api('POST', '/api/system/sysOrg/add', { token: demo, body: { orgName: 'Ningbo Trading', orgCode: 'NB', orgType: 'organization', compCode: '3302960ABC' } });
  await app.api('POST', '/api/system/sysOrg/add', { token: demo, body: { orgName: 'Yiwu Goods', orgCode: 'YW', orgType: 'organization', compCode: '3318960XYZ' } });
  await app.api('POST', '/api/system/sysOrg/add', { token: acme, body: { orgName: 'Acme Imports', orgCode: 'AI', orgType: 'organization', compCode: '1100960AAA' } });
  proxyUserId = (await app.api<{ id: string }>('POST', '/api/system/user/add', { token: demo, body: { username: 'forwarder_li', realname: 'Li', password: 'Forward-2024!x', userType: 'proxy' } })).body.result.id;
  normalUserId = (await app.database.owner('sys_user').where({ username: 'demo_user' }).first<{ id: string }>('id'))!.id;
});
afterAll(async () => app.close());

const entry = (overrides: Record<string, unknown> = {}) => ({ userId: proxyUserId, compCode: '3302960ABC', proxyType: 'forwarder', proxyCode: 'FWD001', forwarderCode: 'F-88', ...overrides });

describe('proxy entries', () => {
  it('are added to a proxy user for one of the tenant\'s companies and listed by queryUserRelation', async () => {
    const added = await addProxy(demo, entry());
    expect(added.status).toBe(200);
    expect(added.body.result).toMatchObject({ compCode: '3302960ABC', compName: 'Ningbo Trading', proxyType: 'forwarder', proxyCode: 'FWD001' });
    expect((await addProxy(demo, entry({ proxyType: 'broker', proxyCode: 'BRK1', forwarderCode: null, brokerCode: 'B-1' }))).status).toBe(200);
    expect((await addProxy(demo, entry({ compCode: '3318960XYZ', customsCode: '3318' }))).status).toBe(200);
    const list = await relation(demo, proxyUserId);
    expect(list.body.result.map((p) => `${p.compCode}:${p.proxyType}`)).toEqual(['3302960ABC:broker', '3302960ABC:forwarder', '3318960XYZ:forwarder']);
  });

  it('follow the §5 rules: company, type and code required; one of forwarder, broker, customs code; no type twice for one enterprise', async () => {
    for (const field of ['compCode', 'proxyType', 'proxyCode']) {
      const response = await addProxy(demo, entry({ [field]: undefined, proxyType: field === 'proxyType' ? undefined : 'supplier' }));
      expect(response.status, field).toBe(400);
      expect(response.body.result.errors.map((e) => e.path)).toContain(`/body/${field}`);
    }
    const noCode = await addProxy(demo, entry({ proxyType: 'supplier', forwarderCode: '', brokerCode: null }));
    expect(noCode.status).toBe(400);
    expect(noCode.body.result.errors).toMatchObject([{ path: '/body/forwarderCode', code: 'proxy/code-required' }]);
    const twice = await addProxy(demo, entry({ proxyCode: 'FWD002' }));
    expect(twice.status).toBe(400);
    expect(twice.body.result.errors).toMatchObject([{ path: '/body/proxyType', code: 'proxy/type-exists' }]);
    expect((await addProxy(demo, entry({ proxyType: 'unknown' }))).status).toBe(400);
  });

  it('say "proxy comp or user not exist" for an unknown company or a user who is not a proxy user', async () => {
    const unknownCompany = await addProxy(demo, entry({ compCode: '9999999999', proxyType: 'supplier' }));
    expect(unknownCompany.status).toBe(400);
    expect(unknownCompany.body.result.errors).toMatchObject([{ path: '/body/compCode', code: 'proxy/comp-or-user-not-exist' }]);
    const inEnglish = await app.api<Issues>('POST', '/api/system/userProxy/add?lang=en_US', { token: demo, body: entry({ compCode: '9999999999', proxyType: 'supplier' }) });
    expect(inEnglish.body.result.errors[0]!.message).toBe('Proxy company or user does not exist');
    const notProxy = await addProxy(demo, entry({ userId: normalUserId, proxyType: 'supplier' }));
    expect(notProxy.body.result.errors).toMatchObject([{ path: '/body/userId', code: 'proxy/comp-or-user-not-exist' }]);
    // Another tenant's company is unknown here.
    expect((await addProxy(demo, entry({ compCode: '1100960AAA', proxyType: 'supplier' }))).body.result.errors).toMatchObject([{ path: '/body/compCode' }]);
  });

  it('are edited and deleted; hostile input gets 400', async () => {
    const added = (await addProxy(demo, entry({ proxyType: 'businessUnit', proxyCode: 'BU1' }))).body.result;
    const edited = await app.api<ProxyEntry>('PUT', '/api/system/userProxy/edit', { token: demo, body: { id: added.id, ...entry({ proxyType: 'businessUnit', proxyCode: 'BU2' }) } });
    expect(edited.body.result.proxyCode).toBe('BU2');
    for (const overrides of [{ compCode: "' or 1=1 --" }, { proxyCode: '<img src=x onerror=alert(1)>' }, { userId: 'robert"); drop table' }, { forwarderCode: 'x'.repeat(65) }, { extra: true }]) {
      expect((await addProxy(demo, entry({ proxyType: 'supplier', ...overrides }))).status, JSON.stringify(overrides)).toBe(400);
    }
    expect((await app.api('DELETE', `/api/system/userProxy/delete?id=${added.id}`, { token: demo })).status).toBe(200);
    expect((await app.api('DELETE', `/api/system/userProxy/delete?id=${added.id}`, { token: demo })).status).toBe(404);
  });

  it('exist only where the tenant enabled proxies, and stay in their tenant', async () => {
    await enableProxies('acme', false);
    const acmeProxy = (await app.api<{ id: string }>('POST', '/api/system/user/add', { token: acme, body: { username: 'acme_proxy', realname: 'P', password: 'Acme-Proxy-2024!', userType: 'proxy' } })).body.result.id;
    const refused = await addProxy(acme, entry({ userId: acmeProxy, compCode: '1100960AAA' }));
    expect(refused.status).toBe(403);
    expect(refused.body.messageCode).toBe('proxy/not-enabled');
    await enableProxies('acme', true);

    const own = (await relation(demo, proxyUserId)).body.result[0]!;
    expect((await relation(acme, proxyUserId)).status).toBe(404);
    expect((await app.api('PUT', '/api/system/userProxy/edit', { token: acme, body: { id: own.id, ...entry({ userId: acmeProxy, compCode: '1100960AAA' }) } })).status).toBe(404);
    expect((await app.api('DELETE', `/api/system/userProxy/delete?id=${own.id}`, { token: acme })).status).toBe(404);
    // Tenant A's proxy user cannot be given entries by tenant B.
    expect((await addProxy(acme, entry({ compCode: '1100960AAA' }))).body.result.errors).toMatchObject([{ path: '/body/userId', code: 'proxy/comp-or-user-not-exist' }]);
    expect((await relation(demo, proxyUserId)).body.result.find((p) => p.id === own.id)).toMatchObject({ compCode: own.compCode, proxyCode: own.proxyCode });
    const staff = await app.loginAs('demo_user');
    expect((await addProxy(staff, entry({ proxyType: 'supplier' }))).status).toBe(403);
  });
});
