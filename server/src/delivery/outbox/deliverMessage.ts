import { randomUUID } from 'node:crypto';
import { afterFailedAttempt, isUuid, pickUpDecision } from '@wharf/engine';
import type { Task } from 'graphile-worker';
import type { Knex } from 'knex';
import { withTenant } from '../../db/withTenant';
import type { DeliveryContext } from '../deliveryContext';
import { failureKindOf } from '../deliveryFailure';
import { channelSend, NoChannel, pendingReceivers, type ChannelSend } from './channels';
import { scheduleDelivery } from './enqueueMessage';
import { outboxSettingsFor } from './outboxSettings';
import { outboxColumns, type OutboxRow } from './outboxRow';
import { deliverSiteMessage } from './siteMessage';

interface Claimed {
  row: OutboxRow;
  attemptId: string;
  attempts: number;
  send: ChannelSend;
}

const detailOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Step 1, one transaction with the row locked: decide from the stored state (`pickUpDecision`). A
 * message left `sending` by a worker that died is settled as in doubt and not sent; a queued one is
 * marked `sending` with a new attempt id and its attempt counted — committed BEFORE the external
 * call, so a crash during the call is recognisable afterwards.
 */
async function claim(ctx: DeliveryContext, tenantId: string, messageId: string): Promise<Claimed | null> {
  return withTenant(ctx.db, tenantId, async (trx) => {
    const row = await trx('sys_message').where({ id: messageId }).forUpdate().first<OutboxRow | undefined>(...outboxColumns);
    if (!row) return null;
    const decision = pickUpDecision(row.delivery_state);
    if (decision === 'skip') return null;
    if (decision === 'settle-in-doubt') {
      await trx('sys_message').where({ id: messageId }).update({ delivery_state: 'unknown', es_send_status: '2', attempt_id: null, send_result: 'message/send-in-doubt', send_detail: `attempt ${row.es_send_num}`, updated_at: trx.fn.now() });
      return null;
    }
    if (row.es_type === 'system') {
      await deliverSiteMessage(trx, tenantId, messageId, null);
      return null;
    }
    let send: ChannelSend;
    try {
      send = channelSend(ctx, row);
    } catch (error) {
      await settleFailure(trx, row, null, row.es_send_num + 1, error, ctx);
      return null;
    }
    const attemptId = randomUUID();
    const attempts = row.es_send_num + 1;
    await trx('sys_message').where({ id: messageId }).update({ delivery_state: 'sending', attempt_id: attemptId, attempt_started_at: trx.fn.now(), es_send_num: attempts, updated_at: trx.fn.now() });
    return { row, attemptId, attempts, send };
  });
}

/** Records a failed attempt as `afterFailedAttempt` decides: retried later (a job at the backoff time), failed, or in doubt. */
async function settleFailure(trx: Knex.Transaction, row: OutboxRow, attemptId: string | null, attempts: number, error: unknown, ctx: DeliveryContext): Promise<void> {
  const outcome = afterFailedAttempt(failureKindOf(error), attempts, outboxSettingsFor(ctx).retry, new Date());
  const noChannel = error instanceof NoChannel;
  const base = { es_send_num: attempts, attempt_id: null, updated_at: trx.fn.now(), send_detail: noChannel ? error.channel : detailOf(error) };
  const update = outcome.state === 'retry'
    ? { ...base, delivery_state: 'retry', es_send_status: '0', next_attempt_at: outcome.retryAt, send_result: 'message/send-retrying' }
    : outcome.state === 'failed'
      ? { ...base, delivery_state: 'failed', es_send_status: '2', next_attempt_at: null, send_result: noChannel ? 'message/no-provider' : 'message/send-failed' }
      : { ...base, delivery_state: 'unknown', es_send_status: '2', next_attempt_at: null, send_result: 'message/send-in-doubt' };
  await trx('sys_message').where({ id: row.id }).modify((q) => {
    if (attemptId) q.where({ attempt_id: attemptId });
  }).update(update);
  if (outcome.state === 'retry') await scheduleDelivery(trx, row.id, outcome.retryAt);
}

/**
 * Delivers one outbox message: claim (above), send to the receivers that do not have it yet, then
 * settle in a second transaction — only if the attempt is still this one's (`attempt_id`). Success:
 * sent (esSendStatus 1). Failure: see `settleFailure`. What a crash at each point leaves is in
 * `delivery/outbox/CONTEXT.md`.
 */
export async function deliverOutboxMessage(ctx: DeliveryContext, tenantId: string, messageId: string): Promise<void> {
  const claimed = await claim(ctx, tenantId, messageId);
  if (!claimed) return;
  const { row, attemptId, attempts, send } = claimed;
  const recordDelivered = async (receivers: string[]) => {
    await withTenant(ctx.db, tenantId, (trx) => trx('sys_message').where({ id: messageId, attempt_id: attemptId }).update({ delivered_to: trx.raw('delivered_to || ?::jsonb', [JSON.stringify(receivers)]) }));
  };
  let failure: unknown;
  let failed = false;
  try {
    await send(pendingReceivers(row), recordDelivered);
  } catch (error) {
    failure = error;
    failed = true;
  }
  await withTenant(ctx.db, tenantId, async (trx) => {
    if (failed) return settleFailure(trx, row, attemptId, attempts, failure, ctx);
    // Also when a second run of the job, taking this live worker for dead, marked this very attempt in doubt meanwhile.
    const thisAttempt = (q: Knex.QueryBuilder) => q.where({ attempt_id: attemptId }).orWhere((inDoubt) => inDoubt.where({ delivery_state: 'unknown', es_send_num: attempts }));
    await trx('sys_message').where({ id: messageId }).andWhere(thisAttempt).update({ delivery_state: 'sent', es_send_status: '1', attempt_id: null, next_attempt_at: null, send_result: null, send_detail: null, updated_at: trx.fn.now() });
  });
}

/** Payloads are unknown until checked: `{ messageId, tenantId }` (the tenant stamped by `wharf_schedule_job`). */
function readPayload(payload: unknown): { messageId: string; tenantId: string } {
  const { messageId, tenantId } = (payload ?? {}) as Record<string, unknown>;
  if (!isUuid(messageId) || !isUuid(tenantId)) throw new Error('deliver_message: payload needs messageId and tenantId');
  return { messageId, tenantId };
}

/** The worker task delivering one outbox message. */
export function deliverMessageTask(ctx: DeliveryContext): Task {
  return async (payload) => {
    const { messageId, tenantId } = readPayload(payload);
    await deliverOutboxMessage(ctx, tenantId, messageId);
  };
}
