import type { Knex } from 'knex';

/**
 * The tenant's time zone (issue 22: a warning rule's hourly dispatch slots, spec §9 0:00–23:00, and
 * its cron are read on the tenant's clock, not UTC). An IANA name such as `Asia/Shanghai`; null
 * reads as UTC. The check refuses a name PostgreSQL does not know.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sys_tenant', (t) => {
    t.string('time_zone', 64).comment('IANA time zone of the tenant\'s clock (warning slots); null: UTC');
  });
  await knex.raw("alter table sys_tenant add constraint sys_tenant_time_zone_known check (time_zone is null or (timestamptz '2000-01-01 00:00:00+00' at time zone time_zone) is not null)");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table sys_tenant drop constraint sys_tenant_time_zone_known');
  await knex.schema.alterTable('sys_tenant', (t) => t.dropColumn('time_zone'));
}
