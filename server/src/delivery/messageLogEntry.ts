import type { DeliveryContext } from './deliveryContext';
import { withTenant } from '../db/withTenant';

/** Spec §3 "message": esSendStatus 1 success, 2 failure. */
export type SendStatus = 'success' | 'failure';

export interface MessageLogEntry {
  tenantId: string;
  esType: 'sms' | 'email' | 'wechat';
  receiver: string;
  title: string;
  content: string;
  status: SendStatus;
  provider: string;
}

/**
 * Writes one sent (or failed) message to the tenant's message log (`sys_message_log`), which
 * console users read at `log/messageLog`. Fields are cut to their column sizes.
 */
export async function writeMessageLogEntry(ctx: DeliveryContext, entry: MessageLogEntry): Promise<void> {
  await withTenant(ctx.db, entry.tenantId, (trx) =>
    trx('sys_message_log').insert({
      tenant_id: entry.tenantId,
      es_type: entry.esType,
      es_receiver: entry.receiver.slice(0, 100),
      es_title: entry.title.slice(0, 100),
      es_content: entry.content,
      es_send_status: entry.status === 'success' ? '1' : '2',
      provider: entry.provider.slice(0, 32),
    }));
}

/**
 * What a real provider keeps of a message in the log: the text with every run of 4 or more
 * digits hidden. The log is readable by the tenant's console users, and a live one-time code
 * there would let them log in as the receiver; the development providers keep the whole text
 * precisely so that the code can be read back.
 */
export function withCodesHidden(text: string): string {
  return text.replace(/\d{4,}/g, (digits) => '*'.repeat(digits.length));
}
