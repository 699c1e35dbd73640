import type { Knex } from 'knex';
import { databaseRoles } from './support';

/**
 * Lets request code enqueue background jobs inside its own transaction, without access to the
 * queue's tables: the function stamps the job with the caller's tenant, so every job carries it.
 */
export async function up(knex: Knex): Promise<void> {
  const appRole = (await databaseRoles(knex)).app;
  await knex.raw(`
    create function wharf_enqueue_job(p_task text, p_payload jsonb, p_job_key text default null)
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
          job_key => p_job_key);
        return v_job_id;
      end $$`);
  await knex.raw('revoke all on function wharf_enqueue_job(text, jsonb, text) from public');
  await knex.raw('grant execute on function wharf_enqueue_job(text, jsonb, text) to ??', [appRole]);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function if exists wharf_enqueue_job(text, jsonb, text)');
}
