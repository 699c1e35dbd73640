import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';
import { column, insertRows, publishDefinition, syncedTable, tenantIdOf } from './support/eformDataSources';

type Issues = { errors: Array<{ path: string; code: string; message: string }> };
interface TestRun { columns: string[]; records: Array<Record<string, unknown>>; rowCount: number; isTruncated: boolean }

let app: TestApp;
let demo: string;
let acme: string;
let staff: string;
let demoGoods: string;
beforeAll(async () => {
  app = await startTestApp();
  demo = await app.loginAs('demo_admin');
  acme = await app.loginAs('acme_admin');
  staff = await app.loginAs('demo_user');
  const columns = [column('goods_name', 'varchar', { colLength: 100 }), column('qty', 'int')];
  demoGoods = await syncedTable(app, demo, 'demo', 'goods', columns);
  const acmeGoods = await syncedTable(app, acme, 'acme', 'goods', columns);
  await insertRows(app, 'demo', demoGoods, Array.from({ length: 30 }, (_, i) => ({ goods_name: `demo-${i}`, qty: i })));
  await insertRows(app, 'acme', acmeGoods, [{ goods_name: 'acme-only', qty: 1 }]);
});
afterAll(async () => app.close());

const test = (token: string, sqlQuery: string, params: Record<string, unknown> = {}, parameters?: unknown[]) =>
  app.api<TestRun & Issues>('POST', '/api/eform/sqlConfig/test?lang=en_US', { token, body: { sqlQuery, params, ...(parameters ? { parameters } : {}) } });
const goodsCount = async () => Number((await app.database.owner.withSchema('biz').table(demoGoods).count<Array<{ count: string }>>({ count: '*' }))[0]!.count);

