import type { VictimTenant } from './victimTenant';
import { appExportSweepCases } from './appExportCases';
import { appPackageSweepCases } from './appPackageCases';
import { fileSweepCases } from './fileCases';
import { portalSweepCases } from './portalCases';
import { reportSweepCases } from './reportCases';
import { selfServiceSweepCases } from './selfServiceCases';
import { workflowSweepCases } from './workflowCases';
import { workflowExtrasSweepCases } from './workflowExtrasCases';
import { warningSweepCases } from './warningCases';
import { scheduledJobSweepCases } from './scheduledJobCases';

/** How a case is expected to end for the attacker. */
export type Outcome =
  /** 403 or 404: the victim's object is invisible or out of reach. */
  | 'refused'
  /** 200 answered from the caller's own tenant only (a filter or uniqueness check given a foreign id). */
  | 'ownScope'
  /** 400: the request names a table or column, which resolve in the caller's tenant only (spec §5). */
  | 'unknownName'
  /** 400 naming the body field whose id is not found: a reference inside a create or edit. */
  | 'unknownReference';

export interface SweepRequest {
  path: string;
  body?: unknown;
}

export interface SweepCase {
  /** `METHOD /path` exactly as the OpenAPI document names the operation. */
  operation: string;
  request(victim: VictimTenant): SweepRequest;
  outcome?: Outcome;
}

/**
 * One entry per id-taking operation. The attacker (acme's administrator) sends the victim's
 * (demo's) ids; the sweep then checks the outcome, that no victim id the request did not carry
 * shows in the answer, and that nothing of the victim changed.
 */
