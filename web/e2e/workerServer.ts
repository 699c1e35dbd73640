import { inject } from 'vitest';

/**
 * The server this test file talks to. globalSetup starts one server per e2e worker and vitest numbers its
 * workers 1…maxWorkers (VITEST_POOL_ID), so files that run at the same time never share a server, its demo
 * tenant, settings or languages. '' when no server could start (the files then skip with the reason).
 */
export function workerBaseUrl(): string {
  const baseUrls = inject('baseUrls');
  if (baseUrls.length === 0) return '';
  const workerNumber = Number(process.env.VITEST_POOL_ID ?? '1');
  return baseUrls[(workerNumber - 1) % baseUrls.length] ?? '';
}
