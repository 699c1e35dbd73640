import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSmsProvider } from '../src/delivery/sms/configuredSmsProvider';
import { runDueDeliveries } from './outboxSupport';
import { startTestApp, type TestApp } from './support/testApp';

type Issues = { errors: { path: string; code: string }[] };
type Message = { id: string; status: string; esSendStatus: string; sendResult: string | null };
type Inbox = { records: Array<{ anntId: string; title: string; content: string; msgCategory: string; readFlag: string }>; total: number };
let app: TestApp;
let admin: string;
let staff: string;
let acme: string;
let operator: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
  staff = await app.loginAs('demo_user');
  acme = await app.loginAs('acme_admin');
  operator = await app.loginAs('admin');
});
afterAll(async () => app.close());

const base = '/api/system/message/sysMessage';
const add = (token: string, body: Record<string, unknown>) => app.api<Message>('POST', `${base}/add`, { token, body });
const publish = (token: string, id: string) => app.api('PUT', `${base}/publish?id=${id}`, { token });
const myInbox = (token: string, query = '') => app.api<Inbox>('GET', `/api/system/sysAnnouncementSend/getMyAnnouncementSend${query}`, { token });
const stored = async (id: string) => (await app.ctx.owner('sys_message').where({ id }).first<{ status: string; es_send_status: string; send_result: string | null }>())!;

