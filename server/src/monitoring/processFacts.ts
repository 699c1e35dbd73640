import { processWatch, round, type GcKind, type LoopDelay } from './processWatch';

/** The process page (the spec's JVM screen, for Node): memory, event loop, GC, handles, CPU. */
export interface ProcessFacts {
  pid: number;
  nodeVersion: string;
  uptimeSeconds: number;
  memory: { rssBytes: number; heapTotalBytes: number; heapUsedBytes: number; externalBytes: number; arrayBuffersBytes: number };
  eventLoopDelay: LoopDelay;
  gc: GcKind[];
  /** What keeps the event loop busy, by kind (sockets, timers, file handles…), from `process.getActiveResourcesInfo`. */
  activeResources: { type: string; count: number }[];
  /** This process's CPU since it started, in milliseconds of user and system time. */
  cpu: { userMs: number; systemMs: number };
}

/** The process's facts now. */
export function processFacts(): ProcessFacts {
  const memory = process.memoryUsage();
  const cpu = process.cpuUsage();
  const resources = new Map<string, number>();
  for (const type of process.getActiveResourcesInfo()) resources.set(type, (resources.get(type) ?? 0) + 1);
  const watch = processWatch();
  return {
    pid: process.pid,
    nodeVersion: process.version,
    uptimeSeconds: Math.round(process.uptime()),
    memory: { rssBytes: memory.rss, heapTotalBytes: memory.heapTotal, heapUsedBytes: memory.heapUsed, externalBytes: memory.external, arrayBuffersBytes: memory.arrayBuffers },
    eventLoopDelay: watch.loopDelay(),
    gc: watch.gcByKind(),
    activeResources: [...resources].map(([type, count]) => ({ type, count })).sort((a, b) => b.count - a.count),
    cpu: { userMs: round(cpu.user / 1000), systemMs: round(cpu.system / 1000) },
  };
}
