import type { DeliveryContext } from '../deliveryContext';
import { writeMessageLogEntry } from '../messageLogEntry';

/** One email, on behalf of a tenant. Plain text only. */
export interface MailMessage {
  tenantId: string;
  /** One address, or several comma separated (one message to all of them). */
  to: string;
  /** Copies, comma separated. */
  cc?: string;
  /**
   * The Message-ID header, `<local@domain>`; the outbox gives every attempt of a message the same
   * one, so a receiving system that deduplicates by it shows a retried message once.
   */
  messageId?: string;
  subject: string;
  text: string;
  /** An HTML body, sent with `text` as its plain alternative. */
  html?: string;
}

/**
 * Sends email. `send` resolves once the server accepted the message and rejects when it did
 * not; either way the attempt is in the tenant's message log (esType 'email').
 */
export interface MailSender {
  readonly name: string;
  send(ctx: DeliveryContext, message: MailMessage): Promise<void>;
}

const warnedInProduction = new WeakSet<DeliveryContext>();

/**
 * The built-in development sender: sends nothing and records the whole message in the message
 * log, so that tests and console users can read a code back. Set `WHARF_SMTP_URL` in production.
 */
export const messageLogMailSender: MailSender = {
  name: 'message-log',
  async send(ctx, message) {
    if (ctx.config.isProduction && !warnedInProduction.has(ctx)) {
      warnedInProduction.add(ctx);
      ctx.log.warn('email goes to the message log (development sender): set WHARF_SMTP_URL');
    }
    await writeMessageLogEntry(ctx, { tenantId: message.tenantId, esType: 'email', receiver: message.to, title: message.subject, content: message.text, status: 'success', provider: 'message-log' });
  },
};
