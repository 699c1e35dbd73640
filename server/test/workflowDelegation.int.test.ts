import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/withTenant';
import { activeDelegations } from '../src/workflow/delegation/activeDelegations';
import { startTestApp, type TestApp } from './support/testApp';

// Delegation (issue 16, spec §3 delegate): a user hands their approval tasks to another for a time.

interface Delegation {
  id: string;
  delegatorId: string;
  delegatorName: string | null;
  delegateBailee: string;
  delegateBaileeName: string | null;
  delegateResource: 'all' | string[];
  start: string;
  end: string;
  isActive: boolean;
}
interface Issues {
  errors: Array<{ path: string; code: string }>;
}

let app: TestApp;
let admin: string;
let clerk: string;
let manager: string;
let officer: string;
const ids: Record<string, string> = {};
let demoTenantId: string;

const hour = 3600_000;
const at = (hours: number) => new Date(Date.now() + hours * hour).toISOString();
const add = (token: string, body: Record<string, unknown>) => app.api<Delegation & Issues>('POST', '/api/bpm/delegate/add', { token, body });
const edit = (token: string, body: Record<string, unknown>) => app.api<Delegation & Issues>('POST', '/api/bpm/delegate/edit', { token, body });
const remove = (token: string, id: string) => app.api('POST', '/api/bpm/delegate/delete', { token, body: { id } });
const list = async (token: string) => (await app.api<{ records: Delegation[]; total: number }>('GET', '/api/bpm/delegate/list?pageNo=1&pageSize=50', { token })).body.result;
const errorsOf = (response: { body: { result: unknown } }) => (response.body.result as Issues).errors.map((e) => `${e.path} ${e.code}`);

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
  clerk = await app.loginAs('dec_clerk');
  manager = await app.loginAs('broker_manager');
  officer = await app.loginAs('officer_li');
  for (const username of ['dec_clerk', 'broker_manager', 'officer_li', 'officer_wang', 'finance_zhao', 'acme_admin']) {
    ids[username] = (await app.database.owner('sys_user').where({ username }).first<{ id: string }>('id'))!.id;
  }
  demoTenantId = (await app.database.owner('sys_tenant').where({ tenant_code: 'demo' }).first<{ id: string }>('id'))!.id;
});
afterAll(async () => app.close());

