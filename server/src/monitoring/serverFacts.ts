import { statfs } from 'node:fs/promises';
import os from 'node:os';
import { round } from './processWatch';

/** The server page: the machine the process runs on and the disk holding DATA_DIR. */
export interface ServerFacts {
  hostname: string;
  platform: string;
  release: string;
  arch: string;
  uptimeSeconds: number;
  cpu: { count: number; model: string; usagePercent: number };
  loadAverage: { one: number; five: number; fifteen: number };
  memory: { totalBytes: number; freeBytes: number; usedBytes: number; usagePercent: number };
  /** The file system of DATA_DIR; its figures are null and `unavailable` says why when it cannot be read (the folder is missing). */
  disk: { path: string; totalBytes: number | null; freeBytes: number | null; availableBytes: number | null; usagePercent: number | null; unavailable: string | null };
}

interface CpuSample {
  at: number;
  idle: number;
  total: number;
}

function sampleCpu(): CpuSample {
  let idle = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    idle += times.idle;
    total += times.user + times.nice + times.sys + times.idle + times.irq;
  }
  return { at: Date.now(), idle, total };
}

let lastSample: CpuSample | undefined;
let lastUsage = 0;
/** CPU use is a difference of two samples: taken this far apart at least. */
const minimumSampleMs = 250;

/**
 * The machine's CPU use between the previous ask and this one (the first ask waits a quarter of a
 * second for its second sample); asks closer together than that answer the previous figure.
 */
async function cpuUsagePercent(): Promise<number> {
  if (!lastSample) {
    lastSample = sampleCpu();
    await new Promise((resolve) => setTimeout(resolve, minimumSampleMs));
  }
  const now = sampleCpu();
  if (now.at - lastSample.at < minimumSampleMs) return lastUsage;
  const total = now.total - lastSample.total;
  lastUsage = total > 0 ? round((1 - (now.idle - lastSample.idle) / total) * 100) : 0;
  lastSample = now;
  return lastUsage;
}

async function diskOf(path: string): Promise<ServerFacts['disk']> {
  try {
    const stats = await statfs(path);
    const totalBytes = stats.blocks * stats.bsize;
    const freeBytes = stats.bfree * stats.bsize;
    return { path, totalBytes, freeBytes, availableBytes: stats.bavail * stats.bsize, usagePercent: totalBytes > 0 ? round((1 - freeBytes / totalBytes) * 100) : 0, unavailable: null };
  } catch (error) {
    return { path, totalBytes: null, freeBytes: null, availableBytes: null, usagePercent: null, unavailable: (error as NodeJS.ErrnoException).code ?? 'unreadable' };
  }
}

/** The machine's facts now; `dataDir` is the folder whose disk is shown. */
export async function serverFacts(dataDir: string): Promise<ServerFacts> {
  const cpus = os.cpus();
  const [one, five, fifteen] = os.loadavg();
  const totalBytes = os.totalmem();
  const freeBytes = os.freemem();
  return {
    hostname: os.hostname(),
    platform: os.platform(),
    release: os.release(),
    arch: os.arch(),
    uptimeSeconds: Math.round(os.uptime()),
    cpu: { count: cpus.length, model: cpus[0]?.model ?? '', usagePercent: await cpuUsagePercent() },
    loadAverage: { one: round(one ?? 0), five: round(five ?? 0), fifteen: round(fifteen ?? 0) },
    memory: { totalBytes, freeBytes, usedBytes: totalBytes - freeBytes, usagePercent: round((1 - freeBytes / totalBytes) * 100) },
    disk: await diskOf(dataDir),
  };
}
