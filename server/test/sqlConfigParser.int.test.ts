import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readablePlatformTables } from '../src/eform/sqlConfig/builderSqlAllowList';
import { prepareFormDataUsers, type FormDataUsers } from './inTenant/formDataUsers';
import { column, insertRows, publishDefinition, syncedTable, tenantIdOf } from './support/eformDataSources';
import { startTestApp, type TestApp } from './support/testApp';

/**
 * Issue 14 §2 (and §1 for SQL configs): builder SQL is read by PostgreSQL's own parser at save and
 * at every run; tenant isolation holds even where set_config stays executable to PUBLIC; catalogues
 * are out of reach; database error text stays in the server log; answers are capped in bytes; and a
 * SQL config runs only for callers holding a view or form that names it, or for designers.
 */

type Issues = { errors: Array<{ path: string; code: string; message: string }> };

let app: TestApp;
let users: FormDataUsers;
let admin: string;
let designer: string;
let acmeTenant: string;
let acmeSecretTable: string;

const password = 'Sql-Parser-2026!x';

beforeAll(async () => {
  app = await startTestApp();
  users = await prepareFormDataUsers(app);
  admin = users.admin;
  const acmeAdmin = await app.loginAs('acme_admin');
  acmeTenant = await tenantIdOf(app, 'acme');
  // Another tenant's business table and dictionary, whose names and rows must stay out of reach.
  acmeSecretTable = await syncedTable(app, acmeAdmin, 'acme', 'acme_secrets', [column('secret', 'varchar', { colLength: 100 })]);
  await insertRows(app, 'acme', acmeSecretTable, [{ secret: 'acme-secret-row' }]);
  await app.database.owner('sys_dict').insert({ tenant_id: acmeTenant, dict_code: 'acme_private_dict', dict_name: 'Acme private' });
  // A user who designs SQL configs and nothing else.
  const menuId = async (code: string) => (await app.database.owner('sys_permission').where({ menu_code: code }).first<{ id: string }>('id'))!.id;
  const role = await app.api<{ id: string }>('POST', '/api/system/role/add', { token: admin, body: { roleCode: 'sql_designer', roleName: 'SQL designer', roleType: 'back' } });
  await app.api('POST', '/api/system/permission/saveRolePermission', { token: admin, body: { roleId: role.body.result.id, permissionIds: [await menuId('eform'), await menuId('eformSqlConfigs'), await menuId('eformSqlConfigDesign')] } });
  const user = await app.api<{ id: string }>('POST', '/api/system/user/add', { token: admin, body: { username: 'sql_designer', realname: 'SQL design', password, roleIds: [role.body.result.id] } });
  if (user.status !== 200) throw new Error(`designer: ${JSON.stringify(role.body)} ${JSON.stringify(user.body)}`);
  await app.database.owner('sys_user').where({ id: user.body.result.id }).update({ force_change_pass: 'N' });
  designer = await app.loginAs('sql_designer', password);
});
afterAll(async () => app?.close());

const save = (sqlCode: string, sqlQuery: string, token = admin) =>
  app.api<Issues & { id: string }>('POST', '/api/eform/sqlConfig/add?lang=en_US', { token, body: { sqlCode, sqlName: sqlCode, sqlQuery } });
const testRun = (sqlQuery: string, token = admin) =>
  app.api<Issues & { records: Array<Record<string, unknown>> }>('POST', '/api/eform/sqlConfig/test?lang=en_US', { token, body: { sqlQuery } });
const items = (sqlCode: string, token = admin) =>
  app.api<Issues & { records: Array<Record<string, unknown>> }>('POST', '/api/eform/engine/viewEngine/getSqlConfigItems?lang=en_US', { token, body: { sqlCode } });
const options = (sqlCode: string, token = admin) => app.api<unknown>('POST', '/api/eform/engine/viewEngine/getSqlConfigOptions?lang=en_US', { token, body: { sqlCode } });
/** A config as one saved before the parser check existed (or arriving in a package): written straight to the table. */
const writeDirectly = async (sqlCode: string, sqlQuery: string) =>
  app.database.owner('eform_sql_config').insert({ tenant_id: await tenantIdOf(app, 'demo'), sql_code: sqlCode, sql_name: sqlCode, sql_query: sqlQuery });

/** Runs SQL as the reader role in demo's tenant, bypassing every check of the server: what the database alone allows. */
const asReaderDirectly = async (sql: string): Promise<Array<Record<string, unknown>>> => app.database.db.transaction(async (trx) => {
  await trx.raw("select set_config('app.tenant_id', ?, true)", [await tenantIdOf(app, 'demo')]);
  await trx.raw("select set_config('role', public.wharf_sql_reader_role(), true)");
  return (await trx.raw<{ rows: Array<Record<string, unknown>> }>(sql)).rows;
});

