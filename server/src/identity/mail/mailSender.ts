import type { AppContext } from '../../context';
import { writeMessageLogEntry } from '../messageLogEntry';
import { smtpMailSender } from './smtpMailSender';

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

/**
 * The sender the operator configured: SMTP when `WHARF_SMTP_URL` is set (e.g.
 * `smtps://user:pass@mail.example.com:465`, sender address `WHARF_MAIL_FROM`), else the
 * development sender.
 */
export function mailSenderFromEnvironment(env: NodeJS.ProcessEnv): MailSender {
  if (!env.WHARF_SMTP_URL) return messageLogMailSender;
  return smtpMailSender({ url: env.WHARF_SMTP_URL, from: env.WHARF_MAIL_FROM || 'Wharf <no-reply@localhost>' });
}

const senders = new WeakMap<AppContext, MailSender>();

/** The sender this server uses: the one plugged in, else the one the environment names. */
export function mailSenderFor(ctx: AppContext): MailSender {
  let sender = senders.get(ctx);
  if (!sender) {
    sender = mailSenderFromEnvironment(process.env);
    senders.set(ctx, sender);
  }
  return sender;
}

/** Plugs in a mail sender for this server (tests, or a deployment's own service). */
export function useMailSender(ctx: AppContext, sender: MailSender): void {
  senders.set(ctx, sender);
}

/**
 * Sends one email with this server's sender. Rejects when it was not accepted (the failure is
 * in the message log too); callers that must not reveal whether an address exists should send
 * after answering, as the phone login's codes do.
 */
export async function sendMail(ctx: AppContext, message: MailMessage): Promise<void> {
  await mailSenderFor(ctx).send(ctx, message);
}
