import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';

/** One text message to one phone, on behalf of a tenant. */
export interface SmsMessage {
  tenantId: string;
  phone: string;
  title: string;
  text: string;
}

/**
 * Sends text messages. A deployment plugs in its carrier's gateway with `useSmsProvider`;
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
 * can read the code back. Codes are then visible to the tenant's console: plug in a real
 * provider before production.
 */
export const messageLogSmsProvider: SmsProvider = {
  name: 'message-log',
  async send(ctx, message) {
    if (ctx.config.isProduction && !warnedInProduction.has(ctx)) {
      warnedInProduction.add(ctx);
      ctx.log.warn('SMS codes go to the message log (development provider): plug in a real provider with useSmsProvider');
    }
    await withTenant(ctx.db, message.tenantId, (trx) =>
      trx('sys_message_log').insert({
        tenant_id: message.tenantId,
        es_type: 'sms',
        es_receiver: message.phone,
        es_title: message.title.slice(0, 100),
        es_content: message.text,
        es_send_status: '1',
        provider: 'message-log',
      }));
  },
};

const providers = new WeakMap<AppContext, SmsProvider>();

/** The provider this server sends with: the one plugged in, else the message-log provider. */
export function smsProviderFor(ctx: AppContext): SmsProvider {
  return providers.get(ctx) ?? messageLogSmsProvider;
}

/** Plugs in the SMS gateway for this server (call once at start, before serving). */
export function useSmsProvider(ctx: AppContext, provider: SmsProvider): void {
  providers.set(ctx, provider);
}
