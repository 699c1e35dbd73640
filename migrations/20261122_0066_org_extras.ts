import type { Knex } from 'knex';
import { auditColumns, protectTenantTable } from './support';

/** The organisation's reference lists (spec §1 areas): each a code and a name per tenant. */
const catalogueTables = ['sys_position', 'sys_job', 'sys_tag', 'sys_division'] as const;

/** Which of those a user is tied to: table of the link, its column, the list it points into. */
const userLinks = [
  ['sys_user_position', 'position_id', 'sys_position'],
  ['sys_user_job', 'job_id', 'sys_job'],
  ['sys_user_tag', 'tag_id', 'sys_tag'],
  ['sys_user_division', 'division_id', 'sys_division'],
] as const;

/**
 * Organisation extras (issue #5): positions, jobs, tags and divisions with the users tied to
 * them; permissions held by a department and by roles defined inside a department (with their
 * users); proxy entries of proxy users; and the division a session works in.
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of catalogueTables) {
    await knex.schema.createTable(table, (t) => {
      t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
      t.string('code', 64).notNullable();
      t.string('name', 100).notNullable();
      t.integer('sort_order').notNullable().defaultTo(0);
      t.string('description', 255);
      // A position may be tied to the organisation or department it belongs to.
      if (table === 'sys_position') t.uuid('org_id').references('id').inTable('sys_org').onDelete('SET NULL');
      auditColumns(knex, t);
      t.unique(['tenant_id', 'code']);
    });
    await protectTenantTable(knex, table);
  }
  for (const [table, column, target] of userLinks) {
    await knex.schema.createTable(table, (t) => {
      t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
      t.uuid('user_id').notNullable().references('id').inTable('sys_user').onDelete('CASCADE');
      t.uuid(column).notNullable().references('id').inTable(target).onDelete('CASCADE');
      t.primary(['tenant_id', 'user_id', column]);
      t.index(['tenant_id', column]);
    });
    await protectTenantTable(knex, table);
  }

  // What a department holds; every user of the department holds it too.
  await knex.schema.createTable('sys_depart_permission', (t) => {
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.uuid('org_id').notNullable().references('id').inTable('sys_org').onDelete('CASCADE');
    t.uuid('permission_id').notNullable().references('id').inTable('sys_permission').onDelete('CASCADE');
    t.primary(['tenant_id', 'org_id', 'permission_id']);
  });
  await protectTenantTable(knex, 'sys_depart_permission');

  // Roles defined inside a department: they grant more to some of its users (while they belong to it).
  await knex.schema.createTable('sys_depart_role', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.uuid('org_id').notNullable().references('id').inTable('sys_org').onDelete('CASCADE');
    t.string('role_name', 100).notNullable();
    t.string('role_code', 100).notNullable();
    t.string('description', 255);
    auditColumns(knex, t);
    t.unique(['tenant_id', 'org_id', 'role_code']);
  });
  await protectTenantTable(knex, 'sys_depart_role');
  await knex.schema.createTable('sys_depart_role_permission', (t) => {
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.uuid('depart_role_id').notNullable().references('id').inTable('sys_depart_role').onDelete('CASCADE');
    t.uuid('permission_id').notNullable().references('id').inTable('sys_permission').onDelete('CASCADE');
    t.primary(['tenant_id', 'depart_role_id', 'permission_id']);
  });
  await protectTenantTable(knex, 'sys_depart_role_permission');
  await knex.schema.createTable('sys_depart_role_user', (t) => {
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.uuid('depart_role_id').notNullable().references('id').inTable('sys_depart_role').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('id').inTable('sys_user').onDelete('CASCADE');
    t.primary(['tenant_id', 'depart_role_id', 'user_id']);
    t.index(['tenant_id', 'user_id']);
  });
  await protectTenantTable(knex, 'sys_depart_role_user');

  // Proxy entries (spec §3 proxy types, §5 proxy rules): whom a proxy user acts for, and as what.
  await knex.schema.createTable('sys_user_proxy', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.uuid('user_id').notNullable().references('id').inTable('sys_user').onDelete('CASCADE');
    t.string('comp_code', 10).notNullable().comment('the enterprise acted for (customs code)');
    t.string('comp_name', 100);
    t.string('proxy_type', 16).notNullable().comment('forwarder, broker, supplier, businessUnit');
    t.string('proxy_code', 64).notNullable();
    t.string('forwarder_code', 64);
    t.string('broker_code', 64);
    t.string('customs_code', 64);
    auditColumns(knex, t);
    t.check("proxy_type in ('forwarder', 'broker', 'supplier', 'businessUnit')", [], 'sys_user_proxy_type');
    t.check('coalesce(forwarder_code, broker_code, customs_code) is not null', [], 'sys_user_proxy_some_code');
    // The same type twice for one enterprise is refused (spec §5).
    t.unique(['tenant_id', 'user_id', 'comp_code', 'proxy_type'], { indexName: 'sys_user_proxy_type_unique' });
  });
  await protectTenantTable(knex, 'sys_user_proxy');

  // The division a session works in (spec §3 userExtendInfo.divisionId/Code/Name).
  await knex.schema.alterTable('sys_session', (t) => {
    t.uuid('division_id').references('id').inTable('sys_division').onDelete('SET NULL');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sys_session', (t) => t.dropColumn('division_id'));
  for (const table of ['sys_user_proxy', 'sys_depart_role_user', 'sys_depart_role_permission', 'sys_depart_role', 'sys_depart_permission']) await knex.schema.dropTableIfExists(table);
  for (const [table] of userLinks) await knex.schema.dropTableIfExists(table);
  for (const table of catalogueTables) await knex.schema.dropTableIfExists(table);
}