describe('delegation', () => {
  it('is added by its delegator and listed for the delegator, the bailee and workflow managers only', async () => {
    const added = await add(manager, { delegateBailee: ids.officer_wang, delegateResource: ['dec_approval'], start: at(-1), end: at(24) });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.result).toMatchObject({ delegatorId: ids.broker_manager, delegatorName: 'Wu Gang', delegateBailee: ids.officer_wang, delegateBaileeName: 'Wang Lei', delegateResource: ['dec_approval'], isActive: true });

    expect((await list(manager)).records.map((d) => d.id)).toContain(added.body.result.id);
    expect((await list(await app.loginAs('officer_wang'))).records.map((d) => d.id)).toContain(added.body.result.id);
    expect((await list(officer)).records.map((d) => d.id)).not.toContain(added.body.result.id);
    expect((await list(admin)).records.map((d) => d.id)).toContain(added.body.result.id);
    await remove(manager, added.body.result.id);
  });

  it('refuses oneself, an end before the start, unknown processes and a user of another tenant, naming the field', async () => {
    expect(errorsOf(await add(clerk, { delegateBailee: ids.dec_clerk, delegateResource: 'all', start: at(0), end: at(1) }))).toEqual(['/body/delegateBailee workflow/delegate-to-self']);
    expect(errorsOf(await add(clerk, { delegateBailee: ids.officer_li, delegateResource: 'all', start: at(2), end: at(1) }))).toEqual(['/body/end workflow/delegate-end-before-start']);
    expect(errorsOf(await add(clerk, { delegateBailee: ids.officer_li, delegateResource: ['dec_approval', 'no_such_process'], start: at(0), end: at(1) }))).toEqual(['/body/delegateResource workflow/delegate-resource-unknown']);
    expect(errorsOf(await add(clerk, { delegateBailee: ids.acme_admin, delegateResource: 'all', start: at(0), end: at(1) }))).toEqual(['/body/delegateBailee workflow/delegate-bailee-unknown']);
    const badShape = await add(clerk, { delegateBailee: ids.officer_li, delegateResource: 'some', start: 'tomorrow', end: at(1) });
    expect(badShape.status).toBe(400);
    expect(errorsOf(badShape)).toEqual(expect.arrayContaining([expect.stringMatching(/^\/body\/delegateResource /), expect.stringMatching(/^\/body\/start /)]));
  });

  it('refuses a second delegation of the same processes for an overlapping time, and a cycle in force at once', async () => {
    const first = await add(clerk, { delegateBailee: ids.officer_li, delegateResource: 'all', start: at(0), end: at(10) });
    expect(first.status).toBe(200);
    expect(errorsOf(await add(clerk, { delegateBailee: ids.officer_wang, delegateResource: ['dec_approval'], start: at(5), end: at(20) }))).toEqual(['/body/start workflow/delegate-overlap']);
    // Officer Li hands dec_approval back to the clerk while the clerk's delegation to Li holds: a cycle.
    expect(errorsOf(await add(officer, { delegateBailee: ids.dec_clerk, delegateResource: ['dec_approval'], start: at(9), end: at(12) }))).toEqual(['/body/delegateBailee workflow/delegate-cycle']);
    // After the clerk's delegation ends, the same hand-back is fine.
    const later = await add(officer, { delegateBailee: ids.dec_clerk, delegateResource: ['dec_approval'], start: at(10), end: at(12) });
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    await remove(officer, later.body.result.id);
    await remove(clerk, first.body.result.id);
  });

  it('is changed and removed by its delegator or a workflow manager; the bailee gets 403, anyone else 404', async () => {
    const added = (await add(clerk, { delegateBailee: ids.officer_li, delegateResource: 'all', start: at(1), end: at(5) })).body.result;
    const change = { id: added.id, delegateBailee: ids.officer_li, delegateResource: ['dec_approval'], start: at(1), end: at(8) };
    expect((await edit(officer, change)).status).toBe(403);
    expect((await edit(manager, change)).status).toBe(404);
    expect((await remove(manager, added.id)).status).toBe(404);
    const changed = await edit(clerk, change);
    expect(changed.status).toBe(200);
    expect(changed.body.result).toMatchObject({ delegatorId: ids.dec_clerk, delegateResource: ['dec_approval'], end: change.end });
    // Editing keeps the rules: the delegation itself is left out of the overlap check, a move onto oneself is not.
    expect(errorsOf(await edit(clerk, { ...change, delegateBailee: ids.dec_clerk }))).toEqual(['/body/delegateBailee workflow/delegate-to-self']);
    expect((await edit(admin, { ...change, end: at(9) })).status).toBe(200);
    expect((await remove(officer, added.id)).status).toBe(403);
    expect((await remove(clerk, added.id)).status).toBe(200);
    expect((await remove(clerk, added.id)).status).toBe(404);
  });

  it('in force at a moment are what the runtime hands the engine, without bailees who cannot sign in', async () => {
    const now = await add(manager, { delegateBailee: ids.finance_zhao, delegateResource: 'all', start: at(-2), end: at(2) });
    const future = await add(officer, { delegateBailee: ids.finance_zhao, delegateResource: ['dec_approval'], start: at(3), end: at(6) });
    const active = (moment: string) => withTenant(app.ctx.db, demoTenantId, (trx) => activeDelegations(trx, moment));
    expect(await active(at(0))).toEqual([expect.objectContaining({ fromUserId: ids.broker_manager, toUserId: ids.finance_zhao, processKeys: 'all' })]);
    expect(await active(at(4))).toEqual([expect.objectContaining({ fromUserId: ids.officer_li, toUserId: ids.finance_zhao, processKeys: ['dec_approval'] })]);
    await app.database.owner('sys_user').where({ id: ids.finance_zhao }).update({ status: '2' });
    expect(await active(at(0))).toEqual([]);
    await app.database.owner('sys_user').where({ id: ids.finance_zhao }).update({ status: '1' });
    await remove(manager, now.body.result.id);
    await remove(officer, future.body.result.id);
  });
});
