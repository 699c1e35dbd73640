import { describe, expect, it, vi } from 'vitest';
import { createDefinitionsApi } from '../api/definitionsApi';
import { HttpError } from './envelope';
import { carriesFieldIssues } from './fieldIssues';
import { createHttpClient } from './httpClient';
import type { HttpErrorReaction } from './httpErrorReaction';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const issues400 = { success: false, code: 400, message: 'Validation failed', result: { issues: [{ path: '/data/dec_no', code: 'rule/required', message: 'Entry no. cannot be empty' }] }, timestamp: 1 };

function clientAnswering(response: () => Response) {
  const shown: HttpErrorReaction[] = [];
  const client = createHttpClient({
    baseUrl: '/api',
    declarePagePaths: [],
    session: { token: () => 'tok', language: () => 'en_US', secondLanguage: () => '', currentPagePath: () => '/' },
    reactions: { show: (reaction) => void shown.push(reaction), textOf: (reaction) => reaction.toastKey ?? reaction.serverMessage ?? '', logout: vi.fn(async () => {}), reload: vi.fn() },
    fetch: (async () => response()) as typeof fetch,
  });
  return { client, shown };
}

describe('a 400 with field issues, for a caller that shows them on its fields', () => {
  it('gets no generic toast, and still rejects with the body so the form can place the issues', async () => {
    const { client, shown } = clientAnswering(() => json(400, issues400));
    const failure = await client.request('POST', '/eform/data/f', { body: { data: {} }, showsFieldIssues: true }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(400);
    expect((failure as HttpError).body).toEqual(issues400);
    expect(shown).toEqual([]);
  });

  it('is toasted as before for callers that do not show them, and for other failures of callers that do', async () => {
    const plain = clientAnswering(() => json(400, issues400));
    await expect(plain.client.request('POST', '/eform/data/f', { body: {} })).rejects.toBeInstanceOf(HttpError);
    expect(plain.shown).toEqual([{ serverMessage: 'Validation failed', shouldLogoutAndReload: false }]);

    const withoutIssues = clientAnswering(() => json(400, { success: false, code: 400, message: 'No data to export', result: null }));
    await expect(withoutIssues.client.request('POST', '/x', { showsFieldIssues: true })).rejects.toBeInstanceOf(HttpError);
    expect(withoutIssues.shown).toEqual([{ serverMessage: 'No data to export', shouldLogoutAndReload: false }]);

    const conflict = clientAnswering(() => json(409, { ...issues400, code: 409, message: 'Someone saved first' }));
    await expect(conflict.client.request('PUT', '/x', { showsFieldIssues: true })).rejects.toBeInstanceOf(HttpError);
    expect(conflict.shown).toEqual([{ serverMessage: 'Someone saved first', shouldLogoutAndReload: false }]);
  });
});

describe('a 409 for a caller that tells a conflict in its own words', () => {
  it('gets no generic toast and rejects with the status, so the conflict is told once; other failures still toast', async () => {
    const conflict = clientAnswering(() => json(409, { success: false, code: 409, message: 'Someone saved first', result: null }));
    const failure = await conflict.client.request('PUT', '/eform/definitions/d1', { body: {}, showsConflict: true }).catch((error: unknown) => error);
    expect((failure as HttpError).status).toBe(409);
    expect((failure as HttpError).wasShown).toBe(false);
    expect(conflict.shown).toEqual([]);

    const other = clientAnswering(() => json(500, { success: false, code: 500, message: 'Server error', result: null }));
    await expect(other.client.request('PUT', '/eform/definitions/d1', { body: {}, showsConflict: true })).rejects.toBeInstanceOf(HttpError);
    expect(other.shown).toHaveLength(1);
  });

  it('is how the definition store saves and publishes', async () => {
    const conflict = clientAnswering(() => json(409, { success: false, code: 409, message: 'Someone saved first', result: null }));
    const definitions = createDefinitionsApi(conflict.client);
    await expect(definitions.update('d1', { version: 1, body: {} })).rejects.toBeInstanceOf(HttpError);
    await expect(definitions.publish('d1', 1)).rejects.toBeInstanceOf(HttpError);
    expect(conflict.shown).toEqual([]);
  });
});

describe('carriesFieldIssues', () => {
  it('is true only for a non-empty issues or errors list under result', () => {
    expect(carriesFieldIssues(issues400)).toBe(true);
    expect(carriesFieldIssues({ result: { errors: [{ path: '/body/email' }] } })).toBe(true);
    expect(carriesFieldIssues({ result: { issues: [] } })).toBe(false);
    expect(carriesFieldIssues({ result: null })).toBe(false);
    expect(carriesFieldIssues({ result: { issues: 'x' } })).toBe(false);
    expect(carriesFieldIssues('Bad request')).toBe(false);
    expect(carriesFieldIssues(undefined)).toBe(false);
  });
});
