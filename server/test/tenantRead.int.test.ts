import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAsTenant } from '../src/db/tenantRead';
import { withTenantConnection } from '../src/eform/sqlConfig/tenantConnection';
import { createTestDatabase, tenantIdByCode, type TestDatabase } from './support/testDatabase';
import { queriesSentDuring, type SentQuery } from './support/sentQueries';

/**
 * Issue 17 speed (dataset query p50 against the same SQL through pg): a tenant's read-only
 * statement goes in one round trip — opening, statement and rollback written together — and
 * row-level security stays exactly as strong: only the tenant's rows, read only, timeouts set,
 * nothing left on the connection.
 */

let database: TestDatabase;
let demo: string;
let acme: string;
const options = { statementTimeoutMs: 5000, lockTimeoutMs: 1000 };

beforeAll(async () => {
  database = await createTestDatabase();
  demo = await tenantIdByCode(database.owner, 'demo');
  acme = await tenantIdByCode(database.owner, 'acme');
});
afterAll(async () => database.drop());

/** Each query call made while `work` runs, with how many queries its connection had in flight at that moment. */
const callsDuring: (work: () => Promise<unknown>) => Promise<SentQuery[]> = queriesSentDuring;

const usersOf = (tenantId: string) => readAsTenant<{ tenant_id: string }>(database.db, tenantId, options, { text: 'select tenant_id from sys_user where del_flag = $1', values: [false] });

describe('readAsTenant', () => {
  it('sends the opening, the statement and the rollback without waiting between them', async () => {
    // (knex asks a new connection's server version first)
    const calls = (await callsDuring(() => usersOf(demo))).filter((call) => !call.text.startsWith('select version()'));
    expect(calls.map((call) => call.text.split(';')[0])).toEqual(['begin transaction read only', 'select tenant_id from sys_user where del_flag = $1', 'rollback']);
    expect(calls.map((call) => call.inFlight)).toEqual([0, 1, 2]);
  });

  it('sees only the tenant\'s rows, read only, with its timeouts', async () => {
    const demoRows = await usersOf(demo);
    const acmeRows = await usersOf(acme);
    expect(demoRows.length).toBeGreaterThan(0);
    expect(acmeRows.length).toBeGreaterThan(0);
    expect([...new Set(demoRows.map((row) => row.tenant_id))]).toEqual([demo]);
    expect([...new Set(acmeRows.map((row) => row.tenant_id))]).toEqual([acme]);
    const [settings] = await readAsTenant<{ timeout: string; readOnly: string; tenant: string }>(database.db, acme, options, {
      text: "select current_setting('statement_timeout') as timeout, current_setting('transaction_read_only') as \"readOnly\", current_setting('app.tenant_id') as tenant", values: [],
    });
    expect(settings).toEqual({ timeout: '5s', readOnly: 'on', tenant: acme });
    await expect(readAsTenant(database.db, demo, options, { text: 'delete from sys_user where id = $1', values: [demo] })).rejects.toMatchObject({ code: '25006' });
  });

  it('leaves no transaction, tenant or pipelining on the connection, after an answer or a failure', async () => {
    await expect(readAsTenant(database.db, demo, { ...options, statementError: (error) => new Error(`mapped ${(error as { code: string }).code}`) }, { text: 'select 1 / $1::int', values: [0] }))
      .rejects.toThrow('mapped 22012');
    for (let i = 0; i < 8; i += 1) {
      const connection = (await database.db.client.acquireConnection()) as pg.PoolClient & { pipeline: boolean };
      try {
        expect(connection.pipeline).toBe(false);
        const { rows } = await connection.query("select current_setting('app.tenant_id', true) as tenant, now() = statement_timestamp() as \"isOutside\"");
        expect(rows[0]).toMatchObject({ isOutside: true });
        expect(rows[0].tenant ?? '').toBe('');
      } finally {
        await database.db.client.releaseConnection(connection);
      }
    }
  });

  it('takes a connection still busy with a statement someone did not wait for one statement at a time, as the same tenant only', async () => {
    const single = (await import('../src/db/connect')).connect((database.db.client as { config: { connection: { connectionString: string } } }).config.connection.connectionString, { poolMax: 1 });
    try {
      const busy = (await single.client.acquireConnection()) as pg.PoolClient;
      // Handed back with a statement still in flight.
      const unanswered = busy.query('select pg_sleep(0.05)');
      await single.client.releaseConnection(busy);
      const rows = await readAsTenant<{ tenant_id: string }>(single, demo, options, { text: 'select tenant_id from sys_user', values: [] });
      await unanswered;
      expect([...new Set(rows.map((row) => row.tenant_id))]).toEqual([demo]);
    } finally {
      await single.destroy();
    }
  });

  it('withTenantConnection hands its connection back only once its rollback is answered', async () => {
    const single = (await import('../src/db/connect')).connect((database.db.client as { config: { connection: { connectionString: string } } }).config.connection.connectionString, { poolMax: 1 });
    try {
      await withTenantConnection(single, acme, options, async (client) => client.query('select 1'));
      const connection = (await single.client.acquireConnection()) as pg.PoolClient & { _activeQuery?: unknown; _queryQueue: unknown[]; readyForQuery: boolean };
      try {
        expect({ active: connection._activeQuery ?? null, queued: connection._queryQueue.length, isReady: connection.readyForQuery }).toEqual({ active: null, queued: 0, isReady: true });
        const { rows } = await connection.query("select current_setting('app.tenant_id', true) as tenant, now() = statement_timestamp() as \"isOutside\"");
        expect(rows[0]).toMatchObject({ isOutside: true });
      } finally {
        await single.client.releaseConnection(connection);
      }
    } finally {
      await single.destroy();
    }
  });

  it('refuses a tenant id that is not a uuid', async () => {
    await expect(readAsTenant(database.db, "x'; select 1; --", options, { text: 'select 1', values: [] })).rejects.toThrow('not a uuid');
  });
});
