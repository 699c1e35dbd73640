import { afterEach, describe, expect, it } from 'vitest';
import { readBootConfig } from '../config/bootConfig';
import { createAppServices } from '../app/appServices';
import { toastFailure } from './failureToast';
import { bindNotifier, type Notifier } from './notifier';

/** The app's own services over a fetch that answers every call with one status and body. */
function servicesAnswering(status: number, body: unknown) {
  localStorage.clear();
  sessionStorage.clear();
  const fetch = async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const services = createAppServices({ bootConfig: readBootConfig({}), fetch: fetch as unknown as typeof globalThis.fetch, reload: () => undefined });
  services.session.getState().setToken('token-1');
  return services;
}

/** Every text that reached the user, toast or system prompt alike. */
function recordToasts() {
  const seen: string[] = [];
  const recorder: Notifier = { toast: (_kind, text) => seen.push(text), systemPrompt: (_title, text) => seen.push(text) };
  return { seen, unbind: bindNotifier(recorder) };
}

/** What a page does: call, and on failure toast through the shared helper. */
async function pageCall(services: ReturnType<typeof servicesAnswering>): Promise<unknown> {
  try {
    await services.http.get('/eform/things');
    return undefined;
  } catch (error) {
    toastFailure('error', error);
    return error;
  }
}

let unbind: () => void = () => undefined;
afterEach(() => unbind());

describe('§8 reactions reach the user exactly once, translated', () => {
  it.each([
    [403, '拒绝访问'],
    [404, '很抱歉，资源未找到'],
    [504, '网络超时'],
  ])('a %i shows its catalogue text once and never the raw key', async (status, text) => {
    const services = servicesAnswering(status, { success: false, message: 'whatever the server said', code: status });
    const recorded = recordToasts();
    unbind = recorded.unbind;
    const error = await pageCall(services);
    expect(recorded.seen).toEqual([text]);
    expect((error as Error).message).toBe(text);
  });

  it('a 400 or 409 shows the server\'s (localised) message once', async () => {
    for (const status of [400, 409]) {
      const services = servicesAnswering(status, { success: false, message: 'system/already-exists@@{0} already exists@@E-1', code: status });
      const recorded = recordToasts();
      await pageCall(services);
      recorded.unbind();
      expect(recorded.seen).toHaveLength(1);
      expect(recorded.seen[0]).toContain('E-1');
      expect(recorded.seen[0]).not.toContain('@@');
    }
  });

  it('a silent 500 carries the server\'s message for the page to show, not "HTTP 500"', async () => {
    const services = servicesAnswering(500, { success: false, message: 'the database is unreachable', code: 500 });
    const recorded = recordToasts();
    unbind = recorded.unbind;
    const error = await pageCall(services);
    expect((error as Error).message).toBe('the database is unreachable');
    expect(recorded.seen).toEqual(['the database is unreachable']);
  });

  it('a 500 without a message reads "request failed" in the user\'s language', async () => {
    const services = servicesAnswering(500, {});
    const recorded = recordToasts();
    unbind = recorded.unbind;
    const error = await pageCall(services);
    expect((error as Error).message).toBe('请求失败');
  });
});
