import type { DeliveryContext } from '../deliveryContext';
import { httpSmsProvider } from './httpSmsProvider';
import { messageLogSmsProvider, type SmsProvider } from './smsProvider';

// Chooses among the providers (`smsProvider.ts`, `httpSmsProvider.ts`), so neither needs the other.

/**
 * The provider the operator configured: `WHARF_SMS_PROVIDER=http` with `WHARF_SMS_URL` and
 * `WHARF_SMS_TOKEN` is the HTTP gateway; unset (or `message-log`) is the development provider.
 * Anything else is a configuration mistake, reported at once rather than sending nowhere.
 */
export function smsProviderFromEnvironment(env: NodeJS.ProcessEnv): SmsProvider {
  const kind = env.WHARF_SMS_PROVIDER || 'message-log';
  if (kind === 'message-log') return messageLogSmsProvider;
  if (kind !== 'http') throw new Error(`WHARF_SMS_PROVIDER must be http or message-log, got "${kind}"`);
  if (!env.WHARF_SMS_URL || !env.WHARF_SMS_TOKEN) throw new Error('WHARF_SMS_PROVIDER=http needs WHARF_SMS_URL and WHARF_SMS_TOKEN');
  return httpSmsProvider({ url: env.WHARF_SMS_URL, token: env.WHARF_SMS_TOKEN });
}

const providers = new WeakMap<DeliveryContext, SmsProvider>();

/** The provider this server sends with: the one plugged in, else the one the environment names. */
export function smsProviderFor(ctx: DeliveryContext): SmsProvider {
  let provider = providers.get(ctx);
  if (!provider) {
    provider = smsProviderFromEnvironment(process.env);
    providers.set(ctx, provider);
  }
  return provider;
}

/** Plugs in the SMS gateway for this server (call once at start, before serving). */
export function useSmsProvider(ctx: DeliveryContext, provider: SmsProvider): void {
  providers.set(ctx, provider);
}
