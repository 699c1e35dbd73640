import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';
import { column, insertRows, publishDefinition, syncedTable } from './support/eformDataSources';
import { readXlsxRows } from './support/readXlsx';
import { grantViewMenus } from './support/viewMenus';

type Issues = { errors: Array<{ path: string; code: string; message: string }> };
type Row = Record<string, unknown> & { id: string };
interface Page { records: Row[]; total?: number; hasMore: boolean }

let app: TestApp;
let demo: string;
let acme: string;
let staff: string;
let physical: string;
const rowCount = 120;

const viewColumns = [
  { colCode: 'dec_no', colName: 'Declaration no.', colType: 'string', queryOp: 'lk', isQuery: 'Y' },
  { colCode: 'trade_mode', colName: 'Trade mode', colType: 'dict', dictCode: 'trade_mode', queryOp: 'eq' },
  { colCode: 'amount', colName: 'Amount', colType: 'number', queryOp: 'bt' },
  { colCode: 'declare_date', colName: 'Declared on', colType: 'date' },
  { colCode: 'phone', colName: 'Phone', tuoMin: 'phonenumber' },
  { colCode: 'email', colName: 'Email', tuoMin: 'email' },
  { colCode: 'remark', colName: 'Remark', isExport: 'N' },
  { colCode: 'createTime', colName: 'Created' },
];

