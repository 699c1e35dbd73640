import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/withTenant';
import { startTestApp, type TestApp } from './support/testApp';

interface Plan {
  tableStatus: string;
  statements: Array<{ sql: string; destructive: boolean; loss?: string; lossMessage?: string }>;
  destructive: boolean;
  message?: string;
}
type Issues = { errors: Array<{ path: string; code: string; message: string }> };

let app: TestApp;
let demo: string;
let acme: string;
let staff: string;
beforeAll(async () => {
  app = await startTestApp();
  demo = await app.loginAs('demo_admin');
  acme = await app.loginAs('acme_admin');
  staff = await app.loginAs('demo_user');
});
afterAll(async () => app.close());

const column = (colCode: string, colType: string, extra: Record<string, unknown> = {}) => ({ colCode, colName: colCode, colType, ...extra });
const goods = (columns: unknown[], extra: Record<string, unknown> = {}) => ({ schemaVersion: 1, tableName: 'goods', tableTitle: 'Goods', columns, ...extra });
const tenantId = async (code: string) => (await app.database.owner('sys_tenant').where({ tenant_code: code }).first<{ id: string }>('id'))!.id;

async function saveTable(token: string, body: Record<string, unknown>, code = 'goods') {
  const existing = await app.api<{ records: Array<{ id: string; code: string; version: number }> }>('GET', `/api/eform/definitions?kind=table&keyword=${code}`, { token });
  const found = existing.body.result.records.find((r) => r.code === code);
  if (!found) return app.api<{ id: string; version: number }>('POST', '/api/eform/definitions', { token, body: { kind: 'table', code, name: code, body } });
  return app.api<{ id: string; version: number }>('PUT', `/api/eform/definitions/${found.id}`, { token, body: { version: found.version, body } });
}
const plan = (token: string, code = 'goods') => app.api<Plan>('POST', `/api/eform/tables/${code}/plan?lang=en_US`, { token });
const sync = (token: string, confirmLosses?: string[], code = 'goods') => app.api<Plan & Issues>('POST', `/api/eform/tables/${code}/sync?lang=en_US`, { token, body: confirmLosses ? { confirmLosses } : {} });
async function physicalName(tenant: string, code = 'goods'): Promise<string> {
  return (await app.database.owner('eform_tables').where({ tenant_id: await tenantId(tenant), table_code: code }).first<{ physical_name: string }>('physical_name'))!.physical_name;
}

describe('table definitions', () => {
  it('refuses bad column codes with their paths', async () => {
    // The JSON Schema catches the shape (letter first, characters, warn_status)…
    const shape = await saveTable(demo, goods([column('ok', 'int'), column('1abc', 'int'), column('名称', 'text'), column('warnStatus', 'text'), column('a234567890123456789', 'text')]), 'bad_codes');
    expect(shape.status).toBe(400);
    expect((shape.body.result as unknown as Issues).errors.map((e) => e.path).sort()).toEqual(['/body/columns/1/colCode', '/body/columns/2/colCode', '/body/columns/3/colCode', '/body/columns/4/colCode']);
    // …and the engine's table rules what a schema cannot say (reserved words, system columns, duplicates ignoring case).
    const bad = await saveTable(demo, goods([column('select', 'int'), column('Name', 'text'), column('name', 'text'), column('row_version', 'int'), column('tenant_id', 'int')]), 'bad_codes');
    expect(bad.status).toBe(400);
    expect((bad.body.result as unknown as Issues).errors.map((e) => `${e.path} ${e.code}`).sort()).toEqual([
      '/body/columns/0/colCode validation/reserved-name',
      '/body/columns/2/colCode validation/duplicate-code',
      '/body/columns/3/colCode validation/reserved-name',
      '/body/columns/4/colCode validation/reserved-name',
    ]);
    const virtual = await saveTable(demo, goods([column('_temp_total', 'int')]), 'virtual');
    expect((virtual.body.result as unknown as Issues).errors).toMatchObject([{ path: '/body/columns/0/colCode', code: 'tables/virtual-column' }]);
    const decimals = await saveTable(demo, goods([column('price', 'decimal', { colLength: 5, decimals: 6 })]), 'decimals');
    expect((decimals.body.result as unknown as Issues).errors).toMatchObject([{ path: '/body/columns/0/decimals' }]);
  });
});

