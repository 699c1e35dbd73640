import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU milliseconds the process's main thread (the server's, and the baseline's pg client) has used,
 * from Linux's per-thread counters (10 ms ticks; NaN elsewhere): unlike wall time, hardly changed by
 * other work on a busy machine, and unlike process.cpuUsage, without the load client's worker.
 */
export function mainThreadCpuMs(): number {
  try {
    const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** The main thread's CPU milliseconds split into user and system (kernel: socket writes, wakeups), from /proc. */
export function mainThreadCpuSplitMs(): { user: number; system: number } {
  try {
    const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
    return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
  } catch {
    return { user: Number.NaN, system: Number.NaN };
  }
}

/** Read and write system calls the process's main thread has made so far (socket reads and writes included), from /proc. */
export function mainThreadSyscalls(): { reads: number; writes: number } {
  try {
    const io = readFileSync(`/proc/self/task/${process.pid}/io`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}: (\\d+)$`, 'm').exec(io)?.[1] ?? Number.NaN);
    return { reads: field('syscr'), writes: field('syscw') };
  } catch {
    return { reads: Number.NaN, writes: Number.NaN };
  }
}

/** CPU seconds used so far by this process's descendants (the embedded PostgreSQL and its backends), from /proc. */
export function descendantsCpuSeconds(): number {
  const stats = readdirSync('/proc').filter((name) => /^\d+$/.test(name)).flatMap((pid) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
      return [{ pid: Number(pid), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) }];
    } catch {
      return [];
    }
  });
  const children = new Map<number, typeof stats>();
  for (const stat of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
  let ticks = 0;
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      ticks += child.ticks;
      walk(child.pid);
    }
  };
  walk(process.pid);
  return ticks / 100;
}