describe('message administration', () => {
  it('delivers a published system message to its receivers\' message centre, and withdrawing takes it out', async () => {
    const draft = await add(admin, { esTitle: 'Customs system upgrade', esType: 'system', esReceiver: 'demo_user', esContent: 'Saturday 22:00–23:00', esParam: '{"level":1}' });
    expect(draft.status).toBe(200);
    expect(draft.body.result).toMatchObject({ status: '0', esSendStatus: '0' });
    expect((await myInbox(staff)).body.result.total).toBe(0);

    expect((await publish(admin, draft.body.result.id)).status).toBe(200);
    expect(await stored(draft.body.result.id)).toMatchObject({ status: '1', es_send_status: '1' });
    const inbox = await myInbox(staff, '?msgCategory=2');
    expect(inbox.body.result.records).toMatchObject([{ title: 'Customs system upgrade', content: 'Saturday 22:00–23:00', msgCategory: '2', readFlag: '0' }]);
    expect((await myInbox(admin, '?msgCategory=2')).body.result.total).toBe(0);
    expect((await myInbox(acme)).body.result.total).toBe(0);

    // Read flags are the inbox's own: mark all read works for messages too.
    expect((await app.api('PUT', '/api/system/sysAnnouncementSend/readAll', { token: staff })).status).toBe(200);
    expect((await myInbox(staff, '?readFlag=0')).body.result.total).toBe(0);

    expect((await publish(admin, draft.body.result.id)).body).toMatchObject({ messageCode: 'message/not-publishable' });
    expect((await app.api('PUT', `${base}/edit`, { token: admin, body: { id: draft.body.result.id, esTitle: 'x', esType: 'system', esReceiver: 'demo_user', esContent: 'y' } })).body).toMatchObject({ messageCode: 'message/not-editable' });
    expect((await app.api('PUT', `${base}/revoke?id=${draft.body.result.id}`, { token: admin })).status).toBe(200);
    expect(await stored(draft.body.result.id)).toMatchObject({ status: '2' });
    expect((await myInbox(staff)).body.result.total).toBe(0);
    expect((await app.api('PUT', `${base}/revoke?id=${draft.body.result.id}`, { token: admin })).body).toMatchObject({ messageCode: 'message/not-revocable' });
  });

  it('is withdrawn with its announcement when an administrator withdraws that from the announcements page', async () => {
    const draft = await add(admin, { esTitle: 'Berth change', esType: 'system', esReceiver: 'demo_user', esContent: 'Berth 7' });
    await publish(admin, draft.body.result.id);
    const { announcement_id: announcementId } = (await app.ctx.owner('sys_message').where({ id: draft.body.result.id }).first<{ announcement_id: string }>('announcement_id'))!;
    expect((await app.api('GET', `/api/system/annountCement/doReovkeData?id=${announcementId}`, { token: admin })).status).toBe(200);
    expect(await stored(draft.body.result.id)).toMatchObject({ status: '2' });
    expect((await myInbox(staff, '?msgCategory=2')).body.result.records.map((entry) => entry.title)).not.toContain('Berth change');
  });

  it('hands sms and email to the outbox, whose worker task sends them through the server\'s providers, recording success or the channel\'s failure', async () => {
    const sms = await add(admin, { esTitle: 'Gate', esType: 'sms', esReceiver: '13800138000, 13900139000', esContent: 'Gate 3 is open' });
    expect((await publish(admin, sms.body.result.id)).status).toBe(200);
    expect(await stored(sms.body.result.id)).toMatchObject({ status: '1', es_send_status: '0' });
    await runDueDeliveries(app);
    expect(await stored(sms.body.result.id)).toMatchObject({ status: '1', es_send_status: '1' });
    const logged = await app.ctx.owner('sys_message_log').where({ es_type: 'sms', es_content: 'Gate 3 is open' }).pluck('es_receiver');
    expect(logged.sort()).toEqual(['13800138000', '13900139000']);

    const email = await add(admin, { esTitle: 'Report', esType: 'email', esReceiver: 'ops@example.com', esContent: 'The monthly report is ready' });
    expect((await publish(admin, email.body.result.id)).status).toBe(200);
    await runDueDeliveries(app);
    expect(await stored(email.body.result.id)).toMatchObject({ es_send_status: '1' });
    expect(await app.ctx.owner('sys_message_log').where({ es_type: 'email', es_receiver: 'ops@example.com' }).first('es_title')).toEqual({ es_title: 'Report' });

    useSmsProvider(app.ctx, { name: 'refusing', send: async () => Promise.reject(new Error('carrier refused the number')) });
    const refused = await add(admin, { esTitle: 'Gate', esType: 'sms', esReceiver: '13800138000', esContent: 'Again' });
    await publish(admin, refused.body.result.id);
    await runDueDeliveries(app);
    const list = await app.api<{ records: Message[] }>('GET', `${base}/list?esType=sms&status=1`, { token: admin, headers: { secLang: 'en_US' } });
    // The provider refused: retried later (unsent, saying why); the console shows it.
    expect(list.body.result.records.find((m) => m.id === refused.body.result.id)).toMatchObject({ esSendStatus: '0', sendResult: 'Sending failed, will try again: carrier refused the number' });
    // Withdrawn while waiting for its next try: it is not sent any more.
    expect((await app.api('PUT', `${base}/revoke?id=${refused.body.result.id}`, { token: admin })).status).toBe(200);
    expect(await stored(refused.body.result.id)).toMatchObject({ status: '2', es_send_status: '2', send_result: 'message/send-failed' });

    const wechat = await add(admin, { esTitle: 'Hi', esType: 'wechat', esReceiver: 'wx_123', esContent: 'Hello' });
    await publish(admin, wechat.body.result.id);
    await runDueDeliveries(app);
    expect(await stored(wechat.body.result.id)).toMatchObject({ status: '1', es_send_status: '2', send_result: 'message/no-provider' });
  });

  it('refuses unknown receivers, bad phones and addresses, esParam that is not JSON, and hostile input with 400 at each path', async () => {
    const unknown = await add(admin, { esTitle: 'x', esType: 'system', esReceiver: "demo_user,nobody,acme_admin,'; drop table sys_user;--", esContent: 'y' });
    expect(unknown.status).toBe(400);
    // Receivers split on commas and semicolons: nobody, acme_admin (another tenant's) and the three pieces of the injection are unknown.
    expect((unknown.body.result as unknown as Issues).errors.map((e) => e.code)).toEqual(Array(5).fill('message/receiver-not-found'));
    const phone = await add(admin, { esTitle: 'x', esType: 'sms', esReceiver: '12ab', esContent: 'y' });
    expect((phone.body.result as unknown as Issues).errors).toMatchObject([{ path: '/body/esReceiver', code: 'message/bad-phone' }]);
    const mail = await add(admin, { esTitle: 'x', esType: 'email', esReceiver: 'not-an-address', esContent: 'y' });
    expect((mail.body.result as unknown as Issues).errors).toMatchObject([{ code: 'message/bad-email' }]);
    const param = await add(admin, { esTitle: 'x', esType: 'system', esReceiver: 'demo_user', esContent: 'y', esParam: '{oops' });
    expect((param.body.result as unknown as Issues).errors).toMatchObject([{ path: '/body/esParam', code: 'message/bad-param' }]);
    for (const body of [{ esTitle: ' ', esType: 'system', esReceiver: 'demo_user', esContent: 'y' }, { esTitle: 'x', esType: 'pigeon', esReceiver: 'a', esContent: 'y' }, { esTitle: 'x', esType: 'system', esReceiver: ',,', esContent: 'y' }, { esTitle: 'x'.repeat(101), esType: 'system', esReceiver: 'demo_user', esContent: 'y' }]) {
      expect((await add(admin, body)).status).toBe(400);
    }
    expect((await app.api('GET', `${base}/list?pageSize=7`, { token: admin })).status).toBe(400);
    expect((await publish(admin, 'not-a-uuid')).status).toBe(400);
  });

  it('needs the page button, and another tenant\'s message id is a 404 that changes nothing', async () => {
    expect((await app.api('GET', `${base}/list`, { token: staff })).status).toBe(403);
    const acmeDraft = (await add(acme, { esTitle: 'Acme only', esType: 'system', esReceiver: 'acme_admin', esContent: 'z' })).body.result;
    const mine = (await add(admin, { esTitle: 'Mine', esType: 'system', esReceiver: 'demo_user', esContent: 'z' })).body.result;
    expect((await publish(admin, acmeDraft.id)).status).toBe(404);
    expect((await app.api('PUT', `${base}/revoke?id=${acmeDraft.id}`, { token: admin })).status).toBe(404);
    expect((await app.api('PUT', `${base}/edit`, { token: admin, body: { id: acmeDraft.id, esTitle: 'Taken', esType: 'system', esReceiver: 'demo_user', esContent: 'z' } })).status).toBe(404);
    expect((await app.api('DELETE', `${base}/delete?id=${acmeDraft.id}`, { token: admin })).status).toBe(404);
    expect((await app.api('DELETE', `${base}/deleteBatch?ids=${mine.id},${acmeDraft.id}`, { token: admin })).status).toBe(404);
    expect(await stored(acmeDraft.id)).toMatchObject({ status: '0' });
    expect(await app.ctx.owner('sys_message').where({ id: mine.id }).first('id')).toBeTruthy();
    expect((await app.api('DELETE', `${base}/deleteBatch?ids=${mine.id}`, { token: admin })).body).toMatchObject({ result: { deleted: 1 } });
  });
});

