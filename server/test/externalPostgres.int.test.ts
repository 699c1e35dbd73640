import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { wharf } from '../src/app/composition';
import { startServer, type RunningServer } from '../src/start';
import { startOwnCluster, type OwnCluster } from './support/ownCluster';

// README "An external PostgreSQL", tried as an operator would: on a cluster of this file's own,
// with owners that are no superuser, the app role given in APP_DATABASE_URL, two Wharf databases
// on one server, unfit app roles, and a failed start's log.

const serverDir = resolve(import.meta.dirname, '..');
const adminPassword = 'External-Pg-1';
let cluster: OwnCluster;
const dataDir = mkdtempSync(join(tmpdir(), 'wharf-external-'));
const running: RunningServer[] = [];

beforeAll(async () => {
  cluster = await startOwnCluster();
  // An owner as managed services give one: CREATEROLE and CREATEDB, no superuser, no BYPASSRLS.
  await cluster.sql("create role shop_owner login createrole createdb nosuperuser nobypassrls password 'Owner-Pass-1'");
  // An owner that may not create roles at all.
  await cluster.sql("create role plain_owner login nosuperuser nobypassrls password 'Plain-Pass-1'");
}, 120_000);
afterAll(async () => {
  for (const server of running) await server.stop();
  await cluster?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(env: Record<string, string>): Promise<RunningServer> {
  const config = loadConfig({ ADMIN_PASSWORD: adminPassword, PORT: '0', WHARF_ROLE: 'api', DATA_DIR: dataDir, ...env }, []);
  const server = await startServer(config, wharf, pino({ level: 'silent' }));
  running.push(server);
  return server;
}

async function canLogIn(server: RunningServer): Promise<boolean> {
  const response = await fetch(`${server.url}/api/system/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'demo_admin', password: adminPassword }) });
  return response.status === 200;
}

/** Row-level security holds for the app role requests use: no superuser, no BYPASSRLS, no rows without a tenant. */
async function expectConfined(server: RunningServer, appRole: string): Promise<void> {
  const { rows: [me] } = await server.ctx.db.raw<{ rows: Array<{ user: string; rolsuper: boolean; rolbypassrls: boolean }> }>(
    'select current_user as user, rolsuper, rolbypassrls from pg_roles where rolname = current_user',
  );
  expect(me).toEqual({ user: appRole, rolsuper: false, rolbypassrls: false });
  expect(await server.ctx.db('sys_user').count({ n: '*' })).toEqual([{ n: 0 }]);
}

async function appRoleOf(database: string): Promise<string> {
  const { rows } = await cluster.sql("select value from wharf_meta where key = 'app_role'", [], database);
  return rows[0].value as string;
}

describe('an external PostgreSQL', () => {
  it('the README\'s own case: an owner without CREATEROLE, wharf_app made by the operator and given in APP_DATABASE_URL, its password left alone', async () => {
    await cluster.sql("create role wharf_app login nosuperuser nobypassrls password 'Preset-App-1'");
    await cluster.sql('create role wharf_sql_reader nologin noinherit');
    await cluster.sql('grant wharf_sql_reader to wharf_app');
    await cluster.sql('create database shop_preset owner plain_owner');
    const server = await start({
      DATABASE_URL: cluster.url('shop_preset', 'plain_owner', 'Plain-Pass-1'),
      APP_DATABASE_URL: cluster.url('shop_preset', 'wharf_app', 'Preset-App-1'),
    });
    expect(await canLogIn(server)).toBe(true);
    await expectConfined(server, 'wharf_app');
    // The operator's password still works: the start did not reset it.
    const client = new pg.Client({ connectionString: cluster.url('shop_preset', 'wharf_app', 'Preset-App-1') });
    await client.connect();
    await client.end();
  }, 120_000);

  it('an owner with CREATEROLE (no superuser) starts: its app role is created with the attributes, and starts again', async () => {
    await cluster.sql('create database shop_one owner shop_owner');
    const ownerUrl = cluster.url('shop_one', 'shop_owner', 'Owner-Pass-1');
    const first = await start({ DATABASE_URL: ownerUrl });
    expect(await canLogIn(first)).toBe(true);
    const appRole = await appRoleOf('shop_one');
    // wharf_app is taken on this server (the case above): this database has roles of its own.
    expect(appRole).toMatch(/^wharf_app_shop_one_[0-9a-f]{8}$/);
    await expectConfined(first, appRole);
    await first.stop();
    running.splice(running.indexOf(first), 1);

    // The second start only sets the (same) password: no attribute an owner without superuser may not change.
    const again = await start({ DATABASE_URL: ownerUrl });
    expect(await canLogIn(again)).toBe(true);
  }, 120_000);

  it('two Wharf databases on one server both keep working after both started', async () => {
    await cluster.sql('create role other_owner login createrole createdb nosuperuser nobypassrls password \'Other-Pass-1\'');
    await cluster.sql('create database shop_two owner other_owner');
    const one = await start({ DATABASE_URL: cluster.url('shop_one', 'shop_owner', 'Owner-Pass-1') });
    const two = await start({ DATABASE_URL: cluster.url('shop_two', 'other_owner', 'Other-Pass-1') });
    expect(await appRoleOf('shop_two')).not.toBe(await appRoleOf('shop_one'));
    // Every app connection is dropped, so both servers must log in again with the passwords they hold.
    await cluster.sql("select pg_terminate_backend(pid) from pg_stat_activity where usename like 'wharf_app%'");
    await expect.poll(() => canLogIn(one), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => canLogIn(two), { timeout: 10_000 }).toBe(true);
    await expectConfined(one, await appRoleOf('shop_one'));
    await expectConfined(two, await appRoleOf('shop_two'));

    // SQL configs switch to this database's own reader role, which may read what migration 0050 grants.
    const { rows: [reader] } = await cluster.sql("select value from wharf_meta where key = 'sql_reader_role'", [], 'shop_two');
    expect(reader.value).toMatch(/^wharf_sql_reader_shop_two_[0-9a-f]{8}$/);
    const switched = await two.ctx.db.transaction(async (trx) => {
      await trx.raw("select set_config('role', public.wharf_sql_reader_role(), true)");
      return (await trx.raw<{ rows: Array<{ user: string; dicts: boolean; sessions: boolean }> }>("select current_user as user, has_table_privilege('sys_dict', 'select') as dicts, has_table_privilege('sys_session', 'select') as sessions")).rows[0];
    });
    expect(switched).toEqual({ user: reader.value, dicts: true, sessions: false });
  }, 120_000);

  it('refuses to start when the app role is a superuser or has BYPASSRLS', async () => {
    await cluster.sql("create role bypassing_app login nosuperuser bypassrls password 'Bypass-1'");
    await cluster.sql("create role super_app login superuser password 'Super-1'");
    await cluster.sql('create database shop_unfit owner shop_owner');
    const ownerUrl = cluster.url('shop_unfit', 'shop_owner', 'Owner-Pass-1');
    await expect(start({ DATABASE_URL: ownerUrl, APP_DATABASE_URL: cluster.url('shop_unfit', 'bypassing_app', 'Bypass-1') })).rejects.toThrow(/"bypassing_app" is a superuser or has BYPASSRLS/);
    await cluster.sql('create database shop_unfit_two owner shop_owner');
    await expect(start({ DATABASE_URL: cluster.url('shop_unfit_two', 'shop_owner', 'Owner-Pass-1'), APP_DATABASE_URL: cluster.url('shop_unfit_two', 'super_app', 'Super-1') })).rejects.toThrow(/"super_app" is a superuser or has BYPASSRLS/);
  }, 120_000);

  it('refuses an app role that owns a table of the database, and one the tables were not granted to', async () => {
    await cluster.sql("create role owning_app login nosuperuser nobypassrls password 'Owning-1'");
    await cluster.sql('create database shop_owning owner shop_owner');
    await cluster.sql('create table owned_by_app (id int)', [], 'shop_owning');
    await cluster.sql('alter table owned_by_app owner to owning_app', [], 'shop_owning');
    await expect(start({ DATABASE_URL: cluster.url('shop_owning', 'shop_owner', 'Owner-Pass-1'), APP_DATABASE_URL: cluster.url('shop_owning', 'owning_app', 'Owning-1') })).rejects.toThrow(/"owning_app" owns 1 table/);

    // shop_one's tables are granted to its own app role: another role in APP_DATABASE_URL would see nothing.
    await expect(start({ DATABASE_URL: cluster.url('shop_one', 'shop_owner', 'Owner-Pass-1'), APP_DATABASE_URL: cluster.url('shop_one', 'owning_app', 'Owning-1') })).rejects.toThrow(/APP_DATABASE_URL logs in as "owning_app", but this database's tables are granted to "wharf_app_shop_one_/);
  }, 120_000);

  it('a failed start logs no password: not the app role\'s, not the owner\'s', async () => {
    // plain_owner may not create roles: the start fails at the role step, whose statement holds a password.
    await cluster.sql('create database shop_failing owner plain_owner');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', '--api'], {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: cluster.url('shop_failing', 'plain_owner', 'Plain-Pass-1'), APP_DATABASE_URL: '', ADMIN_PASSWORD: adminPassword, LOG_LEVEL: 'debug', DATA_DIR: dataDir, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolveExit) => child.on('exit', resolveExit));
    expect(code).toBe(1);
    const { rows: [recorded] } = await cluster.sql("select value from wharf_meta where key = 'app_role_password'", [], 'shop_failing');
    expect(recorded.value).toMatch(/^[0-9a-f]{48}$/);
    expect(output).not.toContain(recorded.value);
    expect(output).not.toContain('Plain-Pass-1');
    expect(output).not.toMatch(/password\s+'/i);
    // What the operator needs instead: what failed, and why.
    expect(output).toMatch(/could not start/);
    expect(output).toMatch(/could not create the role .*permission denied/);
  }, 120_000);
});