beforeAll(async () => {
  app = await startTestApp();
  demo = await app.loginAs('demo_admin');
  acme = await app.loginAs('acme_admin');
  staff = await app.loginAs('demo_user');
  physical = await syncedTable(app, demo, 'demo', 'decl', [
    column('dec_no', 'varchar', { colLength: 100 }), column('trade_mode', 'varchar', { colLength: 10 }), column('amount', 'decimal', { colLength: 18, decimals: 2 }),
    column('declare_date', 'date'), column('phone', 'varchar', { colLength: 20 }), column('email', 'varchar', { colLength: 50 }), column('remark', 'text'),
  ]);
  const modes = ['0110', '0615', '0214'];
  await insertRows(app, 'demo', physical, Array.from({ length: rowCount }, (_, i) => ({
    dec_no: i === 7 ? '=HYPERLINK("http://x","y")' : `D${String(i).padStart(4, '0')}`, trade_mode: modes[i % 3], amount: i * 10.5, declare_date: `2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
    phone: `1381234${String(i).padStart(4, '0')}`, email: `user${i}@example.com`, remark: `remark ${i}`,
    // Ten rows share each timestamp (microseconds included): keyset paging must break ties by id.
    create_time: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(i / 10))).toISOString().replace('Z', `${String(123456 + (i % 2)).slice(3)}Z`),
  })));
  const acmeTable = await syncedTable(app, acme, 'acme', 'decl', [column('dec_no', 'varchar', { colLength: 100 })]);
  await insertRows(app, 'acme', acmeTable, [{ dec_no: 'ACME-1' }]);
  await publishDefinition(app, demo, 'view', 'decl_list', {
    schemaVersion: 1, viewCode: 'decl_list', viewName: 'Declarations', viewType: 'table', tableName: 'decl', formCode: 'decl_form',
    columns: viewColumns,
    buttons: [
      { buttonName: 'Edit', buttonType: 'inline', openType: 'edit', permission: 'eformView:edit' },
      { buttonName: 'Secret', buttonType: 'toolbar', openType: 'script', permission: 'nobody:has' },
      { buttonName: 'Export', buttonType: 'toolbar', openType: 'exportXls' },
    ],
  });
  await publishDefinition(app, demo, 'view', 'decl_report', {
    schemaVersion: 1, viewCode: 'decl_report', viewName: 'Report', viewType: 'table',
    reportSql: 'select id, dec_no, amount, create_time from biz.decl where trade_mode = :mode and amount >= :minAmount',
    parameters: [{ parameterKey: 'mode', parameterName: 'Mode', isRequired: 'Y' }, { parameterKey: 'minAmount', parameterName: 'Min', defaultValue: 0 }],
    columns: [{ colCode: 'dec_no', colName: 'No.' }, { colCode: 'amount', colName: 'Amount', colType: 'number' }, { colCode: 'create_time', colName: 'Created', colType: 'datetime' }],
  });
  await publishDefinition(app, demo, 'view', 'no_id_report', {
    schemaVersion: 1, viewCode: 'no_id_report', viewName: 'No id', viewType: 'table', reportSql: 'select dec_no from biz.decl where id is not null', columns: [{ colCode: 'dec_no', colName: 'No.' }],
  });
  // The staff role reads these views through menus that open them (views are gated by menus).
  await grantViewMenus(app, demo, 'demo', ['decl_list', 'decl_report', 'no_id_report']);
});
afterAll(async () => app.close());

const data = (query: string, token = demo) => app.api<Page & Issues>('GET', `/api/eform/views/decl_list/data?lang=en_US&${query}`, { token });

describe('view definition for the list page', () => {
  it('gives the published body without its SQL, resolved columns, the form and the caller\'s button permissions', async () => {
    const admin = await app.api<Record<string, unknown> & { columns: Array<Record<string, unknown>>; permissions: string[] }>('GET', '/api/eform/views/decl_list/definition', { token: demo });
    expect(admin.status).toBe(200);
    // Putting the view on a menu gave its menu entry a point per button permission (issue 18 §3), in the tenant's own package: the administrator holds them all.
    expect(admin.body.result).toMatchObject({ viewCode: 'decl_list', formCode: 'decl_form', tableName: 'decl', source: 'table', canUnmask: true, permissions: ['eformView:edit', 'nobody:has'], defaultPageSize: 20, defaultSort: { field: 'createTime', order: 'desc' } });
    expect(admin.body.result.columns.map((c) => c.title)).toEqual(viewColumns.map((c) => c.colName));
    const user = await app.api<{ columns: Array<{ colCode: string; isMasked: boolean; isFilterable: boolean }>; permissions: string[]; canUnmask: boolean }>('GET', '/api/eform/views/decl_list/definition', { token: staff });
    expect(user.body.result).toMatchObject({ permissions: [], canUnmask: false });
    expect(user.body.result.columns.find((c) => c.colCode === 'phone')).toMatchObject({ isMasked: true, isFilterable: false });
    const report = await app.api<{ body: Record<string, unknown> }>('GET', '/api/eform/views/decl_report/definition', { token: demo });
    expect(report.body.result.body).not.toHaveProperty('reportSql');
    expect((await app.api('GET', '/api/eform/views/decl_list/definition', { token: acme })).status).toBe(404);
    expect((await app.api('GET', "/api/eform/views/x'or'1/definition", { token: demo })).status).toBe(404);
  });
});

describe('view data', () => {
  it('pages newest first by default with hasMore, sizes from the list, total when asked or free', async () => {
    const first = await data('');
    expect(first.status).toBe(200);
    expect(first.body.result.records).toHaveLength(20);
    expect(first.body.result.hasMore).toBe(true);
    expect(first.body.result).not.toHaveProperty('total');
    const times = first.body.result.records.map((r) => String(r.createTime));
    expect([...times].sort().reverse()).toEqual(times);
    expect(times[0]).toMatch(/^2026-01-01 00:00:11\.\d{6}\+00$/);
    expect((await data('total=true&pageSize=50')).body.result).toMatchObject({ total: rowCount, hasMore: true });
    const last = await data('pageNo=3&pageSize=50');
    expect(last.body.result).toMatchObject({ total: rowCount, hasMore: false });
    expect(last.body.result.records).toHaveLength(20);
    const bad = await data('pageSize=7');
    expect(bad.status).toBe(400);
    expect(bad.body.result.errors[0]!.code).toBe('query/invalid-page-size');
  });

  it('walks every row once with keyset paging, in the same order as offset paging, ties broken by id', async () => {
    const byOffset: string[] = [];
    for (let pageNo = 1; pageNo <= 6; pageNo += 1) byOffset.push(...(await data(`pageNo=${pageNo}&pageSize=20`)).body.result.records.map((r) => r.id));
    const byKeyset: string[] = [];
    let after: Row | undefined;
    for (;;) {
      const page = await data(`pageSize=20${after ? `&after=${encodeURIComponent(JSON.stringify({ createTime: after.createTime, id: after.id }))}` : ''}`);
      expect(page.status).toBe(200);
      byKeyset.push(...page.body.result.records.map((r) => r.id));
      if (!page.body.result.hasMore) break;
      after = page.body.result.records.at(-1);
    }
    expect(new Set(byKeyset).size).toBe(rowCount);
    expect(byKeyset).toEqual(byOffset);
    const sorted = await data('column=amount&order=asc&pageSize=10');
    expect(sorted.body.result.records.map((r) => Number(r.amount))).toEqual(Array.from({ length: 10 }, (_, i) => i * 10.5));
    const cursor = encodeURIComponent(JSON.stringify({ amount: '42', id: sorted.body.result.records[4]!.id }));
    const next = await data(`column=amount&order=asc&pageSize=10&after=${cursor}`);
    expect(Number(next.body.result.records[0]!.amount)).toBe(52.5);
    for (const after of ['not json', '[1]', '{"createTime":null,"id":"x"}', '{"id":"x"}']) expect((await data(`after=${encodeURIComponent(after)}`)).status, after).toBe(400);
  });

  it('filters by query fields with their operators, ranges and the super query (and / or)', async () => {
    expect((await data('dec_no=D001&total=true')).body.result.total).toBe(10);
    expect((await data('trade_mode=0615&total=true')).body.result.total).toBe(40);
    expect((await data('amount_begin=100&amount_end=200&total=true')).body.result.total).toBe(10);
    const both = JSON.stringify([{ field: 'trade_mode', rule: 'eq', val: '0110' }, { field: 'amount', rule: 'lt', val: '100' }]);
    expect((await data(`superQueryParams=${encodeURIComponent(both)}&total=true`)).body.result.total).toBe(4);
    expect((await data(`superQueryParams=${encodeURIComponent(both)}&superQueryMatchType=or&total=true`)).body.result.total).toBe(40 + 6);
    const narrowed = await data('field=dec_no,amount&pageSize=10');
    expect(Object.keys(narrowed.body.result.records[0]!).sort()).toEqual(['amount', 'dec_no', 'id']);
    expect((await data('unknown_col=1')).body.result.errors).toMatchObject([{ path: '/query/unknown_col', code: 'query/unknown-field' }]);
  });

  it('gives every sort, filter, field and cursor value no effect beyond its bound value (injection corpus)', async () => {
    const hostile = ["'; drop table biz.decl; --", 'id;drop table sys_user', '" or 1=1 --', "dec_no') or ('1'='1", '1 union select password_hash from sys_user', '日本語\u202e', '%_\\', '9'.repeat(400), '-1e309', '$1', '?', ':x', '\\x00'];
    for (const value of hostile) {
      const v = encodeURIComponent(value);
      const filter = await data(`dec_no=${v}&total=true`);
      expect(filter.status, value).toBe(200);
      expect(filter.body.result.total, value).toBe(0);
      for (const query of [`column=${v}`, `order=${v}&column=amount`, `field=${v}`, `trade_mode_begin=${v}`, `amount=${v}`, `${v}=1`, `superQueryParams=${encodeURIComponent(JSON.stringify([{ field: value, rule: 'eq', val: 1 }]))}`, `superQueryParams=${encodeURIComponent(JSON.stringify([{ field: 'dec_no', rule: value, val: 1 }]))}`, `superQueryMatchType=${v}&superQueryParams=%5B%5D`, `after=${encodeURIComponent(JSON.stringify({ createTime: value, id: value }))}`, `pageNo=${v}`]) {
        const response = await data(query);
        expect([200, 400], `${query} → ${response.status}`).toContain(response.status);
        if (response.status === 400) expect(response.body.result.errors.length, query).toBeGreaterThan(0);
      }
    }
    expect((await data('a[b]=1')).status).toBe(400);
    expect((await data('total=true')).body.result.total).toBe(rowCount);
    expect((await app.database.owner('sys_user').count<Array<{ count: string }>>({ count: '*' }))[0]!.count).not.toBe('0');
  });

  it('masks columns for users without the unmasking permission, and lets no one filter on them blindly', async () => {
    const admin = (await data('dec_no=D0003')).body.result.records[0]!;
    expect(admin).toMatchObject({ phone: '13812340003', email: 'user3@example.com' });
    const user = (await data('dec_no=D0003', staff)).body.result.records[0]!;
    expect(user).toMatchObject({ phone: '138****0003', email: 'u***@example.com' });
    const probe = await data('phone=13812340003', staff);
    expect(probe.status).toBe(400);
    expect(probe.body.result.errors[0]!.code).toBe('query/not-filterable');
    expect((await data('column=phone', staff)).status).toBe(400);
  });

  it('serves a visitor session its one view page under the runtime prefix, and nothing else', async () => {
    const issued = await app.api<{ visitorToken: string }>('POST', '/api/system/visitorToken', { token: demo, body: { pageType: 'view', pageCode: 'decl_list' } });
    expect(issued.status).toBe(200);
    const login = await app.api<{ token: string }>('POST', '/api/system/visitorLogin', { body: { token: issued.body.result.visitorToken } });
    const visitor = login.body.result.token;
    const page = await app.api<Page>('GET', '/api/eform/runtime/view/decl_list/data?dec_no=D0003', { token: visitor });
    expect(page.status).toBe(200);
    expect(page.body.result.records[0]).toMatchObject({ dec_no: 'D0003', phone: '138****0003' });
    expect((await app.api('GET', '/api/eform/runtime/view/decl_list/definition', { token: visitor })).status).toBe(200);
    expect((await app.api('GET', '/api/eform/runtime/view/decl_report/data?mode=0110', { token: visitor })).status).toBe(403);
    expect((await app.api('GET', '/api/eform/views/decl_list/data', { token: visitor })).status).toBe(403);
  });

  it('keeps tenants apart', async () => {
    expect((await data('', acme)).status).toBe(404);
  });

  it('runs a report SQL view as the SQL reader with its parameters, and says when the SQL lacks id', async () => {
    const report = await app.api<Page & Issues>('GET', '/api/eform/views/decl_report/data?mode=0110&minAmount=500&total=true', { token: staff });
    expect(report.status).toBe(200);
    expect(report.body.result.total).toBe(40 - 16);
    expect(Object.keys(report.body.result.records[0]!).sort()).toEqual(['amount', 'create_time', 'dec_no', 'id']);
    const filtered = await app.api<Page>('GET', '/api/eform/views/decl_report/data?mode=0110&dec_no=D0003&total=true', { token: staff });
    expect(filtered.body.result.total).toBe(1);
    const missing = await app.api<Issues>('GET', '/api/eform/views/decl_report/data?lang=en_US', { token: staff });
    expect(missing.body.result.errors).toMatchObject([{ path: '/query/mode', code: 'sqlConfig/parameter-required' }]);
    const hostile = await app.api<Page>('GET', `/api/eform/views/decl_report/data?mode=${encodeURIComponent("0110' or '1'='1")}&total=true`, { token: staff });
    expect(hostile.body.result.total).toBe(0);
    const noId = await app.api('GET', '/api/eform/views/no_id_report/data', { token: staff });
    expect(noId.status).toBe(400);
    expect(noId.body.messageCode).toBe('view/report-sql-needs-id');
  });

  it('turns dictionary codes into names for a view (codeToName)', async () => {
    const names = await app.api<Record<string, Record<string, string>>>('POST', '/api/eform/engine/viewEngine/codeToName?viewCode=decl_list', { token: staff, body: { values: { trade_mode: ['0110', 'zzz'], dec_no: ['D1'] } } });
    expect(names.body.result).toEqual({ trade_mode: { '0110': 'General trade', zzz: 'zzz' }, dec_no: { D1: 'D1' } });
    expect((await app.api('POST', '/api/eform/engine/viewEngine/codeToName?viewCode=decl_list', { token: staff, body: { values: { nope: ['1'] } } })).status).toBe(400);
  });
});

describe('view export', () => {
  const download = async (query: string, token = demo) => {
    const response = await fetch(`${app.url}/api/eform/views/decl_list/export?${query}`, { headers: { 'X-Access-Token': token } });
    return { status: response.status, type: response.headers.get('content-type'), bytes: new Uint8Array(await response.arrayBuffer()) };
  };

  it('streams the filtered rows as .xlsx with exported columns, formula-like text intact and masking kept', async () => {
    const file = await download('trade_mode=0615&lang=en_US');
    expect(file.status).toBe(200);
    expect(file.type).toContain('spreadsheetml');
    const rows = readXlsxRows(file.bytes);
    expect(rows[0]).toEqual(['Declaration no.', 'Trade mode', 'Amount', 'Declared on', 'Phone', 'Email', 'Created']);
    expect(rows).toHaveLength(1 + 40);
    const formula = rows.find((r) => r[0]!.includes('HYPERLINK'));
    expect(formula?.[0]).toBe('=HYPERLINK("http://x","y")');
    // Trade mode is a dictionary column: the export shows the item's text (issue 18 point 4).
    expect(rows.find((r) => r[0] === 'D0001')).toEqual(['D0001', 'Processing with imported materials', '10.5', '2026-01-02', '13812340001', 'user1@example.com', '2026-01-01 00:00:00']);
    // Without a language the item's text is the interface's default language's (zh_CN, spec §7).
    expect(readXlsxRows((await download('dec_no=D0001')).bytes)[1]?.[1]).toBe('进料加工');
    const masked = readXlsxRows((await download('dec_no=D0001', staff)).bytes);
    expect(masked[1]).toContain('138****0001');
    const none = await app.api('GET', '/api/eform/views/decl_list/export?dec_no=nothing&lang=en_US', { token: demo });
    expect(none.status).toBe(400);
    expect(none.body.messageCode).toBe('view/no-data-to-export');
    expect((await download('column=nope')).status).toBe(400);
  });

  it('writes dates and timestamps as date cells, and formula-like text as a string, as spreadsheets read them back', async () => {
    const file = await download('dec_no=D0001&lang=en_US');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(file.bytes) as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe('D0001');
    expect(row.getCell(4).type).toBe(ExcelJS.ValueType.Date);
    expect(row.getCell(4).value).toEqual(new Date(Date.UTC(2026, 0, 2)));
    expect(row.getCell(4).numFmt).toBe('yyyy-mm-dd');
    expect(row.getCell(7).type).toBe(ExcelJS.ValueType.Date);
    expect(row.getCell(7).value).toEqual(new Date(Date.UTC(2026, 0, 1)));
    const formula = (await download('dec_no=HYPERLINK&lang=en_US'));
    const formulaBook = new ExcelJS.Workbook();
    await formulaBook.xlsx.load(Buffer.from(formula.bytes) as unknown as ExcelJS.Buffer);
    const cell = formulaBook.worksheets[0]!.getCell('A2');
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe('=HYPERLINK("http://x","y")');
  });

  it('ends the export, and hands its connection back, when the client goes away mid-download', async () => {
    const tenantId = (await app.database.owner('sys_tenant').where({ tenant_code: 'demo' }).first<{ id: string }>('id'))!.id;
    await app.database.owner.raw(`insert into biz."${physical}" (tenant_id, dec_no, remark) select ?, 'BULK' || g, repeat('r', 60) from generate_series(1, 150000) g`, [tenantId]);
    try {
      const aborting = new AbortController();
      const response = await fetch(`${app.url}/api/eform/views/decl_list/export`, { headers: { 'X-Access-Token': demo }, signal: aborting.signal });
      expect(response.status).toBe(200);
      await response.body!.getReader().read();
      aborting.abort();
      const stuck = () => app.database.owner.raw("select count(*)::int as n from pg_stat_activity where datname = current_database() and usename = 'wharf_app' and state like 'idle in transaction%'");
      await expect.poll(async () => (await stuck()).rows[0].n, { timeout: 10_000, interval: 100 }).toBe(0);
      expect((await app.api('GET', '/api/eform/views/decl_list/data?pageSize=10', { token: demo })).status).toBe(200);
    } finally {
      await app.database.owner.raw(`delete from biz."${physical}" where dec_no like 'BULK%'`);
    }
  });

  it('needs the export button\'s permission when the view gives it one', async () => {
    await publishDefinition(app, demo, 'view', 'decl_locked', {
      schemaVersion: 1, viewCode: 'decl_locked', viewName: 'Locked', viewType: 'table', tableName: 'decl', columns: [{ colCode: 'dec_no', colName: 'No.' }],
      buttons: [{ buttonName: 'Export', buttonType: 'toolbar', openType: 'exportXls', permission: 'declLocked:export' }],
    });
    await grantViewMenus(app, demo, 'demo', ['decl_locked']);
    // A new session: the views a session may read are kept for a few seconds.
    const reader = await app.loginAs('demo_user');
    const locked = await fetch(`${app.url}/api/eform/views/decl_locked/export`, { headers: { 'X-Access-Token': reader } });
    expect(locked.status).toBe(403);
    expect((await app.api<Page>('GET', '/api/eform/views/decl_locked/data', { token: reader })).status).toBe(200);
  });
});