type Site = { name: string; domainList: string[]; image: Record<string, string>; disableRegister: boolean; loginSlider?: string };
const tinyPng = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('site settings', () => {
  it('have their page on the platform operator\'s menu only (the tenant\'s job console is on its administrator\'s too)', async () => {
    type Menu = { path: string; children?: Menu[] };
    const paths = async (token: string) => {
      const flatten = (items: Menu[]): string[] => items.flatMap((item) => [item.path, ...flatten(item.children ?? [])]);
      return flatten((await app.api<{ menu: Menu[] }>('GET', '/api/system/getUserPermissionByToken', { token })).body.result.menu);
    };
    expect(await paths(operator)).toEqual(expect.arrayContaining(['/system/siteSetting', '/system/scheduledJob']));
    const tenantAdmin = await paths(admin);
    expect(tenantAdmin).toEqual(expect.arrayContaining(['/system/category', '/system/checkRule', '/system/jumpParam', '/system/message', '/message/center', '/system/scheduledJob']));
    expect(tenantAdmin).not.toContain('/system/siteSetting');
  });

  it('are read and replaced by the platform operator only, and the login screens see them', async () => {
    expect((await app.api('GET', '/api/system/siteSetting', { token: admin })).status).toBe(403);
    expect((await app.api('PUT', '/api/system/siteSetting', { token: admin, body: { name: 'x', domainList: [], image: {}, disableRegister: true } })).status).toBe(403);
    const current = await app.api<Site>('GET', '/api/system/siteSetting', { token: operator });
    expect(current.body.result.name).toBeTruthy();
    const next = { name: 'Harbour Portal', domainList: ['Portal.Example.com', '*.example.org', 'portal.example.com'], image: { loginBackground: '/static/bg.png', full: tinyPng, registerAndPassword: 'https://cdn.example.com/r.png' }, disableRegister: true };
    const saved = await app.api<Site>('PUT', '/api/system/siteSetting', { token: operator, body: next });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({ name: 'Harbour Portal', domainList: ['portal.example.com', '*.example.org'], disableRegister: true, image: next.image });
    const publicInfo = await app.api<{ name: string; disableRegister: boolean; image: Record<string, string> }>('GET', '/api/system/site/info');
    expect(publicInfo.body.result).toMatchObject({ name: 'Harbour Portal', disableRegister: true, image: { loginBackground: '/static/bg.png' } });
    if ('loginSlider' in current.body.result) {
      expect((await app.api<Site>('PUT', '/api/system/siteSetting', { token: operator, body: { ...next, loginSlider: 'always' } })).body.result.loginSlider).toBe('always');
    } else {
      expect((await app.api('PUT', '/api/system/siteSetting', { token: operator, body: { ...next, loginSlider: 'always' } })).body).toMatchObject({ messageCode: 'siteSetting/slider-unavailable' });
    }
  });

  it('refuses bad host names, script or oversized images, and hostile input with 400 at each path, changing nothing', async () => {
    const before = (await app.api<Site>('GET', '/api/system/siteSetting', { token: operator })).body.result;
    const refused = await app.api<Issues>('PUT', '/api/system/siteSetting', {
      token: operator,
      body: { name: 'Evil', domainList: ['ok.example.com', 'bad host', '-x.example.com', 'a'.repeat(64) + '.com'], image: { full: 'javascript:alert(1)', loginBackground: `data:image/png;base64,${'A'.repeat(360 * 1024)}`, registerAndPassword: 'data:text/html;base64,PHNjcmlwdD4=' }, disableRegister: false },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.result.errors.map((e) => `${e.path} ${e.code}`)).toEqual([
      '/body/domainList/1 siteSetting/bad-domain', '/body/domainList/2 siteSetting/bad-domain', '/body/domainList/3 siteSetting/bad-domain',
      '/body/image/full siteSetting/bad-image', '/body/image/registerAndPassword siteSetting/bad-image', '/body/image/loginBackground siteSetting/image-too-large',
    ]);
    expect((await app.api('PUT', '/api/system/siteSetting', { token: operator, body: { ...before, image: { other: 'x' } } })).status).toBe(400);
    expect((await app.api('PUT', '/api/system/siteSetting', { token: operator, body: { ...before, loginSlider: 'sometimes' } })).status).toBe(400);
    expect((await app.api<Site>('GET', '/api/system/siteSetting', { token: operator })).body.result).toEqual(before);
  });
});

describe('scheduled jobs', () => {
  it('lists the worker\'s crontab as graphile-worker parses it, for the platform operator only', async () => {
    expect((await app.api('GET', '/api/system/sysJob/queryall', { token: admin })).status).toBe(403);
    const jobs = await app.api<Array<{ jobName: string; jobClassName: string; cronExpression: string; parameter: string; status: string }>>('GET', '/api/system/sysJob/queryall', { token: operator });
    expect(jobs.status).toBe(200);
    expect(jobs.body.result).toContainEqual(expect.objectContaining({ jobName: 'purge_expired_sessions', jobClassName: 'purge_expired_sessions', cronExpression: '0 3 * * *', parameter: '?max=1', status: 'normal' }));
  });
});
