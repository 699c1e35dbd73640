import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Logger, runOnce } from 'graphile-worker';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { deliverMessageTask } from '../src/delivery/outbox/deliverMessage';
import { deliverMessageJobName } from '../src/delivery/outbox/enqueueMessage';
import type { TestApp } from './support/testApp';

/** One message an SMTP test server took in (its data stream ended, whatever it answered after). */
export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
  messageId: string | undefined;
  /** When its data arrived (ms since the epoch). */
  at: number;
}

/** How the server answers a message's end of data: accept (250), refuse with a code, or hold (never answer) until released. */
export type SmtpAnswer = 'accept' | 'hold' | { code: number; message: string };

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  /** Called when a message's data has arrived, before the answer: what to answer. Accept by default. */
  answer: (mail: ReceivedMail) => SmtpAnswer;
  /** Resolves the next time a message is held. */
  nextHold(): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP listener on a loopback port (no TLS, no auth), answering each message as `answer` says. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let holdWaiters: Array<(mail: ReceivedMail) => void> = [];
  const smtp: TestSmtp = {
    url: '',
    received,
    answer: () => 'accept',
    nextHold: () => new Promise((resolve) => holdWaiters.push(resolve)),
    close: () => new Promise((resolve) => {
      server.close(() => resolve());
    }),
  };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const data = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data,
          messageId: /^Message-ID:\s*(\S+)/im.exec(data)?.[1],
          at: Date.now(),
        };
        received.push(mail);
        const answer = smtp.answer(mail);
        if (answer === 'accept') return callback();
        if (answer === 'hold') {
          const waiters = holdWaiters;
          holdWaiters = [];
          for (const waiter of waiters) waiter(mail);
          return;
        }
        const refusal = new Error(answer.message) as Error & { responseCode: number };
        refusal.responseCode = answer.code;
        callback(refusal);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  smtp.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return smtp;
}

/** One call a test webhook took in. */
export interface WebhookCall {
  idempotencyKey: string | undefined;
  body: { msgtype: string; title: string; touser: string; text: { content: string } };
}

/** A real HTTP listener answering the calls with the statuses of `statuses` in turn (the last one repeats). */
export async function startTestWebhook(statuses: number[]): Promise<{ url: string; calls: WebhookCall[]; close(): Promise<void> }> {
  const calls: WebhookCall[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      calls.push({ idempotencyKey: req.headers['idempotency-key'] as string | undefined, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as WebhookCall['body'] });
      const status = statuses[Math.min(calls.length - 1, statuses.length - 1)]!;
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ errcode: status === 200 ? 0 : 1 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/robot`,
    calls,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const quietLogger = new Logger(() => () => undefined);

/**
 * Runs the outbox's queued delivery jobs that are due, with graphile-worker itself (as the worker
 * process would), on the test app's context (so senders plugged into `app.ctx` are used).
 */
export async function runDueDeliveries(app: TestApp): Promise<void> {
  await runOnce({ connectionString: app.database.ownerUrl, taskList: { [deliverMessageJobName]: deliverMessageTask(app.ctx) }, logger: quietLogger });
}
