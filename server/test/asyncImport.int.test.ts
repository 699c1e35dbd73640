import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeImportRuns } from '../src/eform/import/async/importRunJob';
import { readXlsxRows } from './support/readXlsx';
import { readRun, runReaches, startAsyncImportFixture, uploadTo, workbook, xlsxType, type AsyncImportFixture, type Run } from './asyncImportSupport';

let fixture: AsyncImportFixture;
let admin: string;

const letters = [{ colLetter: 'A', colCode: 'code', colName: 'Code' }, { colLetter: 'b', colCode: 'customer', colName: 'Customer' }, { colLetter: 'C', colCode: 'qty', colName: 'Qty' }];
const taskBody = (overrides: Record<string, unknown> = {}) => ({
  taskName: 'Orders', taskCode: 'orders', importMode: '1', importType: '1', pageTitle: 'Orders import', headStartRow: 2, startRow: 3, listStartRow: 3,
  sheetName: 'Orders', businessPk: 'code', formCode: 'ai_form', fieldsMapConfig: letters, ...overrides,
});
const addTask = (body: unknown, token = admin) => fixture.app.api<{ task: { id: string; taskCode: string }; warnings: Array<{ path: string; message: string }> }>('POST', '/api/fyImportBackend/task/add?lang=en_US', { token, body });
/** The sheet of the Orders template: a title row, the headings in row 2, data from row 3. */
const ordersSheet = (rows: unknown[][], headings: unknown[] = ['Code', 'Customer', 'Qty'], name = 'Orders') => workbook([['Orders import'], headings, ...rows], { name });
const uploadTask = async (taskCode: string, bytes: Uint8Array, token = admin) => uploadTo(fixture.app, `/api/fyImportBackend/run/upload?taskCode=${taskCode}`, token, bytes);
const confirm = (id: string, token = admin) => fixture.app.api<Run>('POST', '/api/fyImportBackend/run/confirm?lang=en_US', { token, body: { id } });
const stored = async () => fixture.app.database.owner.withSchema('biz').table(fixture.physical).orderBy('code').select<Array<{ code: string; customer: string; qty: number | null }>>('code', 'customer', 'qty');
const clearRows = () => fixture.app.database.owner.withSchema('biz').table(fixture.physical).delete();

async function downloadRows(path: string, token = admin): Promise<{ status: number; rows: string[][] }> {
  const response = await fetch(`${fixture.app.url}${path}?lang=en_US`, { headers: { 'X-Access-Token': token } });
  if (response.headers.get('content-type') !== xlsxType) return { status: response.status, rows: [] };
  return { status: response.status, rows: readXlsxRows(new Uint8Array(await response.arrayBuffer())) };
}

/** Uploads against a task, waits for the check, confirms when asked and waits for the end. */
async function checkedRun(taskCode: string, bytes: Uint8Array): Promise<Run> {
  const uploaded = await uploadTask(taskCode, bytes);
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
  expect(uploaded.body.result.statusCode).toBe('A10');
  return runReaches(fixture.app, admin, uploaded.body.result.id, /^(B20|B30|C10|C20|C30|C40)$/);
}
async function importedRun(run: Run): Promise<Run> {
  const confirmed = await confirm(run.id);
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  expect(confirmed.body.result.statusCode).toBe('D10');
  return runReaches(fixture.app, admin, run.id, /^(F10|G10)$/);
}

beforeAll(async () => {
  fixture = await startAsyncImportFixture();
  admin = fixture.admin;
}, 120_000);
afterAll(async () => fixture?.close());

