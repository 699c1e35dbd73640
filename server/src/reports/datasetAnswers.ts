import type { DatasetAnswer } from '@wharf/engine';
import { LRUCache } from 'lru-cache';
import { onGrantsChanged } from '../platform/access/grantsChanged';

/**
 * Dataset answers shared by identical queries: those asked while the same one runs wait for it
 * (in-flight merge), and a finished answer is kept for the dataset's `cacheSeconds` (0: only the
 * merge). The key is made by the caller from everything the answer depends on — tenant, dataset
 * code and version, the statement with its bound values (which hold the caller's compiled data
 * rules, the query and the parameters) — so two callers share an entry only when their SQL is
 * the same. Kept per process (each API process has its own), at most 64 MB of answers.
 */
export class DatasetAnswers {
  private readonly inFlight = new Map<string, Promise<DatasetAnswer>>();
  private readonly kept = new LRUCache<string, DatasetAnswer>({
    max: 5000,
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (answer) => Math.max(1, JSON.stringify(answer.rows).length),
  });
  // Reads started before the last `forgetAll` must not store what they read.
  private generation = 0;

  /** The kept or running answer of `key`, else `read()`'s, kept for `seconds` when it succeeds. */
  get(key: string, seconds: number, read: () => Promise<DatasetAnswer>): Promise<DatasetAnswer> {
    const kept = this.kept.get(key);
    if (kept) return Promise.resolve(kept);
    const running = this.inFlight.get(key);
    if (running) return running;
    const generation = this.generation;
    const reading = read().then((answer) => {
      if (seconds > 0 && generation === this.generation) this.kept.set(key, answer, { ttl: seconds * 1000 });
      return answer;
    }).finally(() => {
      if (this.inFlight.get(key) === reading) this.inFlight.delete(key);
    });
    this.inFlight.set(key, reading);
    return reading;
  }

  /** Drops every kept answer and lets no running read keep its own (grants or definitions changed). */
  forgetAll(): void {
    this.generation += 1;
    this.kept.clear();
    this.inFlight.clear();
  }
}

/** This process's dataset answers; dropped whenever grants change (a data rule, a role, a menu). */
export const datasetAnswers = new DatasetAnswers();
onGrantsChanged(() => datasetAnswers.forgetAll());
