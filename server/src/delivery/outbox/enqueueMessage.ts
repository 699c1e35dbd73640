import type { Knex } from 'knex';
import { deliverSiteMessage } from './siteMessage';

/** The channels a message goes out through (spec §3 message esType). */
export type OutboxChannel = 'system' | 'email' | 'sms' | 'wechat';

export const outboxChannels: readonly OutboxChannel[] = ['system', 'email', 'sms', 'wechat'];

/** One message to put in the outbox. */
export interface OutboxMessage {
  tenantId: string;
  channel: OutboxChannel;
  /**
   * Comma separated: usernames or user ids (system), addresses (email), phone numbers (sms),
   * account ids (wechat).
   */
  receiver: string;
  /** Email copies, comma separated (other channels ignore it). */
  cc?: string;
  title: string;
  content: string;
  /** Stored as esParam (spec §5: JSON). */
  param?: Record<string, unknown>;
  /** What caused it, e.g. 'warning:<ruleId>'. */
  source?: string;
}

/** The graphile-worker task that delivers one outbox message (payload `{ messageId }`, the tenant stamped by the queue function). */
export const deliverMessageJobName = 'deliver_message';

/** The job key of a message's delivery: one queued delivery per message, whoever enqueues it. */
export function deliveryJobKey(messageId: string): string {
  return `outbox:${messageId}`;
}

/**
 * Queues the delivery of message `messageId` (a row of `sys_message` in the transaction's tenant)
 * at `runAt` (now when absent), in the caller's transaction: if it rolls back, nothing is sent.
 */
export async function scheduleDelivery(trx: Knex.Transaction, messageId: string, runAt?: Date): Promise<void> {
  await trx.raw('select wharf_schedule_job(?, ?::jsonb, ?, ?::timestamptz)', [deliverMessageJobName, JSON.stringify({ messageId }), deliveryJobKey(messageId), (runAt ?? new Date()).toISOString()]);
}

/**
 * Writes the message and its delivery job in the caller's transaction; returns the message id.
 * The transaction must be the tenant's (`withTenant`): row-level security and the queue function
 * both take the tenant from it. A site message (`system`) needs no worker: its delivery is an
 * announcement row in the same database, written here with the cause, so it is delivered exactly
 * once by construction. Every other channel is delivered by the worker (`deliverMessageTask`).
 */
export async function enqueueMessage(trx: Knex.Transaction, message: OutboxMessage): Promise<string> {
  if (!outboxChannels.includes(message.channel)) throw new Error(`enqueueMessage: unknown channel "${String(message.channel)}"`);
  if (!message.receiver.trim()) throw new Error('enqueueMessage: a message needs a receiver');
  const [row] = await trx('sys_message')
    .insert({
      tenant_id: message.tenantId,
      es_title: message.title.slice(0, 100),
      es_type: message.channel,
      es_receiver: message.receiver,
      es_cc: message.cc || null,
      es_content: message.content,
      es_param: message.param === undefined ? null : JSON.stringify(message.param),
      source: message.source?.slice(0, 200) ?? null,
      status: '1',
      send_time: trx.fn.now(),
      es_send_status: '0',
      delivery_state: 'queued',
    })
    .returning('id');
  const id = (row as { id: string }).id;
  if (message.channel === 'system') await deliverSiteMessage(trx, message.tenantId, id, null);
  else await scheduleDelivery(trx, id);
  return id;
}
