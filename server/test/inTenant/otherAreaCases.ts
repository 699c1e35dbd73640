import { exemptOperations as crossTenantExemptions, sweepCases as crossTenantCases } from '../crossTenant/cases';
import { definitionCases } from './definitionCases';
import { formDataCases } from './formDataCases';
import { reportInTenantCases } from './reportCases';
import { likeCrossTenant, type InTenantCase } from './cases';
import { workflowExtrasInTenantExemptions } from './workflowExtrasCases';

const elsewhere = new Set([...[...formDataCases, ...definitionCases, ...reportInTenantCases].map((entry) => entry.operation), ...Object.keys(workflowExtrasInTenantExemptions)]);

/**
 * Operations open to every user of the tenant by design, whose answer holds only the caller's own
 * rows or the tenant's shared reference data: the sweep checks that nothing of the victim's shows.
 */
const openByDesign = new Set([
  // Per-user screen values: the dataId is the caller's own key, so they read and write only their own rows.
  'GET /api/system/sysCustom/getCustomVaueByTypeAndDataId',
  'POST /api/system/sysCustom/saveCustomWithDataId',
  // Dictionary items are the tenant's shared labels, which every form and list shows (visitors' pages included).
  'GET /api/system/dict/getDictItems/{code}',
  'GET /api/system/dict/getDictItemMap/{code}',
]);

const sameAsCrossTenant = crossTenantCases.map((entry) => entry.operation).filter((operation) => !elsewhere.has(operation));

/** In-tenant cases of the other areas (system administration, identity, reference data, data sources, downloads, imports). */
export const otherAreaCases: InTenantCase[] = [
  ...likeCrossTenant(sameAsCrossTenant.filter((operation) => !openByDesign.has(operation))),
  ...likeCrossTenant(sameAsCrossTenant.filter((operation) => openByDesign.has(operation)), 'nothingOfVictim'),

  // Operations that take a code rather than an id (the cross-tenant sweep does not send them).
  { operation: 'GET /api/eform/sqlConfig/list', request: () => ({ path: '/api/eform/sqlConfig/list?sqlCode=dec_arrivals_sql' }) },
  { operation: 'GET /api/eform/sqlConfig/usage', request: () => ({ path: '/api/eform/sqlConfig/usage?sqlCode=dec_arrivals_sql' }) },
  { operation: 'POST /api/eform/sqlConfig/add', request: () => ({ path: '/api/eform/sqlConfig/add', body: { sqlCode: 'sweep_sql', sqlName: 'x', sqlQuery: 'select 1 as id' } }) },
  { operation: 'POST /api/eform/httpConfig/add', request: () => ({ path: '/api/eform/httpConfig/add', body: { httpCode: 'sweep_http', httpName: 'x', httpUrl: 'https://example.com/', httpMethod: 'GET' } }) },
  { operation: 'POST /api/eform/httpConfig/test', request: () => ({ path: '/api/eform/httpConfig/test', body: { httpUrl: 'https://example.com/', httpMethod: 'GET' } }) },
  { operation: 'POST /api/eform/engine/viewEngine/codeToName', request: (v) => ({ path: `/api/eform/engine/viewEngine/codeToName?viewCode=${v.viewCode}`, body: { values: { ieFlag: ['I'] } } }), callers: ['noRole', 'unrelatedView'] },
  { operation: 'POST /api/eform/engine/viewEngine/getSqlConfigItems', request: () => ({ path: '/api/eform/engine/viewEngine/getSqlConfigItems', body: { sqlCode: 'dec_arrivals_sql' } }), callers: ['noRole', 'unrelatedView'] },
  { operation: 'POST /api/eform/engine/viewEngine/getSqlConfigOptions', request: () => ({ path: '/api/eform/engine/viewEngine/getSqlConfigOptions', body: { sqlCode: 'trade_mode_options' } }), callers: ['noRole', 'unrelatedView'] },
  // The customs HTTP config: a user holding nothing that names it is refused before any request leaves.
  { operation: 'POST /api/eform/engine/viewEngine/getHttpConfigItems', request: () => ({ path: '/api/eform/engine/viewEngine/getHttpConfigItems', body: { httpCode: 'currency_rates' } }), callers: ['noRole', 'unrelatedView'] },
  { operation: 'POST /api/eform/engine/viewEngine/getHttpConfigOptions', request: () => ({ path: '/api/eform/engine/viewEngine/getHttpConfigOptions', body: { httpCode: 'currency_rates' } }), callers: ['noRole', 'unrelatedView'] },
  { operation: 'GET /api/system/checkRule/list', request: () => ({ path: '/api/system/checkRule/list?ruleCode=victim_rule' }) },
  { operation: 'POST /api/system/checkRule/add', request: () => ({ path: '/api/system/checkRule/add', body: { ruleCode: 'sweep_rule', ruleName: 'x', segments: [{ kind: 'fixed', text: 'X' }] } }) },
  // Forms check a value against a rule: the answer is whether it matches, nothing stored.
  { operation: 'GET /api/system/checkRule/checkByCode', request: () => ({ path: '/api/system/checkRule/checkByCode?ruleCode=victim_rule&value=V-1' }), outcome: 'nothingOfVictim' },
  { operation: 'GET /api/system/dict/list', request: (v) => ({ path: `/api/system/dict/list?dictCode=${v.dictCode}` }) },
  { operation: 'POST /api/system/dict/add', request: () => ({ path: '/api/system/dict/add', body: { dictCode: 'sweep_dict', dictName: 'x' } }) },
  { operation: 'POST /api/system/fillRule/add', request: () => ({ path: '/api/system/fillRule/add', body: { ruleCode: 'sweep_fill', ruleName: 'x', ruleParams: { prefix: 'S' } } }) },
  { operation: 'POST /api/system/visitorToken', request: (v) => ({ path: '/api/system/visitorToken', body: { pageType: 'form', pageCode: v.formCode } }) },
  { operation: 'POST /api/fyImportBackend/task/add', request: (v) => ({ path: '/api/fyImportBackend/task/add', body: { taskName: 'x', taskCode: 'sweep_task', importMode: '1', importType: '2', pageTitle: 'x', headStartRow: 1, startRow: 2, listStartRow: 2, sheetName: 'Sheet1', businessPk: 'entryId', formCode: v.formCode } }) },
  { operation: 'POST /api/fyImportBackend/run/upload', request: (v) => ({ path: `/api/fyImportBackend/run/upload?taskCode=${v.importTaskCode}`, body: {} }) },
  // The caller's own runs and export tasks only.
  { operation: 'GET /api/fyImportBackend/run/list', request: (v) => ({ path: `/api/fyImportBackend/run/list?taskCode=${v.importTaskCode}&viewCode=${v.viewCode}` }), outcome: 'nothingOfVictim' },
  { operation: 'POST /exportasync/api/v1/task/get', request: (v) => ({ path: '/exportasync/api/v1/task/get', body: { pageSize: 10, pageNum: 1, taskCode: v.viewCode } }), outcome: 'nothingOfVictim' },
];

/** Operations of the other areas the in-tenant sweep does not send, each with the reason. */
export const otherAreaExemptions: Record<string, string> = {
  'POST /api/system/slider/verify': crossTenantExemptions['POST /api/system/slider/verify']!,
  'GET /api/system/thirdLogin/getLoginUser/{id}': crossTenantExemptions['GET /api/system/thirdLogin/getLoginUser/{id}']!,
  'POST /api/system/log/operationlog': crossTenantExemptions['POST /api/system/log/operationlog']!,
};
