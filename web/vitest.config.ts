import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { textChunks } from './viteTextChunks';
import { SlowestFirstSequencer } from './e2e/slowestFirstSequencer';

/**
 * Browser-test files run one at a time by default. E2E_WORKERS=2 runs two at a time, each worker against its own
 * server and database (e2e/globalSetup.ts): about 0.8x the wall time (web 1096 s against 1334 s), but each two-worker
 * run so far has found a test that races the load (customsInsight, messageOutbox: mended; orgExtras: hardened), so
 * two workers wait until a few runs that way pass.
 */
const e2eWorkers = isOneE2eFileAsked() ? 1 : Math.min(Number(process.env.E2E_WORKERS) || 1, availableParallelism());

/** `vitest run --project e2e e2e/x.e2e.test.ts`: one file needs one server, not a second one starting for nothing. */
function isOneE2eFileAsked(): boolean {
  return process.argv.filter((argument) => argument.endsWith('.e2e.test.ts')).length === 1;
}

// Two projects: unit tests in jsdom next to the code, and browser tests that build the app,
// start the real server and drive Debian's Chromium.
export default defineConfig({
  plugins: [react(), textChunks()],
  test: {
    // Sorting is done once for every project's files, so it is set here, not in the e2e project. With one
    // e2e worker the order does not change the wall time, and the files keep the order they have always run in.
    sequence: e2eWorkers > 1 ? { sequencer: SlowestFirstSequencer } : {},
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          // vitest's 5 s default is too short for an antd screen on CI's two busy cores.
          testTimeout: 30_000,
          // A worker per core: jsdom tests are CPU-bound and the main process mostly waits. vitest's default
          // (cores - 1) gave CI's two cores one worker, leaving a core idle for the whole unit run.
          maxWorkers: availableParallelism(),
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/globalSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          maxWorkers: e2eWorkers,
          // After the unit tests, not beside them: both want the whole machine.
          sequence: { groupOrder: 1 },
          // A person waits more than vitest's 1 s default for a screen to follow a click; on a loaded
          // 2-core machine a toggle's round trip alone can take longer than that.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
