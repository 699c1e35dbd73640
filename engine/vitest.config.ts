import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// A worker per core: the engine's tests are pure and CPU-bound, and vitest's default (cores - 1) gave CI's two cores
// one worker, leaving a core idle for the whole run.
export default defineConfig({
  test: {
    maxWorkers: availableParallelism(),
  },
});
