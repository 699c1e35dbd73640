// jsdom stand-ins shared with the other browser packages.
import '../../../test-support/jsdomSetup';

// A fake server must answer like the real one: every successful answer of a documented route is
// checked against its response schema (test/renderApp.tsx `fakeFetch`), so a stale fake fails here.
import { afterAll, afterEach, expect } from 'vitest';
import { cleanup } from '@testing-library/react';
import { fakeAnswerProblems } from './fakeAnswerProblems';
import { unmountRenderedApps } from './renderedApps';

// antd's locales load on demand (app/antdLocale.ts). Loaded here first, a file that ends while its app
// still asks for one finds it loaded, instead of importing it after the file's environment is gone.
await Promise.all([import('antd/es/locale/zh_CN'), import('antd/es/locale/en_US'), import('antd/es/locale/th_TH'), import('antd/es/locale/zh_TW')]);

// React work queued as a file's last test ends runs on Node's own timers: let it finish while the
// file's jsdom still stands ("window is not defined" after the teardown fails the whole run).
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 100)));

afterEach(() => {
  // vitest has no global afterEach here, so Testing Library does not clean up by itself; a tree left mounted keeps
  // rendering after its test, and after its file's jsdom is gone.
  unmountRenderedApps();
  cleanup();
  const problems = fakeAnswerProblems.splice(0);
  expect(problems, 'fake answers that differ from the documented response schemas').toEqual([]);
});
