import type { Knex } from 'knex';
import { auditColumns, protectTenantTable } from './support';

/**
 * Announcements (spec §3, §4): written by the tenant's administrators, published to everyone or to
 * chosen users, withdrawn later. Who has read one is kept per user; rows appear on first reading,
 * so publishing to a tenant of a million users writes nothing per user.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sys_announcement', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.string('title', 100).notNullable();
    t.text('content').notNullable();
    t.string('msg_category', 1).notNullable().defaultTo('1').comment('1 notice, 2 system message');
    t.string('priority', 1).notNullable().defaultTo('M').comment('L low, M middle, H high');
    t.string('msg_type', 10).notNullable().defaultTo('ALL').comment('ALL everyone, USER the chosen users');
    t.jsonb('user_ids').notNullable().defaultTo('[]');
    t.timestamp('start_time', { useTz: true });
    t.timestamp('end_time', { useTz: true });
    t.string('send_status', 1).notNullable().defaultTo('0').comment('0 unpublished, 1 published, 2 withdrawn');
    t.timestamp('send_time', { useTz: true });
    t.timestamp('cancel_time', { useTz: true });
    auditColumns(knex, t);
    t.index(['tenant_id', 'send_status', 'send_time']);
  });
  await protectTenantTable(knex, 'sys_announcement');

  await knex.schema.createTable('sys_announcement_read', (t) => {
    t.uuid('tenant_id').notNullable().references('id').inTable('sys_tenant');
    t.uuid('announcement_id').notNullable().references('id').inTable('sys_announcement').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('id').inTable('sys_user').onDelete('CASCADE');
    t.timestamp('read_time', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['tenant_id', 'user_id', 'announcement_id']);
  });
  await protectTenantTable(knex, 'sys_announcement_read', 'select, insert');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sys_announcement_read');
  await knex.schema.dropTableIfExists('sys_announcement');
}
