import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withTenant } from '../src/db/withTenant';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.drop());

const tenantId = async (code: string) =>
  (await database.owner('sys_tenant').where({ tenant_code: code }).first<{ id: string }>('id'))!.id;

describe('tenancy enforced by PostgreSQL', () => {
  it('every table with a tenant_id column has row-level security enabled and forced', async () => {
    const { rows } = await database.owner.raw<{ rows: { table_name: string; enabled: boolean; forced: boolean; policies: number }[] }>(`
      select c.relname as table_name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
             (select count(*) from pg_policy p where p.polrelid = c.oid) as policies
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
       where n.nspname = 'public' and c.relkind in ('r', 'p')`);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      expect({ table: row.table_name, enabled: row.enabled, forced: row.forced }).toEqual({ table: row.table_name, enabled: true, forced: true });
      expect(row.policies, row.table_name).toBeGreaterThan(0);
    }
  });

  it('requests run as a role that is no superuser, lacks BYPASSRLS and owns nothing', async () => {
    const { rows: [role] } = await database.owner.raw<{ rows: { rolsuper: boolean; rolbypassrls: boolean; owned: number }[] }>(`
      select r.rolsuper, r.rolbypassrls,
             (select count(*) from pg_class c where c.relowner = r.oid) as owned
        from pg_roles r where r.rolname = ?`, [inject('appRole')]);
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false, owned: 0 });
    const { rows: [me] } = await database.db.raw<{ rows: { current_user: string }[] }>('select current_user');
    expect(me!.current_user).toBe(inject('appRole'));
  });

  it('the app role sees nothing without a tenant and only its tenant with one', async () => {
    expect(await database.db('sys_user').count({ n: '*' })).toEqual([{ n: 0 }]);
    const demo = await tenantId('demo');
    const usernames = await withTenant(database.db, demo, (trx) => trx('sys_user').pluck('username'));
    // demo's seed accounts and the customs example's approval people (seeds/workflowDemo.json).
    expect(usernames.sort()).toEqual(['broker_manager', 'dec_clerk', 'demo_admin', 'demo_user', 'finance_zhao', 'officer_li', 'officer_wang']);
  });

  it('the app role cannot write a row into another tenant', async () => {
    const demo = await tenantId('demo');
    const acme = await tenantId('acme');
    await expect(
      withTenant(database.db, demo, (trx) =>
        trx('eform_definition').insert({ tenant_id: acme, kind: 'form', code: 'sneaky', name: 'x', schema_version: 1, body: '{}' })),
    ).rejects.toThrow(/row-level security/);
  });

  it('the tenant setting ends with its transaction', async () => {
    await withTenant(database.db, await tenantId('demo'), async () => undefined);
    const { rows } = await database.db.raw<{ rows: { tenant: string | null }[] }>("select nullif(current_setting('app.tenant_id', true), '') as tenant");
    expect(rows[0]!.tenant).toBeNull();
  });

  it('revisions are append-only for the app role', async () => {
    const demo = await tenantId('demo');
    await expect(withTenant(database.db, demo, (trx) => trx('eform_definition_revision').update({ name: 'rewritten' }))).rejects.toThrow(/permission denied/);
    await expect(withTenant(database.db, demo, (trx) => trx('eform_definition_revision').delete())).rejects.toThrow(/permission denied/);
  });

  it('a job enqueued by a request carries the caller tenant, and needs one', async () => {
    const demo = await tenantId('demo');
    const jobId = await withTenant(database.db, demo, async (trx) => {
      const { rows } = await trx.raw<{ rows: { id: number }[] }>("select wharf_enqueue_job('purge_expired_sessions', '{}'::jsonb) as id");
      return rows[0]!.id;
    });
    const job = await database.owner('graphile_worker._private_jobs').where({ id: jobId }).first<{ payload: { tenantId: string } }>('payload');
    expect(job!.payload.tenantId).toBe(demo);
    await expect(database.db.raw("select wharf_enqueue_job('purge_expired_sessions', '{}'::jsonb)")).rejects.toThrow(/tenant context/);
    await expect(database.db('graphile_worker._private_jobs').count()).rejects.toThrow(/permission denied/);
  });
});
