import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/withTenant';
import { createTestDatabase, tenantIdByCode, type TestDatabase } from './support/testDatabase';

/**
 * Issue 21 list path / issue 16 speed: a tenant transaction opens with BEGIN and the tenant setting
 * in one round trip, and still sees only its tenant (nested ones too), with the setting gone after.
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

/** The statements the app role's connection sends while `work` runs. */
async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const listener = (query: { sql: string }) => seen.push(query.sql);
  database.db.on('query', listener);
  try {
    await work();
  } finally {
    database.db.off('query', listener);
  }
  return seen;
}

const tenantOf = (rows: Array<{ tenant_id: string }>) => [...new Set(rows.map((row) => row.tenant_id))];

describe('tenant transactions', () => {
  it('open with BEGIN and the tenant setting in one statement, and see only the tenant', async () => {
    let users: Array<{ tenant_id: string }> = [];
    const statements = await statementsDuring(() => withTenant(database.db, demo, async (trx) => {
      users = await trx('sys_user').select('tenant_id');
    }));
    expect(statements).toEqual([`begin; select set_config('app.tenant_id', '${demo}', true)`, expect.stringMatching(/^select "tenant_id" from "sys_user"/), 'COMMIT;']);
    expect(users.length).toBeGreaterThan(0);
    expect(tenantOf(users)).toEqual([demo]);
  });

  it('a tenant transaction inside another opens its savepoint as its own tenant, and a rollback of it restores the outer one', async () => {
    const seen = await withTenant(database.db, demo, async (outer) => {
      const inner = await withTenant(outer, acme, async (trx) => tenantOf(await trx('sys_user').select('tenant_id')));
      const afterInner = tenantOf(await outer('sys_user').select('tenant_id'));
      await withTenant(outer, acme, async () => {
        throw new Error('rolled back');
      }).catch(() => undefined);
      const afterRollback = tenantOf(await outer('sys_user').select('tenant_id'));
      return { inner, afterInner, afterRollback };
    });
    // A released savepoint keeps its setting (as set_config after SAVEPOINT always did); a rolled back one does not.
    expect(seen).toEqual({ inner: [acme], afterInner: [acme], afterRollback: [acme] });
    const rolledBack = await withTenant(database.db, demo, async (outer) => {
      await withTenant(outer, acme, async () => {
        throw new Error('rolled back');
      }).catch(() => undefined);
      return tenantOf(await outer('sys_user').select('tenant_id'));
    });
    expect(rolledBack).toEqual([demo]);
  });

  it('a tenant id that is not a uuid is bound, never written into the text', async () => {
    const hostile = `${demo}', true); select 1; --`;
    const statements = await statementsDuring(() => withTenant(database.db, hostile, async () => undefined).catch(() => undefined));
    expect(statements.some((sql) => sql.includes(hostile))).toBe(false);
    expect(statements).toContainEqual(expect.stringMatching(/^select set_config\('app\.tenant_id', (\?|\$1), true\)$/));
  });

  it('the tenant setting ends with the transaction, on the same pooled connection', async () => {
    await withTenant(database.db, demo, async () => undefined);
    const { rows } = await database.db.raw<{ rows: Array<{ tenant: string | null }> }>("select nullif(current_setting('app.tenant_id', true), '') as tenant");
    expect(rows[0]!.tenant).toBeNull();
    expect(await database.db('sys_user').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('a failed transaction rolls back what it wrote', async () => {
    await expect(withTenant(database.db, demo, async (trx) => {
      await trx('sys_user').where({ username: 'demo_user' }).update({ realname: 'changed' });
      throw new Error('refused');
    })).rejects.toThrow('refused');
    expect((await database.owner('sys_user').where({ username: 'demo_user' }).first('realname')).realname).not.toBe('changed');
  });
});

describe('prepared statements of the hot paths', () => {
  it('run as a statement named by the text\'s hash, kept on the connection, with the values bound', async () => {
    const { runPart, sql } = await import('../src/db/sqlParts');
    const seen = await withTenant(database.db, demo, async (trx) => {
      const byName = (username: string) => runPart<{ username: string; tenant_id: string }>(trx, sql`select username, tenant_id from sys_user where username = ${username}`, 'test_user');
      const first = await byName('demo_admin');
      const second = await byName("demo_user' or '1'='1");
      const third = await byName('demo_user');
      const other = await runPart(trx, sql`select id from sys_user where username = ${'demo_user'}`, 'test_user');
      const { rows } = await trx.raw<{ rows: Array<{ name: string }> }>("select name from pg_prepared_statements where name like 'test_user_%'");
      return { first, second, third, other: other.length, names: rows.map((row) => row.name) };
    });
    expect(seen.first).toEqual([{ username: 'demo_admin', tenant_id: demo }]);
    expect(seen.second).toEqual([]);
    expect(seen.third).toEqual([{ username: 'demo_user', tenant_id: demo }]);
    expect(seen.other).toBe(1);
    // One statement per text: the same query with other values reuses its name.
    expect(seen.names).toHaveLength(2);
  });

  it('run on the transaction\'s own connection: they see its uncommitted writes and its tenant, and roll back with it', async () => {
    const { runPart, sql } = await import('../src/db/sqlParts');
    await expect(withTenant(database.db, demo, async (trx) => {
      await trx('sys_user').where({ username: 'demo_user' }).update({ realname: 'inside' });
      const [row] = await runPart<{ realname: string; tenant: string }>(trx, sql`select realname, current_setting('app.tenant_id') as tenant from sys_user where username = ${'demo_user'}`, 'test_same');
      expect(row).toEqual({ realname: 'inside', tenant: demo });
      await runPart(trx, sql`update sys_user set realname = ${'by part'} where username = ${'demo_user'}`, 'test_same');
      throw new Error('refused');
    })).rejects.toThrow('refused');
    expect((await database.owner('sys_user').where({ username: 'demo_user' }).first('realname')).realname).not.toMatch(/inside|by part/);
  });

  it('refuse to run outside a transaction (a pooled connection would never go back)', async () => {
    const { runPart, sql } = await import('../src/db/sqlParts');
    await expect(runPart(database.db as never, sql`select 1`, 'test_outside')).rejects.toThrow(/inside a transaction/);
  });
});

describe('a tenant transaction on the pg connection (withTenantTransaction)', () => {
  it('runs text and knex\'s queries in one transaction as the tenant, and commits both', async () => {
    const { withTenantTransaction } = await import('../src/db/tenantClientTransaction');
    const { sql } = await import('../src/db/sqlParts');
    const seen = await withTenantTransaction(database.db, demo, async (tx) => {
      await tx.run(sql`update sys_user set realname = ${'by text'} where username = ${'demo_user'}`, 'test_tx');
      const trx = await tx.knex();
      const [inKnex] = await trx('sys_user').where({ username: 'demo_user' }).select('realname', trx.raw("current_setting('app.tenant_id') as tenant"));
      await trx('sys_user').where({ username: 'demo_admin' }).update({ realname: 'by knex' });
      // Another tenant's rows stay out of sight (row-level security reads the same setting).
      const [other] = await tx.run<{ n: number }>(sql`select count(*)::int as n from sys_user where tenant_id <> ${demo}`, 'test_tx');
      return { inKnex, other: other?.n };
    });
    expect(seen).toEqual({ inKnex: { realname: 'by text', tenant: demo }, other: 0 });
    expect(await database.owner('sys_user').whereIn('username', ['demo_user', 'demo_admin']).orderBy('username').pluck('realname')).toEqual(['by knex', 'by text']);
  });

  it('rolls back what both wrote when the work fails after knex joined, and hands the connection back clean', async () => {
    const { withTenantTransaction } = await import('../src/db/tenantClientTransaction');
    const { sql } = await import('../src/db/sqlParts');
    const before = await database.owner('sys_user').where({ username: 'demo_user' }).first('realname');
    await expect(withTenantTransaction(database.db, demo, async (tx) => {
      await tx.run(sql`update sys_user set realname = ${'lost 1'} where username = ${'demo_user'}`, 'test_tx');
      await (await tx.knex())('sys_user').where({ username: 'demo_admin' }).update({ realname: 'lost 2' });
      throw new Error('refused');
    })).rejects.toThrow('refused');
    await expect(withTenantTransaction(database.db, demo, async (tx) => {
      await (await tx.knex()).raw('select 1/0');
    })).rejects.toThrow(/division by zero/);
    expect(await database.owner('sys_user').where({ username: 'demo_user' }).first('realname')).toEqual(before);
    expect(await database.owner('sys_user').where({ realname: 'lost 2' }).first()).toBeUndefined();
    // Every pooled connection is out of its transaction and without a tenant.
    const settings = await Promise.all(Array.from({ length: 3 }, () => database.db.raw<{ rows: Array<{ tenant: string | null; state: string }> }>("select current_setting('app.tenant_id', true) as tenant")));
    for (const { rows } of settings) expect(rows[0]!.tenant ?? '').toBe('');
  });
});