describe('SQL configs: design', () => {
  it('adds, lists, edits, reports usage and deletes, behind the design permission', async () => {
    const record = { sqlCode: 'goods_options', sqlName: 'Goods', sqlQuery: 'select goods_name as value, goods_name as label from biz.goods where qty >= :minQty order by qty', isCache: 'N', parameters: [{ name: 'minQty', parameterType: 'number' }] };
    const added = await app.api<{ id: string; sqlCode: string }>('POST', '/api/eform/sqlConfig/add', { token: demo, body: record });
    expect(added.status).toBe(200);
    const list = await app.api<{ records: Array<{ sqlCode: string; sqlQuery: string }>; total: number }>('GET', '/api/eform/sqlConfig/list?sqlCode=goods', { token: demo });
    expect(list.body.result.records.map((r) => r.sqlCode)).toEqual(['goods_options']);
    const edited = await app.api<{ sqlName: string }>('PUT', '/api/eform/sqlConfig/edit', { token: demo, body: { ...record, id: added.body.result.id, sqlName: 'Goods 2' } });
    expect(edited.body.result.sqlName).toBe('Goods 2');

    await publishDefinition(app, demo, 'view', 'uses_sql', {
      schemaVersion: 1, viewCode: 'uses_sql', viewName: 'Uses SQL', viewType: 'tree', tree: { nodes: [{ key: 'a', title: 'A', sqlCode: 'goods_options' }] },
    });
    const usage = await app.api<{ records: Array<{ kind: string; code: string; paths: string[] }> }>('GET', '/api/eform/sqlConfig/usage?sqlCode=goods_options', { token: demo });
    expect(usage.body.result.records).toMatchObject([{ kind: 'view', code: 'uses_sql', paths: ['/tree/nodes/0/sqlCode'] }]);
    expect((await app.api<{ records: unknown[] }>('GET', '/api/eform/sqlConfig/usage?sqlCode=goods', { token: demo })).body.result.records).toEqual([]);

    expect((await app.api('GET', '/api/eform/sqlConfig/list', { token: staff })).status).toBe(403);
    expect((await app.api('POST', '/api/eform/sqlConfig/test', { token: staff, body: { sqlQuery: 'select 1' } })).status).toBe(403);
    expect((await app.api('DELETE', `/api/eform/sqlConfig/delete?id=${added.body.result.id}`, { token: acme })).status).toBe(404);
    // In use by the view (issue 18 §3): refused, naming it, until the view is gone.
    const refused = await app.api('DELETE', `/api/eform/sqlConfig/delete?id=${added.body.result.id}`, { token: demo });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('uses_sql');
    const viewId = (await app.database.owner('eform_definition').where({ kind: 'view', code: 'uses_sql' }).first<{ id: string }>('id'))!.id;
    expect((await app.api('DELETE', `/api/eform/definitions/${viewId}`, { token: demo })).status).toBe(200);
    expect((await app.api('DELETE', `/api/eform/sqlConfig/delete?id=${added.body.result.id}`, { token: demo })).status).toBe(200);
  });

  it('refuses, when saved, SQL that is not one query, with the path and a clear message', async () => {
    const save = (sqlQuery: string) => app.api<Issues>('POST', '/api/eform/sqlConfig/add?lang=en_US', { token: demo, body: { sqlCode: 'bad', sqlName: 'Bad', sqlQuery } });
    const cases: Array<[string, string]> = [
      ['select 1; drop table sys_user', 'sqlConfig/multiple-statements'],
      ['drop table sys_user', 'sqlConfig/not-a-query'],
      ['create table x (a int)', 'sqlConfig/not-a-query'],
      ['delete from biz.goods', 'sqlConfig/not-a-query'],
      ['copy (select 1) to \'/tmp/x\'', 'sqlConfig/not-a-query'],
      ['select * from sys_dict where id = $1', 'sqlConfig/positional-parameter'],
      ["select pg_read_file('/etc/passwd')", 'sqlConfig/forbidden-function'],
      ["select \"set_config\"('app.tenant_id', 'x', true)", 'sqlConfig/forbidden-function'],
      ['select lo_import(\'/etc/passwd\')', 'sqlConfig/forbidden-function'],
      ["select * from dblink('host=x', 'select 1') as t(a int)", 'sqlConfig/forbidden-function'],
      ['select pg_advisory_lock(7301122)', 'sqlConfig/forbidden-function'],
      ["select 'unterminated", 'sqlConfig/unterminated'],
    ];
    for (const [sql, code] of cases) {
      const response = await save(sql);
      expect(response.status, sql).toBe(400);
      expect(response.body.result.errors, sql).toMatchObject([{ path: '/body/sqlQuery', code }]);
    }
    // Markers inside strings, comments and casts are text, not parameters or statements.
    const fine = await test(demo, "select ':notParam; drop' as a, $x$ ; :y $x$ as b, 1::int as c -- ; :z\n /* ; */ ;");
    expect(fine.status).toBe(200);
    expect(fine.body.result.records).toEqual([{ a: ':notParam; drop', b: ' ; :y ', c: 1 }]);
  });
});

