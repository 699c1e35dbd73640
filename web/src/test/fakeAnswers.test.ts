import { documentedResults } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { fakeAnswerProblems, staleFakeOperations } from './fakeAnswerProblems';
import { fakeServerOf } from './fakeServerOf';
import { fakeFetch } from './renderApp';

/** Issue 15 §5: fake servers answer like the real one (documented response schemas, `@wharf/schemas` routeResults). */
describe('the check of fake answers', () => {
  const record = { id: '4915074c-19f0-444f-a57b-0f419ec668ad', rowVersion: 2 };

  it('takes an answer shaped like the server\'s, and reports one that is not (the check can fail)', async () => {
    const fetch = fakeFetch(fakeServerOf({ 'PUT /api/eform/data/dec_form/4915074c-19f0-444f-a57b-0f419ec668ad': () => record }));
    await fetch('/api/eform/data/dec_form/4915074c-19f0-444f-a57b-0f419ec668ad', { method: 'PUT', body: '{}' });
    expect(fakeAnswerProblems.splice(0)).toEqual([]);

    const stale = fakeFetch(fakeServerOf({ 'PUT /api/eform/data/dec_form/4915074c-19f0-444f-a57b-0f419ec668ad': () => ({ id: 'r1' }) }));
    await stale('/api/eform/data/dec_form/4915074c-19f0-444f-a57b-0f419ec668ad', { method: 'PUT', body: '{}' });
    const problems = fakeAnswerProblems.splice(0);
    expect(problems).toContain('PUT /api/eform/data/{formCode}/{id}: /result/id must match format "uuid"');
    expect(problems).toContain('PUT /api/eform/data/{formCode}/{id}: /result must have required property \'rowVersion\'');
  });

  it('leaves refusals and undocumented routes alone', async () => {
    const fetch = fakeFetch(fakeServerOf({ 'GET /api/not/documented': () => ({ anything: true }) }));
    await fetch('/api/not/documented');
    await fetch('/api/eform/data/dec_form/4915074c-19f0-444f-a57b-0f419ec668ad');
    expect(fakeAnswerProblems.splice(0)).toEqual([]);
  });

  it('names only documented operations as stale', () => {
    expect([...staleFakeOperations].filter((operation) => !(operation in documentedResults))).toEqual([]);
  });
});
