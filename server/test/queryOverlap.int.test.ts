import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchQueryOverlap } from './support/queryOverlap';
import { startTestApp, type TestApp } from './support/testApp';

// pg 8 warns once per process when a query is sent to a client that is still busy with another
// one waiting ("Calling client.query() when the client is already executing a query is
// deprecated"); pg 9 refuses it. The statements of one transaction share one connection, so they
// must be sent one after another, never through Promise.all.
let app: TestApp;
let operator: string;
let demoAdmin: string;
let watch: ReturnType<typeof watchQueryOverlap>;

beforeAll(async () => {
  app = await startTestApp();
  operator = await app.loginAs('admin');
  demoAdmin = await app.loginAs('demo_admin');
  watch = watchQueryOverlap();
});
afterAll(async () => {
  watch.stop();
  await app.close();
});

describe('statements of one transaction go one after another', () => {
  it('a user\'s positions, jobs, tags and divisions', async () => {
    const userId = (await app.database.owner('sys_user').where({ username: 'demo_user' }).first<{ id: string }>('id'))!.id;
    watch.overlaps.length = 0;
    const answer = await app.api<Record<string, string[]>>('GET', `/api/system/user/queryUserOrgExtras?userId=${userId}`, { token: demoAdmin });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.result).sort()).toEqual(['divisionIds', 'jobIds', 'positionIds', 'tagIds']);
    expect(watch.overlaps).toEqual([]);
  });

  it('the tenant list with each tenant\'s packages', async () => {
    // A third tenant: two statements in flight leave none waiting, a third is what pg warns about.
    const added = await app.api('POST', '/api/system/tenant/add', { token: operator, body: {
      tenantCode: 'overlap', tenantName: 'Overlap Ltd', maxUsers: 5, packageCodes: ['workspace'],
      adminUsername: 'overlap_admin', adminRealname: 'Overlap', adminPassword: 'Overlap#Admin2027',
    } });
    expect(added.status).toBe(200);
    watch.overlaps.length = 0;
    const list = await app.api<{ records: Array<{ tenantCode: string; packageCodes: string[] }> }>('GET', '/api/system/tenant/list', { token: operator });
    expect(list.status).toBe(200);
    expect(list.body.result.records.length).toBeGreaterThan(2);
    expect(list.body.result.records.every((tenant) => tenant.packageCodes.length > 0)).toBe(true);
    expect(watch.overlaps).toEqual([]);
  });
});
