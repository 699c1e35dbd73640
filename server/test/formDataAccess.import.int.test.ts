import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runReaches, startAsyncImportFixture, uploadTo, workbook, type AsyncImportFixture, type Run } from './asyncImportSupport';
import { insertRows } from './support/eformDataSources';

/**
 * Issue 14 §1: an import that modifies or deletes by business key finds only the records the
 * importing user's data rules let them reach; a record a rule hides is "not found", never changed.
 * The importer holds the list view (its menu carries the rule) and the right to run import tasks.
 */

let fixture: AsyncImportFixture;
let ruled: string;
let outsider: string;
const password = 'Import-Rule-2026!x';

const letters = [{ colLetter: 'A', colCode: 'code', colName: 'Code' }, { colLetter: 'B', colCode: 'customer', colName: 'Customer' }, { colLetter: 'C', colCode: 'qty', colName: 'Qty' }];
const task = (taskCode: string, importType: string) => ({
  taskName: taskCode, taskCode, importMode: '1', importType, pageTitle: taskCode, headStartRow: 1, startRow: 2, listStartRow: 2,
  sheetName: 'Orders', businessPk: 'code', formCode: 'ai_form', fieldsMapConfig: letters,
});
const sheet = (rows: unknown[][]) => workbook([['Code', 'Customer', 'Qty'], ...rows], { name: 'Orders' });
const stored = async () => fixture.app.database.owner.withSchema('biz').table(fixture.physical).orderBy('code').select<Array<{ code: string; customer: string; qty: number | null }>>('code', 'customer', 'qty');

async function userWith(name: string, permissionIds: string[], dataRuleIds: string[] = [], menuId?: string): Promise<string> {
  const { app, admin } = fixture;
  const role = await app.api<{ id: string }>('POST', '/api/system/role/add', { token: admin, body: { roleCode: `ir_${name}`, roleName: name, roleType: 'front' } });
  expect((await app.api('POST', '/api/system/permission/saveRolePermission', { token: admin, body: { roleId: role.body.result.id, permissionIds } })).status).toBe(200);
  if (dataRuleIds.length > 0) expect((await app.api('POST', '/api/system/permission/saveRolePermissionRule', { token: admin, body: { roleId: role.body.result.id, permissionId: menuId, dataRuleIds } })).status).toBe(200);
  const user = await app.api<{ id: string }>('POST', '/api/system/user/add', { token: admin, body: { username: `ir_${name}`, realname: name, password, roleIds: [role.body.result.id] } });
  await app.database.owner('sys_user').where({ id: user.body.result.id }).update({ force_change_pass: 'N' });
  return app.loginAs(`ir_${name}`, password);
}

beforeAll(async () => {
  fixture = await startAsyncImportFixture();
  const { app, admin } = fixture;
  const owner = app.database.owner;
  const menuId = async (code: string) => (await owner('sys_permission').where({ menu_code: code }).first<{ id: string }>('id'))!.id;
  const customs = await menuId('customs');
  const viewMenu = await app.api<{ id: string }>('POST', '/api/eform/views/ai_view/menu', { token: admin, body: { parentId: customs, title: 'Orders', menuCode: 'ai_view_menu' } });
  const runTasks = await menuId('eformImportTaskRun');
  const mine = await app.api<{ id: string }>('POST', '/api/system/permission/addPermissionRule', { token: admin, body: { permissionId: viewMenu.body.result.id, ruleName: 'my customer', ruleColumn: 'customer', ruleOperator: 'equal', ruleValue: 'Mine' } });
  ruled = await userWith('ruled', [customs, viewMenu.body.result.id, await menuId('eformImportTasks'), runTasks], [mine.body.result.id], viewMenu.body.result.id);
  outsider = await userWith('outsider', [await menuId('eformImportTasks'), runTasks]);
  for (const [code, type] of [['ir_modify', '2'], ['ir_delete', '3'], ['ir_upsert', '4']]) expect((await app.api('POST', '/api/fyImportBackend/task/add?lang=en_US', { token: admin, body: task(code!, type!) })).status).toBe(200);
});
afterAll(async () => fixture?.close());

async function importAs(token: string, taskCode: string, rows: unknown[][]): Promise<Run> {
  const uploaded = await uploadTo(fixture.app, `/api/fyImportBackend/run/upload?taskCode=${taskCode}`, token, await sheet(rows));
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
  const checked = await runReaches(fixture.app, token, uploaded.body.result.id, /^(B20|B30|C10|C20|C30|C40)$/);
  if (checked.canConfirm) {
    expect((await fixture.app.api('POST', '/api/fyImportBackend/run/confirm?lang=en_US', { token, body: { id: checked.id } })).status).toBe(200);
    return runReaches(fixture.app, token, checked.id, /^(F10|G10)$/);
  }
  return checked;
}

describe('imports by business key under a data rule', () => {
  it('modify and delete find only the records the rule shows; add-or-modify does not overwrite a hidden one', async () => {
    await insertRows(fixture.app, 'demo', fixture.physical, [{ code: 'AI1', customer: 'Mine', qty: 1 }, { code: 'AI2', customer: 'Other', qty: 1 }, { code: 'AI3', customer: 'Mine', qty: 1 }, { code: 'AI4', customer: 'Other', qty: 1 }]);
    const modified = await importAs(ruled, 'ir_modify', [['AI1', 'Mine', 5], ['AI2', 'Other', 5]]);
    expect(modified).toMatchObject({ statusCode: 'G10', wrongCount: 1 });
    const deleted = await importAs(ruled, 'ir_delete', [['AI3', 'Mine', 0], ['AI4', 'Other', 0]]);
    expect(deleted).toMatchObject({ statusCode: 'G10', wrongCount: 1 });
    // AI2 is hidden: add-or-modify does not find it, and adding it again collides with its key (refused).
    const upserted = await importAs(ruled, 'ir_upsert', [['AI2', 'Mine', 9]]);
    expect(upserted.importedCount).toBe(0);
    expect(await stored()).toEqual([
      { code: 'AI1', customer: 'Mine', qty: 5 },
      { code: 'AI2', customer: 'Other', qty: 1 },
      { code: 'AI4', customer: 'Other', qty: 1 },
    ]);
  });

  it('refuses a modify that would move a record out of the rule, and leaves the record as it was', async () => {
    const moved = await importAs(ruled, 'ir_modify', [['AI1', 'Other', 6], ['AI1', 'Mine', 7]]);
    expect(moved).toMatchObject({ wrongCount: 1 });
    expect((await stored()).find((row) => row.code === 'AI1')).toEqual({ code: 'AI1', customer: 'Mine', qty: 7 });
  });

  it('refuses a task run (403) to a user who may run tasks but holds no entry point of the task\'s form', async () => {
    const uploaded = await uploadTo(fixture.app, '/api/fyImportBackend/run/upload?taskCode=ir_modify', outsider, await sheet([['AI1', 'Mine', 7]]));
    expect(uploaded.status).toBe(403);
  });
});
