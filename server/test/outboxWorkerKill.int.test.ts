import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/withTenant';
import { enqueueMessage } from '../src/delivery/outbox/enqueueMessage';
import { startTestSmtp, type TestSmtp } from './outboxSupport';
import { testAdminPassword } from './support/constants';
import { startTestApp, type TestApp } from './support/testApp';

// Issue 22: killing the worker mid-delivery loses and duplicates nothing. Real worker processes
// (`src/main.ts --worker`) deliver through a real SMTP server; the first is killed while the server
// holds the messages it has received but not yet acknowledged — the one moment whose outcome the
// worker cannot know.

const serverDir = resolve(import.meta.dirname, '..');
const messageCount = 6;
let app: TestApp;
let smtp: TestSmtp;
let dataDir: string;
let tenantId: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  app = await startTestApp();
  smtp = await startTestSmtp();
  dataDir = await mkdtemp(join(tmpdir(), 'wharf-outbox-kill-'));
  tenantId = (await app.database.owner('sys_tenant').where({ tenant_code: 'demo' }).first<{ id: string }>('id'))!.id;
}, 120_000);
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await smtp?.close();
  await app?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A worker-only server process on the test database, sending mail through the test SMTP server. */
function startWorkerProcess(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', '--worker'], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: app.database.ownerUrl, APP_DATABASE_URL: '', DATA_DIR: dataDir, ADMIN_PASSWORD: testAdminPassword, LOG_LEVEL: 'info', WHARF_SMTP_URL: smtp.url, WHARF_MAIL_FROM: 'outbox@wharf.test', WHARF_OUTBOX_RETRY_BASE_MS: '200' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolveChild, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('worker process running')) resolveChild(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code, signal) => reject(new Error(`worker process exited (${code ?? signal}):\n${output}`)));
  });
}

interface Settled {
  id: string;
  delivery_state: string;
  es_send_status: string;
  send_result: string | null;
}
const states = (ids: string[]) => app.database.owner('sys_message').whereIn('id', ids).select<Settled[]>('id', 'delivery_state', 'es_send_status', 'send_result');
const receivedOf = (id: string) => smtp.received.filter((mail) => mail.messageId === `<${id}@outbox.wharf>`).length;

describe('a worker killed during an SMTP delivery', () => {
  it('loses no message and sends none twice: the one in flight is in doubt, not resent; the others go once', async () => {
    // While the first worker runs, the server takes every message in and answers none.
    smtp.answer = () => 'hold';
    const ids = await withTenant(app.ctx.db, tenantId, async (trx) => {
      const written: string[] = [];
      for (let i = 0; i < messageCount; i += 1) written.push(await enqueueMessage(trx, { tenantId, channel: 'email', receiver: `broker${i}@example.com`, title: `Declaration ${i} late`, content: 'Not cleared within 48 hours', source: 'warning:kill-test' }));
      return written;
    });

    const holding = smtp.nextHold();
    const first = await startWorkerProcess();
    await holding;
    // Give the worker's other slot time to hand over a message too (it runs two jobs at once).
    await new Promise((resolveWait) => setTimeout(resolveWait, 500));
    first.kill('SIGKILL');
    await new Promise((resolveExit) => first.once('exit', resolveExit));
    const heldIds = ids.filter((id) => receivedOf(id) > 0);
    expect(heldIds.length).toBeGreaterThan(0);
    expect(heldIds.length).toBeLessThan(messageCount);
    expect((await states(heldIds)).map((row) => row.delivery_state)).toEqual(heldIds.map(() => 'sending'));
    smtp.answer = () => 'accept';

    // A new worker frees the dead one's jobs at its start and runs them.
    await startWorkerProcess();
    await expect.poll(async () => (await states(ids)).filter((row) => row.delivery_state === 'sent' || row.delivery_state === 'unknown').length, { timeout: 60_000, interval: 200 }).toBe(messageCount);

    const settled = await states(ids);
    // No loss: every message reached the SMTP server. No duplicate: each exactly once.
    for (const id of ids) expect(receivedOf(id), id).toBe(1);
    // Those the server held when their worker died cannot be known delivered: in doubt, for an operator to check.
    for (const row of settled) {
      if (heldIds.includes(row.id)) expect(row).toMatchObject({ delivery_state: 'unknown', es_send_status: '2', send_result: 'message/send-in-doubt' });
      else expect(row).toMatchObject({ delivery_state: 'sent', es_send_status: '1' });
    }
  }, 180_000);
});