describe('import task definitions', () => {
  it('adds, reads, lists, edits and deletes a task; an empty business key is a warning, not an error', async () => {
    const added = await addTask(taskBody({ taskCode: 'crud_task', businessPk: '' }));
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.result.warnings).toEqual([{ path: '/body/businessPk', code: 'asyncImport/business-pk-empty', message: 'The business primary key is empty: the import updates everything' }]);
    const id = added.body.result.task.id;
    const read = await fixture.app.api<{ taskCode: string; fieldsMapConfig: unknown[]; businessPk: string | null }>('GET', `/api/fyImportBackend/task/queryById?id=${id}`, { token: admin });
    expect(read.body.result).toMatchObject({ taskCode: 'crud_task', businessPk: null, fieldsMapConfig: [{ colLetter: 'A', colCode: 'code', colName: 'Code' }, { colLetter: 'B', colCode: 'customer', colName: 'Customer' }, { colLetter: 'C', colCode: 'qty', colName: 'Qty' }] });
    const edited = await fixture.app.api<{ task: { taskName: string }; warnings: unknown[] }>('PUT', '/api/fyImportBackend/task/edit', { token: admin, body: { ...taskBody({ taskCode: 'crud_task', taskName: 'Renamed' }), id } });
    expect(edited.status).toBe(200);
    expect(edited.body.result).toMatchObject({ task: { taskName: 'Renamed' }, warnings: [] });
    const listed = await fixture.app.api<{ records: Array<{ id: string }>; total: number }>('GET', '/api/fyImportBackend/task/list?keyword=crud', { token: admin });
    expect(listed.body.result.records.map((r) => r.id)).toEqual([id]);
    expect((await fixture.app.api('DELETE', `/api/fyImportBackend/task/delete?id=${id}`, { token: admin })).status).toBe(200);
    expect((await fixture.app.api('GET', `/api/fyImportBackend/task/queryById?id=${id}`, { token: admin })).status).toBe(404);
  });

  it('refuses a task that breaks the rules with each failing field path', async () => {
    const missing = await addTask({ taskName: 'x' });
    expect(missing.status).toBe(400);
    const missingPaths = (missing.body.result as unknown as { errors: Array<{ path: string }> }).errors.map((e) => e.path);
    expect(missingPaths).toEqual(expect.arrayContaining(['/body/taskCode', '/body/importMode', '/body/importType', '/body/pageTitle', '/body/headStartRow', '/body/startRow', '/body/listStartRow', '/body/sheetName', '/body/formCode']));
    const shape = await addTask(taskBody({ taskCode: 'bad shape', fieldsMapConfig: [{ colLetter: 'ABCD', colCode: 'code', colName: 'x'.repeat(51) }] }));
    expect((shape.body.result as unknown as { errors: Array<{ path: string }> }).errors.map((e) => e.path)).toEqual(expect.arrayContaining(['/body/taskCode', '/body/fieldsMapConfig/0/colLetter', '/body/fieldsMapConfig/0/colName']));
    const rules = await addTask(taskBody({ taskCode: 'bad_rules', headStartRow: 3, startRow: 3, endRow: 3, fieldsMapConfig: [...letters, { colLetter: 'a', colCode: 'nope' }], businessPk: 'code, ghost' }));
    expect(rules.status).toBe(400);
    expect((rules.body.result as unknown as { errors: Array<{ path: string; message: string }> }).errors).toEqual([
      { path: '/body/startRow', code: 'asyncImport/start-after-head', message: 'The start row must come after the heading row' },
      { path: '/body/endRow', code: 'asyncImport/end-row-after-start', message: 'The end row must be greater than the start row' },
      { path: '/body/fieldsMapConfig/3/colLetter', code: 'asyncImport/column-letter-duplicate', message: 'Column A is mapped twice' },
      { path: '/body/fieldsMapConfig/3/colCode', code: 'asyncImport/field-not-importable', message: 'nope is not an importable stored field of the form ai_form' },
      { path: '/body/businessPk', code: 'asyncImport/field-not-importable', message: 'ghost is not an importable stored field of the form ai_form' },
    ]);
    const noForm = await addTask(taskBody({ taskCode: 'no_form', formCode: 'missing_form' }));
    expect((noForm.body.result as unknown as { errors: Array<{ path: string }> }).errors.map((e) => e.path)).toEqual(['/body/formCode']);
  });

  it('keeps task codes unique per tenant, and another tenant may use the same code', async () => {
    expect((await addTask(taskBody({ taskCode: 'unique_task' }))).status).toBe(200);
    const again = await addTask(taskBody({ taskCode: 'unique_task', taskName: 'Other' }));
    expect(again.status).toBe(400);
    expect((again.body.result as unknown as { errors: unknown[] }).errors).toEqual([{ path: '/body/taskCode', code: 'asyncImport/task-code-exists', message: 'The task code unique_task already exists' }]);
    const acme = await fixture.app.loginAs('acme_admin');
    // acme has no ai_form: the same code is free there, and the form is acme's to name.
    const elsewhere = await addTask(taskBody({ taskCode: 'unique_task' }), acme);
    expect(elsewhere.status).toBe(400);
    expect((elsewhere.body.result as unknown as { errors: Array<{ path: string }> }).errors.map((e) => e.path)).toEqual(['/body/formCode']);
  });

  it('is for designers: a staff user may neither design nor run tasks', async () => {
    const staff = await fixture.app.loginAs('demo_user');
    expect((await fixture.app.api('GET', '/api/fyImportBackend/task/list', { token: staff })).status).toBe(403);
    expect((await addTask(taskBody({ taskCode: 'staff_task' }), staff)).status).toBe(403);
    expect((await uploadTask('orders', await ordersSheet([['AI1', 'A', 1]]), staff)).status).toBe(403);
  });
});

