import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { AppError } from '../../http/errors';
import { sendMail } from '../../delivery/mail/index';
import { smsProviderFor } from '../../delivery/sms/configuredSmsProvider';
import { lockedMessage, systemReceiverIds } from './messageOperations';
import { receiverList, type MessageRow } from './messageRecord';

interface SendOutcome {
  status: '0' | '1' | '2';
  result: string | null;
  detail: string | null;
}

/** Sends to each receiver through the channel; one refusal makes the message a failure (the channel logs each attempt). */
async function sendToEach(row: MessageRow, send: (receiver: string) => Promise<void>): Promise<SendOutcome> {
  for (const receiver of receiverList(row.es_receiver)) {
    try {
      await send(receiver);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return { status: '2', result: 'message/send-failed', detail: detail.slice(0, 500) };
    }
  }
  return { status: '1', result: null, detail: null };
}

function deliver(ctx: AppContext, tenantId: string, row: MessageRow): Promise<SendOutcome> {
  if (row.es_type === 'sms') return sendToEach(row, (phone) => smsProviderFor(ctx).send(ctx, { tenantId, phone, title: row.es_title, text: row.es_content }));
  return sendToEach(row, (to) => sendMail(ctx, { tenantId, to, subject: row.es_title, text: row.es_content }));
}

/**
 * Publishes a draft (spec §4: draft → published) and delivers it. A system message becomes a
 * published announcement addressed to its receivers, in the same transaction, so it is in their
 * message centre (`getMyAnnouncementSend`, read flags and all) the moment the publish answers.
 * An sms or email goes through the server's SMS provider or mail sender after the publish commits
 * (neither is transactional); WeChat has no channel in this server yet, so it stays unsent and says why.
 */
export async function publishMessage(ctx: AppContext, tenantId: string, userId: string, id: string): Promise<void> {
  const row = await withTenant(ctx.db, tenantId, async (trx) => {
    const message = await lockedMessage(trx, id);
    if (message.status !== '0') throw new AppError(400, 'message/not-publishable');
    const published = { status: '1', send_time: trx.fn.now(), updated_by: userId, updated_at: trx.fn.now() };
    if (message.es_type === 'system') {
      const receivers = await systemReceiverIds(trx, message);
      const [announcement] = await trx('sys_announcement')
        .insert({ tenant_id: tenantId, title: message.es_title, content: message.es_content, msg_category: '2', priority: 'M', msg_type: 'USER', user_ids: JSON.stringify(receivers), attachment_ids: JSON.stringify(message.attachment_ids ?? []), send_status: '1', send_time: trx.fn.now(), created_by: userId, updated_by: userId })
        .returning('id');
      await trx('sys_message').where({ id }).update({ ...published, es_send_status: '1', announcement_id: (announcement as { id: string }).id });
    } else if (message.es_type === 'sms' || message.es_type === 'email') {
      await trx('sys_message').where({ id }).update(published);
    } else {
      await trx('sys_message').where({ id }).update({ ...published, es_send_status: '0', send_result: 'message/no-provider', send_detail: message.es_type });
    }
    return message;
  });
  if (row.es_type !== 'sms' && row.es_type !== 'email') return;
  const outcome = await deliver(ctx, tenantId, row);
  await withTenant(ctx.db, tenantId, (trx) => trx('sys_message').where({ id }).update({ es_send_status: outcome.status, send_result: outcome.result, send_detail: outcome.detail }));
}
