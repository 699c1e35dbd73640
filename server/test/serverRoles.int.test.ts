import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../src/db/embeddedPostgres';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

const serverDir = resolve(import.meta.dirname, '..');
let database: TestDatabase;
const children: ChildProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await database.drop();
});

/** Starts `src/main.ts` with the given flag against the test database; resolves once `ready` appears in its output. */
function startProcess(flag: string, env: Record<string, string>, ready: RegExp): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', flag], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: database.ownerUrl, ADMIN_PASSWORD: 'Roles-Test-1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolveChild, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolveChild(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${flag} process exited (${code}):\n${output}`)));
  });
}

const exitOf = (child: ChildProcess) => new Promise<number | null>((resolveExit) => child.on('exit', (code) => resolveExit(code)));

describe('separate API and worker processes on one database', () => {
  it('an API-only process serves HTTP without a worker; a worker-only process runs the jobs', async () => {
    const port = await findFreePort();
    const api = await startProcess('--api', { PORT: String(port) }, /Wharf is running/);
    const worker = await startProcess('--worker', {}, /worker process running/);

    const health = await (await fetch(`http://127.0.0.1:${port}/api/health`)).json();
    expect(health).toMatchObject({ result: { database: 'up', worker: 'not-in-this-process' } });

    // A job enqueued by a request's transaction (as the app role, in a tenant) is picked up by the worker process.
    const login = (await (await fetch(`http://127.0.0.1:${port}/api/system/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'demo_admin', password: 'Test-Passw0rd!' }) })).json()) as { result: { userInfo: { userExtendInfo: { tenantId: string } } } };
    const tenantId = login.result.userInfo.userExtendInfo.tenantId;
    const token = (login.result as unknown as { token: string }).token;
    expect((await fetch(`http://127.0.0.1:${port}/api/user/info`, { headers: { 'X-Access-Token': token } })).status).toBe(200);
    await database.owner('sys_session').update({ expires_at: database.owner.raw("now() - interval '2 days'") });
    await database.db.transaction(async (trx) => {
      await trx.raw("select set_config('app.tenant_id', ?, true)", [tenantId]);
      await trx.raw("select wharf_enqueue_job('purge_expired_sessions', '{}'::jsonb)");
    });
    await expect.poll(async () => Number((await database.owner('sys_session').count({ n: '*' }))[0]!.n), { timeout: 20_000, interval: 250 }).toBe(0);

    const exits = [exitOf(api), exitOf(worker)];
    api.kill('SIGTERM');
    worker.kill('SIGTERM');
    expect(await Promise.all(exits)).toEqual([0, 0]);
    // The visit log is buffered in memory; a graceful stop writes what is buffered.
    const visits = await database.owner('sys_visit_log').where({ path: '/api/user/info' }).count({ n: '*' });
    expect(Number(visits[0]!.n)).toBe(1);
  }, 120_000);
});