// The issue's attack strings, each with the problem the parser names.
const attacks = (acme: string): Array<[string, string, string]> => [
  ['u_notify', `select U&"pg\\005fnotify"('wharf_session_change', 'u:00000000-0000-0000-0000-000000000000')`, 'sqlConfig/forbidden-function'],
  ['u_query_to_xml', `select U&"query\\005fto\\005fxml"('select * from sys_user', true, true, '')`, 'sqlConfig/forbidden-function'],
  ['set_config', `select dict_code from sys_dict where (select set_config('app.tenant_id', '${acme}', true)) is not null`, 'sqlConfig/forbidden-function'],
  ['u_set_config', `select dict_code from sys_dict where (select U&"set\\005fconfig"('app.tenant_id', '${acme}', true)) is not null`, 'sqlConfig/forbidden-function'],
  ['pg_class', "select relname from pg_class where relname like 't%'", 'sqlConfig/forbidden-relation'],
  ['info_schema', 'select table_name, column_name from information_schema.columns', 'sqlConfig/forbidden-relation'],
  ['regclass', "select 'sys_user'::regclass::oid", 'sqlConfig/forbidden-type'],
  ['regproc', "select 'set_config'::regproc", 'sqlConfig/forbidden-type'],
  ['modifying_cte', 'with d as (delete from sys_dict returning 1) select count(*) from d', 'sqlConfig/forbidden-clause'],
  ['two_statements', 'select 1; select 2', 'sqlConfig/multiple-statements'],
  ['locking', 'select * from sys_dict for update', 'sqlConfig/forbidden-clause'],
  ['sys_session', 'select * from sys_session', 'sqlConfig/forbidden-relation'],
];

