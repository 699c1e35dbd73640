import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationSource } from '../../migrations/index';
import { bootstrapDatabase } from '../src/db/bootstrap';
import { connect } from '../src/db/connect';
import { applySeeds } from '../src/app/composition';
import { testAdminPassword } from './support/constants';
import { createEmptyDatabase } from './support/testDatabase';

const log = pino({ level: 'silent' });
const migrationCount = (await migrationSource.getMigrations([])).length;
let empty: Awaited<ReturnType<typeof createEmptyDatabase>>;
let owner: ReturnType<typeof connect>;

beforeAll(async () => {
  empty = await createEmptyDatabase();
  owner = connect(empty.url, { poolMax: 3 });
  // A database from before role names were recorded: only the app role's password is on record, so
  // it keeps the default roles (wharf_app, which the other test files log in with, keeps its password).
  await owner.raw('create table wharf_meta (key text primary key, value text not null)');
  await owner('wharf_meta').insert({ key: 'app_role_password', value: inject('appRolePassword') });
});
afterAll(async () => {
  await owner.destroy();
  await empty.drop();
});

const countRows = async (table: string) => ((await owner(table).count({ n: '*' })) as [{ n: number }])[0].n;

describe('migrations and seeds', () => {
  it('migrate an empty database, roll all the way back, and migrate again', async () => {
    await bootstrapDatabase(owner, empty.url, log);
    const tables = await owner('pg_tables').where({ schemaname: 'public' }).pluck('tablename');
    expect(tables).toEqual(expect.arrayContaining(['sys_tenant', 'sys_user', 'sys_session', 'eform_definition', 'eform_definition_revision']));

    await owner.migrate.rollback({ migrationSource }, true);
    expect(await owner('pg_tables').where({ schemaname: 'public', tablename: 'sys_user' }).first()).toBeUndefined();

    await bootstrapDatabase(owner, empty.url, log);
    const [completed, pending] = (await owner.migrate.list({ migrationSource })) as [unknown[], unknown[]];
    expect(pending).toEqual([]);
    expect(completed.length).toBe(migrationCount);
  });

  it('seeds are idempotent and leave people\'s changes alone', async () => {
    await applySeeds(owner, testAdminPassword, log);
    const counts = { tenants: await countRows('sys_tenant'), users: await countRows('sys_user'), definitions: await countRows('eform_definition'), orgs: await countRows('sys_org'), userRoles: await countRows('sys_user_role') };
    expect(counts.tenants).toBe(3);
    expect(counts.users).toBeGreaterThanOrEqual(4);
    expect(counts.definitions).toBeGreaterThanOrEqual(2);

    await owner('sys_user').where({ username: 'demo_admin' }).update({ realname: 'Renamed' });
    await applySeeds(owner, 'another-password', log);
    expect({ tenants: await countRows('sys_tenant'), users: await countRows('sys_user'), definitions: await countRows('eform_definition'), orgs: await countRows('sys_org'), userRoles: await countRows('sys_user_role') }).toEqual(counts);
    expect(await owner('sys_user').where({ username: 'demo_admin' }).first('realname')).toEqual({ realname: 'Renamed' });
    // The workflow demo's department head, once changed by an administrator, stays as they left it.
    const demoUser = (await owner('sys_user').where({ username: 'demo_user' }).first<{ id: string }>('id'))!.id;
    await owner('sys_org').where({ org_code: 'DEMO-BRK' }).update({ head_user_id: demoUser });
    await applySeeds(owner, 'another-password', log);
    expect(await owner('sys_org').where({ org_code: 'DEMO-BRK' }).first('head_user_id')).toEqual({ head_user_id: demoUser });
  });

  it('each demo tenant has at least one example definition', async () => {
    const rows: { tenant_code: string; n: number }[] = await owner('eform_definition as d')
      .join('sys_tenant as t', 't.id', 'd.tenant_id')
      .groupBy('t.tenant_code')
      .select('t.tenant_code', owner.raw('count(*)::int as n'));
    const byTenant = Object.fromEntries(rows.map((r) => [r.tenant_code, r.n]));
    expect(byTenant.demo).toBeGreaterThanOrEqual(1);
    expect(byTenant.acme).toBeGreaterThanOrEqual(1);
  });
});
