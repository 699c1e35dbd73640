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

export interface StoredView {
  id: string;
  version: number;
  body: Record<string, unknown> & { columns: Array<Record<string, unknown>>; buttons: Array<Record<string, unknown>> };
}

/**
 * As a builder would in the view designer: the seeded declarations view gets a new published
 * version that reads the form's table without column aliases and shows every status by default
 * (the example filters on status 01, which records made here lack), and carries its own id (online
 * modification needs it; the view list page sets it on save). `adjust` makes a test's own changes.
 */
export async function republishDeclarationsView(baseUrl: string, token: string, adjust: (body: StoredView['body']) => void = () => undefined): Promise<void> {
  const page = await api<{ records: Array<{ id: string; code: string }> }>(baseUrl, token, 'GET', '/eform/definitions?kind=view&keyword=dec_list_view&pageNo=1&pageSize=20');
  const stored = await api<StoredView>(baseUrl, token, 'GET', `/eform/definitions/${page.records.find((record) => record.code === 'dec_list_view')!.id}`);
  const body = structuredClone(stored.body);
  delete body.reportSql;
  body.viewId = stored.id;
  for (const column of body.columns) {
    delete column.colAlias;
    if (column.colCode === 'status') delete column.queryDefaultValue;
  }
  adjust(body);
  const saved = await api<{ version: number }>(baseUrl, token, 'PUT', `/eform/definitions/${stored.id}`, { version: stored.version, body });
  await api(baseUrl, token, 'POST', `/eform/definitions/${stored.id}/publish`, { version: saved.version });
}