describe('builder SQL checked by PostgreSQL\'s parser', () => {
  it('refuses each attack string at save (and in the designer\'s test run), naming the problem', async () => {
    for (const [code, sql, problem] of attacks(acmeTenant)) {
      const saved = await save(`saved_${code}`, sql);
      expect(saved.status, sql).toBe(400);
      expect(saved.body.result.errors, sql).toMatchObject([{ path: '/body/sqlQuery', code: problem }]);
      expect((await testRun(sql)).body.result.errors, sql).toMatchObject([{ code: problem }]);
    }
  });

  it('refuses them again at run: a config saved before the check never runs unchecked', async () => {
    for (const [code, sql, problem] of attacks(acmeTenant)) {
      await writeDirectly(`old_${code}`, sql);
      const run = await items(`old_${code}`);
      expect(run.status, sql).toBe(400);
      expect(run.body.result.errors, sql).toMatchObject([{ code: problem }]);
    }
  });

  it('refuses a view\'s reportSql that reaches outside when it is published, and when its rows are asked for', async () => {
    const sneaky = 'select id, username as dict_code from sys_user union all select c.oid::text::uuid, relname from pg_class c';
    const view = (reportSql: string) => ({ schemaVersion: 1, viewCode: 'sneaky_report', viewName: 'Sneaky', viewType: 'table', reportSql, columns: [{ colCode: 'dict_code', colName: 'Code' }] });
    const created = await app.api<{ id: string }>('POST', '/api/eform/definitions', { token: admin, body: { kind: 'view', code: 'sneaky_report', name: 'Sneaky', body: view(sneaky) } });
    expect(created.status).toBe(201);
    const published = await app.api<Issues>('POST', `/api/eform/definitions/${created.body.result.id}/publish?lang=en_US`, { token: admin, body: {} });
    expect(published.status).toBe(400);
    expect(published.body.result.errors).toMatchObject([{ path: '/body/reportSql', code: 'sqlConfig/forbidden-relation' }]);
    // A view published before the check (or installed from a package): its rows are refused at run.
    await publishDefinition(app, admin, 'view', 'old_report', { ...view('select id, dict_code from sys_dict'), viewCode: 'old_report' });
    await app.database.owner.raw("update eform_definition_revision r set body = jsonb_set(r.body, '{reportSql}', to_jsonb(?::text)) from eform_definition d where d.id = r.definition_id and d.code = 'old_report'", [sneaky]);
    const rows = await app.api<Issues>('GET', '/api/eform/views/old_report/data?lang=en_US', { token: admin });
    expect(rows.status).toBe(400);
    expect(rows.body.messageCode).toBe('sqlConfig/forbidden-relation');
    expect(JSON.stringify(rows.body)).not.toContain(acmeSecretTable);
  });

  it('keeps another tenant\'s rows out of reach even where set_config stays executable to PUBLIC', async () => {
    // As on a PostgreSQL whose owner is no superuser: the revoke of migration 0050 did not happen.
    await app.database.owner.raw('grant execute on function pg_catalog.set_config(text, text, boolean) to public');
    try {
      // The setting changes in an init plan, before the scan reads it: the scan then shows acme's rows.
      const attack = `select dict_code from sys_dict where (select set_config('app.tenant_id', '${acmeTenant}', true)) is not null`;
      // The database alone would let the attack through: this is what the parser check stands in for.
      expect((await asReaderDirectly(attack)).map((r) => r.dict_code)).toContain('acme_private_dict');
      const spellings = [
        attack,
        attack.replace('set_config', 'pg_catalog.set_config'),
        attack.replace('set_config', '"set_config"'),
        attack.replace('set_config', 'SET_CONFIG'),
        attack.replace('set_config', 'U&"set\\005fconfig"'),
        attack.replace('set_config', 'U&"\\0073\\0065\\0074\\005f\\0063\\006f\\006e\\0066\\0069\\0067"'),
        `with s as (select set_config('app.tenant_id', '${acmeTenant}', true)) select dict_code from sys_dict, s`,
        `select dict_code from sys_dict where exists (select pg_catalog.set_config('app.tenant_id', '${acmeTenant}', true))`,
        `select query_to_xml('select set_config(''app.tenant_id'', ''${acmeTenant}'', true), dict_code from sys_dict', true, true, '')`,
      ];
      for (const [i, sql] of spellings.entries()) {
        const saved = await save(`tenant_hop_${i}`, sql);
        expect(saved.status, sql).toBe(400);
        expect(saved.body.result.errors[0]?.code, sql).toBe('sqlConfig/forbidden-function');
        await writeDirectly(`tenant_hop_old_${i}`, sql);
        const run = await items(`tenant_hop_old_${i}`);
        expect(run.status, sql).toBe(400);
        expect(JSON.stringify(run.body), sql).not.toContain('acme_private_dict');
      }
      const own = await testRun('select dict_code from sys_dict');
      expect(own.body.result.records.map((r) => r.dict_code)).not.toContain('acme_private_dict');
    } finally {
      await app.database.owner.raw('revoke execute on function pg_catalog.set_config(text, text, boolean) from public');
    }
  });

  it('keeps other tenants\' table and column names out of reach (catalogues refused)', async () => {
    // The database alone shows every tenant's physical table names to the reader role.
    expect((await asReaderDirectly(`select relname from pg_class where relname = '${acmeSecretTable}'`))).toHaveLength(1);
    const probes = [
      `select relname from pg_class where relname like '%secrets'`,
      'select relname from pg_catalog.pg_class',
      'select table_name, column_name from information_schema.columns',
      "select attname from pg_attribute where attrelid = 'biz.t1'::regclass",
      'select tablename from pg_tables',
      'select * from pg_stats',
      'select c.relname from (select 1) x, lateral (select relname from pg_class) c',
      "select to_regclass('sys_user')",
      "select obj_description(1259, 'pg_class')",
    ];
    for (const sql of probes) {
      const run = await testRun(sql);
      expect(run.status, sql).toBe(400);
      expect(JSON.stringify(run.body), sql).not.toContain(acmeSecretTable);
    }
  });

  it('names the platform tables it lets through exactly as the reader role\'s grants do', async () => {
    const { rows } = await app.database.owner.raw<{ rows: Array<{ relname: string }> }>(`
      select distinct c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p')
        and (has_table_privilege(public.wharf_sql_reader_role(), c.oid, 'select') or has_any_column_privilege(public.wharf_sql_reader_role(), c.oid, 'select'))
      order by 1`);
    expect(rows.map((r) => r.relname)).toEqual([...readablePlatformTables].sort());
  });
});

