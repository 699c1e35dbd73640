import { createTransport } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { coerceError } from '../../http/errors';
import { withCodesHidden, writeMessageLogEntry } from '../messageLogEntry';
import type { MailSender } from './mailSender';

export interface SmtpSettings {
  /** nodemailer connection URL: `smtp://host:587`, `smtps://user:pass@host:465`. */
  url: string;
  /** The From header. */
  from: string;
  /** Milliseconds for connecting and for each server answer; 10 s by default. */
  timeoutMs?: number;
}

/**
 * Sends through an SMTP server with nodemailer. The outcome
 * goes to the message log with codes hidden, then a failure rejects with nodemailer's error as is
 * (its `code`, `responseCode`, `timeoutType` tell the outbox whether the message was handed over).
 */
export function smtpMailSender(settings: SmtpSettings): MailSender {
  const timeoutMs = settings.timeoutMs ?? 10_000;
  const transport = createTransport(transportOptions(settings.url, timeoutMs));
  return {
    name: 'smtp',
    async send(ctx, message) {
      let failure: Error | undefined;
      try {
        await transport.sendMail({ from: settings.from, to: message.to, cc: message.cc, messageId: message.messageId, subject: message.subject, text: message.text, html: message.html });
      } catch (error) {
        failure = coerceError(error);
      }
      await writeMessageLogEntry(ctx, { tenantId: message.tenantId, esType: 'email', receiver: message.to, title: message.subject, content: withCodesHidden(message.text), status: failure ? 'failure' : 'success', provider: 'smtp' });
      if (failure) throw failure;
    },
  };
}

/**
 * The connection URL as nodemailer options with our timeouts. One connection per message (no
 * pool): mail here is occasional codes, and an idle pooled connection would outlive its server.
 */
function transportOptions(connectionUrl: string, timeoutMs: number): SMTPTransport.Options {
  const url = new URL(connectionUrl);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error(`WHARF_SMTP_URL must start with smtp:// or smtps://, got "${url.protocol}"`);
  const isImplicitTls = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : isImplicitTls ? 465 : 587,
    secure: isImplicitTls,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  };
}
