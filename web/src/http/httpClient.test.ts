import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, type HttpClientOptions } from './httpClient';
import { HttpError } from './envelope';
import type { HttpErrorReaction } from './httpErrorReaction';

function setup(respond: (url: string, init: RequestInit) => Promise<Response>, overrides: Partial<HttpClientOptions> = {}) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const shown: HttpErrorReaction[] = [];
  const scheduled: Array<{ delayMs: number; run: () => void }> = [];
  const reactions = { show: (r: HttpErrorReaction): Promise<void> | void => void shown.push(r), textOf: (r: Pick<HttpErrorReaction, 'toastKey' | 'serverMessage'>) => `t:${r.toastKey ?? r.serverMessage ?? ''}`, logout: vi.fn(async () => {}), reload: vi.fn() };
  const client = createHttpClient({
    baseUrl: '/api',
    declarePagePaths: ['/declare'],
    session: { token: () => 'tok', language: () => 'zh_CN', secondLanguage: () => 'en_US', currentPagePath: () => '/declare/1' },
    reactions,
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return respond(url, init);
    }) as typeof fetch,
    now: () => 42,
    schedule: (run, delayMs) => scheduled.push({ run, delayMs }),
    ...overrides,
  });
  return { client, calls, shown, reactions, scheduled };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('createHttpClient', () => {
  it('sends the headers and query of spec §7 and resolves with the envelope', async () => {
    const { client, calls } = setup(async () => json(200, { success: true, message: '', code: 200, result: { a: 1 }, timestamp: 1 }));
    const envelope = await client.get<{ a: number }>('/user/info');
    expect(envelope.result.a).toBe(1);
    expect(calls[0]?.url).toBe('/api/user/info?_t=42&lang=zh_CN');
    expect(calls[0]?.init.headers).toMatchObject({ 'X-Access-Token': 'tok', secLang: 'en_US', 'X-Server-Select': 'declare' });
  });

  it('posts JSON bodies', async () => {
    const { client, calls } = setup(async () => json(200, { success: false, message: 'no', code: 500, result: null, timestamp: 1 }));
    const envelope = await client.post('/system/login', { username: 'a' });
    expect(envelope.success).toBe(false);
    expect(calls[0]?.init.body).toBe('{"username":"a"}');
    expect(calls[0]?.init.method).toBe('POST');
  });

  it('rejects with HttpError and shows the reaction on 403', async () => {
    const { client, shown } = setup(async () => json(403, { success: false, message: 'x' }));
    await expect(client.get('/x')).rejects.toBeInstanceOf(HttpError);
    expect(shown).toEqual([{ toastKey: 'http.accessDenied', shouldLogoutAndReload: false }]);
  });

  it('on 401 with a token logs out once and reloads 1.5 s later', async () => {
    const { client, reactions, scheduled } = setup(async () => json(401, { message: 'token.is.multiple' }));
    await expect(client.get('/a')).rejects.toThrow('http.multipleLogin');
    await expect(client.get('/b')).rejects.toThrow();
    expect(reactions.logout).toHaveBeenCalledTimes(1);
    expect(scheduled.map((s) => s.delayMs)).toEqual([1500]);
    expect(reactions.reload).not.toHaveBeenCalled();
    scheduled[0]?.run();
    expect(reactions.reload).toHaveBeenCalledTimes(1);
  });

  it('on 401 starts the 1.5 s before the reload only once the toast is on screen', async () => {
    let showToast = () => {};
    const toastOnScreen = new Promise<void>((resolve) => {
      showToast = resolve;
    });
    const { client, scheduled } = setup(async () => json(401, {}), {});
    const slowToasts = setup(async () => json(401, {}), {});
    slowToasts.reactions.show = () => toastOnScreen;
    const failing = expect(slowToasts.client.get('/a')).rejects.toThrow('http.unauthorized');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(slowToasts.scheduled).toEqual([]);
    showToast();
    await failing;
    expect(slowToasts.scheduled.map((s) => s.delayMs)).toEqual([1500]);
    // A toast shown at once (no promise) schedules the reload straight away, as before.
    await expect(client.get('/b')).rejects.toThrow();
    expect(scheduled.map((s) => s.delayMs)).toEqual([1500]);
  });

  it('treats a request without answer as a network timeout', async () => {
    const { client, shown } = setup(async (_url, init) => {
      return new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    }, { timeoutMs: 5 });
    await expect(client.get('/slow')).rejects.toMatchObject({ status: 504 });
    expect(shown[0]?.toastKey).toBe('http.networkTimeout');
  });
});

describe('quiet requests', () => {
  it('reject without any reaction', async () => {
    const { client, shown, reactions } = setup(async () => json(401, {}));
    await expect(client.request('POST', '/system/logout', { isQuiet: true })).rejects.toMatchObject({ status: 401 });
    expect(shown).toEqual([]);
    expect(reactions.logout).not.toHaveBeenCalled();
  });
});
