import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { formatMessage, sandboxDefaults, type Language, type SandboxErrorCode, type SandboxResult, type ScriptSandbox, type ScriptSandboxOptions } from '@wharf/engine';
import { createTenantQueues } from './tenantQueues';

export interface ScriptPoolOptions extends Omit<ScriptSandboxOptions, 'clock' | 'loadModule'> {
  /**
   * Scripts running at once. Default 2. One more thread than this is kept loaded, so a thread
   * terminated for an overstaying script is replaced at once (starting one takes a second or more).
   */
  workers?: number;
  /** Scripts one tenant may have waiting (running ones not counted); one more is refused with `sandbox/queue-full`. Default 8. */
  maxWaitingPerTenant?: number;
  /** Threads one tenant may occupy at once. Default: all but one, so another tenant always finds a thread. */
  maxRunningPerTenant?: number;
  /**
   * Wall time from a script's submission — waiting included — after which it fails with
   * `sandbox/timeout`; a thread still running it is terminated and replaced. QuickJS's own deadline
   * (`timeLimitMs`, from the run's start) stops ordinary loops; this stops what QuickJS cannot
   * interrupt, such as a catastrophic regular expression. Default: the time limit plus one second.
   */
  hardLimitMs?: number;
  /** Sees each script's way through the pool (tests, logs). */
  observe?: (event: ScriptPoolEvent) => void;
}

/** One step of one script: `jobId` numbers the scripts in submission order. */
export interface ScriptPoolEvent {
  type: 'refused' | 'queued' | 'started' | 'finished' | 'expired';
  tenantId: string;
  jobId: number;
}

export interface ScriptPool {
  /** Runs a script for a tenant. Never throws; a full queue, a passed deadline and a dead thread are results. */
  run(tenantId: string, script: string, input: unknown, limits?: { hardLimitMs?: number }): Promise<SandboxResult>;
  /** The engine's sandbox port bound to one tenant (its `dispose` leaves the pool running). */
  forTenant(tenantId: string, limits?: { hardLimitMs?: number }): ScriptSandbox;
  /** Resolves once every thread has loaded QuickJS (tests that measure waiting start from here). */
  whenAllReady(): Promise<void>;
  dispose(): void;
}

interface Job {
  id: number;
  tenantId: string;
  script: string;
  input: unknown;
  hardLimitMs: number;
  /** `performance.now()` past which the job fails; set when its deadline is armed. */
  deadline?: number;
  state: 'waiting' | 'running' | 'done';
  timer?: NodeJS.Timeout;
  slot?: Slot;
  resolve: (result: SandboxResult) => void;
}

interface Slot {
  worker: Worker;
  /** Set once the thread has loaded QuickJS; scripts are only handed to ready threads. */
  isReady: boolean;
  isRetired: boolean;
  job?: Job;
  /**
   * The tenant whose script cost the thread this one replaces: until it is ready, it counts as one
   * of that tenant's running scripts, so a tenant whose scripts keep getting killed pays for the
   * restarts itself instead of taking the remaining threads from everyone else.
   */
  chargedTenant?: string;
}


const workerFile = new URL('./sandboxWorkerBootstrap.mjs', import.meta.url);

/**
 * The server's script sandbox: QuickJS in a few worker threads shared by every tenant, so a script
 * that escapes QuickJS's interrupt handler costs one thread (terminated at its deadline), never the
 * server. Waiting scripts queue per tenant (bounded) and are served round-robin, and no tenant holds
 * every thread, so one tenant's slow scripts cannot hold up another's.
 */
