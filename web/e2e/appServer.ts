import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..', '..');

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Resolves once the server prints its "running" line, rejects if it exits or stays silent too long. */
function waitForStart(child: ChildProcess, timeoutMs: number): Promise<void> {
  return new Promise((resolveStart, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms:\n${output.slice(-2000)}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Wharf is running')) {
        clearTimeout(timer);
        resolveStart();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output.slice(-2000)}`));
    });
  });
}

async function isHealthy(baseUrl: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}/api/health`);
  const body = (await response.json()) as { success?: boolean };
  return response.ok && body.success === true;
}

/**
 * Starts the real server (`server/src/main.ts`) on a free port with a fresh data folder (so a fresh
 * database), serving the app built into `webDist`; resolves once it is healthy. The browser tests and
 * the web bench both use it.
 */
export async function startAppServer(webDist: string, env: NodeJS.ProcessEnv): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'wharf-e2e-'));
  const child = spawn('npx', ['tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir, WEB_DIST_DIR: webDist },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so SIGTERM reaches the server behind the npx and tsx wrappers.
    detached: true,
  });
  const stop = async () => {
    if (child.exitCode === null && child.pid !== undefined) {
      const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForStart(child, 200_000);
    if (!(await isHealthy(baseUrl))) throw new Error('server started but /api/health is not healthy');
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
