/**
 * Cases of `apiResponses.int.test.ts` for menu management (the operator's writes, the pickers'
 * browsing calls, forms, views and dashboards put on a menu), the visit list, data rules and the
 * older role-permission save: how each is called, and what they work on (made by `prepareMenuAdmin`).
 */

export type Prepared = Record<string, string>;
/** `token`: the session to call with (the platform operator's for menu writes); the administrator's when absent. */
export type Call = { method: string; path: string; body?: unknown; token?: string };
type Ok = <T>(method: string, path: string, body?: unknown, token?: string) => Promise<T>;

const base = '/api/system/permission';
const rule = (permissionId: string | undefined, ruleName: string) => ({ permissionId, ruleName, ruleColumn: 'orgCode', ruleOperator: 'equal', ruleValue: '#{orgCode}' });
const onMenu = (v: Prepared, menuCode: string) => ({ parentId: v.topMenuId, title: menuCode, menuCode });

/** How each operation is called; `v` holds what `prepareMenuAdmin` made. */
export const menuAdminCases: Record<string, (v: Prepared) => Call> = {
  [`GET ${base}/checkOnlyPermisson`]: () => ({ method: 'GET', path: `${base}/checkOnlyPermisson?menuCode=ar_free_menu` }),
  [`POST ${base}/add`]: (v) => ({ method: 'POST', path: `${base}/add`, body: { name: 'Added', menuCode: 'ar_menu_added', menuType: '0', path: '/ar/added' }, token: v.operatorToken }),
  [`PUT ${base}/edit`]: (v) => ({ method: 'PUT', path: `${base}/edit`, body: { id: v.editedMenuId, name: 'Edited', menuCode: 'ar_menu_edited', menuType: '0' }, token: v.operatorToken }),
  [`DELETE ${base}/delete`]: (v) => ({ method: 'DELETE', path: `${base}/delete?id=${v.deletedMenuId}`, token: v.operatorToken }),
  [`POST ${base}/copy`]: (v) => ({ method: 'POST', path: `${base}/copy`, body: { id: v.copiedMenuId }, token: v.operatorToken }),
  'POST /api/eform/forms/{code}/menu': (v) => ({ method: 'POST', path: '/api/eform/forms/dec_form/menu', body: onMenu(v, 'ar_form_entry') }),
  'POST /api/eform/views/{code}/menu': (v) => ({ method: 'POST', path: '/api/eform/views/dec_list_view/menu', body: onMenu(v, 'ar_view_entry') }),
  // The customs example's port column, as a report widget card.
  'POST /api/eform/reports/{code}/menu': (v) => ({ method: 'POST', path: '/api/eform/reports/dec_port_column/menu', body: onMenu(v, 'ar_report_entry') }),
  'POST /api/eform/dashboards/{code}/menu': (v) => ({ method: 'POST', path: '/api/eform/dashboards/ar_dashboard/menu', body: onMenu(v, 'ar_dashboard_entry') }),
  [`GET ${base}/getVisitList`]: () => ({ method: 'GET', path: `${base}/getVisitList` }),
  [`GET ${base}/getSystemSubmenu`]: (v) => ({ method: 'GET', path: `${base}/getSystemSubmenu?parentId=${v.topMenuId}` }),
  [`GET ${base}/getSystemSubmenuBatch`]: (v) => ({ method: 'GET', path: `${base}/getSystemSubmenuBatch?parentIds=${v.topMenuId}` }),
  [`GET ${base}/queryListAsync`]: () => ({ method: 'GET', path: `${base}/queryListAsync` }),
  [`GET ${base}/queryVirtualTreeList`]: () => ({ method: 'GET', path: `${base}/queryVirtualTreeList` }),
  [`GET ${base}/getPermRuleListByPermId`]: (v) => ({ method: 'GET', path: `${base}/getPermRuleListByPermId?permissionId=${v.topMenuId}` }),
  [`GET ${base}/queryPermissionRule`]: (v) => ({ method: 'GET', path: `${base}/queryPermissionRule?permissionId=${v.topMenuId}&roleId=${v.ruleRoleId}` }),
  [`POST ${base}/addPermissionRule`]: (v) => ({ method: 'POST', path: `${base}/addPermissionRule`, body: rule(v.topMenuId, 'Added') }),
  [`PUT ${base}/editPermissionRule`]: (v) => ({ method: 'PUT', path: `${base}/editPermissionRule`, body: { id: v.dataRuleId, ...rule(v.topMenuId, 'Edited') } }),
  [`DELETE ${base}/deletePermissionRule`]: (v) => ({ method: 'DELETE', path: `${base}/deletePermissionRule?id=${v.deletedDataRuleId}` }),
  [`POST ${base}/saveRolePermissionRule`]: (v) => ({ method: 'POST', path: `${base}/saveRolePermissionRule`, body: { roleId: v.ruleRoleId, permissionId: v.topMenuId, dataRuleIds: [v.dataRuleId] } }),
  [`POST ${base}/saveRolePermissionOld`]: (v) => ({ method: 'POST', path: `${base}/saveRolePermissionOld`, body: { roleId: v.ruleRoleId, permissionIds: v.topMenuId } }),
};

/**
 * Logs the platform operator in and makes three of its menus; publishes a dashboard; adds two
 * data rules to a top-level menu of the tenant and a role that applies them.
 */
export async function prepareMenuAdmin(ok: Ok, login: (username: string) => Promise<string>): Promise<Prepared> {
  const operatorToken = await login('admin');
  const menu = async (menuCode: string) => (await ok<{ id: string }>('POST', `${base}/add`, { name: menuCode, menuCode, menuType: '0', path: `/ar/${menuCode}` }, operatorToken)).id;
  const topMenuId = (await ok<Array<{ id: string }>>('GET', `${base}/getSystemMenuList`))[0]!.id;
  const dataRule = async (name: string) => (await ok<{ id: string }>('POST', `${base}/addPermissionRule`, rule(topMenuId, name))).id;
  const dashboard = await ok<{ id: string }>('POST', '/api/eform/definitions', {
    kind: 'dashboard', code: 'ar_dashboard', name: 'Dashboard', body: { schemaVersion: 1, dashboardCode: 'ar_dashboard', dashboardName: 'Dashboard', items: [] },
  });
  await ok('POST', `/api/eform/definitions/${dashboard.id}/publish`, {});
  return {
    operatorToken, topMenuId,
    editedMenuId: await menu('ar_menu_edit'), deletedMenuId: await menu('ar_menu_deleted'), copiedMenuId: await menu('ar_menu_copied'),
    dataRuleId: await dataRule('Kept'), deletedDataRuleId: await dataRule('Deleted'),
    ruleRoleId: (await ok<{ id: string }>('POST', '/api/system/role/add', { roleName: 'Rule role', roleCode: 'ar_rule_role', roleType: 'back' })).id,
  };
}
