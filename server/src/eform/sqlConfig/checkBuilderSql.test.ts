import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readBuilderSql } from './checkBuilderSql';

const problemOf = async (sql: string) => {
  const result = await readBuilderSql(sql);
  return result.ok ? undefined : result.problem;
};

describe('checkBuilderSql: PostgreSQL parser rules for builder SQL', () => {
  it('lets ordinary report and option queries through', async () => {
    const fine = [
      'select goods_name as value, goods_name as label from biz.goods where qty >= :minQty order by qty',
      `select "customsCode", date_trunc('month', "declDate")::date as "declMonth", count(*) as n, sum("declTotal") from biz.dec_head where "declDate" >= :fromDate group by 1, 2`,
      "select i.item_value as value, i.item_text as label from sys_dict_item i join sys_dict d on d.id = i.dict_id where d.dict_code = 'trade_mode' order by i.sort_order",
      'with recent as (select * from biz.goods where qty > 1), top as (select * from recent) select * from top',
      'with recursive r(n) as (select 1 union all select n + 1 from r where n < 5) select n from r',
      "select extract(year from now()) as y, trim(' a ') as t, substring('abc' from 1 for 2) as s, position('a' in 'ba') as p, now() at time zone 'UTC' as z",
      "select coalesce(null, 1), nullif(1, 2), greatest(1, 2), case when 1 = 1 then 'a' else 'b' end, 1::int, '1'::numeric(10, 2), date '2020-01-01', interval '1 day'",
      "select jsonb_build_object('a', 1) -> 'a', json_object('k': 1), x.* from generate_series(1, 3) as x(n)",
      'select row_number() over (partition by qty order by goods_name), count(*) filter (where qty > 1) over () from biz.goods',
      'select * from (select 1 as id) t where id in (select 1) and exists (select 1 from biz.goods g where g.qty = t.id)',
      'values (1, 2)',
      'table biz.goods',
      "select * from jsonb_to_recordset('[{\"a\":1}]') as r(a int)",
      'select :a::text as v, :a = :a as same',
    ];
    for (const sql of fine) expect(await problemOf(sql), sql).toBeUndefined();
  });

  it('refuses the attacks tried on the word list (U& escapes, query_to_xml, set_config)', async () => {
    const refused: Array<[string, string, string?]> = [
      [`select U&"pg\\005fnotify"('wharf_session_change', 'x')`, 'sqlConfig/forbidden-function', 'pg_notify'],
      [`select U&"query\\005fto\\005fxml"('select 1', true, true, '')`, 'sqlConfig/forbidden-function', 'query_to_xml'],
      [`select U&"set\\005fconfig"('app.tenant_id', '00000000-0000-0000-0000-000000000000', true)`, 'sqlConfig/forbidden-function', 'set_config'],
      ["select set_config('app.tenant_id', 'x', true)", 'sqlConfig/forbidden-function', 'set_config'],
      ["select pg_catalog.set_config('role', 'wharf_app', true)", 'sqlConfig/forbidden-function', 'pg_catalog.set_config'],
      ["select \"set_config\"('app.tenant_id', 'x', true)", 'sqlConfig/forbidden-function', 'set_config'],
      ["select current_setting('app.tenant_id')", 'sqlConfig/forbidden-function', 'current_setting'],
      ['select pg_advisory_lock(1)', 'sqlConfig/forbidden-function', 'pg_advisory_lock'],
      ["select pg_read_file('/etc/passwd')", 'sqlConfig/forbidden-function', 'pg_read_file'],
      ["select lo_import('/etc/passwd')", 'sqlConfig/forbidden-function', 'lo_import'],
      ["select * from dblink('host=x', 'select 1') as t(a int)", 'sqlConfig/forbidden-function', 'dblink'],
      ["select table_to_xml('sys_user', true, true, '')", 'sqlConfig/forbidden-function', 'table_to_xml'],
      ['select public.app_current_tenant()', 'sqlConfig/forbidden-function', 'public.app_current_tenant'],
      ['select pg_catalog.pg_sleep(1)', 'sqlConfig/forbidden-function', 'pg_catalog.pg_sleep'],
      ['select 1 operator(public.+) 2', 'sqlConfig/forbidden-function'],
    ];
    for (const [sql, code, name] of refused) expect(await problemOf(sql), sql).toEqual({ code, args: name ? [name] : expect.any(Array) });
  });

  it('refuses catalogues, platform schemas and tables, and physical business table names', async () => {
    const refused: Array<[string, string]> = [
      ['select relname from pg_class', 'pg_class'],
      ['select relname from pg_catalog.pg_class', 'pg_catalog.pg_class'],
      ['select table_name, column_name from information_schema.columns', 'information_schema.columns'],
      ['select * from pg_toast.pg_toast_1259', 'pg_toast.pg_toast_1259'],
      ['select * from graphile_worker.jobs', 'graphile_worker.jobs'],
      ['select * from sys_session', 'sys_session'],
      ['select * from eform_sql_config', 'eform_sql_config'],
      ['select * from public.sys_dict', 'public.sys_dict'],
      ['select * from "biz"."t0a1b2c3_goods"', 'biz.t0a1b2c3_goods'],
      ['select * from biz . goods g, "biz".goods', 'biz.goods'],
      ['select * from wharf.public.sys_dict', 'wharf.public.sys_dict'],
      // A CTE named like a catalogue does not make the catalogue reachable; nor one used before it is defined.
      ['with pg_class as (select 1) select * from pg_class', 'pg_class'],
      ['with a as (select * from b), b as (select 1) select * from a', 'b'],
      ['select * from (with x as (select 1) select * from x) y, x', 'x'],
    ];
    for (const [sql, name] of refused) expect(await problemOf(sql), sql).toEqual({ code: 'sqlConfig/forbidden-relation', args: [name] });
  });

  it('refuses reg* casts (catalogue look-ups by name), row types and other schemas\' types', async () => {
    for (const [sql, name] of [
      ["select 'pg_class'::regclass", 'regclass'],
      ["select 'now'::regproc", 'regproc'],
      ["select cast('sys_user' as pg_catalog.regclass)::oid", 'pg_catalog.regclass'],
      ["select 'x'::regnamespace", 'regnamespace'],
      ['select tableoid::regclass from biz.goods', 'regclass'],
      ['select null::sys_session', 'sys_session'],
      ['select null::pg_authid', 'pg_authid'],
      ["select '<a/>'::xml", 'xml'],
      ['select 1::public.mytype', 'public.mytype'],
    ]) expect(await problemOf(sql!), sql).toEqual({ code: 'sqlConfig/forbidden-type', args: [name] });
  });

  it('refuses writing, locking, INTO, other statements and unknown constructs', async () => {
    const cases: Array<[string, string]> = [
      ['with d as (delete from biz.goods returning 1) select count(*) from d', 'sqlConfig/forbidden-clause'],
      ['with u as (update biz.goods set qty = 0 returning 1) select * from u', 'sqlConfig/forbidden-clause'],
      ['with i as (insert into biz.goods (qty) values (1) returning 1) select * from i', 'sqlConfig/forbidden-clause'],
      ['select * from biz.goods for update', 'sqlConfig/forbidden-clause'],
      ['select * from biz.goods for share skip locked', 'sqlConfig/forbidden-clause'],
      ['select * from (select * from biz.goods for no key update) x', 'sqlConfig/forbidden-clause'],
      ['select * into copy_of_goods from biz.goods', 'sqlConfig/forbidden-clause'],
      ['select 1; select 2', 'sqlConfig/multiple-statements'],
      ['select 1; delete from biz.goods', 'sqlConfig/multiple-statements'],
      ['delete from biz.goods', 'sqlConfig/not-a-query'],
      ['explain select 1', 'sqlConfig/not-a-query'],
      ['select xmlelement(name a)', 'sqlConfig/unsupported-syntax'],
      ['select * from biz.goods tablesample system (10)', 'sqlConfig/unsupported-syntax'],
      ["select * from xmltable('/a' passing '<a/>' columns b int)", 'sqlConfig/unsupported-syntax'],
      ['select from where', 'sqlConfig/syntax-error'],
    ];
    for (const [sql, code] of cases) expect((await problemOf(sql))?.code, sql).toBe(code);
  });

  it('refuses calls written as column or field names (PostgreSQL\'s functional notation)', async () => {
    // `g.f` over a function in FROM, and `(expr).f`, call f(g) / f(expr) when there is no such column.
    for (const [sql, code] of [
      ["select g.to_regclass from unnest(array['sys_user']) g", 'sqlConfig/forbidden-function'],
      ['select g.pg_advisory_lock from generate_series(1, 1) g', 'sqlConfig/forbidden-function'],
      ["select generate_series.current_setting from generate_series(1, 1)", 'sqlConfig/forbidden-function'],
      ["select s.pg_sleep from rows from (generate_series(1, 1)) s", 'sqlConfig/forbidden-function'],
      ["select ('sys_user').to_regclass", 'sqlConfig/unsupported-syntax'],
      ['select (1::bigint).pg_advisory_lock', 'sqlConfig/unsupported-syntax'],
      ["select (x.v).current_setting from (select 'app.tenant_id' as v) x", 'sqlConfig/unsupported-syntax'],
    ]) expect((await problemOf(sql!))?.code, sql).toBe(code);
    // Declared columns, the pairs of jsonb_each, ordinality and plain table columns stay readable.
    for (const sql of [
      'select g.g, g.length from generate_series(1, 3) g',
      'select t.n, t.ordinality from unnest(array[1, 2]) with ordinality as t(n)',
      "select e.key, e.value, (jsonb_each('{}')).key from jsonb_each('{\"a\": 1}') e",
      "select r.name, r.version from jsonb_to_recordset('[]') as r(name text, version int)",
      'select g.name, g.version, g.host from biz.goods g',
      "select (x).*, (jsonb_each('{}')).value from (select 1) x",
    ]) expect(await problemOf(sql), sql).toBeUndefined();
  });

  it('checks the statement as it will run: parameters and business tables in place', async () => {
    // A parameter is a value ($n): it cannot carry a function or a relation.
    expect(await problemOf('select * from biz.goods where goods_name = :name')).toBeUndefined();
    expect((await problemOf('select :fn(1)'))?.code).toBe('sqlConfig/syntax-error');
    // Multibyte text before a reference keeps the reference recognised (the parser counts bytes).
    expect(await problemOf("select '日本語 ✓' as t, g.* from biz.goods g")).toBeUndefined();
  });

  it('never throws and never lets a forbidden function through, whatever surrounds it (property)', async () => {
    const forbidden = fc.constantFrom('set_config', 'pg_notify', 'query_to_xml', 'current_setting', 'pg_sleep', 'lo_import', 'dblink', 'pg_advisory_lock', 'to_regclass');
    // Spellings PostgreSQL folds or decodes to the same name.
    const spell = (name: string, style: number) => [
      name,
      name.toUpperCase(),
      `"${name}"`,
      `U&"${[...name].map((c) => (c === '_' ? '\\005f' : c)).join('')}"`,
      `pg_catalog.${name}`,
      `U&"${[...name].map((c) => `\\${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}"`,
    ][style % 6]!;
    const wrap = fc.constantFrom(
      (call: string) => `select ${call}`,
      (call: string) => `select * from biz.goods where qty = (select ${call})`,
      (call: string) => `with x as (select ${call} as v) select v from x`,
      (call: string) => `select coalesce(${call}, 'a') from biz.goods order by ${call}`,
      (call: string) => `select * from (values (1)) v(a) where exists (select ${call})`,
      (call: string) => `select case when true then ${call} end`,
      (call: string) => `select count(*) filter (where ${call} is null) from biz.goods`,
      (call: string) => `select jsonb_build_object('a', ${call})`,
    );
    await fc.assert(fc.asyncProperty(forbidden, fc.nat(), wrap, async (name, style, around) => {
      const sql = around(`${spell(name, style)}('a', 'b', true)`);
      const problem = await problemOf(sql);
      expect(problem?.code, sql).toBe('sqlConfig/forbidden-function');
    }), { numRuns: 300 });
    await fc.assert(fc.asyncProperty(fc.string({ maxLength: 300 }), async (text) => {
      await expect(readBuilderSql(text)).resolves.toBeDefined();
    }), { numRuns: 300 });
  });

  it('refuses a statement too deep to walk instead of failing', async () => {
    const deep = `select ${'abs('.repeat(5000)}1${')'.repeat(5000)}`;
    expect((await problemOf(deep))?.code).toMatch(/^sqlConfig\/(too-complex|syntax-error)$/);
    const deepSubqueries = `select ${'(select '.repeat(3000)}1${')'.repeat(3000)}`;
    expect((await problemOf(deepSubqueries))?.code).toMatch(/^sqlConfig\/(too-complex|syntax-error)$/);
  });
});