describe('background runs of a task', () => {
  beforeAll(async () => {
    for (const [code, type, pk] of [['orders', '1', 'code'], ['orders_modify', '2', 'code'], ['orders_delete', '3', 'code'], ['orders_upsert', '4', 'code']] as const) {
      expect((await addTask(taskBody({ taskCode: code, importType: type, businessPk: pk }))).status).toBe(200);
    }
  });

  it('adds (type 1): checked to C10 with counts, nothing stored until confirmed, then G10 with the rows stored', async () => {
    await clearRows();
    const run = await checkedRun('orders', await ordersSheet([['AI1', 'Alpha', 1], ['AI2', 'Beta', 2]]));
    expect(run).toMatchObject({ statusCode: 'C10', totalCount: 2, checkedCount: 2, wrongCount: 0, canConfirm: true, errorsUrl: null, message: '2 rows checked, 0 of them wrong' });
    expect(await stored()).toEqual([]);
    const done = await importedRun(run);
    expect(done).toMatchObject({ statusCode: 'G10', importedCount: 2, wrongCount: 0, isSettled: true, message: '2 rows imported, 0 not imported' });
    expect(await stored()).toEqual([{ code: 'AI1', customer: 'Alpha', qty: 1 }, { code: 'AI2', customer: 'Beta', qty: 2 }]);
    // A finished run cannot be confirmed again.
    const again = await confirm(run.id);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('An import in status G10 cannot be confirmed: it needs a check that found correct rows');
  });

  it('marks a partly wrong file C30 with the refused rows in the details, and imports only the correct rows', async () => {
    await clearRows();
    const run = await checkedRun('orders', await ordersSheet([['AI10', 'Alpha', 1], ['bad', '', -1], ['AI11', 'Beta', 2], ['AI10', 'Again', 3]]));
    expect(run).toMatchObject({ statusCode: 'C30', totalCount: 4, checkedCount: 4, wrongCount: 2 });
    const details = await downloadRows(run.errorsUrl!);
    expect(details.status).toBe(200);
    expect(details.rows[0]).toEqual(['Row', 'Code', 'Customer', 'Qty', 'Reason']);
    expect(details.rows.slice(1).map((row) => row[0])).toEqual(['4', '6']);
    expect(details.rows[1]![4]).toContain('Codes look like AI1');
    expect(details.rows[2]![4]).toMatch(/^Code: /);
    const done = await importedRun(run);
    expect(done).toMatchObject({ statusCode: 'G10', importedCount: 2, wrongCount: 2 });
    expect(await stored()).toEqual([{ code: 'AI10', customer: 'Alpha', qty: 1 }, { code: 'AI11', customer: 'Beta', qty: 2 }]);
    // The details are the uploader's own.
    expect((await downloadRows(done.errorsUrl!, await fixture.app.loginAs('acme_admin'))).status).toBe(404);
  });

  it('marks an all-wrong file C20, which cannot be confirmed', async () => {
    const run = await checkedRun('orders', await ordersSheet([['bad1', 'A', 1], ['bad2', 'B', 1]]));
    expect(run).toMatchObject({ statusCode: 'C20', wrongCount: 2, canConfirm: false });
    expect((await confirm(run.id)).status).toBe(400);
  });

  it('marks a file that is not the template B30: a missing sheet, a heading that differs', async () => {
    const noSheet = await checkedRun('orders', await ordersSheet([['AI1', 'A', 1]], undefined, 'Other'));
    expect(noSheet).toMatchObject({ statusCode: 'B30', message: 'Template mismatch: the file has no sheet named Orders' });
    const wrongHeading = await checkedRun('orders', await ordersSheet([['AI1', 'A', 1]], ['Code', 'Client', 'Qty']));
    expect(wrongHeading).toMatchObject({ statusCode: 'B30', message: 'Template mismatch: column B should be headed "Customer" but is headed "Client"' });
    const readable = await checkedRun('orders', await workbook([['Orders import'], ['Code', 'Customer', 'Qty']], { name: 'Orders' }));
    expect(readable).toMatchObject({ statusCode: 'B20', message: 'Import failed, data format incorrect: the sheet has no data rows' });
  });

  it('marks a correct file with columns it does not import C40 (warnings)', async () => {
    await clearRows();
    const run = await checkedRun('orders', await ordersSheet([['AI20', 'Alpha', 1, 'note']], ['Code', 'Customer', 'Qty', 'Remark']));
    expect(run).toMatchObject({ statusCode: 'C40', wrongCount: 0, canConfirm: true });
    expect(run.message).toContain('These columns are not imported: Remark');
    expect((await importedRun(run)).statusCode).toBe('G10');
  });

  it('modifies (type 2), deletes (type 3) and adds or modifies (type 4) the records found by the business key', async () => {
    await clearRows();
    expect((await importedRun(await checkedRun('orders', await ordersSheet([['AI1', 'Alpha', 1], ['AI2', 'Beta', 2], ['AI3', 'Gamma', 3]])))).statusCode).toBe('G10');

    const modify = await checkedRun('orders_modify', await ordersSheet([['AI1', 'Alpha Ltd', 10], ['AI9', 'Nobody', 1], ['AI2', 'Beta', -1]]));
    expect(modify).toMatchObject({ statusCode: 'C30', wrongCount: 2 });
    const modifyDetails = await downloadRows(modify.errorsUrl!);
    expect(modifyDetails.rows[1]![4]).toBe('No record with Code = AI9');
    expect(modifyDetails.rows[2]![4]).toMatch(/^Qty: /);
    expect((await importedRun(modify)).importedCount).toBe(1);
    expect(await stored()).toEqual([{ code: 'AI1', customer: 'Alpha Ltd', qty: 10 }, { code: 'AI2', customer: 'Beta', qty: 2 }, { code: 'AI3', customer: 'Gamma', qty: 3 }]);
    const logged = await fixture.app.database.owner('eform_data_log').where({ form_code: 'ai_form', action: 'update' }).select<Array<{ before: { customer: string }; after: { customer: string } }>>('before', 'after');
    expect(logged.map((entry) => [entry.before.customer, entry.after.customer])).toEqual([['Alpha', 'Alpha Ltd']]);

    const upsert = await checkedRun('orders_upsert', await ordersSheet([['AI3', 'Gamma Co', 30], ['AI4', 'Delta', 4]]));
    expect(upsert.statusCode).toBe('C10');
    expect((await importedRun(upsert)).importedCount).toBe(2);
    expect(await stored()).toEqual([{ code: 'AI1', customer: 'Alpha Ltd', qty: 10 }, { code: 'AI2', customer: 'Beta', qty: 2 }, { code: 'AI3', customer: 'Gamma Co', qty: 30 }, { code: 'AI4', customer: 'Delta', qty: 4 }]);

    // Only the key is needed to delete; an empty key refuses its row.
    const remove = await checkedRun('orders_delete', await ordersSheet([['AI1', 'x', 1], ['AI2', 'x', 1], [null, 'no key', 1]]));
    expect(remove).toMatchObject({ statusCode: 'C30', wrongCount: 1 });
    expect((await downloadRows(remove.errorsUrl!)).rows[1]![4]).toBe('The business key Code is empty');
    expect((await importedRun(remove)).importedCount).toBe(2);
    expect((await stored()).map((row) => row.code)).toEqual(['AI3', 'AI4']);
  });

  it('imports on its own when the task says so and every row is correct', async () => {
    await clearRows();
    expect((await addTask(taskBody({ taskCode: 'orders_auto', autoImport: true }))).status).toBe(200);
    const uploaded = await uploadTask('orders_auto', await ordersSheet([['AI30', 'Auto', 1]]));
    expect(uploaded.status).toBe(200);
    expect(await runReaches(fixture.app, admin, uploaded.body.result.id, /^(G10|F10)$/)).toMatchObject({ statusCode: 'G10', importedCount: 1 });
    expect(await stored()).toEqual([{ code: 'AI30', customer: 'Auto', qty: 1 }]);
  });

  it('refuses at once what cannot run: a CSV for the multi-sheet modes, a change without a business key, a file that is not an .xlsx, an unknown task', async () => {
    expect((await addTask(taskBody({ taskCode: 'orders_multi', importMode: '3' }))).status).toBe(200);
    const multi = await fetch(`${fixture.app.url}/api/fyImportBackend/run/upload?taskCode=orders_multi&lang=en_US&fileName=rows.csv`, { method: 'POST', headers: { 'X-Access-Token': admin, 'Content-Type': 'text/csv' }, body: 'Code,Customer\nAI1,A\n' });
    expect(multi.status).toBe(400);
    expect(((await multi.json()) as { message: string }).message).toBe('Import mode 3 reads several sheets: upload an .xlsx file, not a CSV');
    expect((await addTask(taskBody({ taskCode: 'orders_nokey', importType: '2', businessPk: null }))).status).toBe(200);
    const noKey = await uploadTask('orders_nokey', await ordersSheet([['AI1', 'A', 1]]));
    expect(noKey.status).toBe(400);
    expect(noKey.body.message).toBe('Import type 2 (modify, delete, or add or modify) needs a business primary key');
    const notXlsx = await uploadTask('orders', new TextEncoder().encode('code,customer\nAI1,A'));
    expect(notXlsx.status).toBe(400);
    expect(notXlsx.body.message).toBe('Import failed, data format incorrect: please upload an .xlsx or .csv file');
    const unknown = await uploadTask('no_such_task', await ordersSheet([['AI1', 'A', 1]]));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('The import task no_such_task does not exist');
  });
});

