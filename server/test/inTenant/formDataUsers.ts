import type { TestApp } from '../support/testApp';
import { column, publishDefinition, syncedTable, tenantIdOf } from '../support/eformDataSources';

/**
 * Users of the demo tenant (which holds the customs example) with different grants on the customs
 * form `dec_form` and its list `dec_list_view`, made the way an administrator makes them: roles
 * through the role API, menus granted through the role-permission API, a data rule picked for a role.
 */
export interface FormDataUsers {
  admin: string;
  /** A user without any role. */
  noRole: string;
  /** Holds the Declarations menu (the list view) and none of its buttons. */
  viewOnly: string;
  /** The list view with one of its declared buttons. */
  viewAdd: string;
  viewDelete: string;
  viewImport: string;
  /** The list view with every button, under a data rule: only export declarations (ieFlag E). */
  ruled: string;
  /** Holds only the form page "New declaration" (customs_new). */
  formPage: string;
  /** Holds only a view over another table (unrelated to the customs form). */
  unrelatedView: string;
  /** A visitor of the customs form page. */
  visitor: string;
  /** A declaration the data rule hides (ieFlag I) and one it shows (E), both the administrator's. */
  importRecordId: string;
  exportRecordId: string;
  declarationsMenuId: string;
}

export const declaration = (ieFlag: string, consignee = 'Matrix Trading Co.') => ({
  ieFlag, customsCode: '2200', consignee, socialCreditCode: '91310000MA1FL1234X', declDate: '2026-11-22', currency: 'USD', declTotal: 1200.5,
  dec_list: [{ gNo: 1, codeTs: '8471300000', gName: 'Laptop', qty: 2, unit: '011', declPrice: 600.25, originCountry: 'CHN' }],
});

function ok<T>(response: { status: number; body: { result: T } }, what: string, status = 200): T {
  if (response.status !== status) throw new Error(`form data users: ${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.result;
}

export async function prepareFormDataUsers(app: TestApp): Promise<FormDataUsers> {
  const admin = await app.loginAs('demo_admin');
  const owner = app.database.owner;
  const menuId = async (code: string) => (await owner('sys_permission').where({ menu_code: code }).first<{ id: string }>('id'))!.id;
  const declarationsMenuId = await menuId('customs_declarations');
  const buttons = { add: await menuId('customs_declarations_add'), delete: await menuId('customs_declarations_delete'), import: await menuId('customs_declarations_import') };

  // An unrelated view (over its own table) on the menu, for the user who holds only that.
  await syncedTable(app, admin, 'demo', 'fd_unrelated', [column('title', 'varchar', { colLength: 100 })]);
  await publishDefinition(app, admin, 'view', 'fd_unrelated_view', { schemaVersion: 1, viewCode: 'fd_unrelated_view', viewName: 'Unrelated', viewType: 'table', tableName: 'fd_unrelated', columns: [{ colCode: 'title', colName: 'Title' }] });
  const customs = await menuId('customs');
  const unrelatedMenu = ok(await app.api<{ id: string }>('POST', '/api/eform/views/fd_unrelated_view/menu', { token: admin, body: { parentId: customs, title: 'Unrelated', menuCode: 'fd_unrelated_menu' } }), 'unrelated menu');

  const userWith = async (name: string, permissionIds: string[] | null, dataRuleIds: string[] = []): Promise<string> => {
    const roleIds: string[] = [];
    if (permissionIds) {
      const role = ok(await app.api<{ id: string }>('POST', '/api/system/role/add', { token: admin, body: { roleCode: `fd_${name}`, roleName: `Form data ${name}`, roleType: 'front' } }), `role ${name}`);
      ok(await app.api('POST', '/api/system/permission/saveRolePermission', { token: admin, body: { roleId: role.id, permissionIds } }), `grant ${name}`);
      if (dataRuleIds.length > 0) ok(await app.api('POST', '/api/system/permission/saveRolePermissionRule', { token: admin, body: { roleId: role.id, permissionId: declarationsMenuId, dataRuleIds } }), `rule ${name}`);
      roleIds.push(role.id);
    }
    const user = ok(await app.api<{ id: string }>('POST', '/api/system/user/add', { token: admin, body: { username: `fd_${name}`, realname: name, password: 'Form-Data-2026!x', roleIds } }), `user ${name}`);
    // An administrator's new user must change the password at first login; not the point here.
    await owner('sys_user').where({ id: user.id }).update({ force_change_pass: 'N' });
    return app.loginAs(`fd_${name}`, 'Form-Data-2026!x');
  };

  const exportsOnly = ok(await app.api<{ id: string }>('POST', '/api/system/permission/addPermissionRule', {
    token: admin, body: { permissionId: declarationsMenuId, ruleName: 'exports only', ruleColumn: 'ieFlag', ruleOperator: 'equal', ruleValue: 'E' },
  }), 'data rule');

  const visitorToken = ok(await app.api<{ visitorToken: string }>('POST', '/api/system/visitorToken', { token: admin, body: { pageType: 'form', pageCode: 'dec_form' } }), 'visitor token');
  const visitor = ok(await app.api<{ token: string }>('POST', '/api/system/visitorLogin', { body: { token: visitorToken.visitorToken } }), 'visitor login');

  return {
    admin,
    noRole: await userWith('norole', null),
    viewOnly: await userWith('viewonly', [customs, declarationsMenuId]),
    viewAdd: await userWith('viewadd', [customs, declarationsMenuId, buttons.add]),
    viewDelete: await userWith('viewdelete', [customs, declarationsMenuId, buttons.delete]),
    viewImport: await userWith('viewimport', [customs, declarationsMenuId, buttons.import]),
    ruled: await userWith('ruled', [customs, declarationsMenuId, ...Object.values(buttons)], [exportsOnly.id]),
    formPage: await userWith('formpage', [customs, await menuId('customs_new')]),
    unrelatedView: await userWith('unrelated', [customs, unrelatedMenu.id]),
    visitor: visitor.token,
    importRecordId: ok(await app.api<{ id: string }>('POST', '/api/eform/data/dec_form', { token: admin, body: { data: declaration('I') } }), 'record I', 201).id,
    exportRecordId: ok(await app.api<{ id: string }>('POST', '/api/eform/data/dec_form', { token: admin, body: { data: declaration('E') } }), 'record E', 201).id,
    declarationsMenuId,
  };
}

/** The tenant id of demo, for direct reads in assertions. */
export const demoTenantId = (app: TestApp) => tenantIdOf(app, 'demo');
