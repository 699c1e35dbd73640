// A worker thread that runs sandboxed scripts for `createScriptPool`. It owns one
// QuickJS sandbox for its life; the host terminates the whole thread when a run overstays.
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { createScriptSandbox, type ScriptSandboxOptions } from '@wharf/engine';

interface RunRequest {
  id: number;
  script: string;
  input: unknown;
}

const options = workerData as Omit<ScriptSandboxOptions, 'clock' | 'loadModule'>;
const sandbox = createScriptSandbox({ ...options, clock: () => performance.now() });

parentPort!.on('message', async (request: RunRequest) => {
  const result = await sandbox.run(request.script, request.input);
  parentPort!.postMessage({ id: request.id, result });
});

// Load QuickJS once before saying ready, so no script's time limit pays for the start-up.
await sandbox.run('return null', null);
parentPort!.postMessage({ ready: true });