export const sweepCases: SweepCase[] = [
  // Identity and sessions
  { operation: 'POST /api/system/freeLoginToken', request: (v) => ({ path: '/api/system/freeLoginToken', body: { entry: 'secretFreeLogin', userId: v.userId } }) },
  { operation: 'POST /api/system/entryToken/revoke', request: (v) => ({ path: '/api/system/entryToken/revoke', body: { tokenId: v.entryTokenId } }) },
  { operation: 'DELETE /api/system/log/delete', request: (v) => ({ path: `/api/system/log/delete?logType=login&id=${v.loginLogId}` }) },
  { operation: 'DELETE /api/system/log/deleteBatch', request: (v) => ({ path: `/api/system/log/deleteBatch?logType=login&ids=${v.loginLogId}` }) },
  { operation: 'PUT /api/system/selectDepart', request: (v) => ({ path: '/api/system/selectDepart', body: { orgId: v.orgId } }) },
  // Per-user values: the dataId is the caller's own key, so a foreign one reads and writes only the caller's rows.
  { operation: 'GET /api/system/sysCustom/getCustomVaueByTypeAndDataId', request: (v) => ({ path: `/api/system/sysCustom/getCustomVaueByTypeAndDataId?type=customColumns&dataId=${v.viewCode}` }), outcome: 'ownScope' },
  { operation: 'POST /api/system/sysCustom/saveCustomWithDataId', request: (v) => ({ path: '/api/system/sysCustom/saveCustomWithDataId', body: { type: 'customColumns', dataId: v.viewCode, name: 'columns', value: '[]' } }), outcome: 'ownScope' },

  // Menus (the platform operator's) and a tenant's own menu entries
  { operation: 'GET /api/system/permission/checkOnlyPermisson', request: (v) => ({ path: `/api/system/permission/checkOnlyPermisson?menuCode=victim_menu&id=${v.tenantMenuId}` }), outcome: 'ownScope' },
  // A tenant's builders add menus (issue 18 §3), but only under menus their own tenant holds: the victim's is an unknown parent.
  { operation: 'POST /api/system/permission/add', request: (v) => ({ path: '/api/system/permission/add', body: { parentId: v.tenantMenuId, name: 'x', menuCode: 'sweep_add', menuType: '1' } }), outcome: 'unknownReference' },
  { operation: 'PUT /api/system/permission/edit', request: (v) => ({ path: '/api/system/permission/edit', body: { id: v.tenantMenuId, name: 'taken', menuCode: 'victim_menu', menuType: '1' } }) },
  { operation: 'DELETE /api/system/permission/delete', request: (v) => ({ path: `/api/system/permission/delete?id=${v.tenantMenuId}` }) },
  { operation: 'POST /api/system/permission/copy', request: (v) => ({ path: '/api/system/permission/copy', body: { id: v.tenantMenuId } }) },
  { operation: 'GET /api/system/permission/getSystemSubmenu', request: (v) => ({ path: `/api/system/permission/getSystemSubmenu?parentId=${v.tenantMenuId}` }) },
  { operation: 'GET /api/system/permission/getSystemSubmenuBatch', request: (v) => ({ path: `/api/system/permission/getSystemSubmenuBatch?parentIds=${v.tenantMenuId}` }) },
  { operation: 'GET /api/system/permission/queryListAsync', request: (v) => ({ path: `/api/system/permission/queryListAsync?pid=${v.tenantMenuId}` }) },
  { operation: 'POST /api/eform/forms/{code}/menu', request: (v) => ({ path: `/api/eform/forms/${v.attackerFormCode}/menu`, body: { parentId: v.tenantMenuId, title: 'x', menuCode: 'sweep_form_menu' } }), outcome: 'unknownReference' },
  { operation: 'POST /api/eform/views/{code}/menu', request: (v) => ({ path: `/api/eform/views/${v.viewCode}/menu`, body: { parentId: v.tenantMenuId, title: 'x', menuCode: 'sweep_view_menu' } }) },
  // The customs example's widget is demo's: acme's administrator finds no such widget to place.
  { operation: 'POST /api/eform/reports/{code}/menu', request: (v) => ({ path: '/api/eform/reports/dec_port_column/menu', body: { parentId: v.tenantMenuId, title: 'x', menuCode: 'sweep_report_menu' } }) },
  // No tenant holds a dashboard under the victim's view code: the attacker's placement finds nothing.
  { operation: 'POST /api/eform/dashboards/{code}/menu', request: (v) => ({ path: `/api/eform/dashboards/${v.viewCode}/menu`, body: { parentId: v.tenantMenuId, title: 'x', menuCode: 'sweep_dashboard_menu' } }) },
  // The customs example's dashboard is demo's: acme's administrator finds no such dashboard in acme.
  { operation: 'GET /api/eform/report/dashboard/{dashboardCode}/definition', request: () => ({ path: '/api/eform/report/dashboard/dec_overview/definition' }) },

  // Data rules: menus are shared, rules are the tenant's
  { operation: 'GET /api/system/permission/getPermRuleListByPermId', request: (v) => ({ path: `/api/system/permission/getPermRuleListByPermId?permissionId=${v.tenantMenuId}` }), outcome: 'ownScope' },
  { operation: 'GET /api/system/permission/queryPermissionRule', request: (v) => ({ path: `/api/system/permission/queryPermissionRule?permissionId=${v.tenantMenuId}&roleId=${v.roleId}` }) },
  { operation: 'POST /api/system/permission/addPermissionRule', request: (v) => ({ path: '/api/system/permission/addPermissionRule', body: { permissionId: v.tenantMenuId, ruleName: 'x', ruleColumn: 'a', ruleOperator: 'equal', ruleValue: 'b' } }) },
  { operation: 'PUT /api/system/permission/editPermissionRule', request: (v) => ({ path: '/api/system/permission/editPermissionRule', body: { id: v.dataRuleId, permissionId: v.tenantMenuId, ruleName: 'x', ruleColumn: 'a', ruleOperator: 'equal', ruleValue: 'b' } }) },
  { operation: 'DELETE /api/system/permission/deletePermissionRule', request: (v) => ({ path: `/api/system/permission/deletePermissionRule?id=${v.dataRuleId}` }) },
  { operation: 'POST /api/system/permission/saveRolePermissionRule', request: (v) => ({ path: '/api/system/permission/saveRolePermissionRule', body: { roleId: v.roleId, permissionId: v.tenantMenuId, dataRuleIds: [v.dataRuleId] } }) },

  // Announcements
  { operation: 'POST /api/system/annountCement/add', request: (v) => ({ path: '/api/system/annountCement/add', body: { title: 'x', content: 'x', msgType: 'USER', userIds: [v.staffUserId] } }), outcome: 'unknownReference' },
  { operation: 'PUT /api/system/annountCement/edit', request: (v) => ({ path: '/api/system/annountCement/edit', body: { id: v.announcementId, title: 'x', content: 'x' } }) },
  { operation: 'DELETE /api/system/annountCement/delete', request: (v) => ({ path: `/api/system/annountCement/delete?id=${v.announcementId}` }) },
  { operation: 'DELETE /api/system/annountCement/deleteBatch', request: (v) => ({ path: `/api/system/annountCement/deleteBatch?ids=${v.announcementId}` }) },
  { operation: 'GET /api/system/annountCement/doReleaseData', request: (v) => ({ path: `/api/system/annountCement/doReleaseData?id=${v.announcementId}` }) },
  { operation: 'GET /api/system/annountCement/doReovkeData', request: (v) => ({ path: `/api/system/annountCement/doReovkeData?id=${v.announcementId}` }) },
  { operation: 'PUT /api/system/sysAnnouncementSend/editByAnntIdAndUserId', request: (v) => ({ path: '/api/system/sysAnnouncementSend/editByAnntIdAndUserId', body: { anntId: v.announcementId } }) },

  // Roles and their permissions
  { operation: 'GET /api/system/role/checkRoleCode', request: (v) => ({ path: `/api/system/role/checkRoleCode?roleCode=staff_copy&id=${v.roleId}` }), outcome: 'ownScope' },
  { operation: 'PUT /api/system/role/edit', request: (v) => ({ path: '/api/system/role/edit', body: { id: v.roleId, roleName: 'x', roleCode: 'staff', roleType: 'front' } }) },
  { operation: 'PUT /api/system/role/copy', request: (v) => ({ path: '/api/system/role/copy', body: { id: v.roleId, roleCode: 'sweep_copy', roleName: 'x' } }) },
  { operation: 'DELETE /api/system/role/delete', request: (v) => ({ path: `/api/system/role/delete?id=${v.roleId}` }) },
  { operation: 'GET /api/system/permission/queryRolePermission', request: (v) => ({ path: `/api/system/permission/queryRolePermission?roleId=${v.roleId}` }) },
  { operation: 'POST /api/system/permission/saveRolePermission', request: (v) => ({ path: '/api/system/permission/saveRolePermission', body: { roleId: v.roleId, permissionIds: [] } }) },

  // Users
  { operation: 'GET /api/system/user/queryUserRole', request: (v) => ({ path: `/api/system/user/queryUserRole?userid=${v.staffUserId}` }) },
  { operation: 'GET /api/system/user/list', request: (v) => ({ path: `/api/system/user/list?orgId=${v.orgId}` }), outcome: 'ownScope' },
  { operation: 'GET /api/system/user/recycleBin', request: (v) => ({ path: `/api/system/user/recycleBin?orgId=${v.orgId}` }), outcome: 'ownScope' },
  { operation: 'GET /api/system/user/queryUserByDepId', request: (v) => ({ path: `/api/system/user/queryUserByDepId?id=${v.orgId}` }), outcome: 'ownScope' },
  { operation: 'POST /api/system/user/add', request: (v) => ({ path: '/api/system/user/add', body: { username: 'sweep_user', realname: 'x', password: 'Sweep!Pass-2026', orgId: v.orgId, roleIds: [v.roleId], departIds: [v.orgId] } }), outcome: 'unknownReference' },
  { operation: 'PUT /api/system/user/edit', request: (v) => ({ path: '/api/system/user/edit', body: { id: v.staffUserId, realname: 'x' } }) },
  { operation: 'PUT /api/system/user/frozenBatch', request: (v) => ({ path: '/api/system/user/frozenBatch', body: { ids: v.staffUserId, status: '2' } }) },
  { operation: 'DELETE /api/system/user/delete', request: (v) => ({ path: `/api/system/user/delete?id=${v.staffUserId}` }) },
  { operation: 'DELETE /api/system/user/deleteBatch', request: (v) => ({ path: `/api/system/user/deleteBatch?ids=${v.staffUserId}` }) },
  { operation: 'PUT /api/system/user/putRecycleBin', request: (v) => ({ path: '/api/system/user/putRecycleBin', body: { userIds: v.staffUserId } }) },
  { operation: 'DELETE /api/system/user/deleteRecycleBin', request: (v) => ({ path: `/api/system/user/deleteRecycleBin?userIds=${v.staffUserId}` }) },
  { operation: 'PUT /api/system/user/resetPassword', request: (v) => ({ path: '/api/system/user/resetPassword', body: { id: v.staffUserId, password: 'Sweep!Pass-2026' } }) },

  // Organisation
  { operation: 'POST /api/system/sysOrg/add', request: (v) => ({ path: '/api/system/sysOrg/add', body: { parentId: v.orgId, orgName: 'x', orgCode: 'sweep_org', orgType: 'department' } }), outcome: 'unknownReference' },
  { operation: 'PUT /api/system/sysOrg/edit', request: (v) => ({ path: '/api/system/sysOrg/edit', body: { id: v.orgId, orgName: 'x', orgCode: 'x', orgType: 'organization' } }) },
  { operation: 'DELETE /api/system/sysOrg/delete', request: (v) => ({ path: `/api/system/sysOrg/delete?id=${v.orgId}` }) },
  { operation: 'GET /api/system/sysOrg/queryUserNameByUserIds', request: (v) => ({ path: `/api/system/sysOrg/queryUserNameByUserIds?userIds=${v.staffUserId}` }), outcome: 'ownScope' },
  { operation: 'GET /api/system/sysOrg/queryDeptNameByDeptIds', request: (v) => ({ path: `/api/system/sysOrg/queryDeptNameByDeptIds?deptIds=${v.orgId}` }), outcome: 'ownScope' },

  // Tenants (the platform operator's)
  { operation: 'PUT /api/system/tenant/edit', request: (v) => ({ path: '/api/system/tenant/edit', body: { id: v.tenantId, tenantName: 'x', packageCodes: [] } }) },
  { operation: 'POST /api/system/tenant/switch', request: (v) => ({ path: '/api/system/tenant/switch', body: { tenantId: v.tenantId } }) },
  // Product packages are platform records, not the victim's: any id is refused to a tenant's administrator (not the operator).
  { operation: 'PUT /api/system/productPackage/edit', request: (v) => ({ path: '/api/system/productPackage/edit', body: { id: v.tenantId, productName: 'x' } }) },
  { operation: 'DELETE /api/system/productPackage/delete', request: (v) => ({ path: `/api/system/productPackage/delete?id=${v.tenantId}` }) },
  { operation: 'GET /api/system/productPackage/queryPermissions', request: (v) => ({ path: `/api/system/productPackage/queryPermissions?id=${v.tenantId}` }) },
  { operation: 'PUT /api/system/productPackage/savePermissions', request: (v) => ({ path: '/api/system/productPackage/savePermissions', body: { id: v.tenantId, permissionIds: [] } }) },

  // Dictionaries and fill rules
  { operation: 'GET /api/system/dict/queryById', request: (v) => ({ path: `/api/system/dict/queryById?id=${v.dictId}` }) },
  { operation: 'PUT /api/system/dict/edit', request: (v) => ({ path: '/api/system/dict/edit', body: { id: v.dictId, dictCode: v.dictCode, dictName: 'x', items: [] } }) },
  { operation: 'POST /api/system/dict/copy', request: (v) => ({ path: '/api/system/dict/copy', body: { id: v.dictId, dictCode: 'sweep_dict', dictName: 'x' } }) },
  { operation: 'DELETE /api/system/dict/delete', request: (v) => ({ path: `/api/system/dict/delete?id=${v.dictId}` }) },
  { operation: 'GET /api/system/dict/getDictItems/{code}', request: (v) => ({ path: `/api/system/dict/getDictItems/${v.dictCode}` }), outcome: 'ownScope' },
  { operation: 'GET /api/system/dict/getDictItemMap/{code}', request: (v) => ({ path: `/api/system/dict/getDictItemMap/${v.dictCode}` }), outcome: 'ownScope' },
  { operation: 'PUT /api/system/fillRule/edit', request: (v) => ({ path: '/api/system/fillRule/edit', body: { id: v.fillRuleId, ruleCode: v.fillRuleCode, ruleName: 'x', ruleParams: { prefix: 'X', seqLength: 4 } } }) },
  { operation: 'DELETE /api/system/fillRule/delete', request: (v) => ({ path: `/api/system/fillRule/delete?id=${v.fillRuleId}` }) },
  { operation: 'POST /api/system/fillRule/executeRuleByCode/{ruleCode}', request: (v) => ({ path: `/api/system/fillRule/executeRuleByCode/${v.fillRuleCode}` }) },

  // Definitions
  { operation: 'GET /api/eform/definitions/{id}', request: (v) => ({ path: `/api/eform/definitions/${v.formId}` }) },
  { operation: 'PUT /api/eform/definitions/{id}', request: (v) => ({ path: `/api/eform/definitions/${v.formId}`, body: { version: 1, body: { schemaVersion: 1 } } }) },
  { operation: 'POST /api/eform/definitions/{id}/publish', request: (v) => ({ path: `/api/eform/definitions/${v.formId}/publish` }) },
  { operation: 'GET /api/eform/definitions/{id}/revisions', request: (v) => ({ path: `/api/eform/definitions/${v.formId}/revisions` }) },
  { operation: 'GET /api/eform/definitions/{id}/diff', request: (v) => ({ path: `/api/eform/definitions/${v.formId}/diff?from=1&to=1` }) },
  // A foreign group filters the caller's own definitions and tables: nothing of the victim's shows.
  { operation: 'GET /api/eform/definitions', request: (v) => ({ path: `/api/eform/definitions?groupId=${v.appGroupId}` }), outcome: 'ownScope' },
  { operation: 'GET /api/eform/tables', request: (v) => ({ path: `/api/eform/tables?groupId=${v.appGroupId}` }), outcome: 'ownScope' },

  // App groups
  { operation: 'GET /api/eform/appGroup/queryById', request: (v) => ({ path: `/api/eform/appGroup/queryById?id=${v.appGroupId}` }) },
  { operation: 'PUT /api/eform/appGroup/edit', request: (v) => ({ path: '/api/eform/appGroup/edit', body: { id: v.appGroupId, groupName: 'x', groupCode: 'sweep_group' } }) },
  { operation: 'DELETE /api/eform/appGroup/delete', request: (v) => ({ path: `/api/eform/appGroup/delete?id=${v.appGroupId}` }) },
  { operation: 'POST /api/eform/appGroup/move', request: (v) => ({ path: '/api/eform/appGroup/move', body: { groupId: v.appGroupId, tableNameArray: ['form'], idArray: [v.formId] } }) },

  // Data sources
  { operation: 'GET /api/eform/sqlConfig/queryById', request: (v) => ({ path: `/api/eform/sqlConfig/queryById?id=${v.sqlConfigId}` }) },
  { operation: 'PUT /api/eform/sqlConfig/edit', request: (v) => ({ path: '/api/eform/sqlConfig/edit', body: { id: v.sqlConfigId, sqlName: 'x', sqlCode: 'sweep_sql', sqlQuery: 'select 1 as id' } }) },
  { operation: 'DELETE /api/eform/sqlConfig/delete', request: (v) => ({ path: `/api/eform/sqlConfig/delete?id=${v.sqlConfigId}` }) },
  { operation: 'GET /api/eform/httpConfig/queryById', request: (v) => ({ path: `/api/eform/httpConfig/queryById?id=${v.httpConfigId}` }) },
  { operation: 'PUT /api/eform/httpConfig/edit', request: (v) => ({ path: '/api/eform/httpConfig/edit', body: { id: v.httpConfigId, httpName: 'x', httpCode: 'sweep_http', httpUrl: 'https://example.com/', httpMethod: 'GET' } }) },
  { operation: 'DELETE /api/eform/httpConfig/delete', request: (v) => ({ path: `/api/eform/httpConfig/delete?id=${v.httpConfigId}` }) },

  // Views, tables and form data, addressed by the victim's codes and ids
  { operation: 'GET /api/eform/views/{viewCode}/definition', request: (v) => ({ path: `/api/eform/views/${v.viewCode}/definition` }) },
  { operation: 'GET /api/eform/views/{viewCode}/data', request: (v) => ({ path: `/api/eform/views/${v.viewCode}/data` }) },
  { operation: 'GET /api/eform/views/{viewCode}/export', request: (v) => ({ path: `/api/eform/views/${v.viewCode}/export` }) },
  { operation: 'GET /api/eform/runtime/view/{viewCode}/definition', request: (v) => ({ path: `/api/eform/runtime/view/${v.viewCode}/definition` }) },
  { operation: 'GET /api/eform/runtime/view/{viewCode}/data', request: (v) => ({ path: `/api/eform/runtime/view/${v.viewCode}/data` }) },
  { operation: 'GET /api/eform/runtime/view/{viewCode}/export', request: (v) => ({ path: `/api/eform/runtime/view/${v.viewCode}/export` }) },
  { operation: 'GET /api/eform/views/{viewCode}/importTemplate', request: (v) => ({ path: `/api/eform/views/${v.viewCode}/importTemplate` }) },
  { operation: 'POST /api/eform/views/{viewCode}/import', request: (v) => ({ path: `/api/eform/views/${v.viewCode}/import`, body: {} }) },
  { operation: 'GET /api/eform/import/{importId}/errors', request: (v) => ({ path: `/api/eform/import/${v.importId}/errors` }) },
  { operation: 'POST /api/eform/tables/{code}/plan', request: (v) => ({ path: `/api/eform/tables/${v.tableCode}/plan` }) },
  { operation: 'POST /api/eform/tables/{code}/sync', request: (v) => ({ path: `/api/eform/tables/${v.tableCode}/sync`, body: {} }) },
  { operation: 'POST /api/eform/tables/{code}/quickApp', request: (v) => ({ path: `/api/eform/tables/${v.tableCode}/quickApp`, body: { formCode: 'sweep_qa_form', viewCode: 'sweep_qa_view', menuParentId: v.tenantMenuId } }) },
  { operation: 'POST /api/eform/data/{formCode}', request: (v) => ({ path: `/api/eform/data/${v.formCode}`, body: { data: {} } }) },
  { operation: 'DELETE /api/eform/data/{formCode}', request: (v) => ({ path: `/api/eform/data/${v.formCode}?ids=${v.recordId}` }) },
  { operation: 'POST /api/eform/runtime/form/{formCode}/data', request: (v) => ({ path: `/api/eform/runtime/form/${v.formCode}/data`, body: { data: {} } }) },
  { operation: 'GET /api/eform/runtime/form/{formCode}/definition', request: (v) => ({ path: `/api/eform/runtime/form/${v.formCode}/definition` }) },
  { operation: 'PUT /api/eform/data/{formCode}/batch', request: (v) => ({ path: `/api/eform/data/${v.formCode}/batch`, body: { viewId: v.viewId, rows: [{ id: v.recordId, rowVersion: 1, data: {} }] } }) },
  { operation: 'GET /api/eform/data/{formCode}/{id}', request: (v) => ({ path: `/api/eform/data/${v.formCode}/${v.recordId}` }) },
  { operation: 'PUT /api/eform/data/{formCode}/{id}', request: (v) => ({ path: `/api/eform/data/${v.formCode}/${v.recordId}`, body: { rowVersion: 1, data: {} } }) },
  { operation: 'DELETE /api/eform/data/{formCode}/{id}', request: (v) => ({ path: `/api/eform/data/${v.formCode}/${v.recordId}` }) },
  { operation: 'POST /api/eform/data/{formCode}/{id}/copy', request: (v) => ({ path: `/api/eform/data/${v.formCode}/${v.recordId}/copy` }) },
  { operation: 'GET /api/eform/data/{formCode}/{id}/logs', request: (v) => ({ path: `/api/eform/data/${v.formCode}/${v.recordId}/logs` }) },
  // The duplicate check names tables and columns, which resolve in the caller's tenant only: the victim's table is unknown there (400, spec §5).
  { operation: 'POST /api/system/duplicate/check', request: (v) => ({ path: '/api/system/duplicate/check', body: { tableName: v.tableCode, fieldName: 'entry_no', fieldVal: 'x', dataId: v.recordId } }), outcome: 'unknownName' },
  // Organisation catalogues: positions, jobs, tags and divisions (divisions on in both tenants)
  ...(['position', 'job', 'tag', 'division'] as const).flatMap((kind): SweepCase[] => {
    const idOf = (v: VictimTenant) => v[`${kind}Id`];
    return [
      { operation: `GET /api/system/${kind}/queryById`, request: (v) => ({ path: `/api/system/${kind}/queryById?id=${idOf(v)}` }) },
      // The id only leaves the record being edited out of the check; a foreign one changes nothing.
      { operation: `GET /api/system/${kind}/checkCode`, request: (v) => ({ path: `/api/system/${kind}/checkCode?code=victim_${kind}&id=${idOf(v)}` }), outcome: 'ownScope' },
      // Only a position is tied to an organisation; the other kinds ignore orgId and add the caller's own row.
      { operation: `POST /api/system/${kind}/add`, request: (v) => ({ path: `/api/system/${kind}/add`, body: { code: `sweep_${kind}`, name: 'x', orgId: v.orgId } }), outcome: kind === 'position' ? 'unknownReference' : 'ownScope' },
      { operation: `PUT /api/system/${kind}/edit`, request: (v) => ({ path: `/api/system/${kind}/edit`, body: { id: idOf(v), code: `victim_${kind}`, name: 'x' } }) },
      { operation: `DELETE /api/system/${kind}/delete`, request: (v) => ({ path: `/api/system/${kind}/delete?id=${idOf(v)}` }) },
      { operation: `DELETE /api/system/${kind}/deleteBatch`, request: (v) => ({ path: `/api/system/${kind}/deleteBatch?ids=${idOf(v)}` }) },
    ];
  }),
  { operation: 'PUT /api/system/division/switch', request: (v) => ({ path: '/api/system/division/switch', body: { divisionId: v.divisionId } }) },
  { operation: 'GET /api/system/user/queryUserOrgExtras', request: (v) => ({ path: `/api/system/user/queryUserOrgExtras?userId=${v.staffUserId}` }) },
  { operation: 'PUT /api/system/user/saveUserOrgExtras', request: (v) => ({ path: '/api/system/user/saveUserOrgExtras', body: { userId: v.staffUserId, positionIds: [v.positionId] } }) },

  // Department, department-role and group-role permissions
  { operation: 'GET /api/system/permission/queryDepartPermission', request: (v) => ({ path: `/api/system/permission/queryDepartPermission?departId=${v.orgId}` }) },
  { operation: 'POST /api/system/permission/saveDepartPermission', request: (v) => ({ path: '/api/system/permission/saveDepartPermission', body: { departId: v.orgId, permissionIds: [] } }) },
  { operation: 'GET /api/system/permission/queryGroupRolePermission', request: (v) => ({ path: `/api/system/permission/queryGroupRolePermission?roleId=${v.roleId}&groupId=${v.topMenuId}` }) },
  { operation: 'POST /api/system/permission/saveGroupRolePermission', request: (v) => ({ path: '/api/system/permission/saveGroupRolePermission', body: { roleId: v.roleId, groupId: v.topMenuId, permissionIds: [] } }) },
  { operation: 'GET /api/system/sysDepartPermission/queryTreeListForDeptRole', request: (v) => ({ path: `/api/system/sysDepartPermission/queryTreeListForDeptRole?departId=${v.orgId}` }) },
  { operation: 'GET /api/system/sysDepartPermission/queryDeptRolePermission', request: (v) => ({ path: `/api/system/sysDepartPermission/queryDeptRolePermission?roleId=${v.deptRoleId}` }) },
  { operation: 'POST /api/system/sysDepartPermission/saveDeptRolePermission', request: (v) => ({ path: '/api/system/sysDepartPermission/saveDeptRolePermission', body: { roleId: v.deptRoleId, permissionIds: [] } }) },
  { operation: 'GET /api/system/sysDepartRole/list', request: (v) => ({ path: `/api/system/sysDepartRole/list?departId=${v.orgId}` }) },
  { operation: 'GET /api/system/sysDepartRole/departUsers', request: (v) => ({ path: `/api/system/sysDepartRole/departUsers?departId=${v.orgId}` }) },
  { operation: 'GET /api/system/sysDepartRole/queryRoleUsers', request: (v) => ({ path: `/api/system/sysDepartRole/queryRoleUsers?roleId=${v.deptRoleId}` }) },
  { operation: 'POST /api/system/sysDepartRole/add', request: (v) => ({ path: '/api/system/sysDepartRole/add', body: { departId: v.orgId, roleName: 'x', roleCode: 'sweep_desk' } }) },
  { operation: 'PUT /api/system/sysDepartRole/edit', request: (v) => ({ path: '/api/system/sysDepartRole/edit', body: { id: v.deptRoleId, roleName: 'x', roleCode: 'victim_desk' } }) },
  { operation: 'POST /api/system/sysDepartRole/saveRoleUsers', request: (v) => ({ path: '/api/system/sysDepartRole/saveRoleUsers', body: { roleId: v.deptRoleId, userIds: [] } }) },
  { operation: 'DELETE /api/system/sysDepartRole/delete', request: (v) => ({ path: `/api/system/sysDepartRole/delete?id=${v.deptRoleId}` }) },
  { operation: 'DELETE /api/system/sysDepartRole/deleteBatch', request: (v) => ({ path: `/api/system/sysDepartRole/deleteBatch?ids=${v.deptRoleId}` }) },

  // Proxy entries (proxies on in both tenants)
  { operation: 'GET /api/system/user/queryUserRelation', request: (v) => ({ path: `/api/system/user/queryUserRelation?userId=${v.proxyUserId}` }) },
  { operation: 'POST /api/system/userProxy/add', request: (v) => ({ path: '/api/system/userProxy/add', body: { userId: v.proxyUserId, compCode: '3302960ABC', proxyType: 'broker', proxyCode: 'BRK9', brokerCode: 'B-9' } }), outcome: 'unknownReference' },
  { operation: 'PUT /api/system/userProxy/edit', request: (v) => ({ path: '/api/system/userProxy/edit', body: { id: v.proxyId, userId: v.proxyUserId, compCode: '3302960ABC', proxyType: 'forwarder', proxyCode: 'FWD001', forwarderCode: 'F-1' } }) },
  { operation: 'DELETE /api/system/userProxy/delete', request: (v) => ({ path: `/api/system/userProxy/delete?id=${v.proxyId}` }) },

  // Reference administration
  { operation: 'POST /api/system/category/add', request: (v) => ({ path: '/api/system/category/add', body: { name: 'x', code: 'sweep_category', parentId: v.categoryId } }), outcome: 'unknownReference' },
  { operation: 'PUT /api/system/category/edit', request: (v) => ({ path: '/api/system/category/edit', body: { id: v.categoryId, name: 'x', code: 'victim_category' } }) },
  { operation: 'DELETE /api/system/category/delete', request: (v) => ({ path: `/api/system/category/delete?id=${v.categoryId}` }) },
  { operation: 'PUT /api/system/checkRule/edit', request: (v) => ({ path: '/api/system/checkRule/edit', body: { id: v.checkRuleId, ruleCode: 'victim_rule', ruleName: 'x', segments: [{ kind: 'fixed', text: 'X' }] } }) },
  { operation: 'DELETE /api/system/checkRule/delete', request: (v) => ({ path: `/api/system/checkRule/delete?id=${v.checkRuleId}` }) },
  { operation: 'DELETE /api/system/checkRule/deleteBatch', request: (v) => ({ path: `/api/system/checkRule/deleteBatch?ids=${v.checkRuleId}` }) },
  { operation: 'PUT /api/system/jumpParam/edit', request: (v) => ({ path: '/api/system/jumpParam/edit', body: { id: v.jumpParamId, systemCode: 'victim_erp', systemName: 'x', jumpUrl: 'https://evil.example.com/' } }) },
  { operation: 'DELETE /api/system/jumpParam/delete', request: (v) => ({ path: `/api/system/jumpParam/delete?id=${v.jumpParamId}` }) },
  { operation: 'DELETE /api/system/jumpParam/deleteBatch', request: (v) => ({ path: `/api/system/jumpParam/deleteBatch?ids=${v.jumpParamId}` }) },
  { operation: 'PUT /api/system/message/sysMessage/edit', request: (v) => ({ path: '/api/system/message/sysMessage/edit', body: { id: v.messageId, esTitle: 'x', esType: 'system', esReceiver: 'demo_user', esContent: 'x' } }) },
  { operation: 'PUT /api/system/message/sysMessage/publish', request: (v) => ({ path: `/api/system/message/sysMessage/publish?id=${v.messageId}` }) },
  { operation: 'PUT /api/system/message/sysMessage/revoke', request: (v) => ({ path: `/api/system/message/sysMessage/revoke?id=${v.messageId}` }) },
  { operation: 'PUT /api/system/message/sysMessage/resend', request: (v) => ({ path: `/api/system/message/sysMessage/resend?id=${v.messageId}` }) },
  { operation: 'DELETE /api/system/message/sysMessage/delete', request: (v) => ({ path: `/api/system/message/sysMessage/delete?id=${v.messageId}` }) },
  { operation: 'DELETE /api/system/message/sysMessage/deleteBatch', request: (v) => ({ path: `/api/system/message/sysMessage/deleteBatch?ids=${v.messageId}` }) },

  // Downloads and the developer code search
  { operation: 'POST /api/eform/views/{viewCode}/exportTask', request: (v) => ({ path: `/api/eform/views/${v.viewCode}/exportTask`, body: {} }) },
  { operation: 'DELETE /api/system/exportTask/delete', request: (v) => ({ path: `/api/system/exportTask/delete?id=${v.exportTaskId}` }) },
  { operation: 'GET /api/common/static/{fileId}', request: (v) => ({ path: `/api/common/static/${v.exportTaskId}` }) },
  { operation: 'POST /api/eform/manage/codeSearch/update', request: (v) => ({ path: '/api/eform/manage/codeSearch/update', body: { id: v.formId, table_name: 'formRule', code: 'return true;', col_name: 'rules/0/script' } }) },

  // Spec §7 paths added after the audit. The fixture holds no dictionary item of the victim's, so the
  // item calls send its dictionary's id as the item id (specPaths.system.int.test.ts sends a real foreign item).
  { operation: 'POST /api/system/permission/saveRolePermissionOld', request: (v) => ({ path: '/api/system/permission/saveRolePermissionOld', body: { roleId: v.roleId, permissionIds: '' } }) },
  { operation: 'GET /api/system/dict/queryByDictItemId', request: (v) => ({ path: `/api/system/dict/queryByDictItemId?id=${v.dictId}` }) },
  { operation: 'POST /api/system/dictItem/add', request: (v) => ({ path: '/api/system/dictItem/add', body: { dictId: v.dictId, itemText: 'x', itemValue: 'sweep' } }), outcome: 'unknownReference' },
  { operation: 'PUT /api/system/dictItem/edit', request: (v) => ({ path: '/api/system/dictItem/edit', body: { id: v.dictId, dictId: v.dictId, itemText: 'x', itemValue: 'sweep' } }) },
  { operation: 'POST /api/system/dynamicquery/queryListByTableNameAndCondition', request: (v) => ({ path: '/api/system/dynamicquery/queryListByTableNameAndCondition', body: { tableName: v.tableCode } }), outcome: 'unknownName' },
  { operation: 'GET /api/eform/manage/actAppView/queryActAppViewButtonByMainId', request: (v) => ({ path: `/api/eform/manage/actAppView/queryActAppViewButtonByMainId?id=${v.viewId}` }) },
  { operation: 'POST /api/eform/views/{viewCode}/buttons/{index}/openData', request: (v) => ({ path: `/api/eform/views/${v.viewCode}/buttons/0/openData`, body: {} }) },
  { operation: 'POST /api/eform/runtime/view/{viewCode}/buttons/{index}/openData', request: (v) => ({ path: `/api/eform/runtime/view/${v.viewCode}/buttons/0/openData`, body: {} }) },
  { operation: 'POST /exportasync/api/v1/task/exportXls', request: (v) => ({ path: '/exportasync/api/v1/task/exportXls', body: { id: v.exportTaskId } }) },
  { operation: 'GET /api/system/common/static/{fileId}', request: (v) => ({ path: `/api/system/common/static/${v.exportTaskId}` }) },

  // Asynchronous import: demo's import task and run are out of acme's reach
  { operation: 'GET /api/fyImportBackend/task/queryById', request: (v) => ({ path: `/api/fyImportBackend/task/queryById?id=${v.importTaskId}` }) },
  { operation: 'PUT /api/fyImportBackend/task/edit', request: (v) => ({ path: '/api/fyImportBackend/task/edit', body: { id: v.importTaskId, taskName: 'x', taskCode: 'sweep_task', importMode: '1', importType: '1', pageTitle: 'x', headStartRow: 1, startRow: 2, listStartRow: 2, sheetName: 'Sheet1', formCode: v.attackerFormCode } }) },
  { operation: 'DELETE /api/fyImportBackend/task/delete', request: (v) => ({ path: `/api/fyImportBackend/task/delete?id=${v.importTaskId}` }) },
  { operation: 'POST /api/fyImportBackend/run/confirm', request: (v) => ({ path: '/api/fyImportBackend/run/confirm', body: { id: v.importRunId } }) },
  { operation: 'POST /api/fyImportBackend/run/upload', request: (v) => ({ path: `/api/fyImportBackend/run/upload?taskCode=${v.importTaskCode}`, body: {} }) },
  { operation: 'GET /api/eform/manage/actAppAsyncImport/getAsyncImportById', request: (v) => ({ path: `/api/eform/manage/actAppAsyncImport/getAsyncImportById?id=${v.importRunId}` }) },
  { operation: 'POST /api/eform/views/{viewCode}/asyncImport', request: (v) => ({ path: `/api/eform/views/${v.viewCode}/asyncImport`, body: {} }) },

  // Approval workflow (issue 16)
  ...workflowSweepCases,
  ...workflowExtrasSweepCases,

  // The portal (issue 17)
  ...portalSweepCases,
  // Datasets and report widgets (issue 17)
  ...reportSweepCases,
  // Definition copy and delete, find usages (issue 18 §3)
  ...selfServiceSweepCases,
  // Uploaded files and the spec's file paths (issue 18 §5)
  ...fileSweepCases,
  // Exporting an app as a package (issue 19)
  ...appExportSweepCases,
  ...appPackageSweepCases,
  ...warningSweepCases,
  ...scheduledJobSweepCases,
];

/** Id-taking operations the sweep does not send, each with the reason. */
export const exemptOperations: Record<string, string> = {
  'POST /api/system/slider/verify': 'public; the challenge is a platform-wide one-time puzzle, not a tenant object (tested in slider)',
  'GET /api/system/thirdLogin/getLoginUser/{id}': 'public; the id is a one-time ticket, not a tenant object (tested in identityEntries)',
  'POST /api/system/log/operationlog': 'takes the caller\'s own tracking events; no ids',
  'POST /api/system/dict/add': 'creates in the caller\'s tenant; takes no foreign id',
  'POST /api/eform/sqlConfig/add': 'creates in the caller\'s tenant; takes no foreign id',
  'POST /api/eform/httpConfig/add': 'creates in the caller\'s tenant; takes no foreign id',
  'POST /api/eform/httpConfig/test': 'runs an unsaved configuration; takes no id',
};
