import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Component tests in jsdom next to the code.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // vitest's 5 s default is too short for an antd screen on CI's two busy cores.
    testTimeout: 30_000,
    // A worker per core: jsdom tests are CPU-bound and the main process mostly waits. vitest's default
    // (cores - 1) gave CI's two cores one worker, leaving a core idle for the whole run.
    maxWorkers: availableParallelism(),
  },
});