describe('background runs of a list page', () => {
  it('checks a file against the view\'s import columns, then imports it when confirmed', async () => {
    await clearRows();
    const uploaded = await uploadTo(fixture.app, '/api/eform/views/ai_view/asyncImport', admin, await workbook([['Code', 'Customer name', 'Qty'], ['AI40', 'List', 4]]));
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    expect(uploaded.body.result).toMatchObject({ viewCode: 'ai_view', taskCode: null, statusCode: 'A10' });
    const checked = await runReaches(fixture.app, admin, uploaded.body.result.id, /^(B20|B30|C10|C20|C30|C40)$/);
    expect(checked.statusCode).toBe('C10');
    expect((await importedRun(checked)).importedCount).toBe(1);
    expect(await stored()).toEqual([{ code: 'AI40', customer: 'List', qty: 4 }]);
    const mine = await fixture.app.api<{ records: Run[] }>('GET', '/api/fyImportBackend/run/list?viewCode=ai_view', { token: admin });
    expect(mine.body.result.records.map((r) => r.id)).toEqual([checked.id]);
  });
});

describe('getAsyncImportById and isolation', () => {
  it('answers the spec\'s message for a missing id, and 404 for a malformed one', async () => {
    const missing = await fixture.app.api('GET', '/api/eform/manage/actAppAsyncImport/getAsyncImportById?lang=en_US', { token: admin });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('id cannot be empty');
    expect((await fixture.app.api('GET', '/api/eform/manage/actAppAsyncImport/getAsyncImportById?id=', { token: admin })).status).toBe(400);
    expect((await fixture.app.api('GET', '/api/eform/manage/actAppAsyncImport/getAsyncImportById?id=nope', { token: admin })).status).toBe(404);
  });

  it('keeps a run to its uploader: another user or tenant can neither read nor confirm it, and its tasks are not theirs', async () => {
    const run = await checkedRun('orders', await ordersSheet([['AI50', 'Mine', 1]]));
    const acme = await fixture.app.loginAs('acme_admin');
    const staff = await fixture.app.loginAs('demo_user');
    for (const token of [acme, staff]) {
      expect((await readRun(fixture.app, token, run.id)).status).toBe(404);
      expect((await confirm(run.id, token)).status).toBe(404);
      expect((await fixture.app.api<{ records: Run[] }>('GET', '/api/fyImportBackend/run/list', { token })).body.result.records.some((r) => r.id === run.id)).toBe(false);
    }
    expect((await uploadTask('orders', await ordersSheet([['AI51', 'Theirs', 1]]), acme)).status).toBe(404);
    expect((await fixture.app.api<{ records: unknown[] }>('GET', '/api/fyImportBackend/task/list?keyword=orders', { token: acme })).body.result.records).toEqual([]);
    expect((await readRun(fixture.app, admin, run.id)).body.result.statusCode).toBe('C10');
  });

  it('purges runs and their files after 7 days', async () => {
    const run = await checkedRun('orders', await ordersSheet([['AI60', 'Old', 1]]));
    const { file_path: filePath } = await fixture.app.database.owner('eform_import_run').where({ id: run.id }).first<{ file_path: string }>('file_path');
    expect(existsSync(join(fixture.dataDir, filePath))).toBe(true);
    expect(await purgeImportRuns(fixture.app.ctx)).toBe(0);
    await fixture.app.database.owner('eform_import_run').where({ id: run.id }).update({ create_time: fixture.app.database.owner.raw("now() - interval '8 days'") });
    expect(await purgeImportRuns(fixture.app.ctx)).toBe(1);
    expect(existsSync(join(fixture.dataDir, filePath))).toBe(false);
    expect((await readRun(fixture.app, admin, run.id)).status).toBe(404);
  });
});
