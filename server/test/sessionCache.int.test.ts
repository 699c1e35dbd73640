import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCacheFor } from '../src/auth/sessionChangeListener';
import { startTestApp, type TestApp } from './support/testApp';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  // The listener connects in the background; the first checks need it up.
  for (let waited = 0; !sessionCacheFor(app.ctx).listening && waited < 10_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
});

afterAll(async () => {
  await app?.close();
});

const status = async (token: string) => (await app.api('GET', '/api/user/info', { token })).status;

/** Ends a session the way another process would, or (silently) with the triggers switched off, as no real change can. */
async function revoke(token: string, options: { silently?: boolean } = {}): Promise<void> {
  const { createHash } = await import('node:crypto');
  const tokenHash = createHash('sha256').update(token, 'utf8').digest();
  await app.database.owner.transaction(async (trx) => {
    if (options.silently) await trx.raw('set local session_replication_role = replica');
    await trx('sys_session').where({ token_hash: tokenHash }).update({ revoked_at: trx.fn.now(), ended_reason: 'logout' });
  });
}

describe('the session cache', () => {
  it('answers a known session from memory (a change nobody announces goes unseen)', async () => {
    const token = await app.loginAs('demo_user');
    expect(await status(token)).toBe(200);
    await revoke(token, { silently: true });
    expect(await status(token)).toBe(200);
    await app.api('POST', '/api/system/logout', { token });
    expect(await status(token)).toBe(401);
  });

  it('hears a session ended by another process as it commits', async () => {
    const token = await app.loginAs('demo_user');
    expect(await status(token)).toBe(200);
    const started = Date.now();
    await revoke(token);
    await expect.poll(() => status(token), { timeout: 1000, interval: 10 }).toBe(401);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('hears a user frozen by another process', async () => {
    const token = await app.loginAs('demo_user');
    expect(await status(token)).toBe(200);
    await app.database.owner('sys_user').where({ username: 'demo_user' }).update({ status: '2' });
    try {
      await expect.poll(() => status(token), { timeout: 1000, interval: 10 }).toBe(401);
    } finally {
      await app.database.owner('sys_user').where({ username: 'demo_user' }).update({ status: '1' });
    }
  });

  it('ends sessions frozen, deleted or re-passworded here before answering', async () => {
    const admin = await app.loginAs('demo_admin');
    const token = await app.loginAs('demo_user');
    expect(await status(token)).toBe(200);
    const [user] = await app.database.owner('sys_user').where({ username: 'demo_user' }).select<{ id: string }[]>('id');
    expect((await app.api('PUT', '/api/system/user/frozenBatch', { token: admin, body: { ids: user!.id, status: '2' } })).status).toBe(200);
    expect(await status(token)).toBe(401);
    expect((await app.api('PUT', '/api/system/user/frozenBatch', { token: admin, body: { ids: user!.id, status: '1' } })).status).toBe(200);
  });

  it('stands aside while its listener is down: every request then asks the database', async () => {
    const cache = sessionCacheFor(app.ctx);
    const token = await app.loginAs('demo_user');
    expect(await status(token)).toBe(200);
    await app.database.owner.raw("select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'wharf-session-listener' and datname = current_database()");
    await expect.poll(() => cache.listening, { timeout: 2000, interval: 10 }).toBe(false);
    await revoke(token, { silently: true });
    expect(await status(token)).toBe(401);

    // It reconnects on its own, and remembers sessions again.
    await expect.poll(() => cache.listening, { timeout: 5000, interval: 50 }).toBe(true);
    const next = await app.loginAs('demo_user');
    expect(await status(next)).toBe(200);
    await revoke(next, { silently: true });
    expect(await status(next)).toBe(200);
  });
});
