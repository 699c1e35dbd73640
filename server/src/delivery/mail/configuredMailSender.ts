import type { DeliveryContext } from '../deliveryContext';
import { messageLogMailSender, type MailMessage, type MailSender } from './mailSender';
import { smtpMailSender } from './smtpMailSender';

// Chooses among the senders (`mailSender.ts`, `smtpMailSender.ts`), so neither needs the other.

/**
 * The sender the operator configured: SMTP when `WHARF_SMTP_URL` is set (e.g.
 * `smtps://user:pass@mail.example.com:465`, sender address `WHARF_MAIL_FROM`), else the
 * development sender.
 */
export function mailSenderFromEnvironment(env: NodeJS.ProcessEnv): MailSender {
  if (!env.WHARF_SMTP_URL) return messageLogMailSender;
  return smtpMailSender({ url: env.WHARF_SMTP_URL, from: env.WHARF_MAIL_FROM || 'Wharf <no-reply@localhost>' });
}

const senders = new WeakMap<DeliveryContext, MailSender>();

/** The sender this server uses: the one plugged in, else the one the environment names. */
export function mailSenderFor(ctx: DeliveryContext): MailSender {
  let sender = senders.get(ctx);
  if (!sender) {
    sender = mailSenderFromEnvironment(process.env);
    senders.set(ctx, sender);
  }
  return sender;
}

/** Plugs in a mail sender for this server (tests, or a deployment's own service). */
export function useMailSender(ctx: DeliveryContext, sender: MailSender): void {
  senders.set(ctx, sender);
}

/**
 * Sends one email with this server's sender. Rejects when it was not accepted (the failure is
 * in the message log too); callers that must not reveal whether an address exists should send
 * after answering, as the phone login's codes do.
 */
export async function sendMail(ctx: DeliveryContext, message: MailMessage): Promise<void> {
  await mailSenderFor(ctx).send(ctx, message);
}
