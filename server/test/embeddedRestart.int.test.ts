import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../src/db/embeddedPostgres';

// The embedded PostgreSQL dies under the real server process (issue 14 §4): the server starts it
// again on the same data and port, and answers again without being restarted itself.

const serverDir = resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'wharf-embedded-restart-'));
const password = 'Embedded-Restart-1';
let child: ChildProcess | undefined;
let output = '';

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolveExit) => child!.once('exit', resolveExit));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded PostgreSQL killed under the server', () => {
  it('is started again by the server, which answers again', async () => {
    const port = await findFreePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: '', PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD: password, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await expect.poll(() => output, { timeout: 120_000, interval: 200 }).toContain('Wharf is running');
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/system/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'demo_admin', password }) });
    const token = ((await login.json()) as { result: { token: string } }).result.token;
    const userInfo = async () => (await fetch(`${base}/api/user/info`, { headers: { 'X-Access-Token': token } })).status;
    expect(await userInfo()).toBe(200);

    const postmaster = Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(postmaster, 'SIGKILL');

    await expect.poll(() => output, { timeout: 10_000 }).toContain('the embedded PostgreSQL stopped unexpectedly');
    await expect.poll(userInfo, { timeout: 60_000, interval: 500 }).toBe(200);
    await expect.poll(async () => (await fetch(`${base}/api/health`)).status, { timeout: 30_000, interval: 500 }).toBe(200);
    expect(child.exitCode).toBeNull();
    expect(Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0])).not.toBe(postmaster);
  }, 240_000);
});
