import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/withTenant';
import { smtpMailSender, useMailSender } from '../src/delivery/mail/index';
import { enqueueMessage, type OutboxMessage } from '../src/delivery/outbox/enqueueMessage';
import { useOutboxSettings, type OutboxSettings } from '../src/delivery/outbox/outboxSettings';
import { useSmsProvider } from '../src/delivery/sms/configuredSmsProvider';
import { runDueDeliveries, startTestSmtp, startTestWebhook, type TestSmtp } from './outboxSupport';
import { startTestApp, type TestApp } from './support/testApp';

// The outbox (issue 22 "Message delivery"): written with its cause, delivered by the worker's task
// through real channels (an SMTP server, an HTTP webhook), retried with backoff, given up after N.

let app: TestApp;
let smtp: TestSmtp;
let tenantId: string;
let admin: string;
// Waits long enough that one pass of the queue never reaches the retry, short enough for a test.
const retry = { maxAttempts: 3, baseDelayMs: 200, maxDelayMs: 2000 };
const settings = (wechatUrl?: string): OutboxSettings => ({ retry, wechatWebhook: wechatUrl ? { url: wechatUrl } : null });

interface Stored {
  status: string;
  es_send_status: string;
  delivery_state: string | null;
  es_send_num: number;
  send_result: string | null;
  send_detail: string | null;
  next_attempt_at: Date | null;
  delivered_to: string[];
  attempt_id: string | null;
}
const stored = async (id: string) => (await app.ctx.owner('sys_message').where({ id }).first<Stored>())!;
const enqueue = (message: Omit<OutboxMessage, 'tenantId'>) => withTenant(app.ctx.db, tenantId, (trx) => enqueueMessage(trx, { tenantId, ...message }));
const jobsOf = (id: string) => app.ctx.owner.raw<{ rows: { key: string | null }[] }>("select key from graphile_worker._private_jobs where payload->>'messageId' = ?", [id]).then((result) => result.rows);

