import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { wharf } from '../src/app/composition';
import { createLogger, startServer, type RunningServer } from '../src/start';
import { startOwnCluster, type OwnCluster } from './support/ownCluster';

// PostgreSQL goes away under a running server on an external database (issue 14 §4): requests
// answer 503 with a clear message, health says the database and the worker are down, and once
// PostgreSQL is back everything works again without restarting the server.

const adminPassword = 'Outage-Test-1';
const dataDir = mkdtempSync(join(tmpdir(), 'wharf-outage-'));
let cluster: OwnCluster;
let server: RunningServer;
/** Everything the server logged: the outage's errors carry pg clients with their connection parameters. */
let logged = '';

beforeAll(async () => {
  cluster = await startOwnCluster();
  await cluster.sql('create database outage');
  const config = loadConfig({ ADMIN_PASSWORD: adminPassword, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: cluster.url('outage') }, []);
  const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => { logged += chunk.toString(); done(); } });
  server = await startServer(config, wharf, createLogger(sink));
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await cluster?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(path: string, token?: string, init: RequestInit = {}) {
  const response = await fetch(`${server.url}${path}${path.includes('?') ? '&' : '?'}lang=en_US`, { ...init, headers: { ...(token ? { 'X-Access-Token': token } : {}), 'Content-Type': 'application/json', ...init.headers } });
  return { status: response.status, body: (await response.json()) as { code: number; message: string; messageCode?: string; result: Record<string, unknown> } };
}

const login = () => call('/api/system/login', undefined, { method: 'POST', body: JSON.stringify({ username: 'demo_admin', password: adminPassword }) });

describe('PostgreSQL stops under a server on an external database', () => {
  it('answers 503 with a clear message while it is away, health tells the truth, and recovers by itself', async () => {
    const token = (await login()).body.result.token as string;
    expect((await call('/api/user/info', token)).status).toBe(200);
    expect(await call('/api/health')).toMatchObject({ status: 200, body: { result: { database: 'up', worker: 'up' } } });

    await cluster.stop();
    const info = await call('/api/user/info', token);
    expect(info.status).toBe(503);
    expect(info.body.message).toBe('The database cannot be reached at the moment; please try again shortly');
    expect((await login()).status).toBe(503);
    await expect.poll(async () => (await call('/api/health')).body.result, { timeout: 10_000 }).toEqual({ database: 'down', worker: 'down' });
    expect((await call('/api/health')).status).toBe(503);

    await cluster.start();
    await expect.poll(async () => (await call('/api/user/info', token)).status, { timeout: 30_000, interval: 500 }).toBe(200);
    expect((await login()).status).toBe(200);
    await expect.poll(async () => call('/api/health'), { timeout: 30_000, interval: 500 }).toMatchObject({ status: 200, body: { result: { database: 'up', worker: 'up' } } });

    // The worker really runs jobs again: expired sessions are purged by a job added now.
    await server.ctx.owner('sys_session').update({ expires_at: server.ctx.owner.raw("now() - interval '2 days'") });
    await server.ctx.owner.raw("select graphile_worker.add_job('purge_expired_sessions', '{}'::json)");
    await expect.poll(async () => Number((await server.ctx.owner('sys_session').count({ n: '*' }))[0]!.n), { timeout: 30_000, interval: 500 }).toBe(0);

    // The outage was logged, and no line of it carries the owner's password.
    expect(logged).toContain('database unavailable');
    expect(logged).not.toContain(cluster.superPassword);
  }, 180_000);
});
