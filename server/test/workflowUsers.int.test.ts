import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';
import { ok, workflowPeople, type WorkflowPeople } from './workflow/workflowFixture';

/**
 * The workflow's own user search (`GET /api/bpm/users`): every signed-in user of the tenant finds
 * the active users to transfer, delegate or add as a signer to — the console's user list needs
 * `systemUser:view`, which ordinary approvers lack — and never a user of another tenant.
 */

type Choice = { id: string; username: string; realname: string | null; departName: string | null };

let app: TestApp;
let people: WorkflowPeople;

beforeAll(async () => {
  app = await startTestApp();
  people = await workflowPeople(app);
});
afterAll(async () => app?.close());

describe('workflow user search', () => {
  it('lets a user without any role find the tenant\'s active users by username or name, with only what a picker shows', async () => {
    // The console's list refuses them: that is why the pickers found nobody.
    expect((await app.api('GET', '/api/system/user/list?pageNo=1&pageSize=10', { token: people.outsider })).status).toBe(403);
    const found = ok(await app.api<Choice[]>('GET', '/api/bpm/users?keyword=wt_', { token: people.outsider }), 'search');
    expect(found).toEqual([
      { id: people.ids.approverA, username: 'wt_a', realname: 'Approver A', departName: null },
      { id: people.ids.approverB, username: 'wt_b', realname: 'Approver B', departName: null },
      { id: people.ids.reader, username: 'wt_c', realname: 'Reader C', departName: null },
      { id: people.ids.outsider, username: 'wt_x', realname: 'Outsider X', departName: null },
    ]);
    expect(ok(await app.api<Choice[]>('GET', '/api/bpm/users?keyword=reader%20c', { token: people.outsider }), 'by name').map((user) => user.username)).toEqual(['wt_c']);
  });

  it('names the main department, leaves frozen and deleted users out, takes wildcards literally and answers twenty at most', async () => {
    const owner = app.database.owner;
    const org = await owner('sys_org').where({ tenant_id: (await owner('sys_user').where({ id: people.ids.approverA }).first<{ tenant_id: string }>('tenant_id'))!.tenant_id }).first<{ id: string; org_name: string }>('id', 'org_name');
    await owner('sys_user').where({ id: people.ids.approverA }).update({ org_id: org!.id });
    await owner('sys_user').where({ id: people.ids.approverB }).update({ status: '2' });
    await owner('sys_user').where({ id: people.ids.reader }).update({ del_flag: true });
    try {
      const found = ok(await app.api<Choice[]>('GET', '/api/bpm/users?keyword=wt_', { token: people.outsider }), 'search');
      expect(found.map((user) => [user.username, user.departName])).toEqual([['wt_a', org!.org_name], ['wt_x', null]]);
      expect(ok(await app.api<Choice[]>('GET', '/api/bpm/users?keyword=%25', { token: people.outsider }), 'percent')).toEqual([]);
      const everyone = ok(await app.api<Choice[]>('GET', '/api/bpm/users', { token: people.outsider }), 'no keyword');
      expect(everyone.length).toBeGreaterThan(0);
      expect(everyone.length).toBeLessThanOrEqual(20);
      expect((await app.api('GET', `/api/bpm/users?keyword=${'x'.repeat(101)}`, { token: people.outsider })).status).toBe(400);
    } finally {
      await owner('sys_user').where({ id: people.ids.approverA }).update({ org_id: null });
      await owner('sys_user').where({ id: people.ids.approverB }).update({ status: '1' });
      await owner('sys_user').where({ id: people.ids.reader }).update({ del_flag: false });
    }
  });

  it('never answers a user of another tenant', async () => {
    const acme = await app.loginAs('acme_admin');
    const found = ok(await app.api<Choice[]>('GET', '/api/bpm/users?keyword=wt_', { token: acme }), 'acme search');
    expect(found).toEqual([]);
    const demoIds = new Set(await app.database.owner('sys_user').whereIn('username', ['demo_admin', 'demo_user']).whereNot('tenant_id', (await app.database.owner('sys_tenant').where({ tenant_code: 'acme' }).first<{ id: string }>('id'))!.id).pluck('id'));
    const demoNamed = ok(await app.api<Choice[]>('GET', '/api/bpm/users?keyword=demo', { token: acme }), 'acme search demo');
    expect(demoNamed.filter((user) => demoIds.has(user.id))).toEqual([]);
  });
});
