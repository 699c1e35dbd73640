import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../src/db/embeddedPostgres';

const serverDir = resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'wharf-process-'));
let child: ChildProcess | undefined;

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** PostgreSQL processes whose command line names this test's data folder. */
function postgresProcessesFor(folder: string): string[] {
  const lines = execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' }).split('\n');
  return lines.filter((line) => line.includes('postgres') && line.includes(folder));
}

/** Resolves with the process output once `predicate` matches it, rejects if the process ends first. */
function waitForOutput(proc: ChildProcess, predicate: (output: string) => boolean): Promise<string> {
  let output = '';
  return new Promise((resolveOutput, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (predicate(output)) resolveOutput(output);
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', onData);
    proc.on('exit', (code) => reject(new Error(`server exited (${code}) before it was ready:\n${output}`)));
  });
}

describe('the real server process', () => {
  it('starts on an embedded database, answers health, and stops cleanly on SIGTERM', async () => {
    const port = await findFreePort();
    // Node itself (not npx) so the signal reaches the server, as a process manager would send it.
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: '', PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD: 'Process-Test-1', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const banner = await waitForOutput(child, (output) => output.includes('Wharf is running'));
    expect(banner).toContain(`http://localhost:${port}`);

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ success: true, result: { database: 'up', worker: 'up' } });
    expect(postgresProcessesFor(dataDir).length).toBeGreaterThan(0);

    const exited = new Promise<number | null>((resolveExit) => child!.on('exit', (code) => resolveExit(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(postgresProcessesFor(dataDir)).toEqual([]);
  }, 180_000);

  it('refuses to start in production with the default password', async () => {
    const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, NODE_ENV: 'production', ADMIN_PASSWORD: '', DATABASE_URL: 'postgres://unused@127.0.0.1:1/x', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    proc.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    proc.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolveExit) => proc.on('exit', (c) => resolveExit(c)));
    expect(code).toBe(1);
    expect(output).toContain('ADMIN_PASSWORD');
  }, 60_000);
});
