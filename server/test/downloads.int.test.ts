import { mkdtemp, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExportFiles } from '../src/downloads/exportTaskJob';
import { startWorker } from '../src/app/composition';
import type { WorkerHandle } from '../src/worker/startWorker';
import { column, insertRows, publishDefinition, syncedTable, tenantIdOf } from './support/eformDataSources';
import { readXlsxRows } from './support/readXlsx';
import { startTestApp, type TestApp } from './support/testApp';

interface Task { id: string; taskName: string; module: string; extraCode: string | null; fileName: string; statusCode: string; rowCount: number | null; errorMessage: string | null; insertUserName: string | null; fileId: string | null; fastDFSPath: string | null }
interface TaskPage { records: Task[]; total: number }

let app: TestApp;
let worker: WorkerHandle;
let dataDir: string;
let admin: string;
let staff: string;
let acme: string;

beforeAll(async () => {
  app = await startTestApp();
  // Files go to a folder of this test; the routes and the job read the same configuration object.
  dataDir = await mkdtemp(join(tmpdir(), 'wharf-downloads-'));
  app.ctx.config.dataDir = dataDir;
  worker = await startWorker(app.database.ownerUrl, app.ctx.owner, pino({ level: 'silent' }), app.ctx);
  admin = await app.loginAs('demo_admin');
  staff = await app.loginAs('demo_user');
  acme = await app.loginAs('acme_admin');
  const physical = await syncedTable(app, admin, 'demo', 'decl', [
    column('dec_no', 'varchar', { colLength: 100 }), column('trade_mode', 'varchar', { colLength: 10 }), column('amount', 'decimal', { colLength: 18, decimals: 2 }), column('phone', 'varchar', { colLength: 20 }),
  ]);
  const modes = ['0110', '0615', '0214'];
  await insertRows(app, 'demo', physical, Array.from({ length: 30 }, (_, i) => ({ dec_no: `D${String(i).padStart(4, '0')}`, trade_mode: modes[i % 3], amount: i * 10.5, phone: `1381234${String(i).padStart(4, '0')}` })));
  await publishDefinition(app, admin, 'view', 'decl_list', {
    schemaVersion: 1, viewCode: 'decl_list', viewName: 'Declarations', viewType: 'table', tableName: 'decl',
    columns: [
      { colCode: 'dec_no', colName: 'Declaration no.', colType: 'string', queryOp: 'lk', isQuery: 'Y' },
      { colCode: 'trade_mode', colName: 'Trade mode', queryOp: 'eq' },
      { colCode: 'amount', colName: 'Amount', colType: 'number' },
      { colCode: 'phone', colName: 'Phone', tuoMin: 'phonenumber' },
    ],
    buttons: [{ buttonName: 'Export', buttonType: 'toolbar', openType: 'exportXls' }],
  });
  // A menu opening the view, granted to the staff role with a data rule: staff see trade mode 0615 only.
  const owner = app.ctx.owner;
  const demoId = await tenantIdOf(app, 'demo');
  const [menu] = await owner('sys_permission').insert({ name: 'decl-list', menu_code: 'declListMenu', menu_type: '1', path: '/customs/decl_list', component: 'ViewLayout', back_flag: '0', titles: '{}' }).returning<Array<{ id: string }>>('id');
  const staffRole = (await owner('sys_role').where({ tenant_id: demoId, role_code: 'staff' }).first<{ id: string }>('id'))!.id;
  await owner('sys_role_permission').insert({ tenant_id: demoId, role_id: staffRole, permission_id: menu!.id });
  // In a package the tenant holds, so the staff role's grant reaches the view (view access).
  const workspace = (await owner('sys_product_package').where({ product_code: 'workspace' }).first<{ id: string }>('id'))!.id;
  await owner('sys_package_permission').insert({ package_id: workspace, permission_id: menu!.id });
  // Written directly: the rules API only offers the tenant's packaged menus, and this menu is the test's own.
  const [rule] = await owner('sys_data_rule').insert({ tenant_id: demoId, permission_id: menu!.id, rule_name: 'exports', rule_column: 'trade_mode', rule_operator: 'equal', rule_value: '0615' }).returning<Array<{ id: string }>>('id');
  await owner('sys_role_data_rule').insert({ tenant_id: demoId, role_id: staffRole, data_rule_id: rule!.id });
}, 120_000);
afterAll(async () => {
  await worker?.stop();
  await app?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const enqueue = (token: string, query = '', body: Record<string, unknown> = {}) => app.api<{ taskId: string }>('POST', `/api/eform/views/decl_list/exportTask?lang=en_US${query ? `&${query}` : ''}`, { token, body });
const list = (token: string, query = '') => app.api<TaskPage>('GET', `/api/system/exportTask/list?${query}`, { token });
const download = async (fileId: string, token: string) => {
  const response = await fetch(`${app.url}/api/common/static/${fileId}?lang=en_US`, { headers: { 'X-Access-Token': token } });
  return { status: response.status, type: response.headers.get('content-type'), disposition: response.headers.get('content-disposition'), bytes: new Uint8Array(await response.arrayBuffer()) };
};
/** Waits for the worker to finish the task (graphile-worker picks it up through LISTEN/NOTIFY). */
async function settled(token: string, taskId: string): Promise<Task> {
  let task: Task | undefined;
  await expect.poll(async () => {
    task = (await list(token, 'pageSize=500')).body.result.records.find((t) => t.id === taskId);
    return task?.statusCode;
  }, { timeout: 30_000, interval: 200 }).toMatch(/^(success|failed)$/);
  return task!;
}

describe('background exports', () => {
  it('run to success; the file is the caller\'s export: data-rule rows and masked values for staff, everything for the admin', async () => {
    const queued = await enqueue(staff, '', { extraCode: 'customs' });
    expect(queued.status).toBe(202);
    expect(queued.body.message).toContain('download centre');
    const task = await settled(staff, queued.body.result.taskId);
    expect(task).toMatchObject({ statusCode: 'success', rowCount: 10, module: 'decl_list', taskName: 'Declarations', extraCode: 'customs', errorMessage: null, fileId: task.id, fastDFSPath: task.id });
    expect(task.fileName).toMatch(/^Declarations_\d{8}T\d{6}\.xlsx$/);
    const file = await download(task.fileId!, staff);
    expect(file.status).toBe(200);
    // The spec's fastDFSPath is what the system file call downloads (spec §3 export task, §7 common/static).
    const bySpecPath = await fetch(`${app.url}/api/system/common/static/${task.fastDFSPath}`, { headers: { 'X-Access-Token': staff } });
    expect(bySpecPath.status).toBe(200);
    expect(Buffer.from(await bySpecPath.arrayBuffer()).equals(Buffer.from(file.bytes))).toBe(true);
    expect(file.type).toContain('spreadsheetml');
    expect(file.disposition).toContain(`filename*=UTF-8''${encodeURIComponent(task.fileName)}`);
    const rows = readXlsxRows(file.bytes);
    expect(rows[0]).toEqual(['Declaration no.', 'Trade mode', 'Amount', 'Phone']);
    expect(rows).toHaveLength(1 + 10);
    expect(rows.slice(1).every((row) => row[1] === '0615')).toBe(true);
    expect(rows.find((row) => row[0] === 'D0001')).toEqual(['D0001', '0615', '10.5', '138****0001']);

    const full = await settled(admin, (await enqueue(admin, 'trade_mode=0110')).body.result.taskId);
    expect(full.rowCount).toBe(10);
    const adminRows = readXlsxRows((await download(full.fileId!, admin)).bytes);
    expect(adminRows.find((row) => row[0] === 'D0000')).toEqual(['D0000', '0110', '0', '13812340000']);
  });

  it('are seen and downloaded only by their owner (or an administrator) in their tenant; others get 404', async () => {
    const own = await settled(staff, (await enqueue(staff, 'dec_no=D0001')).body.result.taskId);
    expect(own.statusCode).toBe('success');
    expect((await download(own.fileId!, acme)).status).toBe(404);
    expect((await list(acme)).body.result.records.some((t) => t.id === own.id)).toBe(false);
    expect((await app.api('DELETE', `/api/system/exportTask/delete?id=${own.id}`, { token: acme })).status).toBe(404);
    // The administrator holds downloadCenter:viewAll: the tenant's tasks; staff see only their own.
    expect((await download(own.fileId!, admin)).status).toBe(200);
    const adminTask = (await list(admin)).body.result.records.find((t) => t.insertUserName !== null && t.id !== own.id && t.module === 'decl_list');
    expect(adminTask).toBeDefined();
    const staffList = (await list(staff, 'pageSize=500')).body.result.records;
    expect(staffList.every((t) => t.insertUserName === own.insertUserName)).toBe(true);
    const adminOnly = (await list(admin, 'pageSize=500')).body.result.records.find((t) => t.insertUserName !== own.insertUserName);
    expect((await download(adminOnly!.id, staff)).status).toBe(404);
    expect((await download('not-a-uuid', staff)).status).toBe(404);
  });

  it('list a page at a time, newest first, filtered by task name, module and extra code, within a limit', async () => {
    const named = await settled(admin, (await enqueue(admin, '', { taskName: 'Quarterly 100%_report', extraCode: 'q3' })).body.result.taskId);
    const byName = await list(admin, `taskName=${encodeURIComponent('100%_')}`);
    expect(byName.body.result.records.map((t) => t.id)).toEqual([named.id]);
    expect((await list(admin, 'extraCode=q3')).body.result.total).toBe(1);
    const all = await list(admin, 'module=decl_list&pageSize=10');
    expect(all.status).toBe(200);
    expect(all.body.result.records[0]!.id).toBe(named.id);
    expect((await list(admin, 'limit=2')).body.result).toMatchObject({ total: 2 });
    expect((await list(admin, 'limit=2')).body.result.records).toHaveLength(2);
    expect((await list(admin)).body.result).toMatchObject({ size: 10 });
    const bad = await list(admin, 'pageSize=7&limit=0');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('/query/pageSize');
    expect(JSON.stringify(bad.body)).toContain('/query/limit');
  });

  it('answer a bad filter or a missing permission at once, and mark a failing export failed with the reason', async () => {
    expect((await enqueue(admin, 'column=nope')).status).toBe(400);
    expect((await app.api('POST', '/api/eform/views/no_such_view/exportTask', { token: admin, body: {} })).status).toBe(404);
    await publishDefinition(app, admin, 'view', 'decl_locked', {
      schemaVersion: 1, viewCode: 'decl_locked', viewName: 'Locked', viewType: 'table', tableName: 'decl', columns: [{ colCode: 'dec_no', colName: 'No.' }],
      buttons: [{ buttonName: 'Export', buttonType: 'toolbar', openType: 'exportXls', permission: 'declLocked:export' }],
    });
    // Staff reach decl_locked through no menu: refused before anything is queued, as reading its list is.
    expect((await app.api('POST', '/api/eform/views/decl_locked/exportTask', { token: staff, body: {} })).status).toBe(403);
    // The export button's own permission, for someone who may read the view: also refused at once.
    const demoId = await tenantIdOf(app, 'demo');
    const lockedMenu = await app.ctx.owner('sys_permission').insert({ name: 'decl-locked', menu_code: 'declLockedMenu', menu_type: '1', path: '/customs/decl_locked', component: 'ViewLayout', back_flag: '0', titles: '{}' }).returning<Array<{ id: string }>>('id');
    const workspace = (await app.ctx.owner('sys_product_package').where({ product_code: 'workspace' }).first<{ id: string }>('id'))!.id;
    await app.ctx.owner('sys_package_permission').insert({ package_id: workspace, permission_id: lockedMenu[0]!.id });
    const staffRole = (await app.ctx.owner('sys_role').where({ tenant_id: demoId, role_code: 'staff' }).first<{ id: string }>('id'))!.id;
    await app.ctx.owner('sys_role_permission').insert({ tenant_id: demoId, role_id: staffRole, permission_id: lockedMenu[0]!.id });
    await expect.poll(async () => (await app.api('GET', '/api/eform/views/decl_locked/definition', { token: staff })).status, { timeout: 10_000, interval: 500 }).toBe(200);
    expect((await app.api('POST', '/api/eform/views/decl_locked/exportTask', { token: staff, body: {} })).status).toBe(403);
    expect((await list(staff, 'module=decl_locked')).body.result.total).toBe(0);
    expect((await app.api('POST', '/api/eform/views/decl_list/exportTask', { token: staff, body: { taskName: 'x'.repeat(201), other: 1 } })).status).toBe(400);
    const noRows = await settled(admin, (await enqueue(admin, 'dec_no=nothing-matches')).body.result.taskId);
    expect(noRows).toMatchObject({ statusCode: 'failed', fileId: null, fastDFSPath: null, errorMessage: 'No data to export' });
    const missing = await download(noRows.id, admin);
    expect(missing.status).toBe(404);
    expect(JSON.parse(new TextDecoder().decode(missing.bytes))).toMatchObject({ messageCode: 'download/file-missing', message: 'File download failed' });
  });

  it('delete with their file; files older than seven days are purged and no longer offered', async () => {
    const task = await settled(admin, (await enqueue(admin)).body.result.taskId);
    const path = join(dataDir, 'exports', await tenantIdOf(app, 'demo'), `${task.id}.xlsx`);
    expect((await stat(path)).size).toBeGreaterThan(0);
    expect((await app.api('DELETE', `/api/system/exportTask/delete?id=${task.id}`, { token: admin })).status).toBe(200);
    await expect(stat(path)).rejects.toThrow();
    expect((await download(task.id, admin)).status).toBe(404);

    const old = await settled(admin, (await enqueue(admin)).body.result.taskId);
    const recent = await settled(admin, (await enqueue(admin)).body.result.taskId);
    await app.ctx.owner('sys_export_task').where({ id: old.id }).update({ insert_time: app.ctx.owner.raw("now() - interval '8 days'") });
    expect(await purgeExportFiles(app.ctx)).toBe(1);
    expect((await download(old.id, admin)).status).toBe(404);
    expect((await list(admin, 'pageSize=500')).body.result.records.find((t) => t.id === old.id)).toMatchObject({ statusCode: 'success', fileId: null });
    expect((await download(recent.id, admin)).status).toBe(200);
  });

  it('never serve a stored path outside the exports folder', async () => {
    const task = await settled(admin, (await enqueue(admin)).body.result.taskId);
    await mkdir(join(dataDir, 'secret'), { recursive: true });
    await writeFile(join(dataDir, 'secret', 'x.xlsx'), 'secret');
    await app.ctx.owner('sys_export_task').where({ id: task.id }).update({ file_path: 'exports/../secret/x.xlsx' });
    expect((await download(task.id, admin)).status).toBe(404);
  });
});
