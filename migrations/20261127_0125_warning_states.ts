import type { Knex } from 'knex';
import { protectTenantTable } from './support';

/**
 * Warnings evaluated per business record (issue 22 "Warnings"; spec §4 warn/cancel with relieve and
 * recover). `warn_record_state`: one row per rule and record key while the record is, or was, in
 * warning (pending before the pending period has passed; warn; cancel once recovered or relieved),
 * with the values it was last read with, for the results page. `warn_rule_run`: per rule, the
 * watermark ("new rows since the last run") and the last run's counts; its row is locked while the
 * rule is evaluated, so two evaluations of one rule never overlap. `warn_state_event`: the audit of
 * operators' relieve and recover actions.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('warn_record_state', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.string('warning_code', 100).notNullable();
    t.string('rule_code', 100).notNullable();
    t.string('record_key', 200).notNullable();
    t.string('status', 10).notNullable();
    t.string('cancel_reason', 10);
    t.timestamp('breached_since', { useTz: true }).notNullable();
    t.timestamp('warned_at', { useTz: true });
    t.timestamp('cancelled_at', { useTz: true });
    t.jsonb('record_values').notNullable().defaultTo('{}');
    t.jsonb('readings').notNullable().defaultTo('[]');
    t.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['tenant_id', 'warning_code', 'rule_code', 'record_key']);
    t.index(['tenant_id', 'warning_code', 'rule_code', 'status', 'breached_since']);
  });
  await knex.raw("alter table warn_record_state add constraint warn_record_state_status check (status in ('pending', 'warn', 'cancel'))");
  await knex.raw("alter table warn_record_state add constraint warn_record_state_reason check ((status = 'cancel') = (cancel_reason is not null) and (cancel_reason is null or cancel_reason in ('recovered', 'relieved')))");
  await protectTenantTable(knex, 'warn_record_state');

  await knex.schema.createTable('warn_rule_run', (t) => {
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.string('warning_code', 100).notNullable();
    t.string('rule_code', 100).notNullable();
    t.text('watermark');
    t.timestamp('last_run_at', { useTz: true });
    t.integer('last_checked').notNullable().defaultTo(0);
    t.integer('last_fired').notNullable().defaultTo(0);
    t.integer('last_duration_ms').notNullable().defaultTo(0);
    t.primary(['tenant_id', 'warning_code', 'rule_code']);
  });
  await protectTenantTable(knex, 'warn_rule_run', 'select, insert, update');

  await knex.schema.createTable('warn_state_event', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.uuid('state_id').notNullable().references('id').inTable('warn_record_state').onDelete('cascade');
    t.string('action', 10).notNullable();
    // The user's row may live in another tenant (the platform operator switched in), so no foreign key.
    t.uuid('user_id').notNullable();
    t.string('note', 500);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['tenant_id', 'state_id', 'created_at']);
  });
  await knex.raw("alter table warn_state_event add constraint warn_state_event_action check (action in ('relieve', 'recover'))");
  await protectTenantTable(knex, 'warn_state_event', 'select, insert');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('warn_state_event');
  await knex.schema.dropTableIfExists('warn_rule_run');
  await knex.schema.dropTableIfExists('warn_record_state');
}
