import type { Knex } from 'knex';
import { auditColumns, databaseRoles, protectTenantTable } from './support';

/**
 * Scheduled jobs a tenant manages (issue 22; spec §3 quartz job: jobName, jobClassName,
 * cronExpression, parameter, status; §4 normal/stopped): the jobs, and one row per run (the run
 * history, and the guarantee that one firing runs once: a run is recorded under its firing before
 * it starts). `next_fire_at` is the first firing the scheduler has not enqueued yet (null while
 * stopped). `wharf_enqueue_job_run` queues a run from request code: one graphile-worker queue per
 * job, so two runs of a job never overlap, and a key per firing, so a firing is queued once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sys_quartz_job', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.string('job_name', 100).notNullable();
    t.string('job_class_name', 100).notNullable();
    t.string('cron_expression', 120).notNullable();
    t.jsonb('parameter').notNullable().defaultTo('{}');
    t.string('status', 16).notNullable().defaultTo('stopped');
    t.string('description', 500);
    t.timestamp('next_fire_at', { useTz: true });
    auditColumns(knex, t);
    t.unique(['tenant_id', 'job_name'], { indexName: 'sys_quartz_job_name_uq' });
    t.check("status in ('normal', 'stopped')", [], 'sys_quartz_job_status');
    t.check("jsonb_typeof(parameter) = 'object'", [], 'sys_quartz_job_parameter_object');
  });
  // The scheduler's question across tenants: which running jobs are due.
  await knex.raw("create index sys_quartz_job_due_idx on sys_quartz_job (next_fire_at) where status = 'normal'");
  await protectTenantTable(knex, 'sys_quartz_job');

  await knex.schema.createTable('sys_quartz_job_run', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.uuid('job_id').notNullable().references('id').inTable('sys_quartz_job').onDelete('cascade');
    t.string('trigger', 16).notNullable();
    t.timestamp('fired_at', { useTz: true }).notNullable();
    t.string('status', 16).notNullable();
    t.timestamp('started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('finished_at', { useTz: true });
    t.integer('duration_ms');
    t.text('log').notNullable().defaultTo('');
    t.uuid('started_by');
    t.unique(['job_id', 'trigger', 'fired_at'], { indexName: 'sys_quartz_job_run_firing_uq' });
    t.index(['tenant_id', 'job_id', 'started_at'], 'sys_quartz_job_run_job_idx');
    t.check("trigger in ('schedule', 'once')", [], 'sys_quartz_job_run_trigger');
    t.check("status in ('running', 'success', 'failure', 'skipped')", [], 'sys_quartz_job_run_status');
  });
  await protectTenantTable(knex, 'sys_quartz_job_run');

  const appRole = (await databaseRoles(knex)).app;
  await knex.raw(`
    create function wharf_enqueue_job_run(p_job_id uuid, p_trigger text, p_fired_at timestamptz, p_started_by uuid)
      returns bigint
      language plpgsql volatile security definer set search_path = public, pg_temp
      as $$
      declare
        v_tenant uuid := app_current_tenant();
        v_job_id bigint;
      begin
        if v_tenant is null then
          raise exception 'a job needs a tenant context' using errcode = '42501';
        end if;
        if not exists (select 1 from sys_quartz_job where id = p_job_id and tenant_id = v_tenant) then
          raise exception 'no such scheduled job in this tenant' using errcode = '42501';
        end if;
        select id into v_job_id from graphile_worker.add_job(
          'scheduled_job_run',
          jsonb_build_object('jobId', p_job_id, 'trigger', p_trigger, 'firedAt', p_fired_at, 'startedBy', p_started_by, 'tenantId', v_tenant)::json,
          queue_name => 'scheduled_job:' || p_job_id::text,
          run_at => p_fired_at,
          max_attempts => 1,
          job_key => 'scheduled_job:' || p_job_id::text || ':' || p_trigger || ':' || to_char(p_fired_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS'),
          job_key_mode => 'preserve_run_at');
        return v_job_id;
      end $$`);
  await knex.raw('revoke all on function wharf_enqueue_job_run(uuid, text, timestamptz, uuid) from public');
  await knex.raw('grant execute on function wharf_enqueue_job_run(uuid, text, timestamptz, uuid) to ??', [appRole]);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function if exists wharf_enqueue_job_run(uuid, text, timestamptz, uuid)');
  await knex.schema.dropTableIfExists('sys_quartz_job_run');
  await knex.schema.dropTableIfExists('sys_quartz_job');
}
