import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMail, smtpMailSender, useMailSender, messageLogMailSender } from '../src/delivery/mail/index';
import { smsDeliveriesSettled, useSmsProvider } from '../src/identity/index';
import { httpSmsProvider } from '../src/delivery/sms/httpSmsProvider';
import { smsProviderFromEnvironment } from '../src/delivery/sms/configuredSmsProvider';
import { startTestApp, type TestApp } from './support/testApp';

let app: TestApp;
let tenantId: string;

interface LogRow {
  es_type: string;
  es_receiver: string;
  es_title: string;
  es_content: string;
  es_send_status: string;
  provider: string;
}

beforeAll(async () => {
  app = await startTestApp();
  tenantId = (await app.database.owner('sys_tenant').where({ tenant_code: 'demo' }).first<{ id: string }>('id'))!.id;
});
afterAll(async () => app.close());

const latestLog = async (receiver: string) =>
  (await app.database.owner('sys_message_log').where({ es_receiver: receiver }).orderBy('created_at', 'desc').first<LogRow>())!;

interface GatewayCall {
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

/** A real HTTP gateway on a loopback port that answers each call with `status` (or never). */
async function startGateway(answer: { status: number } | 'never'): Promise<{ url: string; calls: GatewayCall[]; close(): Promise<void> }> {
  const calls: GatewayCall[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      calls.push({ authorization: req.headers.authorization, contentType: req.headers['content-type'], body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      if (answer !== 'never') res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/send`,
    calls,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('HTTP SMS provider', () => {
  it('POSTs { phone, text } with the bearer token and logs a success with the code hidden', async () => {
    const gateway = await startGateway({ status: 200 });
    try {
      const provider = httpSmsProvider({ url: gateway.url, token: 'secret-token' });
      await provider.send(app.ctx, { tenantId, phone: '13800000101', title: 'Login code', text: 'Your code is 123456, valid 5 minutes' });
      expect(gateway.calls).toEqual([{ authorization: 'Bearer secret-token', contentType: 'application/json', body: { phone: '13800000101', text: 'Your code is 123456, valid 5 minutes' } }]);
      const row = await latestLog('13800000101');
      expect(row).toMatchObject({ es_type: 'sms', es_send_status: '1', provider: 'http', es_title: 'Login code' });
      expect(row.es_content).toBe('Your code is ******, valid 5 minutes');
    } finally {
      await gateway.close();
    }
  });

  it('rejects and logs a failure when the gateway refuses', async () => {
    const gateway = await startGateway({ status: 503 });
    try {
      const provider = httpSmsProvider({ url: gateway.url, token: 't' });
      await expect(provider.send(app.ctx, { tenantId, phone: '13800000102', title: 't', text: 'x' })).rejects.toThrow(/503/);
      expect(gateway.calls).toHaveLength(1);
      expect((await latestLog('13800000102')).es_send_status).toBe('2');
    } finally {
      await gateway.close();
    }
  });

  it('gives up after its timeout and logs a failure', async () => {
    const gateway = await startGateway('never');
    try {
      const provider = httpSmsProvider({ url: gateway.url, token: 't', timeoutMs: 300 });
      const started = Date.now();
      await expect(provider.send(app.ctx, { tenantId, phone: '13800000103', title: 't', text: 'x' })).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(5000);
      expect((await latestLog('13800000103')).es_send_status).toBe('2');
    } finally {
      await gateway.close();
    }
  });

  it('is what the environment names; a half configuration is refused at once', () => {
    expect(smsProviderFromEnvironment({}).name).toBe('message-log');
    expect(smsProviderFromEnvironment({ WHARF_SMS_PROVIDER: 'http', WHARF_SMS_URL: 'http://127.0.0.1:1/', WHARF_SMS_TOKEN: 't' }).name).toBe('http');
    expect(() => smsProviderFromEnvironment({ WHARF_SMS_PROVIDER: 'http', WHARF_SMS_URL: 'http://127.0.0.1:1/' })).toThrow(/WHARF_SMS_TOKEN/);
    expect(() => smsProviderFromEnvironment({ WHARF_SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/WHARF_SMS_PROVIDER/);
  });

  it('delivers a phone login code through the gateway', async () => {
    const gateway = await startGateway({ status: 200 });
    try {
      await app.database.owner('sys_user').where({ username: 'demo_user' }).update({ phone: '13800000104' });
      useSmsProvider(app.ctx, httpSmsProvider({ url: gateway.url, token: 't' }));
      const sent = await app.api('POST', '/api/system/sms', { body: { mobile: '13800000104', smsmode: '0' }, headers: { 'X-Forwarded-For': '203.0.113.77' } });
      expect(sent.status).toBe(200);
      await smsDeliveriesSettled(app.ctx);
      expect(gateway.calls).toHaveLength(1);
      const { text } = gateway.calls[0]!.body as { text: string };
      const code = /\d{6}/.exec(text)![0];
      const login = await app.api('POST', '/api/system/phoneLogin', { body: { mobile: '13800000104', captcha: code }, headers: { 'X-Forwarded-For': '203.0.113.77' } });
      expect(login.status).toBe(200);
    } finally {
      await gateway.close();
    }
  });
});

interface ReceivedMail {
  from: string | undefined;
  to: string[];
  data: string;
}

/** A real SMTP listener on a loopback port (no TLS, no auth); `refuse` rejects every recipient. */
async function startSmtp(refuse = false): Promise<{ url: string; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(refuse ? new Error(`no such mailbox ${address.address}`) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom === false ? undefined : session.envelope.mailFrom.address;
        received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), data: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('mail senders', () => {
  it('the development sender keeps the whole message in the message log', async () => {
    useMailSender(app.ctx, messageLogMailSender);
    await sendMail(app.ctx, { tenantId, to: 'dev@example.com', subject: 'Reset code', text: 'Code 654321' });
    expect(await latestLog('dev@example.com')).toMatchObject({ es_type: 'email', es_content: 'Code 654321', es_send_status: '1', provider: 'message-log' });
  });

  it('SMTP delivers to a real listener and logs the success with the code hidden', async () => {
    const smtp = await startSmtp();
    try {
      useMailSender(app.ctx, smtpMailSender({ url: smtp.url, from: 'Wharf <no-reply@wharf.test>' }));
      await sendMail(app.ctx, { tenantId, to: 'user@example.com', subject: 'Reset code', text: 'Your code is 987654' });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatchObject({ from: 'no-reply@wharf.test', to: ['user@example.com'] });
      expect(smtp.received[0]!.data).toContain('Subject: Reset code');
      expect(smtp.received[0]!.data).toContain('Your code is 987654');
      expect(await latestLog('user@example.com')).toMatchObject({ es_type: 'email', es_content: 'Your code is ******', es_send_status: '1', provider: 'smtp' });
    } finally {
      await smtp.close();
    }
  });

  it('SMTP rejects and logs a failure when the server refuses the recipient', async () => {
    const smtp = await startSmtp(true);
    try {
      useMailSender(app.ctx, smtpMailSender({ url: smtp.url, from: 'no-reply@wharf.test' }));
      await expect(sendMail(app.ctx, { tenantId, to: 'gone@example.com', subject: 's', text: 't' })).rejects.toThrow();
      expect(smtp.received).toHaveLength(0);
      expect((await latestLog('gone@example.com')).es_send_status).toBe('2');
    } finally {
      await smtp.close();
    }
  });

  it('refuses a connection URL that is not SMTP', () => {
    expect(() => smtpMailSender({ url: 'http://mail.example.com', from: 'a@b.c' })).toThrow(/smtp/);
  });
});
