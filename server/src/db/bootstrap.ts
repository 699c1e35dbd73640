import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { runMigrations as runQueueMigrations } from 'graphile-worker';
import type { Logger } from 'pino';
import { appRoleName, migrationSource } from '../../../migrations/index';

/** One number for pg_advisory_lock, so processes starting together migrate one at a time. */
const bootstrapLockKey = 7_301_122;

/**
 * Prepares a database for the product, idempotently and as its owner: the app role and its
 * password, the job queue's schema, the platform migrations. Returns the app role's password.
 * Concurrent starts (several API and worker processes) queue on an advisory lock.
 */
export async function bootstrapDatabase(owner: Knex, ownerUrl: string, log: Logger): Promise<string> {
  const connection = await owner.client.acquireConnection();
  try {
    await owner.raw('select pg_advisory_lock(?)', [bootstrapLockKey]).connection(connection);
    const password = await ensureAppRole(owner);
    await runQueueMigrations({ connectionString: ownerUrl });
    const [, applied] = (await owner.migrate.latest({ migrationSource })) as [number, string[]];
    if (applied.length > 0) log.info({ applied }, 'migrations applied');
    return password;
  } finally {
    // The lock belongs to the pooled connection: release it before the connection goes back.
    await owner.raw('select pg_advisory_unlock(?)', [bootstrapLockKey]).connection(connection).catch(() => undefined);
    await owner.client.releaseConnection(connection);
  }
}

/**
 * Creates the login role request queries run as (no superuser, no BYPASSRLS, owns nothing),
 * or resets its password to the one this database has on record. The password is kept in
 * `wharf_meta`, which only the owner can read, so every process of one database agrees on it.
 */
async function ensureAppRole(owner: Knex): Promise<string> {
  await owner.raw('create table if not exists wharf_meta (key text primary key, value text not null)');
  await owner.raw('revoke all on wharf_meta from public');
  await owner.raw('insert into wharf_meta (key, value) values (?, ?) on conflict (key) do nothing', [
    'app_role_password',
    randomBytes(24).toString('hex'),
  ]);
  const { rows } = await owner.raw<{ rows: { value: string }[] }>('select value from wharf_meta where key = ?', ['app_role_password']);
  const password = rows[0]!.value;
  // DDL takes no bind parameters: PostgreSQL's own format() quotes the role name and password.
  const ddl = async (template: string) => {
    const { rows: [statement] } = await owner.raw<{ rows: { text: string }[] }>('select format(?, ?::text, ?::text) as text', [template, appRoleName, password]);
    await owner.raw(statement!.text);
  };
  const exists = await owner.raw<{ rows: unknown[] }>('select 1 from pg_roles where rolname = ?', [appRoleName]);
  if (exists.rows.length === 0) {
    try {
      await ddl('create role %I login nosuperuser nobypassrls nocreatedb nocreaterole password %L');
    } catch (error) {
      // Another database's bootstrap on the same cluster may have created it a moment ago.
      if ((error as { code?: string }).code !== '42710') throw error;
    }
  }
  await ddl('alter role %I login nosuperuser nobypassrls password %L');
  return password;
}
