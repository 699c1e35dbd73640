import type { Knex } from 'knex';
import { databaseRoles, auditColumns, protectTenantTable } from './support';

/**
 * The organisation tree (spec §3 "org") with the login policies it carries: IP whitelist,
 * password expiry and alert days, lock after N failures, password blacklist, multiple login.
 * Users belong to an organisation and carry their lockout state. Login rate limits live in a
 * table so that every API process counts the same attempts.
 */
export async function up(knex: Knex): Promise<void> {
  const appRole = (await databaseRoles(knex)).app;
  await knex.schema.createTable('sys_org', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.uuid('parent_id').references('id').inTable('sys_org');
    t.string('org_name', 100).notNullable();
    t.string('org_code', 64).notNullable();
    t.string('org_type', 16).notNullable().defaultTo('organization').comment('organization or department');
    t.integer('org_order').notNullable().defaultTo(0);
    t.string('comp_code', 10);
    t.string('social_credit_code', 18);
    t.specificType('ip_whitelist', 'text[]').comment('addresses or CIDR ranges; empty or null: any');
    t.integer('password_expiry_days').comment('null or 0: passwords do not expire');
    t.integer('password_alert_days').comment('warn this many days before expiry');
    t.integer('lock_user_failures').comment('lock after this many failed logins; null: the default 5');
    t.specificType('password_blacklist', 'text[]');
    t.string('multiple_login', 16).notNullable().defaultTo('default').comment('default, prohibit, allow');
    auditColumns(knex, t);
    t.unique(['tenant_id', 'org_code']);
    t.index(['tenant_id', 'parent_id']);
    t.check("multiple_login in ('default', 'prohibit', 'allow')", [], 'sys_org_multiple_login');
    t.check("org_type in ('organization', 'department')", [], 'sys_org_type');
  });
  await protectTenantTable(knex, 'sys_org');

  await knex.schema.alterTable('sys_user', (t) => {
    t.uuid('org_id').references('id').inTable('sys_org');
    t.integer('failed_login_count').notNullable().defaultTo(0);
    t.timestamp('locked_until', { useTz: true });
    t.timestamp('password_changed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // Rate limits are platform-wide counters (per IP, per account), not tenant data: only the
  // SECURITY DEFINER function below touches them.
  await knex.schema.createTable('auth_rate_limit', (t) => {
    t.string('bucket', 200).primary();
    t.timestamp('window_start', { useTz: true }).notNullable();
    t.integer('hits').notNullable();
  });
  await knex.raw('revoke all on auth_rate_limit from public');
  await knex.raw(`
    create function auth_hit_rate_limit(p_bucket text, p_limit integer, p_window_seconds integer)
      returns boolean
      language plpgsql volatile security definer set search_path = public, pg_temp
      as $$
      declare v_hits integer;
      begin
        insert into auth_rate_limit as r (bucket, window_start, hits) values (p_bucket, now(), 1)
          on conflict (bucket) do update
             set hits = case when r.window_start < now() - make_interval(secs => p_window_seconds) then 1 else r.hits + 1 end,
                 window_start = case when r.window_start < now() - make_interval(secs => p_window_seconds) then now() else r.window_start end
          returning hits into v_hits;
        return v_hits <= p_limit;
      end $$`);
  await knex.raw('revoke all on function auth_hit_rate_limit(text, integer, integer) from public');
  await knex.raw('grant execute on function auth_hit_rate_limit(text, integer, integer) to ??', [appRole]);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function if exists auth_hit_rate_limit(text, integer, integer)');
  await knex.schema.dropTableIfExists('auth_rate_limit');
  await knex.schema.alterTable('sys_user', (t) => {
    t.dropColumn('org_id');
    t.dropColumn('failed_login_count');
    t.dropColumn('locked_until');
    t.dropColumn('password_changed_at');
  });
  await knex.schema.dropTableIfExists('sys_org');
}
