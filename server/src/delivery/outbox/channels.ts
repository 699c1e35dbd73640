import { mailSenderFor } from '../mail/configuredMailSender';
import { isRichText, plainTextOf } from '../mail/richText';
import { smsProviderFor } from '../sms/configuredSmsProvider';
import type { DeliveryContext } from '../deliveryContext';
import { DeliveryFailure } from '../deliveryFailure';
import { sendToWechatWebhook } from '../wechat/wechatWebhook';
import { outboxSettingsFor } from './outboxSettings';
import type { OutboxRow } from './outboxRow';
import { receiverList } from './siteMessage';

/**
 * Sends one claimed message to the receivers that do not have it yet; `delivered` records receivers
 * as they accept it (before the next is tried), so a retry after a partial failure skips them.
 * Rejects with the channel's error (read by `failureKindOf`).
 */
export type ChannelSend = (pending: string[], delivered: (receivers: string[]) => Promise<void>) => Promise<void>;

/** No channel is set up for the message's type: a permanent failure, said as `message/no-provider`. */
export class NoChannel extends DeliveryFailure {
  constructor(readonly channel: string) {
    super(`no ${channel} channel is configured`, true, true);
  }
}

/** The Message-ID every attempt of an outbox email carries (the same on a retry). */
export function outboxMailMessageId(messageId: string): string {
  return `<${messageId}@outbox.wharf>`;
}

/**
 * The send of a message's channel, resolved before the message is claimed: a channel that is not
 * set up (no webhook, a bad provider setting) fails here, proven undelivered and permanent, so it
 * never leaves a message in doubt. Site messages are delivered in a transaction, not here.
 */
export function channelSend(ctx: DeliveryContext, row: OutboxRow): ChannelSend {
  const tenantId = row.tenant_id;
  if (row.es_type === 'email') {
    const sender = mailSenderFor(ctx);
    return async (pending, delivered) => {
      // One message to every pending address (and the copies): one hand-over, settled at once.
      // Rich text (the message editor's, a warning template's) goes as HTML with a plain alternative.
      const body = isRichText(row.es_content) ? { html: row.es_content, text: plainTextOf(row.es_content) } : { text: row.es_content };
      await sender.send(ctx, { tenantId, to: pending.join(', '), cc: row.es_cc || undefined, messageId: outboxMailMessageId(row.id), subject: row.es_title, ...body });
      await delivered(pending);
    };
  }
  if (row.es_type === 'sms') {
    const provider = smsProviderFor(ctx);
    return async (pending, delivered) => {
      for (const phone of pending) {
        await provider.send(ctx, { tenantId, phone, title: row.es_title, text: row.es_content });
        await delivered([phone]);
      }
    };
  }
  if (row.es_type === 'wechat') {
    const webhook = outboxSettingsFor(ctx).wechatWebhook;
    if (!webhook) throw new NoChannel('wechat');
    return async (pending, delivered) => {
      await sendToWechatWebhook(ctx, webhook, { tenantId, messageId: row.id, receivers: pending, title: row.es_title, text: row.es_content });
      await delivered(pending);
    };
  }
  throw new NoChannel(row.es_type);
}

/** The receivers still to reach: the message's, less those that accepted on an earlier attempt. */
export function pendingReceivers(row: OutboxRow): string[] {
  const done = new Set(row.delivered_to ?? []);
  return receiverList(row.es_receiver).filter((receiver) => !done.has(receiver));
}
