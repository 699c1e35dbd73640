import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

let app: TestApp;
let admin: string;
let staff: string;
let staffId: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
  staff = await app.loginAs('demo_user');
  staffId = (await app.ctx.owner('sys_user').where({ username: 'demo_user' }).first<{ id: string }>('id'))!.id;
});
afterAll(async () => app.close());

const base = '/api/system/annountCement';
const inbox = '/api/system/sysAnnouncementSend';
type Inbox = { records: Array<{ anntId: string; title: string; readFlag: string }>; total: number };
const add = (token: string, body: Record<string, unknown>) => app.api<{ id: string; sendStatus: string }>('POST', `${base}/add`, { token, body });
const myInbox = (token: string, query = '') => app.api<Inbox>('GET', `${inbox}/getMyAnnouncementSend${query}`, { token });

describe('announcements', () => {
  it('go from unpublished to published to withdrawn, reaching everyone or the chosen users only', async () => {
    const everyone = await add(admin, { title: 'Port closed Sunday', content: '<p>Port Shanghai closes on Sunday.</p>', priority: 'H' });
    expect(everyone.body.result.sendStatus).toBe('0');
    const chosen = await add(admin, { title: 'For the admin', content: 'Only for demo_admin', msgType: 'USER', userIds: [(await app.ctx.owner('sys_user').where({ username: 'demo_admin' }).first<{ id: string }>('id'))!.id] });
    const forStaff = await add(admin, { title: 'For staff', content: 'Only for demo_user', msgType: 'USER', userIds: [staffId] });

    // Nothing reaches anyone before publishing.
    expect((await myInbox(staff)).body.result.total).toBe(0);
    for (const created of [everyone, chosen, forStaff]) expect((await app.api('GET', `${base}/doReleaseData?id=${created.body.result.id}`, { token: admin })).status).toBe(200);
    expect((await myInbox(staff)).body.result.records.map((entry) => entry.title).sort()).toEqual(['For staff', 'Port closed Sunday']);
    expect((await myInbox(await app.loginAs('acme_admin'))).body.result.total).toBe(0);

    // Published ones cannot be changed or published again; withdrawing takes them out of inboxes.
    expect((await app.api('PUT', `${base}/edit`, { token: admin, body: { id: everyone.body.result.id, title: 'x', content: 'y' } })).status).toBe(400);
    expect((await app.api('GET', `${base}/doReleaseData?id=${everyone.body.result.id}`, { token: admin })).status).toBe(400);
    expect((await app.api('GET', `${base}/doReovkeData?id=${forStaff.body.result.id}`, { token: admin })).status).toBe(200);
    expect((await app.api('GET', `${base}/doReovkeData?id=${forStaff.body.result.id}`, { token: admin })).status).toBe(400);
    expect((await myInbox(staff)).body.result.records.map((entry) => entry.title)).toEqual(['Port closed Sunday']);

    const list = await app.api<{ records: Array<{ title: string; sendStatus: string }>; total: number }>('GET', `${base}/list?sendStatus=2`, { token: admin });
    expect(list.body.result.records.map((entry) => entry.title)).toEqual(['For staff']);
  });

  it('keep read flags per user: one at a time or all at once', async () => {
    const a = await add(admin, { title: 'Tariff update', content: 'New rates' });
    const b = await add(admin, { title: 'Holiday hours', content: 'Closed on the 1st' });
    for (const created of [a, b]) await app.api('GET', `${base}/doReleaseData?id=${created.body.result.id}`, { token: admin });

    expect((await app.api('PUT', `${inbox}/editByAnntIdAndUserId`, { token: staff, body: { anntId: a.body.result.id } })).status).toBe(200);
    const unread = (await myInbox(staff, '?readFlag=0')).body.result.records.map((entry) => entry.title);
    expect(unread).toContain('Holiday hours');
    expect(unread).not.toContain('Tariff update');
    expect((await myInbox(admin, '?readFlag=0')).body.result.records.map((entry) => entry.title)).toContain('Tariff update');

    expect((await app.api('PUT', `${inbox}/readAll`, { token: staff })).status).toBe(200);
    expect((await myInbox(staff, '?readFlag=0')).body.result.total).toBe(0);
  });

  it('refuse a start after the end, missing or unknown users, staff writers and hostile input', async () => {
    const late = await add(admin, { title: 't', content: 'c', startTime: '2026-12-02T00:00:00Z', endTime: '2026-12-01T00:00:00Z' });
    expect(late.status).toBe(400);
    expect(JSON.stringify(late.body)).toContain('/body/endTime');
    const noUsers = await add(admin, { title: 't', content: 'c', msgType: 'USER' });
    expect(JSON.stringify(noUsers.body)).toContain('/body/userIds');
    const strangers = await add(admin, { title: 't', content: 'c', msgType: 'USER', userIds: ['00000000-0000-4000-8000-000000000000'] });
    expect(JSON.stringify(strangers.body)).toContain('/body/userIds/0');
    const badDate = await add(admin, { title: 't', content: 'c', startTime: '2026-13-45T99:99:00Z' });
    expect(badDate.status).toBe(400);
    expect(JSON.stringify(badDate.body)).toContain('/body/startTime');

    expect((await add(staff, { title: 't', content: 'c' })).status).toBe(403);
    const hostile = await add(admin, { title: '', content: 'c', priority: 'X', msgType: "ALL' --", userIds: ['1 or 1=1'], sendStatus: '1' });
    expect(hostile.status).toBe(400);
    for (const path of ['/body/title', '/body/priority', '/body/msgType', '/body/userIds/0']) expect(JSON.stringify(hostile.body)).toContain(path);

    const acmeAdmin = await app.loginAs('acme_admin');
    const mine = await add(admin, { title: 'demo only', content: 'c' });
    expect((await app.api('GET', `${base}/doReleaseData?id=${mine.body.result.id}`, { token: acmeAdmin })).status).toBe(404);
    expect((await app.api('DELETE', `${base}/delete?id=${mine.body.result.id}`, { token: acmeAdmin })).status).toBe(404);
    expect((await app.api('PUT', `${inbox}/editByAnntIdAndUserId`, { token: staff, body: { anntId: mine.body.result.id } })).status).toBe(404);
  });
});
