import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

interface Org {
  id: string;
  orgCode: string;
  orgName: string;
  parentId: string | null;
  children?: Org[];
}
type Issues = { errors: { path: string; code: string }[] };

let app: TestApp;
let demo: string;
let acme: string;
beforeAll(async () => {
  app = await startTestApp();
  demo = await app.loginAs('demo_admin');
  acme = await app.loginAs('acme_admin');
});
afterAll(async () => app.close());

const add = (token: string, body: Record<string, unknown>) => app.api<Org & Issues>('POST', '/api/system/sysOrg/add', { token, body });
const tree = async (token: string) => (await app.api<Org[]>('GET', '/api/system/sysOrg/queryTreeList', { token })).body.result;

describe('organisation tree', () => {
  it('builds a tree of organisations and departments', async () => {
    const { body: { result: company } } = await add(demo, { orgName: 'Demo Trading', orgCode: 'DT', orgType: 'organization' });
    await add(demo, { orgName: 'Customs desk', orgCode: 'DT-CUS', orgType: 'department', parentId: company.id, orgOrder: 2 });
    await add(demo, { orgName: 'Finance', orgCode: 'DT-FIN', orgType: 'department', parentId: company.id, orgOrder: 1 });
    const root = (await tree(demo)).find((o) => o.id === company.id)!;
    expect(root.children!.map((c) => c.orgCode)).toEqual(['DT-FIN', 'DT-CUS']);
    expect(await tree(acme)).toEqual([]);
  });

  it('refuses a duplicate code, a bad whitelist entry, alert days past expiry, and a cycle', async () => {
    const dup = await add(demo, { orgName: 'Again', orgCode: 'DT', orgType: 'organization' });
    expect(dup.body.result.errors).toMatchObject([{ path: '/body/orgCode', code: 'org/code-exists' }]);
    const bad = await add(demo, { orgName: 'Bad', orgCode: 'BAD', orgType: 'department', ipWhitelist: ['10.0.0.0/8', '999.1.1.1', '10.0.0.0/40'], passwordExpiryDays: 30, passwordAlertDays: 40 });
    expect(bad.body.result.errors.map((e) => e.path).sort()).toEqual(['/body/ipWhitelist/1', '/body/ipWhitelist/2', '/body/passwordAlertDays']);

    const company = (await tree(demo)).find((o) => o.orgCode === 'DT')!;
    const desk = company.children!.find((o) => o.orgCode === 'DT-CUS')!;
    const cycle = await app.api<Issues>('PUT', '/api/system/sysOrg/edit', { token: demo, body: { id: company.id, orgName: 'Demo Trading', orgCode: 'DT', orgType: 'organization', parentId: desk.id } });
    expect(cycle.body.result.errors).toMatchObject([{ path: '/body/parentId', code: 'org/parent-cycle' }]);
  });

  it('login policies set on a company apply to users of its departments', async () => {
    const company = (await tree(demo)).find((o) => o.orgCode === 'DT')!;
    const desk = company.children!.find((o) => o.orgCode === 'DT-CUS')!;
    await app.database.owner('sys_user').where({ username: 'demo_user' }).update({ org_id: desk.id });
    const edit = await app.api('PUT', '/api/system/sysOrg/edit', { token: demo, body: { id: company.id, orgName: 'Demo Trading', orgCode: 'DT', orgType: 'organization', ipWhitelist: ['192.0.2.0/24'] } });
    expect(edit.status).toBe(200);
    const refused = await app.api('POST', '/api/system/login', { body: { username: 'demo_user', password: 'Test-Passw0rd!' } });
    expect(refused.body.messageCode).toBe('login/ip-refused');
    await app.api('PUT', '/api/system/sysOrg/edit', { token: demo, body: { id: company.id, orgName: 'Demo Trading', orgCode: 'DT', orgType: 'organization', ipWhitelist: [] } });
    expect((await app.api('POST', '/api/system/login', { body: { username: 'demo_user', password: 'Test-Passw0rd!' } })).status).toBe(200);
  });

  it('deletes only leaves without users, and never the last root', async () => {
    const company = (await tree(demo)).find((o) => o.orgCode === 'DT')!;
    const finance = company.children!.find((o) => o.orgCode === 'DT-FIN')!;
    const desk = company.children!.find((o) => o.orgCode === 'DT-CUS')!;
    expect((await app.api('DELETE', `/api/system/sysOrg/delete?id=${company.id}`, { token: demo })).body.messageCode).toBe('org/has-children');
    expect((await app.api('DELETE', `/api/system/sysOrg/delete?id=${desk.id}`, { token: demo })).body.messageCode).toBe('org/has-users');
    expect((await app.api('DELETE', `/api/system/sysOrg/delete?id=${finance.id}`, { token: demo })).status).toBe(200);

    const { body: { result: lone } } = await add(acme, { orgName: 'Acme', orgCode: 'ACME', orgType: 'organization' });
    const last = await app.api('DELETE', `/api/system/sysOrg/delete?id=${lone.id}`, { token: acme });
    expect(last.status).toBe(400);
    expect(last.body.messageCode).toBe('org/last-root');
  });

  it('answers names by id, only within the tenant', async () => {
    const desk = (await tree(demo)).find((o) => o.orgCode === 'DT')!.children!.find((o) => o.orgCode === 'DT-CUS')!;
    const user = await app.database.owner('sys_user').where({ username: 'demo_user' }).first<{ id: string }>('id');
    expect((await app.api<Record<string, string>>('GET', `/api/system/sysOrg/queryDeptNameByDeptIds?deptIds=${desk.id}`, { token: demo })).body.result).toEqual({ [desk.id]: 'Customs desk' });
    expect((await app.api<Record<string, string>>('GET', `/api/system/sysOrg/queryUserNameByUserIds?userIds=${user!.id}`, { token: demo })).body.result).toEqual({ [user!.id]: '演示用户' });
    expect((await app.api<Record<string, string>>('GET', `/api/system/sysOrg/queryDeptNameByDeptIds?deptIds=${desk.id}`, { token: acme })).body.result).toEqual({});
  });

  it('keeps tenants apart on edit and delete, and refuses staff without the buttons', async () => {
    const company = (await tree(demo)).find((o) => o.orgCode === 'DT')!;
    expect((await app.api('PUT', '/api/system/sysOrg/edit', { token: acme, body: { id: company.id, orgName: 'Taken', orgCode: 'DT', orgType: 'organization' } })).status).toBe(404);
    expect((await app.api('DELETE', `/api/system/sysOrg/delete?id=${company.id}`, { token: acme })).status).toBe(404);
    expect((await add(acme, { orgName: 'Sub', orgCode: 'SUB', orgType: 'department', parentId: company.id })).status).toBe(400);
    expect((await app.api('GET', '/api/system/sysOrg/queryTreeList', { token: await app.loginAs('demo_user') })).status).toBe(403);
  });
});
