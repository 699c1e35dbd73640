import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/support/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // A worker per core. Each file works in its own clone of the template database, so files run side by
    // side safely; with vitest's default (cores - 1) CI's two cores ran one file at a time while the
    // worker and PostgreSQL took turns on the CPU.
    maxWorkers: availableParallelism(),
  },
});
