import type { AppContext } from '../../context';
import { writeMessageLogEntry } from '../messageLogEntry';
import { httpSmsProvider } from './httpSmsProvider';

/** One text message to one phone, on behalf of a tenant. */
export interface SmsMessage {
  tenantId: string;
  phone: string;
  title: string;
  text: string;
}

/**
 * Sends text messages. The operator picks the built-in HTTP gateway provider through the
 * environment (`WHARF_SMS_PROVIDER=http`), or code plugs one in with `useSmsProvider`;
 * `send` resolves once the gateway accepted the message and rejects when it did not.
 */
export interface SmsProvider {
  readonly name: string;
  send(ctx: AppContext, message: SmsMessage): Promise<void>;
}

const warnedInProduction = new WeakSet<AppContext>();

/**
 * The built-in development provider: sends nothing, and records the whole message in the
 * tenant's message log (`sys_message_log`, spec §3 "message") so that tests and console users
 * can read the code back. Codes are then visible to the tenant's console: configure a real
 * provider before production.
 */
export const messageLogSmsProvider: SmsProvider = {
  name: 'message-log',
  async send(ctx, message) {
    if (ctx.config.isProduction && !warnedInProduction.has(ctx)) {
      warnedInProduction.add(ctx);
      ctx.log.warn('SMS codes go to the message log (development provider): set WHARF_SMS_PROVIDER=http or plug in a provider with useSmsProvider');
    }
    await writeMessageLogEntry(ctx, { tenantId: message.tenantId, esType: 'sms', receiver: message.phone, title: message.title, content: message.text, status: 'success', provider: 'message-log' });
  },
};

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

const providers = new WeakMap<AppContext, SmsProvider>();

/** The provider this server sends with: the one plugged in, else the one the environment names. */
export function smsProviderFor(ctx: AppContext): SmsProvider {
  let provider = providers.get(ctx);
  if (!provider) {
    provider = smsProviderFromEnvironment(process.env);
    providers.set(ctx, provider);
  }
  return provider;
}

/** Plugs in the SMS gateway for this server (call once at start, before serving). */
export function useSmsProvider(ctx: AppContext, provider: SmsProvider): void {
  providers.set(ctx, provider);
}
