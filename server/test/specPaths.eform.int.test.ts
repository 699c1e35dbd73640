import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker } from '../src/app/composition';
import type { WorkerHandle } from '../src/worker/startWorker';
import { column, insertRows, publishDefinition, syncedTable } from './support/eformDataSources';
import { readXlsxRows } from './support/readXlsx';
import { startTestApp, type TestApp } from './support/testApp';

/** Spec §7 Eform paths (view buttons by view id, template list, code map search) and the export-task service paths. */

type Issues = { errors: Array<{ path: string; code: string }> };
interface Task { id: string; taskName: string; module: string; fileName: string; statusCode: string; fileId: string | null }

let app: TestApp;
let worker: WorkerHandle;
let dataDir: string;
let admin: string;
let staff: string;
let acme: string;
let viewId: string;

beforeAll(async () => {
  app = await startTestApp();
  dataDir = await mkdtemp(join(tmpdir(), 'wharf-specpaths-'));
  app.ctx.config.dataDir = dataDir;
  worker = await startWorker(app.database.ownerUrl, app.ctx.owner, pino({ level: 'silent' }), app.ctx);
  admin = await app.loginAs('demo_admin');
  staff = await app.loginAs('demo_user');
  acme = await app.loginAs('acme_admin');
  const physical = await syncedTable(app, admin, 'demo', 'sp_cargo', [column('cargo_no', 'varchar', { colLength: 20 }), column('pieces', 'int')]);
  await insertRows(app, 'demo', physical, [{ cargo_no: 'C1', pieces: 3 }, { cargo_no: 'C2', pieces: 4 }]);
  viewId = await publishDefinition(app, admin, 'view', 'sp_cargo_list', {
    schemaVersion: 1, viewCode: 'sp_cargo_list', viewName: 'Cargo', viewType: 'table', tableName: 'sp_cargo',
    columns: [{ colCode: 'cargo_no', colName: 'Cargo no.' }, { colCode: 'pieces', colName: 'Pieces', colType: 'number' }],
    buttons: [
      { buttonName: 'Export', buttonType: 'toolbar', openType: 'exportXls' },
      { buttonName: 'Modify online', buttonType: 'toolbar', openType: 'handleOnlineModify', permission: 'eformView:edit' },
      { buttonName: 'Approve', buttonType: 'inline', openType: 'script', permission: 'spCargo:approve' },
    ],
  });
}, 120_000);
afterAll(async () => {
  await worker?.stop();
  await app?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('actAppView/queryActAppViewButtonByMainId', () => {
  const path = '/api/eform/manage/actAppView/queryActAppViewButtonByMainId';

  it('gives the published view\'s buttons by its id, those whose permission the caller holds', async () => {
    const buttons = await app.api<Array<{ buttonName: string; openType: string }>>('GET', `${path}?id=${viewId}`, { token: admin });
    expect(buttons.status).toBe(200);
    // Nobody holds spCargo:approve (no package offers it); the administrator holds eformView:edit.
    expect(buttons.body.result.map((button) => button.buttonName)).toEqual(['Export', 'Modify online']);
  });

  it('refuses without read access to the view, hides other tenants\' views, and checks the id', async () => {
    expect((await app.api('GET', `${path}?id=${viewId}`, { token: staff })).status).toBe(403);
    expect((await app.api('GET', `${path}?id=${viewId}`, { token: acme })).status).toBe(404);
    expect((await app.api('GET', `${path}?id=00000000-0000-4000-8000-000000000000`, { token: admin })).status).toBe(404);
    const bad = await app.api<Issues>('GET', `${path}?id=sp_cargo_list`, { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.result.errors.map((e) => e.path)).toEqual(['/query/id']);
  });
});

describe('actAppTemplate/listAll', () => {
  const path = '/api/eform/manage/actAppTemplate/listAll';
  const template = (tempCode: string, tempType: string, appType?: string) => ({ kind: 'template', code: tempCode, name: tempCode, body: { schemaVersion: 1, tempCode, tempName: `Template ${tempCode}`, tempType, ...(appType ? { appType } : {}), tempStructure: { fields: [] } } });

  it('lists the tenant\'s templates of a type, and of an app type when given', async () => {
    for (const body of [template('t_form_a', 'form', 'customs'), template('t_form_b', 'form', 'trade'), template('t_view_a', 'view', 'customs')]) {
      expect((await app.api('POST', '/api/eform/definitions', { token: admin, body })).status).toBe(201);
    }
    const forms = await app.api<Array<{ id: string; tempCode: string; tempType: string; appType?: string }>>('GET', `${path}?tempType=form`, { token: admin });
    expect(forms.body).toMatchObject({ success: true });
    // The customs example app brings a form template of its own.
    expect(forms.body.result.map((t) => t.tempCode)).toEqual(['customs_form_template', 't_form_a', 't_form_b']);
    expect(forms.body.result.every((t) => t.tempType === 'form' && /^[0-9a-f-]{36}$/.test(t.id))).toBe(true);
    const customs = await app.api<Array<{ tempCode: string; appType?: string }>>('GET', `${path}?tempType=form&appType=customs`, { token: admin });
    expect(customs.body.result.map((t) => t.tempCode)).toContain('t_form_a');
    expect(customs.body.result.every((t) => t.appType === 'customs')).toBe(true);
    expect((await app.api<Array<{ tempCode: string }>>('GET', `${path}?tempType=form&appType=trade`, { token: admin })).body.result.map((t) => t.tempCode)).toEqual(['t_form_b']);
    expect((await app.api<unknown[]>('GET', `${path}?tempType=form`, { token: acme })).body.result).toEqual([]);
  });

  it('needs a known tempType and the form designer\'s button', async () => {
    const bad = await app.api<Issues>('GET', `${path}?tempType=report`, { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.result.errors.map((e) => e.path)).toEqual(['/query/tempType']);
    expect((await app.api('GET', `${path}?tempType=form`, { token: staff })).status).toBe(403);
  });
});

describe('GET /api/codemap/search', () => {
  it('finds reference codes by the start of a code or any part of a name, in the caller\'s language', async () => {
    const byCode = await app.api<Array<{ type: string; code: string; name: string }>>('GET', '/api/codemap/search?keyword=cnsha&lang=en_US', { token: staff });
    expect(byCode.body.result[0]).toEqual({ type: 'port', code: 'CNSHA', name: 'Shanghai' });
    const byName = await app.api<Array<{ code: string; name: string }>>('GET', `/api/codemap/search?keyword=${encodeURIComponent('上海')}&type=port&lang=zh_CN`, { token: staff });
    expect(byName.body.result).toEqual([{ type: 'port', code: 'CNSHA', name: '上海' }]);
    // A wildcard is a character to find, not a pattern.
    expect((await app.api<unknown[]>('GET', '/api/codemap/search?keyword=%25&type=port', { token: staff })).body.result).toEqual([]);
    expect((await app.api<unknown[]>('GET', '/api/codemap/search?keyword=CN&type=unit,entryType', { token: staff })).body.result.every((hit) => (hit as { type: string }).type !== 'port')).toBe(true);
  });

  it('names a missing keyword and a bad type or limit', async () => {
    const bad = await app.api<Issues>('GET', '/api/codemap/search?type=port;drop&limit=1000', { token: staff });
    expect(bad.status).toBe(400);
    expect(bad.body.result.errors.map((e) => e.path).sort()).toEqual(['/query/keyword', '/query/limit', '/query/type']);
    expect((await app.api('GET', '/api/codemap/search?keyword=CN')).status).toBe(401);
  });
});

describe('export task service (/exportasync/api/v1/task)', () => {
  const post = async (path: string, token: string | undefined, body: unknown) => fetch(`${app.url}/exportasync/api/v1/task/${path}?lang=en_US`, {
    method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { 'X-Access-Token': token } : {}) }, body: JSON.stringify(body),
  });
  const get = async (token: string, body: Record<string, unknown> = {}) => {
    const response = await post('get', token, { pageSize: 10, pageNum: 1, ...body });
    return { status: response.status, body: (await response.json()) as { result: { content: Task[]; totalElements: number } } };
  };

  it('lists the caller\'s tasks as content and returns a task\'s spreadsheet, named after it', async () => {
    const queued = await app.api<{ taskId: string }>('POST', '/api/eform/views/sp_cargo_list/exportTask', { token: admin, body: { taskName: 'Cargo export', extraCode: 'cargo' } });
    expect(queued.status).toBe(202);
    let task: Task | undefined;
    await expect.poll(async () => {
      task = (await get(admin, { systemCode: 'wharf', taskCode: 'sp_cargo_list', extraCode: 'cargo' })).body.result.content.find((t) => t.id === queued.body.result.taskId);
      return task?.statusCode;
    }, { timeout: 30_000, interval: 200 }).toBe('success');
    const listed = await get(admin, { taskName: 'cargo', limit: 5 });
    expect(listed.body.result).toMatchObject({ totalElements: 1, content: [{ id: task!.id, taskName: 'Cargo export' }] });
    expect((await get(admin, { taskCode: 'other_view' })).body.result.content).toEqual([]);

    const file = await post('exportXls', admin, task);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    expect(file.headers.get('content-disposition')).toContain(encodeURIComponent(task!.fileName));
    const rows = readXlsxRows(new Uint8Array(await file.arrayBuffer()));
    expect(rows.slice(1).map((row) => row[0]).sort()).toEqual(['C1', 'C2']);

    // The System prefix's file call (spec §7 common/static/{fileId}) serves the same file.
    const staticFile = await fetch(`${app.url}/api/system/common/static/${task!.fileId}`, { headers: { 'X-Access-Token': admin } });
    expect(staticFile.status).toBe(200);
    expect(readXlsxRows(new Uint8Array(await staticFile.arrayBuffer())).slice(1).map((row) => row[0]).sort()).toEqual(['C1', 'C2']);
    expect((await fetch(`${app.url}/api/system/common/static/${task!.fileId}`, { headers: { 'X-Access-Token': staff } })).status).toBe(404);

    // Someone else's task: not listed to them, and its file is not found, in the tenant or outside it.
    expect((await get(staff)).body.result.content).toEqual([]);
    expect((await post('exportXls', staff, { id: task!.id })).status).toBe(404);
    expect((await get(acme)).body.result.content).toEqual([]);
    expect((await post('exportXls', acme, { id: task!.id, fileName: task!.fileName })).status).toBe(404);
  });

  it('needs a session and names each failing field', async () => {
    expect((await post('get', undefined, { pageSize: 10, pageNum: 1 })).status).toBe(401);
    const bad = await post('get', admin, { pageSize: 0, pageNum: 'one', taskCode: 'x'.repeat(101) });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { result: Issues }).result.errors.map((e) => e.path).sort()).toEqual(['/body/pageNum', '/body/pageSize', '/body/taskCode']);
    const noId = await post('exportXls', admin, { fileName: 'x' });
    expect(noId.status).toBe(400);
    expect(((await noId.json()) as { result: Issues }).result.errors.map((e) => e.path)).toEqual(['/body/id']);
  });
});