/** Runs due deliveries until the message settles (sent, failed or in doubt), waiting out the short test backoff. */
async function deliverUntilSettled(id: string): Promise<Stored> {
  for (let round = 0; round < 50; round += 1) {
    await runDueDeliveries(app);
    const row = await stored(id);
    if (row.delivery_state === 'sent' || row.delivery_state === 'failed' || row.delivery_state === 'unknown') return row;
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  throw new Error(`message ${id} did not settle`);
}

beforeAll(async () => {
  app = await startTestApp();
  smtp = await startTestSmtp();
  tenantId = (await app.database.owner('sys_tenant').where({ tenant_code: 'demo' }).first<{ id: string }>('id'))!.id;
  admin = await app.loginAs('demo_admin');
  useMailSender(app.ctx, smtpMailSender({ url: smtp.url, from: 'Wharf <outbox@wharf.test>' }));
  useOutboxSettings(app.ctx, settings());
}, 120_000);
afterAll(async () => {
  await smtp?.close();
  await app?.close();
});

describe('the outbox', () => {
  it('writes the message and its job in the caller\'s transaction: a rolled-back cause sends nothing', async () => {
    let written = '';
    await expect(withTenant(app.ctx.db, tenantId, async (trx) => {
      written = await enqueueMessage(trx, { tenantId, channel: 'email', receiver: 'broker@example.com', title: 'Rolled back', content: 'never', source: 'warning:test' });
      throw new Error('the cause failed');
    })).rejects.toThrow('the cause failed');
    expect(await app.ctx.owner('sys_message').where({ id: written }).first()).toBeUndefined();
    expect(await jobsOf(written)).toEqual([]);

    const id = await enqueue({ channel: 'email', receiver: 'broker@example.com', title: 'Committed', content: 'sent', source: 'warning:test', param: { rule: 'r1' } });
    expect(await stored(id)).toMatchObject({ status: '1', es_send_status: '0', delivery_state: 'queued', es_send_num: 0 });
    expect(await jobsOf(id)).toEqual([{ key: `${tenantId}:outbox:${id}` }]);
  });

  it('delivers email through a real SMTP server once, with its copies and a Message-ID of its own', async () => {
    const id = await enqueue({ channel: 'email', receiver: 'broker@example.com, agent@example.com', cc: 'boss@example.com', title: 'Declaration late', content: 'D-1 is not cleared after 48 hours' });
    expect(await deliverUntilSettled(id)).toMatchObject({ delivery_state: 'sent', es_send_status: '1', es_send_num: 1, attempt_id: null, send_result: null });
    const mailsOf = () => smtp.received.filter((mail) => mail.messageId === `<${id}@outbox.wharf>`);
    const mails = mailsOf();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to.sort()).toEqual(['agent@example.com', 'boss@example.com', 'broker@example.com']);
    expect(mails[0]!.data).toContain('D-1 is not cleared after 48 hours');
    // A late or repeated job changes nothing.
    await withTenant(app.ctx.db, tenantId, (trx) => trx.raw('select wharf_schedule_job(?, ?::jsonb, ?, now())', ['deliver_message', JSON.stringify({ messageId: id }), `outbox:${id}`]));
    await runDueDeliveries(app);
    expect(mailsOf()).toHaveLength(1);
  });

  it('sends rich-text content as HTML with a plain-text alternative', async () => {
    const id = await enqueue({ channel: 'email', receiver: 'broker@example.com', title: 'Rich', content: '<p>Declaration <b>D-7</b> is late &amp; waiting</p><p>Second line</p>' });
    expect(await deliverUntilSettled(id)).toMatchObject({ delivery_state: 'sent' });
    const mail = smtp.received.find((received) => received.messageId === `<${id}@outbox.wharf>`)!;
    expect(mail.data).toMatch(/Content-Type: text\/html/i);
    expect(mail.data).toMatch(/Content-Type: text\/plain/i);
    expect(mail.data).toContain('Declaration D-7 is late & waiting');
  });

  it('retries a refused email with growing waits, gives up after the last attempt with errMsg, and a resend delivers it', async () => {
    smtp.answer = () => ({ code: 451, message: 'Try again later' });
    const before = smtp.received.length;
    const id = await enqueue({ channel: 'email', receiver: 'slow@example.com', title: 'Retry me', content: 'x' });
    await runDueDeliveries(app);
    const first = await stored(id);
    expect(first).toMatchObject({ delivery_state: 'retry', es_send_status: '0', es_send_num: 1, send_result: 'message/send-retrying' });
    expect(first.next_attempt_at).not.toBeNull();
    const settled = await deliverUntilSettled(id);
    expect(settled).toMatchObject({ delivery_state: 'failed', es_send_status: '2', es_send_num: 3, send_result: 'message/send-failed', next_attempt_at: null });
    expect(settled.send_detail).toContain('Try again later');
    const tries = smtp.received.slice(before);
    expect(tries).toHaveLength(3);
    // Exponential backoff: about 200 ms, then about 400 ms between the attempts.
    expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(190);
    expect(tries[2]!.at - tries[1]!.at).toBeGreaterThanOrEqual(390);

    const list = await app.api<{ records: Array<Record<string, unknown>> }>('GET', '/api/system/message/sysMessage/list?esType=email&status=1&esSendStatus=2', { token: admin, headers: { secLang: 'en_US' } });
    expect(list.body.result.records.every((record) => record.esSendStatus === '2' && record.sendStatus === 'sendFail')).toBe(true);
    expect(list.body.result.records.find((record) => record.id === id)).toMatchObject({ esSendStatus: '2', deliveryState: 'failed', esSendNum: 3, errMsg: expect.stringContaining('Try again later') as unknown, sendResult: expect.stringContaining('Sending failed') as unknown });

    smtp.answer = () => 'accept';
    expect((await app.api('PUT', `/api/system/message/sysMessage/resend?id=${id}`, { token: admin })).status).toBe(200);
    expect(await deliverUntilSettled(id)).toMatchObject({ delivery_state: 'sent', es_send_status: '1', es_send_num: 1 });
    expect((await app.api('PUT', `/api/system/message/sysMessage/resend?id=${id}`, { token: admin })).body).toMatchObject({ messageCode: 'message/not-resendable' });
  });

  it('gives up at once on a permanent refusal', async () => {
    smtp.answer = () => ({ code: 550, message: 'No such mailbox' });
    try {
      const id = await enqueue({ channel: 'email', receiver: 'gone@example.com', title: 'Permanent', content: 'x' });
      expect(await deliverUntilSettled(id)).toMatchObject({ delivery_state: 'failed', es_send_num: 1 });
    } finally {
      smtp.answer = () => 'accept';
    }
  });

  it('does not resend a message whose attempt never settled (its worker died): it is in doubt, and the console says so', async () => {
    const before = smtp.received.length;
    const id = await enqueue({ channel: 'email', receiver: 'doubt@example.com', title: 'In doubt', content: 'x' });
    // What a worker that died mid-send leaves: claimed (sending, attempt counted), never settled.
    await app.ctx.owner('sys_message').where({ id }).update({ delivery_state: 'sending', attempt_id: '00000000-0000-4000-8000-000000000001', es_send_num: 1 });
    await runDueDeliveries(app);
    expect(await stored(id)).toMatchObject({ delivery_state: 'unknown', es_send_status: '2', attempt_id: null, send_result: 'message/send-in-doubt' });
    expect(smtp.received.length).toBe(before);
    const list = await app.api<{ records: Array<Record<string, unknown>> }>('GET', '/api/system/message/sysMessage/list?esType=email', { token: admin, headers: { secLang: 'en_US' } });
    expect(list.body.result.records.find((record) => record.id === id)).toMatchObject({ deliveryState: 'unknown', sendResult: expect.stringContaining('may have arrived') as unknown });
  });

  it('posts WeChat-style messages to the configured webhook, retrying an error answer; without a webhook the message fails saying so', async () => {
    const webhook = await startTestWebhook([500, 200]);
    try {
      useOutboxSettings(app.ctx, settings(webhook.url));
      const id = await enqueue({ channel: 'wechat', receiver: 'wx_broker, wx_agent', title: 'Late', content: 'D-1 late' });
      expect(await deliverUntilSettled(id)).toMatchObject({ delivery_state: 'sent', es_send_status: '1', es_send_num: 2 });
      expect(webhook.calls).toHaveLength(2);
      expect(webhook.calls[1]).toMatchObject({ idempotencyKey: id, body: { msgtype: 'text', title: 'Late', touser: 'wx_broker|wx_agent', text: { content: 'D-1 late' } } });
    } finally {
      useOutboxSettings(app.ctx, settings());
      await webhook.close();
    }
    const unconfigured = await enqueue({ channel: 'wechat', receiver: 'wx_broker', title: 'Late', content: 'x' });
    expect(await deliverUntilSettled(unconfigured)).toMatchObject({ delivery_state: 'failed', es_send_status: '2', send_result: 'message/no-provider', send_detail: 'wechat' });
  });

  it('sends SMS through the provider hook and, retrying, skips the phones that already have it', async () => {
    const sent: string[] = [];
    let refuseOnce = true;
    useSmsProvider(app.ctx, {
      name: 'test',
      send: async (_ctx, message) => {
        if (message.phone === '13900139000' && refuseOnce) {
          refuseOnce = false;
          throw new Error('carrier busy');
        }
        sent.push(message.phone);
      },
    });
    const id = await enqueue({ channel: 'sms', receiver: '13800138000,13900139000', title: 'Gate', content: 'Gate 3 is open' });
    await runDueDeliveries(app);
    expect(await stored(id)).toMatchObject({ delivery_state: 'retry', delivered_to: ['13800138000'], send_detail: 'carrier busy' });
    expect(await deliverUntilSettled(id)).toMatchObject({ delivery_state: 'sent', es_send_num: 2, delivered_to: ['13800138000', '13900139000'] });
    expect(sent).toEqual(['13800138000', '13900139000']);
  });

  it('delivers a site message in the cause\'s own transaction, to users named by username or id', async () => {
    const staff = await app.loginAs('demo_user');
    const userId = (await app.database.owner('sys_user').where({ username: 'demo_user' }).first<{ id: string }>('id'))!.id;
    const id = await enqueue({ channel: 'system', receiver: userId, title: 'Declaration late (site)', content: 'D-1', source: 'warning:r1' });
    expect(await stored(id)).toMatchObject({ delivery_state: 'sent', es_send_status: '1', es_send_num: 1 });
    const inbox = await app.api<{ records: Array<{ title: string }> }>('GET', '/api/system/sysAnnouncementSend/getMyAnnouncementSend?msgCategory=2', { token: staff });
    expect(inbox.body.result.records.map((record) => record.title)).toContain('Declaration late (site)');
    const nobody = await enqueue({ channel: 'system', receiver: 'no_such_user', title: 'Nobody', content: 'x' });
    expect(await stored(nobody)).toMatchObject({ delivery_state: 'failed', es_send_status: '2', send_detail: 'no such user' });
  });

  it('answers resend of another tenant\'s message with 404, and a bad id with 400', async () => {
    const acmeId = (await app.database.owner('sys_tenant').where({ tenant_code: 'acme' }).first<{ id: string }>('id'))!.id;
    const acmeMessage = await withTenant(app.ctx.db, acmeId, (trx) => enqueueMessage(trx, { tenantId: acmeId, channel: 'system', receiver: 'nobody_here', title: 'Acme', content: 'x' }));
    expect(await stored(acmeMessage)).toMatchObject({ delivery_state: 'failed' });
    expect((await app.api('PUT', `/api/system/message/sysMessage/resend?id=${acmeMessage}`, { token: admin })).status).toBe(404);
    expect(await stored(acmeMessage)).toMatchObject({ delivery_state: 'failed' });
    expect((await app.api('PUT', '/api/system/message/sysMessage/resend?id=nope', { token: admin })).status).toBe(400);
  });
});
