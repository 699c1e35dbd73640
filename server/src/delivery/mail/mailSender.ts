import type { AppContext } from '../../context';
import { writeMessageLogEntry } from '../messageLogEntry';

/** One email to one address, on behalf of a tenant. Plain text only. */
export interface MailMessage {
  tenantId: string;
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends email. `send` resolves once the server accepted the message and rejects when it did
 * not; either way the attempt is in the tenant's message log (esType 'email').
 */
export interface MailSender {
  readonly name: string;
  send(ctx: AppContext, message: MailMessage): Promise<void>;
}

const warnedInProduction = new WeakSet<AppContext>();

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