export function createScriptPool(options: ScriptPoolOptions = {}): ScriptPool {
  const { workers = 2, maxWaitingPerTenant = 8, maxRunningPerTenant = Math.max(1, workers - 1), hardLimitMs, observe, ...sandboxOptions } = options;
  const timeLimitMs = sandboxOptions.timeLimitMs ?? sandboxDefaults.timeLimitMs;
  const defaultHardLimitMs = hardLimitMs ?? timeLimitMs + 1000;
  // A waiting script left with less than QuickJS's own limit fails unstarted: running it would most
  // likely only cost a thread.
  const minimumRunMs = Math.min(timeLimitMs, defaultHardLimitMs / 2);
  const lang: Language = sandboxOptions.lang ?? 'zh_CN';
  const waiting = createTenantQueues<Job>(maxWaitingPerTenant);
  const runningPerTenant = new Map<string, number>();
  let slots: Slot[] = [];
  let nextJobId = 1;
  let isDisposed = false;
  // Deadlines start with the pool's first ready thread: the process's cold start is nobody's queueing.
  let hasStarted = false;
  // Before the first thread is ready, waiting jobs have no deadline yet: these get one when it is.
  const waitingJobs = new Set<Job>();
  const readyWaiters: Array<() => void> = [];

  const failed = (code: SandboxErrorCode, detail?: string): SandboxResult => ({ ok: false, error: { path: 'script', code, message: formatMessage(code, lang), ...(detail ? { detail } : {}) } });

  const addRunning = (tenantId: string, delta: number) => runningPerTenant.set(tenantId, (runningPerTenant.get(tenantId) ?? 0) + delta);

  function settle(job: Job, result: SandboxResult, event: ScriptPoolEvent['type']): void {
    if (job.state === 'done') return;
    if (job.state === 'running') addRunning(job.tenantId, -1);
    job.state = 'done';
    clearTimeout(job.timer);
    waitingJobs.delete(job);
    if (job.slot) job.slot.job = undefined;
    observe?.({ type: event, tenantId: job.tenantId, jobId: job.id });
    job.resolve(result);
  }

  function armDeadline(job: Job): void {
    job.deadline = performance.now() + job.hardLimitMs;
    job.timer = setTimeout(() => {
      const slot = job.state === 'running' ? job.slot : undefined;
      if (job.state === 'waiting') waiting.remove(job.tenantId, job);
      settle(job, failed('sandbox/timeout'), 'expired');
      if (slot) retire(slot, job.tenantId);
      pump();
    }, job.hardLimitMs);
  }

  function spawn(): Slot {
    const slot: Slot = { worker: new Worker(workerFile, { workerData: sandboxOptions }), isReady: false, isRetired: false };
    slot.worker.on('message', (message: { ready?: boolean; id?: number; result?: SandboxResult }) => {
      if (message.ready) {
        slot.isReady = true;
        releaseCharge(slot);
        if (slots.every((s) => s.isReady)) for (const resolve of readyWaiters.splice(0)) resolve();
        if (!hasStarted) {
          hasStarted = true;
          for (const job of waitingJobs) armDeadline(job);
          waitingJobs.clear();
        }
      } else if (slot.job && message.id === slot.job.id && message.result) {
        settle(slot.job, message.result, 'finished');
      }
      pump();
    });
    slot.worker.on('error', (error) => {
      const culprit = slot.job?.tenantId;
      if (slot.job) settle(slot.job, failed('sandbox/unavailable', error.message), 'finished');
      // A thread that cannot start fails what waits for it, rather than leaving it hanging; without
      // one thread ever started there is nothing to replace it with that would do better.
      if (!hasStarted) for (const job of waiting.drain()) settle(job, failed('sandbox/unavailable', error.message), 'finished');
      retire(slot, culprit, hasStarted);
      pump();
    });
    slot.worker.on('exit', (code) => {
      const culprit = slot.job?.tenantId;
      if (slot.job) settle(slot.job, failed('sandbox/unavailable', `worker exited with code ${code}`), 'finished');
      retire(slot, culprit);
      pump();
    });
    return slot;
  }

  function releaseCharge(slot: Slot): void {
    if (slot.chargedTenant === undefined) return;
    addRunning(slot.chargedTenant, -1);
    slot.chargedTenant = undefined;
  }

  /** Terminates a thread (a run overstayed, or it died) and starts its replacement, charged to `culprit`. */
  function retire(slot: Slot, culprit?: string, shouldReplace = true): void {
    if (slot.isRetired) return;
    slot.isRetired = true;
    releaseCharge(slot);
    void slot.worker.terminate();
    slots = slots.filter((s) => s !== slot);
    if (isDisposed || !shouldReplace) return;
    const replacement = spawn();
    // Only a restart that leaves fewer loaded threads than may run is charged: the standby thread
    // usually takes the place at once, and then nobody waits.
    const loaded = slots.filter((s) => s.isReady).length;
    if (culprit !== undefined && loaded < workers) {
      replacement.chargedTenant = culprit;
      addRunning(culprit, 1);
    }
    slots.push(replacement);
  }

  /** The next waiting job in turn that has time left to run; jobs about to expire fail on the way. */
  function takeStartable(): Job | undefined {
    for (;;) {
      const taken = waiting.next((tenantId) => (runningPerTenant.get(tenantId) ?? 0) < maxRunningPerTenant);
      if (!taken) return undefined;
      const job = taken.item;
      if (job.deadline === undefined || job.deadline - performance.now() >= minimumRunMs) return job;
      // Its deadline is about to pass: starting it would only cost a thread.
      settle(job, failed('sandbox/timeout'), 'expired');
    }
  }

  function pump(): void {
    for (const slot of slots) {
      if (!slot.isReady || slot.isRetired || slot.job) continue;
      if (slots.filter((s) => s.job).length >= workers) return;
      const job = takeStartable();
      if (!job) return;
      job.state = 'running';
      job.slot = slot;
      slot.job = job;
      addRunning(job.tenantId, 1);
      observe?.({ type: 'started', tenantId: job.tenantId, jobId: job.id });
      slot.worker.postMessage({ id: job.id, script: job.script, input: job.input });
    }
  }

  slots = Array.from({ length: workers + 1 }, spawn);

  const pool: ScriptPool = {
    run(tenantId, script, input, limits = {}) {
      if (isDisposed) return Promise.resolve(failed('sandbox/disposed'));
      return new Promise((resolve) => {
        const job: Job = { id: nextJobId++, tenantId, script, input, hardLimitMs: limits.hardLimitMs ?? defaultHardLimitMs, state: 'waiting', resolve };
        if (!waiting.push(tenantId, job)) {
          observe?.({ type: 'refused', tenantId, jobId: job.id });
          resolve(failed('sandbox/queue-full'));
          return;
        }
        observe?.({ type: 'queued', tenantId, jobId: job.id });
        if (hasStarted) armDeadline(job);
        else waitingJobs.add(job);
        pump();
      });
    },
    forTenant(tenantId, limits) {
      return { run: (script, input) => pool.run(tenantId, script, input, limits), dispose: () => undefined };
    },
    whenAllReady() {
      if (slots.every((s) => s.isReady)) return Promise.resolve();
      return new Promise((resolve) => readyWaiters.push(resolve));
    },
    dispose() {
      isDisposed = true;
      for (const resolve of readyWaiters.splice(0)) resolve();
      for (const job of waiting.drain()) settle(job, failed('sandbox/disposed'), 'finished');
      for (const slot of slots) {
        if (slot.job) settle(slot.job, failed('sandbox/disposed'), 'finished');
        slot.isRetired = true;
        void slot.worker.terminate();
      }
      slots = [];
    },
  };
  return pool;
}
