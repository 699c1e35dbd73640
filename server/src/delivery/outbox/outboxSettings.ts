import type { RetryPolicy } from '@wharf/engine';
import type { DeliveryContext } from '../deliveryContext';
import type { WechatWebhook } from '../wechat/wechatWebhook';

/** The outbox's settings: how it retries, and where WeChat-style messages go (none: that channel refuses). */
export interface OutboxSettings {
  retry: RetryPolicy;
  wechatWebhook: WechatWebhook | null;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1, got "${text}"`);
  return value;
}

/**
 * From the environment: `WHARF_OUTBOX_MAX_ATTEMPTS` (5), `WHARF_OUTBOX_RETRY_BASE_MS` (30 s, doubled
 * after each failure), `WHARF_OUTBOX_RETRY_MAX_MS` (1 h), `WHARF_WECHAT_WEBHOOK_URL` (http or https).
 */
export function outboxSettingsFromEnvironment(env: NodeJS.ProcessEnv): OutboxSettings {
  const url = env.WHARF_WECHAT_WEBHOOK_URL;
  if (url && !/^https?:\/\//.test(url)) throw new Error(`WHARF_WECHAT_WEBHOOK_URL must be an http(s) URL, got "${url}"`);
  return {
    retry: {
      maxAttempts: positiveInteger(env, 'WHARF_OUTBOX_MAX_ATTEMPTS', 5),
      baseDelayMs: positiveInteger(env, 'WHARF_OUTBOX_RETRY_BASE_MS', 30_000),
      maxDelayMs: positiveInteger(env, 'WHARF_OUTBOX_RETRY_MAX_MS', 3_600_000),
    },
    wechatWebhook: url ? { url } : null,
  };
}

const settings = new WeakMap<DeliveryContext, OutboxSettings>();

/** This process's outbox settings: the ones plugged in, else the environment's. */
export function outboxSettingsFor(ctx: DeliveryContext): OutboxSettings {
  let current = settings.get(ctx);
  if (!current) {
    current = outboxSettingsFromEnvironment(process.env);
    settings.set(ctx, current);
  }
  return current;
}

/** Plugs in outbox settings for this context (tests, or a deployment's own). */
export function useOutboxSettings(ctx: DeliveryContext, value: OutboxSettings): void {
  settings.set(ctx, value);
}
