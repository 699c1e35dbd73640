import type { Page } from 'playwright-core';

/** The session token the app stored after login (local storage `wharf.token`). */
export async function sessionToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('wharf.token'));
  return (JSON.parse(stored ?? '{}') as { value?: string }).value ?? '';
}

/** An API call with the session's token, answering the envelope's result (throws on a failure). */
export async function api<T = unknown>(baseUrl: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { 'X-Access-Token': token, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { success: boolean; message: string; result: T };
  if (!response.ok || !envelope.success) throw new Error(`${method} ${path}: ${response.status} ${envelope.message} ${JSON.stringify(envelope.result)}`);
  return envelope.result;
}

/** Logs in through the API (no browser) and answers the session token, for set-up calls made as that user. */
export async function logInThroughApi(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/system/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password }) });
  const envelope = (await response.json()) as { success: boolean; message: string; result?: { token?: string } };
  if (!response.ok || !envelope.result?.token) throw new Error(`login as ${username}: ${response.status} ${envelope.message}`);
  return envelope.result.token;
}

/** A code unique to this run, so reruns against the same server do not collide. */
export const runSuffix = Date.now().toString(36).slice(-5);
