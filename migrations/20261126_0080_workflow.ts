import type { Knex } from 'knex';
import { auditColumns, databaseRoles, protectTenantTable } from './support';

/**
 * Approval workflow (issue 16). The workflow definition itself stays in the definition store (kind
 * `workflow`, code = processKey); these tables hold what runs it:
 * - `bpm_template`: a template's lifecycle (design / active / suspended, enabled) beside its definition;
 * - `bpm_instance`: one running or ended request, its engine state (`state`, the fold of its events);
 * - `bpm_event`: the instance's event log, insert-only like definition revisions (replay reads it);
 * - `bpm_task`, `bpm_cc`: the rows the engine's effects create (to-dos and cc's, read or not);
 * - `bpm_delegate`: delegations (delegator → bailee, all or some process keys, a date range);
 * - `sys_org.head_user_id`: a department's head, which the manager chain and the relation approvers
 *   (initiatorDeptHead / initiatorParentDeptHead) read.
 * Deadlines are graphile-worker jobs scheduled inside the request's transaction through
 * `wharf_schedule_job` / `wharf_remove_job` (job keys are prefixed with the tenant, so one tenant can
 * neither replace nor remove another tenant's job).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sys_org', (t) => {
    t.uuid('head_user_id').references('id').inTable('sys_user').onDelete('SET NULL');
  });

  await knex.schema.createTable('bpm_template', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.string('process_key', 100).notNullable();
    t.uuid('definition_id').notNullable().references('id').inTable('eform_definition').onDelete('CASCADE');
    t.string('status', 16).notNullable().defaultTo('design');
    t.boolean('enabled').notNullable().defaultTo(true);
    t.integer('published_version');
    t.string('group_name', 100);
    auditColumns(knex, t);
    t.unique(['tenant_id', 'process_key'], { indexName: 'bpm_template_key_unique' });
    t.check("status in ('design', 'active', 'suspended')", [], 'bpm_template_status');
  });
  await protectTenantTable(knex, 'bpm_template');

  await knex.schema.createTable('bpm_instance', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.string('process_key', 100).notNullable();
    t.uuid('definition_id').notNullable().references('id').inTable('eform_definition');
    t.integer('definition_version').notNullable();
    t.string('form_code', 100);
    t.string('data_id', 100);
    t.string('title', 300).notNullable();
    t.uuid('initiator_id').notNullable().references('id').inTable('sys_user');
    t.string('status', 16).notNullable();
    t.string('outcome', 16);
    t.string('business_status', 16);
    t.string('current_node_id', 100);
    t.jsonb('state').notNullable();
    t.timestamp('started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('ended_at', { useTz: true });
    t.integer('version').notNullable().defaultTo(1);
    t.index(['tenant_id', 'initiator_id', 'status']);
    t.index(['tenant_id', 'process_key', 'status']);
    t.index(['tenant_id', 'form_code', 'data_id']);
    t.check("status in ('active', 'suspended', 'completed')", [], 'bpm_instance_status');
    t.check("outcome is null or outcome in ('approved', 'withdrawn', 'rejected')", [], 'bpm_instance_outcome');
  });
  await protectTenantTable(knex, 'bpm_instance');

  await knex.schema.createTable('bpm_event', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.uuid('instance_id').notNullable().references('id').inTable('bpm_instance').onDelete('CASCADE');
    t.integer('seq').notNullable();
    t.jsonb('action').notNullable();
    t.jsonb('answers').notNullable();
    t.timestamp('at', { useTz: true }).notNullable();
    t.uuid('actor_id');
    t.unique(['instance_id', 'seq'], { indexName: 'bpm_event_seq_unique' });
  });
  // The log is history: the app role may append to it but never change or remove an event.
  await protectTenantTable(knex, 'bpm_event', 'select, insert');

  await knex.schema.createTable('bpm_task', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.uuid('instance_id').notNullable().references('id').inTable('bpm_instance').onDelete('CASCADE');
    t.integer('task_no').notNullable();
    t.string('node_id', 100).notNullable();
    t.string('node_name', 200);
    t.uuid('assignee_id').references('id').inTable('sys_user');
    t.uuid('original_assignee_id').references('id').inTable('sys_user');
    t.uuid('from_user_id').references('id').inTable('sys_user');
    t.string('status', 16).notNullable();
    t.string('kind', 16).notNullable().defaultTo('approve');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('due_at', { useTz: true });
    t.timestamp('ended_at', { useTz: true });
    t.string('comment', 2000);
    t.unique(['instance_id', 'task_no'], { indexName: 'bpm_task_no_unique' });
    t.index(['tenant_id', 'assignee_id', 'status']);
    t.check("kind in ('approve', 'resubmit')", [], 'bpm_task_kind');
  });
  await protectTenantTable(knex, 'bpm_task');

  await knex.schema.createTable('bpm_cc', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.uuid('instance_id').notNullable().references('id').inTable('bpm_instance').onDelete('CASCADE');
    t.string('node_id', 100).notNullable();
    t.string('node_name', 200);
    t.uuid('user_id').notNullable().references('id').inTable('sys_user');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('read_at', { useTz: true });
    t.index(['tenant_id', 'user_id']);
    t.index(['instance_id']);
  });
  await protectTenantTable(knex, 'bpm_cc');

  await knex.schema.createTable('bpm_delegate', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.uuid('delegator_id').notNullable().references('id').inTable('sys_user').onDelete('CASCADE');
    t.uuid('bailee_id').notNullable().references('id').inTable('sys_user').onDelete('CASCADE');
    // "all", or a JSON array of process keys.
    t.jsonb('resource').notNullable();
    t.timestamp('start_at', { useTz: true }).notNullable();
    t.timestamp('end_at', { useTz: true }).notNullable();
    auditColumns(knex, t);
    t.index(['tenant_id', 'delegator_id']);
    t.check("end_at > start_at", [], 'bpm_delegate_range');
    t.check("delegator_id <> bailee_id", [], 'bpm_delegate_not_self');
    t.check("resource = '\"all\"'::jsonb or jsonb_typeof(resource) = 'array'", [], 'bpm_delegate_resource');
  });
  await protectTenantTable(knex, 'bpm_delegate');

  const appRole = (await databaseRoles(knex)).app;
  // Like wharf_enqueue_job (migration 0003), with a time to run at; the key is the tenant's own.
  await knex.raw(`
    create function wharf_schedule_job(p_task text, p_payload jsonb, p_job_key text, p_run_at timestamptz)
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
        select id into v_job_id from graphile_worker.add_job(
          p_task,
          (coalesce(p_payload, '{}'::jsonb) || jsonb_build_object('tenantId', v_tenant))::json,
          run_at => p_run_at,
          job_key => v_tenant::text || ':' || p_job_key);
        return v_job_id;
      end $$`);
  await knex.raw(`
    create function wharf_remove_job(p_job_key text)
      returns void
      language plpgsql volatile security definer set search_path = public, pg_temp
      as $$
      declare
        v_tenant uuid := app_current_tenant();
      begin
        if v_tenant is null then
          raise exception 'a job needs a tenant context' using errcode = '42501';
        end if;
        perform graphile_worker.remove_job(v_tenant::text || ':' || p_job_key);
      end $$`);
  for (const signature of ['wharf_schedule_job(text, jsonb, text, timestamptz)', 'wharf_remove_job(text)']) {
    await knex.raw(`revoke all on function ${signature} from public`);
    await knex.raw(`grant execute on function ${signature} to ??`, [appRole]);
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function if exists wharf_remove_job(text)');
  await knex.raw('drop function if exists wharf_schedule_job(text, jsonb, text, timestamptz)');
  for (const table of ['bpm_delegate', 'bpm_cc', 'bpm_task', 'bpm_event', 'bpm_instance', 'bpm_template']) {
    await knex.schema.dropTableIfExists(table);
  }
  await knex.schema.alterTable('sys_org', (t) => {
    t.dropColumn('head_user_id');
  });
}
