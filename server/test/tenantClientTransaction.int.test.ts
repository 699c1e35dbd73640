import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../src/db/sqlParts';
import { withTenantTransaction } from '../src/db/tenantClientTransaction';
import { createTestDatabase, tenantIdByCode, type TestDatabase } from './support/testDatabase';
import { queriesSentDuring, type SentQuery } from './support/sentQueries';

/**
 * Issue 16 speed (task completions against the same row writes through pg): a task action's
 * transaction sends its opening (`begin`, the tenant's setting) with its first statement, in one
 * round trip, and still sees only its tenant's rows, with nothing left on the connection after.
 */

let database: TestDatabase;
let demo: string;
let acme: string;

beforeAll(async () => {
  database = await createTestDatabase();
  demo = await tenantIdByCode(database.owner, 'demo');
  acme = await tenantIdByCode(database.owner, 'acme');
});
afterAll(async () => database.drop());

/** Each query call made while `work` runs, with how many queries its connection had in flight then. */
async function callsDuring(work: () => Promise<unknown>): Promise<SentQuery[]> {
  return (await queriesSentDuring(work)).filter((call) => !call.text.startsWith('select version()'));
}

const firstWord = (text: string) => text.trim().split(/[\s;]/)[0]!.toLowerCase();

describe('withTenantTransaction', () => {
  it('sends the opening with the first statement, and the rest as before', async () => {
    let tenants: string[] = [];
    const calls = await callsDuring(() => withTenantTransaction(database.db, demo, async (tx) => {
      tenants = (await tx.run<{ tenant_id: string }>(sql`select distinct tenant_id from sys_user where del_flag = ${false}`, 'test_users')).map((row) => row.tenant_id);
      await tx.run(sql`select ${1}::int as one`, 'test_one');
    }));
    expect(tenants).toEqual([demo]);
    expect(calls.map((call) => [firstWord(call.text), call.inFlight])).toEqual([['begin', 0], ['select', 1], ['select', 0], ['commit', 0]]);
  });

  it('sees only its tenant, through run and through knex, and leaves no setting behind', async () => {
    for (const tenantId of [demo, acme]) {
      const seen = await withTenantTransaction(database.db, tenantId, async (tx) => {
        const viaRun = await tx.run<{ tenant_id: string }>(sql`select distinct tenant_id from sys_user`, 'test_all_users');
        const viaKnex = await (await tx.knex())('sys_user').distinct('tenant_id');
        return [...viaRun, ...viaKnex].map((row: { tenant_id: string }) => row.tenant_id);
      });
      expect([...new Set(seen)]).toEqual([tenantId]);
    }
    for (let i = 0; i < 6; i += 1) {
      const { rows } = await database.db.raw<{ rows: Array<{ tenant: string | null }> }>("select current_setting('app.tenant_id', true) as tenant");
      expect(rows[0]!.tenant ?? '').toBe('');
    }
  });

  it('a failing first statement rolls back, and a knex-first transaction opens before knex reads', async () => {
    await expect(withTenantTransaction(database.db, demo, (tx) => tx.run(sql`select 1 / ${0}::int`, 'test_fail'))).rejects.toMatchObject({ code: '22012' });
    const calls = await callsDuring(() => withTenantTransaction(database.db, acme, async (tx) => (await tx.knex())('sys_user').first('id')));
    expect(calls.map((call) => [firstWord(call.text), call.inFlight])).toEqual([['begin', 0], ['select', 0], ['commit', 0]]);
    const { rows } = await database.db.raw<{ rows: Array<{ n: number }> }>('select count(*)::int as n from pg_stat_activity where datname = current_database() and state = ?', ['idle in transaction']);
    expect(rows[0]!.n).toBe(0);
  });

  it('a transaction that sends nothing sends no begin or commit', async () => {
    const calls = await callsDuring(() => withTenantTransaction(database.db, demo, async () => 'nothing'));
    expect(calls).toEqual([]);
  });
});
