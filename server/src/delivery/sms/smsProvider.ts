import type { DeliveryContext } from '../deliveryContext';
import { writeMessageLogEntry } from '../messageLogEntry';

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
  send(ctx: DeliveryContext, message: SmsMessage): Promise<void>;
}

const warnedInProduction = new WeakSet<DeliveryContext>();

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
