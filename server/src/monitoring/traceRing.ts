/** One API request as the HTTP trace keeps it: no query values, no bodies, no headers. */
export interface TraceEntry {
  at: Date;
  method: string;
  /** The path without its query string. */
  path: string;
  /** The names of the query's parameters, without their values (which may carry tokens or personal data). */
  queryNames: string[];
  status: number;
  durationMs: number;
  /** Who called, when the request carried a live session; null before or without one (a 401). */
  userId: string | null;
  tenantId: string | null;
  requestId: string;
}

/** What the trace page filters on; every given condition must hold. */
export interface TraceFilter {
  /** An exact status (`404`) or a class (`4xx`). */
  status?: string;
  /** Part of the path, any case. */
  path?: string;
  /** Part of the user name, any case, or the user's id. */
  user?: string;
  minDurationMs?: number;
}

/** How many requests the trace remembers (the newest; older ones drop out). */
export const traceCapacity = 1000;

/** The last `capacity` requests in a ring: adding is a slot write, no allocation beyond the entry. */
export class TraceRing {
  private readonly slots: (TraceEntry | undefined)[];
  private next = 0;

  constructor(private readonly capacity = traceCapacity) {
    this.slots = new Array<TraceEntry | undefined>(capacity);
  }

  add(entry: TraceEntry): void {
    this.slots[this.next] = entry;
    this.next = (this.next + 1) % this.capacity;
  }

  /** Everything remembered, newest first. */
  newestFirst(): TraceEntry[] {
    const found: TraceEntry[] = [];
    for (let step = 1; step <= this.capacity; step += 1) {
      const entry = this.slots[(this.next - step + this.capacity) % this.capacity];
      if (!entry) break;
      found.push(entry);
    }
    return found;
  }
}

/** Whether an entry passes the filter; `username` is the entry's user's name where known. */
export function matchesTrace(entry: TraceEntry, username: string | null, filter: TraceFilter): boolean {
  if (filter.status) {
    const wanted = filter.status.toLowerCase();
    const isClass = wanted.endsWith('xx');
    if (isClass ? String(entry.status)[0] !== wanted[0] : String(entry.status) !== wanted) return false;
  }
  if (filter.path && !entry.path.toLowerCase().includes(filter.path.toLowerCase())) return false;
  if (filter.minDurationMs !== undefined && entry.durationMs < filter.minDurationMs) return false;
  if (filter.user) {
    const wanted = filter.user.toLowerCase();
    if (entry.userId !== filter.user && !(username ?? '').toLowerCase().includes(wanted)) return false;
  }
  return true;
}
