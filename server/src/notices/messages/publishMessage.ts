import { canResend } from '@wharf/engine';
import type { Knex } from 'knex';
import { scheduleDelivery } from '../../delivery/outbox/enqueueMessage';
import { deliverSiteMessage } from '../../delivery/outbox/siteMessage';
import { AppError } from '../../http/errors';
import { lockedMessage } from './messageOperations';

/**
 * Hands a message to the outbox in the caller's transaction: a system message is delivered at once
 * (an announcement to its receivers, in this transaction, so it is in their message centre the
 * moment the call answers); any other channel gets its delivery job, which the worker runs after
 * the commit — a rolled-back publish sends nothing.
 */
async function handToOutbox(trx: Knex.Transaction, tenantId: string, userId: string, id: string, esType: string): Promise<void> {
  if (esType === 'system') await deliverSiteMessage(trx, tenantId, id, userId);
  else await scheduleDelivery(trx, id);
}

/** Publishes a draft (spec §4: draft → published) and puts it in the outbox. */
export async function publishMessage(trx: Knex.Transaction, tenantId: string, userId: string, id: string): Promise<void> {
  const message = await lockedMessage(trx, id);
  if (message.status !== '0') throw new AppError(400, 'message/not-publishable');
  await trx('sys_message').where({ id }).update({ status: '1', send_time: trx.fn.now(), delivery_state: 'queued', es_send_status: '0', es_send_num: 0, updated_by: userId, updated_at: trx.fn.now() });
  await handToOutbox(trx, tenantId, userId, id, message.es_type);
}

/**
 * Sends a failed message again (the console's "resend"): a published message whose delivery failed
 * or is in doubt goes back to the outbox with a fresh set of attempts. Receivers that accepted it
 * on an earlier attempt (`delivered_to`) are not sent it again; for a message in doubt the operator
 * has checked with the receiver — that is what the resend button asks.
 */
export async function resendMessage(trx: Knex.Transaction, tenantId: string, userId: string, id: string): Promise<void> {
  const message = await lockedMessage(trx, id);
  if (message.status !== '1' || !canResend(message.delivery_state)) throw new AppError(400, 'message/not-resendable');
  await trx('sys_message').where({ id }).update({ delivery_state: 'queued', es_send_status: '0', es_send_num: 0, attempt_id: null, next_attempt_at: null, send_result: null, send_detail: null, updated_by: userId, updated_at: trx.fn.now() });
  await handToOutbox(trx, tenantId, userId, id, message.es_type);
}
