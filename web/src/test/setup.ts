// jsdom stand-ins shared with the other browser packages.
import '../../../test-support/jsdomSetup';

// A fake server must answer like the real one: every successful answer of a documented route is
// checked against its response schema (test/renderApp.tsx `fakeFetch`), so a stale fake fails here.
import { afterEach, expect } from 'vitest';
import { fakeAnswerProblems } from './fakeAnswerProblems';

afterEach(() => {
  const problems = fakeAnswerProblems.splice(0);
  expect(problems, 'fake answers that differ from the documented response schemas').toEqual([]);
});