describe('SQL configs: running', () => {
  it('binds named parameters by name: any value is only ever that value', async () => {
    const corpus: unknown[] = [
      "'; drop table sys_user; --", "1 or 1=1", "' or '1'='1", 'id;drop table biz.goods', '"; select * from wharf_meta; --', "\\'; --", '$$; drop table x; $$',
      ':other', '::text', '日本語 ✓ \u202e', 'Robert\'); DROP TABLE students;--', '%_\\', ' '.repeat(3), 'a'.repeat(5000), '9'.repeat(400),
    ];
    for (const value of corpus) {
      const run = await test(demo, 'select :v::text as v, :v = :v as same', { v: value });
      expect(run.status, String(value)).toBe(200);
      expect(run.body.result.records, String(value)).toEqual([{ v: value, same: true }]);
    }
    const numbers = await test(demo, 'select count(*)::int as n from biz.goods where qty >= :minQty', { minQty: '1e400' }, [{ name: 'minQty', parameterType: 'number' }]);
    expect(numbers.status).toBe(400);
    expect(numbers.body.result.errors).toMatchObject([{ path: '/body/params/minQty', code: 'sqlConfig/parameter-invalid' }]);
    const huge = await test(demo, 'select count(*)::int as n from biz.goods where qty >= :minQty', { minQty: '99999999999999999999' });
    expect(huge.status).toBe(400);
    expect(huge.body.messageCode).toBe('sqlConfig/sql-error');
    const objects = await test(demo, 'select :v::text as v', { v: { toString: 'x' } });
    expect(objects.body.result.errors).toMatchObject([{ path: '/body/params/v', code: 'sqlConfig/parameter-invalid' }]);
    const list = await test(demo, 'select count(*)::int as n from biz.goods where goods_name = any(:names)', { names: ['demo-1', "demo-2' or '1'='1"] }, [{ name: 'names', parameterType: 'list' }]);
    expect(list.body.result.records).toEqual([{ n: 1 }]);
    const required = await test(demo, 'select :a::text as a', {}, [{ name: 'a', isRequired: 'Y' }]);
    expect(required.body.result.errors).toMatchObject([{ path: '/body/params/a', code: 'sqlConfig/parameter-required' }]);
    expect(await goodsCount()).toBe(30);
  });

  it('cannot write, lock, sleep past its timeout, read files, secrets or sessions', async () => {
    // PostgreSQL's parser refuses these before anything runs (sqlConfigParser.int.test.ts has the rest).
    const refusals: Array<[string, string]> = [
      ['with d as (delete from biz.goods returning 1) select count(*) from d', 'sqlConfig/forbidden-clause'],
      ['select * from biz.goods for update', 'sqlConfig/forbidden-clause'],
      ['select * from wharf_meta', 'sqlConfig/forbidden-relation'],
      ['select * from sys_session', 'sqlConfig/forbidden-relation'],
      ['select * from eform_sql_config', 'sqlConfig/forbidden-relation'],
      ['select * from identity_secret', 'sqlConfig/forbidden-relation'],
      ["select current_setting('app.tenant_id') as t, nextval('x')", 'sqlConfig/forbidden-function'],
      ['select pg_sleep(30)', 'sqlConfig/forbidden-function'],
    ];
    for (const [sql, code] of refusals) {
      const run = await test(demo, sql);
      expect(run.status, sql).toBe(400);
      expect(run.body.result.errors, sql).toMatchObject([{ path: '/body/sqlQuery', code }]);
    }
    // What the parser lets through still meets the database's own walls.
    const secret = await test(demo, 'select password_hash from sys_user');
    expect(secret.status).toBe(400);
    expect(secret.body.messageCode).toBe('sqlConfig/not-permitted');
    expect(secret.body.message).not.toMatch(/wharf_sql_reader|password_hash|at character|\bSTATEMENT\b/);
    const started = Date.now();
    const slow = await test(demo, 'select count(*) from generate_series(1, 100000000000) as n');
    expect(slow.body.messageCode).toBe('sqlConfig/timeout');
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await goodsCount()).toBe(30);
  });

  it('sees only its own tenant\'s rows, even naming another tenant\'s physical table', async () => {
    const own = await test(acme, 'select goods_name from biz.goods');
    expect(own.body.result.records).toEqual([{ goods_name: 'acme-only' }]);
    // Another tenant's physical table name is refused outright (only biz.<tableCode> names a table).
    const other = await test(acme, `select count(*)::int as n from "biz"."${demoGoods}"`);
    expect(other.body.result.errors).toMatchObject([{ code: 'sqlConfig/forbidden-relation' }]);
    const byCode = await test(acme, `select count(*)::int as n from biz.${demoGoods}`);
    expect(byCode.body.result.errors).toMatchObject([{ code: 'sqlConfig/unknown-table' }]);
    const users = await test(acme, 'select username from sys_user order by username');
    expect(users.body.result.records.map((r) => r.username)).not.toContain('demo_admin');
    expect((await test(demo, 'select count(*)::int as n from biz.goods')).body.result.records).toEqual([{ n: 30 }]);
  });

  it('caps rows, and caches results of isCache configs per tenant and parameters until the config changes', async () => {
    const capped = await test(demo, 'select generate_series(1, 20000) as n');
    expect(capped.body.result).toMatchObject({ rowCount: 10000, isTruncated: true });
    expect(capped.body.result.records).toHaveLength(100);

    const record = { sqlCode: 'cached_goods', sqlName: 'Cached', sqlQuery: 'select goods_name as value, qty as label from biz.goods where goods_name = :name', isCache: 'Y' };
    const added = await app.api<{ id: string }>('POST', '/api/eform/sqlConfig/add', { token: demo, body: record });
    // Run by the designer: who else may run a config is sqlConfigParser.int.test.ts's access matrix.
    const options = () => app.api<Array<{ value: string; label: string }>>('POST', '/api/eform/engine/viewEngine/getSqlConfigOptions', { token: demo, body: { sqlCode: 'cached_goods', params: { name: 'demo-3' } } });
    expect((await options()).body.result).toEqual([{ value: 'demo-3', label: '3' }]);
    await app.database.owner.withSchema('biz').table(demoGoods).where({ goods_name: 'demo-3' }).update({ qty: 333 });
    expect((await options()).body.result).toEqual([{ value: 'demo-3', label: '3' }]);
    await app.api('PUT', '/api/eform/sqlConfig/edit', { token: demo, body: { ...record, id: added.body.result.id, sqlName: 'Cached 2' } });
    expect((await options()).body.result).toEqual([{ value: 'demo-3', label: '333' }]);
    // Another tenant with the same code has its own config and its own answer.
    expect((await app.api('POST', '/api/eform/engine/viewEngine/getSqlConfigOptions?sqlCode=cached_goods', { token: acme, body: {} })).status).toBe(404);
    const items = await app.api<{ records: unknown[]; columns: string[] }>('POST', '/api/eform/engine/viewEngine/getSqlConfigItems?sqlCode=cached_goods', { token: demo, body: { params: { name: 'demo-4' } } });
    expect(items.body.result).toMatchObject({ records: [{ value: 'demo-4', label: 4 }], columns: ['value', 'label'] });
  });
});