describe('running builder SQL: what reaches the client', () => {
  it('keeps the database\'s error text (data, names) in the server log, not in the answer', async () => {
    const warn = vi.spyOn(app.ctx.log, 'warn');
    try {
      const run = await testRun("select 'secret-value-4711'::int as n");
      expect(run.status).toBe(400);
      expect(run.body.messageCode).toBe('sqlConfig/sql-error');
      expect(run.body.message).toContain('22P02');
      expect(JSON.stringify(run.body)).not.toMatch(/secret-value-4711|invalid input|integer/);
      const logged = warn.mock.calls.map((call) => JSON.stringify(call[0], (_k, v: unknown) => (v instanceof Error ? v.message : v)));
      expect(logged.some((line) => line.includes('secret-value-4711'))).toBe(true);

      const column = await testRun('select no_such_column_xyz from sys_dict');
      expect(column.body.messageCode).toBe('sqlConfig/sql-error');
      expect(JSON.stringify(column.body)).not.toContain('no_such_column_xyz');
      const denied = await testRun('select password_hash from sys_user');
      expect(denied.body.messageCode).toBe('sqlConfig/not-permitted');
      expect(JSON.stringify(denied.body)).not.toMatch(/password_hash|sys_user|wharf_sql_reader/);
    } finally {
      warn.mockRestore();
    }
  });

  it('caps the answer in bytes as well as rows, with 413 sqlConfig/result-too-large', async () => {
    const many = await testRun("select lpad('x', 3000000, 'y') as v from generate_series(1, 4)");
    expect(many.status).toBe(413);
    expect(many.body.messageCode).toBe('sqlConfig/result-too-large');
    // One value far over the cap never leaves the database (the guard sends a flag instead).
    const huge = await testRun("select lpad('x', 50000000, 'y') as v");
    expect(huge.status).toBe(413);
    const fine = await testRun("select lpad('x', 1000000, 'y') as v from generate_series(1, 3)");
    expect(fine.status).toBe(200);
    expect(fine.body.result.records).toHaveLength(3);
    // Column names, repeated ones and types come through the guard unchanged.
    const shapes = await testRun("select 1 as a, 'two' as a, date '2026-01-02' as d, 12345678901234::bigint as big, null::int as nothing");
    expect(shapes.body.result, JSON.stringify(shapes.body)).toMatchObject({ columns: ['a', 'a', 'd', 'big', 'nothing'], records: [{ a: 'two', big: 12345678901234, nothing: null }] });
  });
});

describe('who may run a SQL config (issue 14 §1)', () => {
  it('runs a form\'s select config for holders of that form (through its page or a view over it), and for designers', async () => {
    // trade_mode_options feeds the customs form's trade mode select (the example app).
    expect((await items('trade_mode_options', users.noRole)).status).toBe(403);
    expect((await options('trade_mode_options', users.noRole)).status).toBe(403);
    expect((await items('trade_mode_options', users.unrelatedView)).status).toBe(403);
    expect((await items('trade_mode_options', users.viewOnly)).status).toBe(200);
    expect((await options('trade_mode_options', users.formPage)).status).toBe(200);
    expect((await items('trade_mode_options', users.admin)).status).toBe(200);
    expect((await items('trade_mode_options', designer)).status).toBe(200);
    // A visitor's session reaches only its own page's calls.
    expect((await items('trade_mode_options', users.visitor)).status).toBe(403);
  });

  it('runs a view\'s tree config for holders of that view only; a config nothing shows runs for designers only', async () => {
    expect((await save('tree_nodes', "select dict_code as value, dict_name as label from sys_dict")).status).toBe(200);
    await publishDefinition(app, admin, 'view', 'tree_view', {
      schemaVersion: 1, viewCode: 'tree_view', viewName: 'Tree', viewType: 'tree', tree: { nodes: [{ key: 'a', title: 'A', sqlCode: 'tree_nodes' }] },
    });
    const customs = (await app.database.owner('sys_permission').where({ menu_code: 'customs' }).first<{ id: string }>('id'))!.id;
    const menu = await app.api<{ id: string }>('POST', '/api/eform/views/tree_view/menu', { token: admin, body: { parentId: customs, title: 'Tree', menuCode: 'tree_view_menu' } });
    const role = await app.api<{ id: string }>('POST', '/api/system/role/add', { token: admin, body: { roleCode: 'tree_reader', roleName: 'Tree reader', roleType: 'front' } });
    await app.api('POST', '/api/system/permission/saveRolePermission', { token: admin, body: { roleId: role.body.result.id, permissionIds: [customs, menu.body.result.id] } });
    const user = await app.api<{ id: string }>('POST', '/api/system/user/add', { token: admin, body: { username: 'tree_reader', realname: 'Tree', password, roleIds: [role.body.result.id] } });
    await app.database.owner('sys_user').where({ id: user.body.result.id }).update({ force_change_pass: 'N' });
    const treeReader = await app.loginAs('tree_reader', password);

    expect((await options('tree_nodes', treeReader)).status).toBe(200);
    expect((await options('tree_nodes', users.viewOnly)).status).toBe(403);
    expect((await options('tree_nodes', users.noRole)).status).toBe(403);
    // dec_stats_sql feeds only a dataset (no client page runs it): designers only.
    expect((await items('dec_stats_sql', users.viewOnly)).status).toBe(403);
    expect((await items('dec_stats_sql', treeReader)).status).toBe(403);
    expect((await items('dec_stats_sql', designer)).status).not.toBe(403);
    // An unknown code is 404 for anyone; the design pages stay the designers'.
    expect((await items('no_such_config', users.noRole)).status).toBe(404);
    expect((await testRun('select 1', treeReader)).status).toBe(403);
    expect((await testRun('select 1 as one', designer)).status).toBe(200);
  });
});
