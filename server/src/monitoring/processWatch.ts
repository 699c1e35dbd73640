import { constants, monitorEventLoopDelay, PerformanceObserver, type IntervalHistogram, type PerformanceEntry } from 'node:perf_hooks';

/** Event-loop delay over one window, in milliseconds (from `monitorEventLoopDelay`). */
export interface LoopDelay {
  /** How long the window these figures cover has run, in seconds. */
  windowSeconds: number;
  minMs: number;
  meanMs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** Garbage collections of one kind since the watch started. */
export interface GcKind {
  kind: 'minor' | 'major' | 'incremental' | 'weakcb' | 'other';
  count: number;
  totalMs: number;
  maxMs: number;
}

/** A window is answered once it has run this long; a newer one starts then (so figures are recent, not since start). */
const windowMs = 60_000;

const gcKinds: ReadonlyMap<number, GcKind['kind']> = new Map([
  [constants.NODE_PERFORMANCE_GC_MINOR, 'minor'],
  [constants.NODE_PERFORMANCE_GC_MAJOR, 'major'],
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL, 'incremental'],
  [constants.NODE_PERFORMANCE_GC_WEAKCB, 'weakcb'],
]);

/**
 * What the process page needs watched all the time, not only when asked: the event loop's delay
 * (a histogram Node samples every 20 ms) and the garbage collector's pauses. One watch per process,
 * started by the monitoring module's routers; it holds no timer and keeps no process alive.
 */
class ProcessWatch {
  private readonly loop: IntervalHistogram = monitorEventLoopDelay({ resolution: 20 });
  private windowStarted = Date.now();
  private lastWindow: LoopDelay | null = null;
  private readonly gc = new Map<GcKind['kind'], GcKind>();

  constructor() {
    this.loop.enable();
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) this.countGc((entry as PerformanceEntry & { detail?: { kind?: number } }).detail, entry.duration);
    });
    observer.observe({ entryTypes: ['gc'] });
  }

  /** The last full window's delay, or the current window's while the first one runs. */
  loopDelay(now = Date.now()): LoopDelay {
    if (now - this.windowStarted >= windowMs) {
      this.lastWindow = this.current(now);
      this.loop.reset();
      this.windowStarted = now;
    }
    return this.lastWindow ?? this.current(now);
  }

  gcByKind(): GcKind[] {
    return [...this.gc.values()].map((kind) => ({ ...kind, totalMs: round(kind.totalMs), maxMs: round(kind.maxMs) }));
  }

  private current(now: number): LoopDelay {
    // An empty histogram answers NaN and huge minimums: say 0 instead of nonsense.
    const ms = (nanoseconds: number) => (Number.isFinite(nanoseconds) && this.loop.count > 0 ? round(nanoseconds / 1e6) : 0);
    return {
      windowSeconds: Math.round((now - this.windowStarted) / 1000),
      minMs: ms(this.loop.min),
      meanMs: ms(this.loop.mean),
      p50Ms: ms(this.loop.percentile(50)),
      p99Ms: ms(this.loop.percentile(99)),
      maxMs: ms(this.loop.max),
    };
  }

  private countGc(detail: { kind?: number } | undefined, durationMs: number): void {
    const kind = gcKinds.get(detail?.kind ?? -1) ?? 'other';
    const counted = this.gc.get(kind) ?? { kind, count: 0, totalMs: 0, maxMs: 0 };
    counted.count += 1;
    counted.totalMs += durationMs;
    counted.maxMs = Math.max(counted.maxMs, durationMs);
    this.gc.set(kind, counted);
  }
}

let watch: ProcessWatch | undefined;

/** This process's watch, started on first use. */
export function processWatch(): ProcessWatch {
  watch ??= new ProcessWatch();
  return watch;
}

/** Two decimals: enough for milliseconds and percentages on a screen. */
export function round(value: number): number {
  return Math.round(value * 100) / 100;
}