describe('the wharf_sql_reader role itself', () => {
  it('may not call set_config or take session locks, and has no security-definer function to call', async () => {
    const demoTenant = await tenantIdOf(app, 'demo');
    const attempt = async (sql: string) => app.database.db.transaction(async (trx) => {
      await trx.raw("select set_config('app.tenant_id', ?, true)", [demoTenant]);
      await trx.raw('set local role wharf_sql_reader');
      return trx.raw(sql);
    }).then(() => 'ran', (error: { code?: string }) => error.code);
    expect(await attempt("select set_config('app.tenant_id', '00000000-0000-0000-0000-000000000000', true)")).toBe('42501');
    expect(await attempt("select set_config('role', 'wharf_app', true)")).toBe('42501');
    expect(await attempt('select pg_advisory_lock(1)')).toBe('42501');
    expect(await attempt("select pg_read_file('/etc/hostname')")).toBe('42501');
    expect(await attempt('insert into sys_dict (tenant_id, dict_code, dict_name) values (app_current_tenant(), \'x\', \'x\')')).toBe('42501');
    const { rows } = await app.database.owner.raw<{ rows: Array<{ name: string }> }>(
      "select p.oid::regprocedure::text as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace where p.prosecdef and n.nspname not in ('pg_catalog', 'information_schema') and has_function_privilege('wharf_sql_reader', p.oid, 'execute')",
    );
    expect(rows.map((r) => r.name)).toEqual([]);
  });
});
