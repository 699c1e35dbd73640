import type { Knex } from 'knex';

/**
 * The outbox (issue 22 "Message delivery"): `sys_message` is the one table every channel's message
 * goes out from. A message written by a cause (a warning, a publish) carries its delivery state
 * beside the spec's esSendStatus: how often it was tried (esSendNum), when the next try is due,
 * the try in flight (`attempt_id`, set before the external call, so a worker that dies mid-send
 * leaves the message recognisably in doubt) and which receivers already have it (a retry of a
 * many-receiver SMS skips them). See `server/src/delivery/outbox/CONTEXT.md`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sys_message', (t) => {
    t.text('es_cc').comment('email copies, comma separated');
    t.string('source', 200).comment('what caused the message, e.g. warning:<ruleId>; null when written by hand');
    t.string('delivery_state', 16).comment('null draft; queued, sending, retry, sent, failed, unknown (in doubt)');
    t.integer('es_send_num').notNullable().defaultTo(0).comment('delivery attempts so far');
    t.timestamp('next_attempt_at', { useTz: true });
    t.uuid('attempt_id').comment('the attempt in flight: set before the external call, cleared when it settles');
    t.timestamp('attempt_started_at', { useTz: true });
    t.jsonb('delivered_to').notNullable().defaultTo('[]').comment('receivers that already accepted (a retry skips them)');
    t.index(['tenant_id', 'delivery_state']);
  });
  await knex.raw("alter table sys_message add constraint sys_message_delivery_state check (delivery_state in ('queued', 'sending', 'retry', 'sent', 'failed', 'unknown'))");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table sys_message drop constraint if exists sys_message_delivery_state');
  await knex.schema.alterTable('sys_message', (t) => {
    t.dropIndex(['tenant_id', 'delivery_state']);
    for (const column of ['es_cc', 'source', 'delivery_state', 'es_send_num', 'next_attempt_at', 'attempt_id', 'attempt_started_at', 'delivered_to']) t.dropColumn(column);
  });
}
