import { requestSignature, type WidgetDataLine, type WidgetDataRequest } from '@wharf/engine';
import type { DashboardServices } from './types';

/** What the loader tells its owner: an item's line (only lines still wanted), or a whole batch failing. */
export interface BatchListener {
  onLine(line: WidgetDataLine): void;
  onFailure(keys: string[], message: string): void;
}

interface Batch {
  controller: AbortController;
  /** The keys this batch still answers (a later batch may have taken some over). */
  keys: Set<string>;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Sends a dashboard's data requests as batches (one HTTP request each) and keeps stale answers out:
 * each item belongs to the batch that last asked for it, a line from an older batch is dropped, and a
 * batch none of whose items it still answers is aborted. `asked` remembers what was last asked per
 * item, so a state change asks only for the items whose request changed (engine `changedRequests`).
 */
export class BatchLoader {
  /** Item key → signature of the request last sent for it. */
  readonly asked: Record<string, string> = {};
  private readonly owner = new Map<string, number>();
  private readonly batches = new Map<number, Batch>();
  private nextId = 1;
  private isClosed = false;

  constructor(
    private readonly services: Pick<DashboardServices, 'loadWidgetData'>,
    private readonly listener: BatchListener,
  ) {}

  /** Asks for these items' data in one request; their earlier requests' answers are no longer wanted. */
  send(requests: readonly WidgetDataRequest[]): void {
    if (this.isClosed || requests.length === 0) return;
    const id = this.nextId++;
    const batch: Batch = { controller: new AbortController(), keys: new Set(requests.map((request) => request.key)) };
    this.batches.set(id, batch);
    for (const request of requests) {
      this.release(request.key);
      this.owner.set(request.key, id);
      this.asked[request.key] = requestSignature(request);
    }
    const { signal } = batch.controller;
    const onLine = (line: WidgetDataLine) => {
      if (signal.aborted || this.owner.get(line.key) !== id) return;
      this.owner.delete(line.key);
      batch.keys.delete(line.key);
      this.listener.onLine(line);
    };
    this.services.loadWidgetData([...requests], onLine, signal).then(
      () => this.fail(id, batch, 'no answer'),
      (error: unknown) => this.fail(id, batch, messageOf(error)),
    );
  }

  // The batch ended: the items it still answers (the request failed, or the stream skipped them) fail.
  private fail(id: number, batch: Batch, message: string): void {
    this.batches.delete(id);
    if (batch.controller.signal.aborted) return;
    const keys = [...batch.keys].filter((key) => this.owner.get(key) === id);
    for (const key of keys) {
      this.owner.delete(key);
      // Not answered: the next change (or refresh) asks again.
      delete this.asked[key];
    }
    if (keys.length > 0) this.listener.onFailure(keys, message);
  }

  /** How many batches are still in flight (tests). */
  get inFlight(): number {
    return this.batches.size;
  }

  /** Cancels every batch in flight (the dashboard is going away). */
  close(): void {
    this.isClosed = true;
    for (const batch of this.batches.values()) batch.controller.abort();
    this.batches.clear();
    this.owner.clear();
  }

  // An item asked for again leaves its older batch; a batch left with nothing to answer is cancelled.
  private release(key: string): void {
    const previous = this.owner.get(key);
    if (previous === undefined) return;
    const batch = this.batches.get(previous);
    if (!batch) return;
    batch.keys.delete(key);
    if (batch.keys.size === 0) {
      batch.controller.abort();
      this.batches.delete(previous);
    }
  }
}
