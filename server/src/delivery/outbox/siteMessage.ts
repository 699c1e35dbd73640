import { isUuid } from '@wharf/engine';
import type { Knex } from 'knex';

/** The receivers of a message as a list: split on commas (ASCII or full-width) and semicolons, trimmed, once each. */
export function receiverList(esReceiver: string): string[] {
  return [...new Set(esReceiver.split(/[,，;；]/).map((part) => part.trim()).filter(Boolean))];
}

/** The tenant's live users among `receivers`, named by username or by id. */
export async function siteReceiverIds(trx: Knex.Transaction, receivers: string[]): Promise<string[]> {
  const ids = receivers.filter((receiver) => isUuid(receiver));
  return trx('sys_user')
    .where({ del_flag: false })
    .andWhere((q) => {
      q.whereIn('username', receivers);
      if (ids.length > 0) q.orWhereIn('id', ids);
    })
    .pluck('id');
}

/**
 * Delivers a site message (esType `system`): a published announcement addressed to its receivers,
 * so it is in their message centre (`getMyAnnouncementSend`, read flags and all). It runs in the
 * transaction that publishes the message, so the delivery and its record commit together — exactly
 * once, no worker needed. No live receiver at all is a failure that says so.
 */
export async function deliverSiteMessage(trx: Knex.Transaction, tenantId: string, messageId: string, userId: string | null): Promise<void> {
  const message = await trx('sys_message').where({ id: messageId }).first<{ es_title: string; es_content: string; es_receiver: string; attachment_ids: string[] | null }>('es_title', 'es_content', 'es_receiver', 'attachment_ids');
  if (!message) throw new Error(`deliverSiteMessage: no message ${messageId}`);
  const receivers = await siteReceiverIds(trx, receiverList(message.es_receiver));
  const settled = { es_send_num: trx.raw('es_send_num + 1'), send_time: trx.fn.now(), updated_at: trx.fn.now() };
  if (receivers.length === 0) {
    await trx('sys_message').where({ id: messageId }).update({ ...settled, es_send_status: '2', delivery_state: 'failed', send_result: 'message/send-failed', send_detail: 'no such user' });
    return;
  }
  const [announcement] = await trx('sys_announcement')
    .insert({ tenant_id: tenantId, title: message.es_title, content: message.es_content, msg_category: '2', priority: 'M', msg_type: 'USER', user_ids: JSON.stringify(receivers), attachment_ids: JSON.stringify(message.attachment_ids ?? []), send_status: '1', send_time: trx.fn.now(), created_by: userId, updated_by: userId })
    .returning('id');
  await trx('sys_message').where({ id: messageId }).update({ ...settled, es_send_status: '1', delivery_state: 'sent', send_result: null, send_detail: null, announcement_id: (announcement as { id: string }).id });
}