describe('schema sync', () => {
  it('plans a create, creates the real table with system columns and row-level security, then reports it synced', async () => {
    expect((await saveTable(demo, goods([column('name', 'varchar', { colLength: 50, isNull: 'N' }), column('qty', 'int'), column('note', 'text')], { indexes: [{ indexName: 'ix_name', colCodes: ['name'], isUnique: 'Y' }] }))).status).toBe(201);
    const listed = await app.api<{ records: Array<{ code: string; tableStatus: string; syncedVersion: number | null }> }>('GET', '/api/eform/tables', { token: demo });
    expect(listed.body.result.records.find((r) => r.code === 'goods')).toMatchObject({ tableStatus: 'notCreated', syncedVersion: null });

    const planned = await plan(demo);
    expect(planned.status).toBe(200);
    expect(planned.body.result).toMatchObject({ tableStatus: 'notCreated', destructive: false, message: 'The table does not exist: create it' });
    expect(planned.body.result.statements[0]!.sql).toMatch(/^create table biz\."t[0-9a-f]{8}_goods" \(id uuid primary key/);

    const synced = await sync(demo);
    expect(synced.status).toBe(200);
    const physical = await physicalName('demo');
    const columns = await app.database.owner('information_schema.columns').where({ table_schema: 'biz', table_name: physical }).orderBy('ordinal_position').pluck('column_name');
    expect(columns).toEqual(['id', 'tenant_id', 'create_time', 'create_by', 'update_time', 'update_by', 'row_version', 'name', 'qty', 'note']);
    const security = await app.database.owner('pg_class').where({ relname: physical }).first<{ relrowsecurity: boolean; relforcerowsecurity: boolean }>('relrowsecurity', 'relforcerowsecurity');
    expect(security).toEqual({ relrowsecurity: true, relforcerowsecurity: true });
    expect((await plan(demo)).body.result).toMatchObject({ tableStatus: 'synced', statements: [] });
    const after = await app.api<{ records: Array<{ code: string; tableStatus: string; syncedVersion: number }> }>('GET', '/api/eform/tables', { token: demo });
    expect(after.body.result.records.find((r) => r.code === 'goods')).toMatchObject({ tableStatus: 'synced', syncedVersion: 1 });
  });

  it('keeps tenants apart even for a raw query as the app role', async () => {
    const physical = await physicalName('demo');
    const demoId = await tenantId('demo');
    const acmeId = await tenantId('acme');
    await withTenant(app.ctx.db, demoId, (trx) => trx.withSchema('biz').table(physical).insert([{ name: 'apple', qty: 1 }, { name: 'pear', qty: 2 }]));
    const seenByDemo = await withTenant(app.ctx.db, demoId, (trx) => trx.raw(`select name, tenant_id from biz."${physical}" order by name`));
    expect(seenByDemo.rows).toEqual([{ name: 'apple', tenant_id: demoId }, { name: 'pear', tenant_id: demoId }]);
    const seenByAcme = await withTenant(app.ctx.db, acmeId, (trx) => trx.raw(`select * from biz."${physical}"`));
    expect(seenByAcme.rows).toEqual([]);
    await expect(withTenant(app.ctx.db, acmeId, (trx) => trx.raw(`insert into biz."${physical}" (tenant_id, name) values (?, 'x')`, [demoId]))).rejects.toThrow(/row-level security/);
    await expect(app.ctx.db.raw(`create table biz.intruder (id int)`)).rejects.toThrow(/permission denied/);
    // acme has no such table definition: nothing to plan.
    expect((await plan(acme)).status).toBe(404);
  });

  it('widens without asking, refuses to narrow or drop data without a confirmation, and applies it with one', async () => {
    const physical = await physicalName('demo');
    const demoId = await tenantId('demo');
    await saveTable(demo, goods([column('name', 'varchar', { colLength: 200, isNull: 'N' }), column('qty', 'bigint'), column('note', 'text')], { indexes: [{ indexName: 'ix_name', colCodes: ['name'], isUnique: 'Y' }] }));
    const widening = await plan(demo);
    expect(widening.body.result).toMatchObject({ tableStatus: 'notSynced', destructive: false, message: 'The table exists: synchronise it' });
    expect(widening.body.result.statements.map((s) => s.sql)).toEqual([
      `alter table biz."${physical}" alter column "name" type varchar(200) using left("name"::text, 200)`,
      `alter table biz."${physical}" alter column "qty" type bigint using "qty"::bigint`,
    ]);
    expect((await sync(demo)).status).toBe(200);

    await saveTable(demo, goods([column('name', 'varchar', { colLength: 3, isNull: 'N' }), column('note', 'text')], { indexes: [{ indexName: 'ix_name', colCodes: ['name'], isUnique: 'Y' }] }));
    const narrowing = await plan(demo);
    expect(narrowing.body.result.destructive).toBe(true);
    expect(narrowing.body.result.statements.filter((s) => s.destructive).map((s) => s.loss).sort()).toEqual(['alterType:name', 'dropColumn:qty']);
    expect(narrowing.body.result.statements.find((s) => s.loss === 'dropColumn:qty')!.lossMessage).toBe('Column qty holds data that will be lost when it is dropped');

    const refused = await sync(demo, ['dropColumn:qty']);
    expect(refused.status).toBe(400);
    expect((refused.body.result as unknown as Issues).errors).toMatchObject([{ path: '/body/confirmLosses', code: 'tables/loss-unconfirmed' }]);
    expect((refused.body.result as unknown as Issues).errors[0]!.message).toMatch(/^alterType:name: /);
    expect(await withTenant(app.ctx.db, demoId, (trx) => trx.withSchema('biz').from(physical).orderBy('name').pluck('qty'))).toEqual([1, 2]);

    // "apple" and "pear" both become "app"/"pea": distinct, so the unique index survives the cut.
    expect((await sync(demo, ['dropColumn:qty', 'alterType:name'])).status).toBe(200);
    expect(await withTenant(app.ctx.db, demoId, (trx) => trx.withSchema('biz').from(physical).orderBy('name').pluck('name'))).toEqual(['app', 'pea']);
    const columns = await app.database.owner('information_schema.columns').where({ table_schema: 'biz', table_name: physical }).pluck('column_name');
    expect(columns).not.toContain('qty');
  });

  it('reports data that does not fit the new structure as a 400, and changes nothing', async () => {
    const physical = await physicalName('demo');
    const demoId = await tenantId('demo');
    await saveTable(demo, goods([column('name', 'int', { isNull: 'N' }), column('note', 'text')], { indexes: [{ indexName: 'ix_name', colCodes: ['name'], isUnique: 'Y' }] }));
    const clash = await sync(demo, ['alterType:name']);
    expect(clash.status).toBe(400);
    expect(clash.body.messageCode).toBe('tables/sync-data-conflict');
    expect(clash.body.message).not.toMatch(/alter table/);
    expect(await withTenant(app.ctx.db, demoId, (trx) => trx.withSchema('biz').from(physical).orderBy('name').pluck('name'))).toEqual(['app', 'pea']);
  });

  it('fills NULLs when a column becomes required, after confirmation', async () => {
    const physical = await physicalName('demo');
    const demoId = await tenantId('demo');
    await saveTable(demo, goods([column('name', 'varchar', { colLength: 3, isNull: 'N' }), column('note', 'text', { isNull: 'N' }), column('added', 'int', { isNull: 'N' })], { indexes: [{ indexName: 'ix_name', colCodes: ['name'], isUnique: 'Y' }] }));
    const planned = await plan(demo);
    expect(planned.body.result.statements.filter((s) => s.destructive).map((s) => s.loss)).toEqual(['setNotNull:note', 'setNotNull:note']);
    expect((await sync(demo)).status).toBe(400);
    expect((await sync(demo, ['setNotNull:note'])).status).toBe(200);
    const rows = await withTenant(app.ctx.db, demoId, (trx) => trx.withSchema('biz').from(physical).orderBy('name').select('note', 'added'));
    expect(rows).toEqual([{ note: '', added: 0 }, { note: '', added: 0 }]);
    // A new version that changes only what needs no DDL (the title): the table is "created", with nothing to run.
    await saveTable(demo, { ...goods([column('name', 'varchar', { colLength: 3, isNull: 'N' }), column('note', 'text', { isNull: 'N' }), column('added', 'int', { isNull: 'N' })], { indexes: [{ indexName: 'ix_name', colCodes: ['name'], isUnique: 'Y' }] }), tableTitle: 'Goods (renamed)' });
    const listed = await app.api<{ records: Array<{ code: string; tableStatus: string }> }>('GET', '/api/eform/tables', { token: demo });
    expect(listed.body.result.records.find((r) => r.code === 'goods')!.tableStatus).toBe('created');
    expect((await plan(demo)).body.result.statements).toEqual([]);
  });

  it('refuses platform tables and callers without the table page\'s buttons', async () => {
    await app.database.owner('eform_definition').insert({ tenant_id: await tenantId('demo'), kind: 'table', code: 'sys_user', name: 'x', schema_version: 1, body: JSON.stringify(goods([column('a', 'int')])) });
    const system = await plan(demo, 'sys_user');
    expect(system.status).toBe(400);
    expect(system.body.message).toBe('A system table cannot be modified');
    expect((await plan(staff)).status).toBe(403);
    expect((await sync(staff)).status).toBe(403);
    expect((await app.api('GET', '/api/eform/tables', { token: staff })).status).toBe(403);
  });
});
