import { formatMessage, type Language } from '@wharf/engine';
import type { HttpConfigRecord } from '@wharf/schemas';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { AppError } from '../../http/errors';
import { disposeServerScriptPool, scriptQueueFull } from '../../sandbox/serverScriptPool';
import { tenantScripts } from '../../sandbox/tenantScripts';
import { defaultGuardedLimits, guardedFetch, type GuardedLimits } from './guardedFetch';
import { readHttpConfig } from './httpConfigStore';
import { ssrfPolicyFromEnv, type SsrfPolicy } from './ssrfGuard';

interface HttpRuntime {
  policy: SsrfPolicy;
  limits: GuardedLimits;
}

// Per application context, so a test can allow its own local server without touching the process.
const runtimes = new WeakMap<object, HttpRuntime>();

/** Sets the SSRF policy and limits of HTTP configs for one app (tests; operators use WHARF_HTTP_ALLOW). */
export function configureHttpConfigs(ctx: AppContext, runtime: Partial<HttpRuntime>): void {
  runtimes.set(ctx, { ...runtimeOf(ctx), ...runtime });
}

function runtimeOf(ctx: object): HttpRuntime {
  let runtime = runtimes.get(ctx);
  if (!runtime) {
    runtime = { policy: ssrfPolicyFromEnv(), limits: defaultGuardedLimits };
    runtimes.set(ctx, runtime);
  }
  return runtime;
}

/** The SSRF policy HTTP configs of this app are checked against (at save and at every call). */
export function httpPolicyOf(ctx: AppContext): SsrfPolicy {
  return runtimeOf(ctx).policy;
}

/** Stops the process's script pool, returnScripts' threads among them (tests and shutdown). */
export function disposeReturnScriptSandbox(): void {
  disposeServerScriptPool();
}

/**
 * `{{name}}` in the URL or body takes the call's parameter: URL-encoded in the URL, escaped as JSON
 * string content in the body (so a value cannot change the body's structure). Unknown names become ''.
 */
function fill(template: string, params: Readonly<Record<string, unknown>>, encode: (text: string) => string): string {
  return template.replace(/\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g, (_whole, name: string) => {
    const value = params[name];
    return value === undefined || value === null || typeof value === 'object' ? '' : encode(String(value));
  });
}

/** Calls a config (saved or being tested) through the guard and shapes the answer with its returnScript. */
export async function callHttpConfig(ctx: Pick<AppContext, 'db'>, tenantId: string, config: HttpConfigRecord, params: Readonly<Record<string, unknown>>, lang: Language): Promise<unknown> {
  const { policy, limits } = runtimeOf(ctx);
  const response = await guardedFetch({
    url: fill(config.httpUrl, params, encodeURIComponent),
    method: config.httpMethod,
    headers: Object.fromEntries(Object.entries(config.header ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
    ...(config.body !== undefined && config.httpMethod !== 'GET' ? { body: fill(config.body, params, (t) => JSON.stringify(t).slice(1, -1)) } : {}),
  }, policy, limits);
  if (response.status < 200 || response.status >= 300) throw new AppError(400, 'httpConfig/bad-status', [response.status]);
  let data: unknown;
  try {
    data = response.body.trim() === '' ? null : JSON.parse(response.body);
  } catch {
    throw new AppError(400, 'httpConfig/not-json');
  }
  if (!config.returnScript) return data;
  // The returnScript runs in the tenant's share of the script pool.
  const result = await tenantScripts(tenantId).scripts.run(config.returnScript, { data, status: response.status, params });
  if (!result.ok && result.error.code === 'sandbox/queue-full') throw scriptQueueFull();
  if (!result.ok) throw new AppError(400, 'httpConfig/script-failed', [result.error.detail ?? formatMessage(result.error.code, lang)]);
  return result.value;
}

/** Runs the tenant's HTTP config `httpCode` (spec §7 getHttpConfigItems). */
export async function executeHttpConfig(ctx: Pick<AppContext, 'db'>, tenantId: string, httpCode: string, params: Readonly<Record<string, unknown>>, lang: Language): Promise<unknown> {
  const config = await withTenant(ctx.db, tenantId, (trx) => readHttpConfig(trx, { http_code: httpCode }));
  return callHttpConfig(ctx, tenantId, config, params, lang);
}

/**
 * An HTTP config's answer as select options: a list of `{ value, label }` (or `{ value, text }`,
 * or `[value, label]` pairs); nothing at all is `httpConfig/returned-empty`, anything else is
 * refused with a message rather than guessed at.
 */
export function itemsToOptions(value: unknown): Array<{ value: string; label: string }> {
  // An empty answer (no body, or a returnScript that returns nothing) is said as such (spec §8 "returned data empty").
  if (value === null || value === undefined || value === '') throw new AppError(400, 'httpConfig/returned-empty');
  const list = Array.isArray(value) ? value : (value && typeof value === 'object' && Array.isArray((value as { records?: unknown }).records) ? (value as { records: unknown[] }).records : undefined);
  if (!list) throw new AppError(400, 'httpConfig/script-failed', ['expected a list of { value, label }']);
  return list.map((item) => {
    if (Array.isArray(item)) return { value: String(item[0] ?? ''), label: String(item[1] ?? item[0] ?? '') };
    if (item && typeof item === 'object') {
      const entry = item as Record<string, unknown>;
      const v = entry.value ?? entry.id ?? '';
      return { value: String(v), label: String(entry.label ?? entry.text ?? entry.name ?? v) };
    }
    return { value: String(item), label: String(item) };
  });
}
