import { likeCrossTenant, type InTenantCase } from './cases';

const noRoleAndUnrelatedView = ['noRole', 'unrelatedView'] as const;

/**
 * In-tenant cases of the definition store, app groups and the definitions list: all of it is for
 * designers (engine `definitionDesignerPermissions`), so a user without roles, and one who holds
 * only a view of an app, are refused whatever the definition is.
 */
export const definitionCases: InTenantCase[] = [
  ...likeCrossTenant([
    'GET /api/eform/definitions/{id}',
    'PUT /api/eform/definitions/{id}',
    'POST /api/eform/definitions/{id}/publish',
    'GET /api/eform/definitions/{id}/revisions',
    'GET /api/eform/definitions/{id}/diff',
    'GET /api/eform/appGroup/queryById',
    'PUT /api/eform/appGroup/edit',
    'DELETE /api/eform/appGroup/delete',
    'POST /api/eform/appGroup/move',
    'POST /api/eform/views/{code}/menu',
    'POST /api/eform/reports/{code}/menu',
    'POST /api/eform/dashboards/{code}/menu',
    // The quick app needs the table, form and view designer permissions.
    'POST /api/eform/tables/{code}/quickApp',
    // No menu or portal of theirs opens the customs dashboard.
    'GET /api/eform/report/dashboard/{dashboardCode}/definition',
  ], 'refused', noRoleAndUnrelatedView),
  // The list is for designers: a caller who designs no kind is refused, not shown an empty page.
  { operation: 'GET /api/eform/definitions', request: (v) => ({ path: `/api/eform/definitions?groupId=${v.appGroupId}` }), callers: noRoleAndUnrelatedView },
  { operation: 'GET /api/eform/appGroup/list', request: () => ({ path: '/api/eform/appGroup/list' }), callers: noRoleAndUnrelatedView },
  {
    operation: 'POST /api/eform/definitions',
    request: (v) => ({ path: '/api/eform/definitions', body: { kind: 'form', code: 'sweep_form', name: 'x', body: { schemaVersion: 2, formCode: 'sweep_form', formName: 'x', objectName: v.tableCode, fields: [{ colCode: 'remark', title: 'x', type: 'input' }] } } }),
    callers: noRoleAndUnrelatedView,
  },
  { operation: 'POST /api/eform/appGroup/add', request: () => ({ path: '/api/eform/appGroup/add', body: { groupName: 'Sweep', groupCode: 'sweep_group' } }), callers: noRoleAndUnrelatedView },
  { operation: 'POST /api/eform/forms/{code}/menu', request: (v) => ({ path: `/api/eform/forms/${v.formCode}/menu`, body: { parentId: v.tenantMenuId, title: 'x', menuCode: 'sweep_form_menu' } }), callers: noRoleAndUnrelatedView },
  { operation: 'GET /api/eform/manage/actAppTemplate/listAll', request: () => ({ path: '/api/eform/manage/actAppTemplate/listAll?tempType=form' }), callers: noRoleAndUnrelatedView },
  // A runtime read (the view's buttons, checked by viewAccess): the victim's view is not one these callers reach.
  ...likeCrossTenant([
    'GET /api/eform/manage/actAppView/queryActAppViewButtonByMainId',
    'POST /api/eform/views/{viewCode}/buttons/{index}/openData',
    'POST /api/eform/runtime/view/{viewCode}/buttons/{index}/openData',
  ], 'refused', noRoleAndUnrelatedView),
];

/** Operations of the definitions area the in-tenant sweep does not send, each with the reason. */
export const definitionExemptions: Record<string, string> = {};
