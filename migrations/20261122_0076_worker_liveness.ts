import type { Knex } from 'knex';

/**
 * Which background workers are alive, so jobs a dead worker held are freed at once rather than after
 * graphile-worker's four-hour lock timeout (`server/src/worker/workerLiveness.ts`). Each worker
 * process holds a session-level advisory lock on `lock_key` for as long as it lives, and lists its
 * graphile-worker ids here: a worker whose process's lock is gone is dead. Owner-only, no tenant.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create sequence wharf_worker_lock_key_seq as integer cycle');
  await knex.schema.createTable('wharf_worker_liveness', (t) => {
    t.text('worker_id').primary();
    t.integer('lock_key').notNullable();
    t.timestamp('registered_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('revoke all on wharf_worker_liveness from public');
  await knex.raw('revoke all on sequence wharf_worker_lock_key_seq from public');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('wharf_worker_liveness');
  await knex.raw('drop sequence if exists wharf_worker_lock_key_seq');
}
