import { describe, expect, it } from 'vitest';
import { fakeAnswerProblems } from './fakeAnswerProblems';
import { fakeServerOf } from './fakeServerOf';
import { fakeId, fakeLoginResult, fakePermissions, fakeUserInfo } from './fakeSession';
import { fakeFetch } from './renderApp';

/** Issue 15 §5: fake servers answer like the real one (documented response schemas, `@wharf/schemas` routeResults). */
describe('the check of fake answers', () => {
  const record = { id: '4915074c-19f0-444f-a57b-0f419ec668ad', rowVersion: 2, isModified: true };

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

  it('checks the session answers every app test fakes, and the builders answer like the server', async () => {
    const fetch = fakeFetch(fakeServerOf({
      'POST /api/system/login': () => ({ token: 't', userInfo: { id: 'u1', username: 'ann' } }),
      'GET /api/system/getUserPermissionByToken': () => ({ menu: [{ id: 'm-1', path: '/x', name: 'x', meta: { title: 'X' } }], portalType: '1', quickMenu: [] }),
    }));
    await fetch('/api/system/login', { method: 'POST', body: '{}' });
    await fetch('/api/system/getUserPermissionByToken');
    const problems = fakeAnswerProblems.splice(0);
    expect(problems).toContain('POST /api/system/login: /result/userInfo/id must match format "uuid"');
    expect(problems).toContain('GET /api/system/getUserPermissionByToken: /result must have required property \'userSettings\'');

    const built = fakeFetch(fakeServerOf({
      'POST /api/system/login': () => fakeLoginResult('t', { username: 'ann' }),
      'GET /api/user/info': () => fakeUserInfo(),
      'GET /api/system/getUserPermissionByToken': () => fakePermissions([{ id: 'm-1', path: '/x', name: 'x', meta: { title: 'X' }, children: [{ id: 'm-2', path: '/x/y', name: 'y', meta: { title: 'Y' } }] }]),
    }));
    await built('/api/system/login', { method: 'POST', body: '{}' });
    await built('/api/user/info');
    await built('/api/system/getUserPermissionByToken');
    expect(fakeAnswerProblems.splice(0)).toEqual([]);
  });

  it('leaves an answer marked malformed on purpose unchecked (a test of how the app copes)', async () => {
    const fetch = fakeFetch({ calls: [], handle: () => ({ status: 200, body: { success: true, result: { menu: null } }, isMalformedOnPurpose: true }) });
    await fetch('/api/system/getUserPermissionByToken');
    expect(fakeAnswerProblems.splice(0)).toEqual([]);
  });

  it('names fake ids as stable uuids', () => {
    expect(fakeId('m-system')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(fakeId('m-system')).toBe(fakeId('m-system'));
    expect(fakeId('m-system')).not.toBe(fakeId('m-user'));
  });
});
