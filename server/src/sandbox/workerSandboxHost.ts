import { Worker } from 'node:worker_threads';
import { formatMessage, sandboxDefaults, type Language, type SandboxResult, type ScriptSandbox, type ScriptSandboxOptions } from '@wharf/engine';

export interface WorkerSandboxHostOptions extends Omit<ScriptSandboxOptions, 'clock' | 'loadModule'> {
  /** Threads kept ready; runs beyond this wait their turn. Default 2. */
  workers?: number;
  /**
   * Wall time after which a run's thread is terminated, whatever QuickJS is doing. QuickJS's own
   * deadline stops ordinary loops; this stops what it cannot interrupt, e.g. a catastrophic
   * regular expression. Default: the time limit plus one second.
   */
  hardLimitMs?: number;
}

interface Slot {
  worker: Worker;
  /** Set once the thread has loaded QuickJS; runs are only handed to ready threads. */
  isReady: boolean;
  busy: boolean;
}

interface Pending {
  script: string;
  input: unknown;
  resolve: (result: SandboxResult) => void;
}

const workerFile = new URL('./sandboxWorkerBootstrap.mjs', import.meta.url);

/**
 * The script sandbox for the server: QuickJS runs in worker threads, so a script that escapes
 * QuickJS's interrupt handler costs one thread, terminated at the hard limit, never the server.
 * Same interface as the engine's sandbox (`run` never throws), so `toScriptRunner` adapts it.
 */
export function createWorkerSandboxHost(options: WorkerSandboxHostOptions = {}): ScriptSandbox {
  const { workers = 2, hardLimitMs, ...sandboxOptions } = options;
  const limitMs = hardLimitMs ?? (sandboxOptions.timeLimitMs ?? sandboxDefaults.timeLimitMs) + 1000;
  const lang: Language = sandboxOptions.lang ?? 'zh_CN';
  const queue: Pending[] = [];
  let nextId = 1;
  let isDisposed = false;

  const timeout = (): SandboxResult => ({ ok: false, error: { path: 'script', code: 'sandbox/timeout', message: formatMessage('sandbox/timeout', lang) } });
  const failure = (detail: string): SandboxResult => ({ ok: false, error: { path: 'script', code: 'sandbox/unavailable', message: formatMessage('sandbox/unavailable', lang), detail } });

  const spawn = (): Slot => {
    const slot: Slot = { worker: new Worker(workerFile, { workerData: sandboxOptions }), isReady: false, busy: false };
    const onReady = (message: { ready?: boolean }) => {
      if (!message.ready) return;
      slot.worker.off('message', onReady);
      slot.isReady = true;
      pump();
    };
    slot.worker.on('message', onReady);
    // A thread that cannot start fails the runs waiting for it rather than leaving them hanging.
    slot.worker.once('error', (error) => {
      if (slot.isReady) return;
      for (const job of queue.splice(0)) job.resolve(failure(error.message));
    });
    return slot;
  };
  const slots: Slot[] = Array.from({ length: workers }, spawn);

  function pump(): void {
    const slot = slots.find((s) => s.isReady && !s.busy);
    const job = slot && queue.shift();
    if (!slot || !job) return;
    slot.busy = true;
    const id = nextId++;
    const finish = (result: SandboxResult, replaceWorker: boolean) => {
      clearTimeout(timer);
      slot.worker.off('message', onMessage);
      slot.worker.off('error', onError);
      slot.worker.off('exit', onExit);
      slot.busy = false;
      if (replaceWorker) {
        void slot.worker.terminate();
        slots.splice(slots.indexOf(slot), 1);
        if (!isDisposed) slots.push(spawn());
      }
      job.resolve(result);
      pump();
    };
    const onMessage = (message: { id: number; result: SandboxResult }) => {
      if (message.id === id) finish(message.result, false);
    };
    const onError = (error: Error) => finish(failure(error.message), true);
    const onExit = (code: number) => finish(failure(`worker exited with code ${code}`), true);
    const timer = setTimeout(() => finish(timeout(), true), limitMs);
    slot.worker.on('message', onMessage);
    slot.worker.on('error', onError);
    slot.worker.on('exit', onExit);
    slot.worker.postMessage({ id, script: job.script, input: job.input });
  }

  return {
    run(script, input) {
      if (isDisposed) return Promise.resolve({ ok: false, error: { path: 'script', code: 'sandbox/disposed', message: formatMessage('sandbox/disposed', lang) } });
      return new Promise((resolve) => {
        queue.push({ script, input, resolve });
        pump();
      });
    },
    dispose() {
      isDisposed = true;
      for (const slot of slots) void slot.worker.terminate();
    },
  };
}
