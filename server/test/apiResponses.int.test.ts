import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { documentedResults } from '@wharf/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureHttpConfigs, disposeReturnScriptSandbox } from '../src/eform/httpConfig/executeHttpConfig';
import { ssrfPolicyFromEnv } from '../src/eform/httpConfig/ssrfGuard';
import { appExportCases } from './apiResponses/appExportCases';
import { codeListCases, prepareCodeLists } from './apiResponses/codeListCases';
import { configCases, prepareConfigs } from './apiResponses/configCases';
import { dashboardCases } from './apiResponses/dashboardCases';
import { consoleWriteCases, prepareConsoleWrites } from './apiResponses/consoleWriteCases';
import { deptPermissionCases, prepareDeptPermissions } from './apiResponses/deptPermissionCases';
import { designerCases, prepareDesignerCalls } from './apiResponses/designerCases';
import { prepareSelfService, selfServiceCases } from './apiResponses/selfServiceCases';
import { prepareWarnings, warningCases } from './apiResponses/warningCases';
import { appPackageCases, prepareAppPackages } from './apiResponses/appPackageCases';
import { extrasCases, prepareExtras } from './apiResponses/extrasCases';
import { identityCases, prepareIdentity } from './apiResponses/identityCases';
import { menuAdminCases, prepareMenuAdmin } from './apiResponses/menuAdminCases';
import { monitoringCases } from './apiResponses/monitoringCases';
import { operatorCases, prepareOperatorCalls } from './apiResponses/operatorCases';
import { prepareProductPackages, productPackageCases } from './apiResponses/productPackageCases';
import { portalCases } from './apiResponses/portalCases';
import { prepareReports, reportCases } from './apiResponses/reportCases';
import { prepareReferenceData, referenceCases } from './apiResponses/referenceCases';
import { closeSsoServices, prepareSso, ssoCases } from './apiResponses/ssoCases';
import { workbook, xlsxType } from './asyncImportSupport';
import { declaration } from './inTenant/formDataUsers';
import { testAdminPassword } from './support/constants';
import { startTestApp, type TestApp } from './support/testApp';
import { prepareWorkflowAnswers, workflowAnswerCases } from './workflow/apiResponseCases';
import { prepareWorkflowExtrasAnswers, workflowExtrasAnswerCases } from './workflow/extrasAnswerCases';

/**
 * Issue 15 §5: every operation whose answer the OpenAPI document describes (a `result` schema other
 * than "anything") is called on the real server as a tenant administrator, and the answer validates
 * against the documented schema (missing required fields fail). A newly documented operation fails
 * here until it gets a case, and a JSON operation without a result schema fails too.
 */

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: { properties?: { result?: object } } }> }>;
}
type Document = { paths: Record<string, Record<string, Operation>> };
/** `token`: 'none' for a public call, else the session to call with (the administrator's when absent). */
type Call = { method: string; path: string; body?: unknown; token?: string; file?: 'xlsx'; headers?: Record<string, string> };
type Prepared = Record<string, string>;

const tableBody = (tableName: string) => ({ schemaVersion: 1, tableName, tableTitle: tableName, columns: [{ colCode: 'note', colName: 'Note', colType: 'varchar', colLength: 20 }] });
const importTask = (taskCode: string) => ({
  taskName: 'Declarations', taskCode, importMode: '1', importType: '1', pageTitle: 'Declarations', headStartRow: 1, startRow: 2, listStartRow: 2,
  sheetName: 'Sheet1', businessPk: 'entryId', formCode: 'dec_form',
  fieldsMapConfig: [{ colLetter: 'A', colCode: 'entryId', colName: 'Entry id' }, { colLetter: 'B', colCode: 'consignee', colName: 'Consignee' }],
});

/** How each documented operation is called; `v` holds ids made by `prepare` (each changing call gets its own). */
const cases: Record<string, (v: Prepared) => Call> = {
  'POST /api/system/login': () => ({ method: 'POST', path: '/api/system/login', body: { username: 'demo_admin', password: testAdminPassword }, token: 'none' }),
  'GET /api/user/info': () => ({ method: 'GET', path: '/api/user/info' }),
  'GET /api/system/user/myDeparts': () => ({ method: 'GET', path: '/api/system/user/myDeparts' }),
  'GET /api/system/getUserPermissionByToken': () => ({ method: 'GET', path: '/api/system/getUserPermissionByToken' }),
  'GET /api/eform/definitions': () => ({ method: 'GET', path: '/api/eform/definitions?kind=view&pageNo=1&pageSize=10' }),
  'POST /api/eform/definitions': () => ({ method: 'POST', path: '/api/eform/definitions', body: { kind: 'table', code: 'ar_created', name: 'Created', body: tableBody('ar_created') } }),
  'GET /api/eform/definitions/{id}': (v) => ({ method: 'GET', path: `/api/eform/definitions/${v.viewId}` }),
  'PUT /api/eform/definitions/{id}': (v) => ({ method: 'PUT', path: `/api/eform/definitions/${v.savedDefinitionId}`, body: { version: 1, name: 'Saved', body: tableBody('ar_saved') } }),
  'POST /api/eform/definitions/{id}/publish': (v) => ({ method: 'POST', path: `/api/eform/definitions/${v.publishedDefinitionId}/publish`, body: {} }),
  'GET /api/eform/definitions/{id}/revisions': (v) => ({ method: 'GET', path: `/api/eform/definitions/${v.viewId}/revisions` }),
  'GET /api/eform/views/{viewCode}/data': () => ({ method: 'GET', path: '/api/eform/views/dec_list_view/data?pageNo=1&pageSize=10' }),
  'GET /api/eform/views/{viewCode}/definition': () => ({ method: 'GET', path: '/api/eform/views/dec_list_view/definition' }),
  'GET /api/eform/runtime/view/{viewCode}/data': () => ({ method: 'GET', path: '/api/eform/runtime/view/dec_list_view/data?pageNo=1&pageSize=10' }),
  'GET /api/eform/runtime/view/{viewCode}/definition': () => ({ method: 'GET', path: '/api/eform/runtime/view/dec_list_view/definition' }),
  'GET /api/system/dict/list': () => ({ method: 'GET', path: '/api/system/dict/list?pageNo=1&pageSize=10' }),
  'GET /api/system/dict/queryById': (v) => ({ method: 'GET', path: `/api/system/dict/queryById?id=${v.dictId}` }),
  'GET /api/system/dict/getDictItems/{code}': () => ({ method: 'GET', path: '/api/system/dict/getDictItems/ie_flag' }),
  'GET /api/health': () => ({ method: 'GET', path: '/api/health', token: 'none' }),
  // Form data of the customs example's declaration form.
  'POST /api/eform/data/{formCode}': () => ({ method: 'POST', path: '/api/eform/data/dec_form', body: { data: declaration('E') } }),
  'POST /api/eform/runtime/form/{formCode}/data': () => ({ method: 'POST', path: '/api/eform/runtime/form/dec_form/data', body: { data: declaration('E') } }),
  'GET /api/eform/runtime/form/{formCode}/definition': () => ({ method: 'GET', path: '/api/eform/runtime/form/dec_form/definition' }),
  'PUT /api/eform/data/{formCode}/batch': (v) => ({ method: 'PUT', path: '/api/eform/data/dec_form/batch', body: { viewId: v.viewId, rows: [{ id: v.batchRecordId, rowVersion: 1, data: { consignee: 'Batch Co.' } }] } }),
  'DELETE /api/eform/data/{formCode}': (v) => ({ method: 'DELETE', path: `/api/eform/data/dec_form?ids=${v.deletedRecordIds}` }),
  'GET /api/eform/data/{formCode}/{id}': (v) => ({ method: 'GET', path: `/api/eform/data/dec_form/${v.recordId}` }),
  'PUT /api/eform/data/{formCode}/{id}': (v) => ({ method: 'PUT', path: `/api/eform/data/dec_form/${v.updatedRecordId}`, body: { rowVersion: 1, data: { consignee: 'Changed Co.' } } }),
  'DELETE /api/eform/data/{formCode}/{id}': (v) => ({ method: 'DELETE', path: `/api/eform/data/dec_form/${v.deletedRecordId}` }),
  'POST /api/eform/data/{formCode}/{id}/copy': (v) => ({ method: 'POST', path: `/api/eform/data/dec_form/${v.recordId}/copy` }),
  'GET /api/eform/data/{formCode}/{id}/logs': (v) => ({ method: 'GET', path: `/api/eform/data/dec_form/${v.updatedRecordId}/logs` }),
  'POST /api/system/duplicate/check': () => ({ method: 'POST', path: '/api/system/duplicate/check', body: { tableName: 'dec_head', fieldName: 'consignee', fieldVal: 'Nobody Ltd.' } }),
  'POST /api/system/dynamicquery/queryListByTableNameAndCondition': () => ({ method: 'POST', path: '/api/system/dynamicquery/queryListByTableNameAndCondition', body: { tableName: 'dec_head', pageSize: 2 } }),
  // SQL and HTTP config runs.
  'POST /api/eform/engine/viewEngine/getSqlConfigItems': () => ({ method: 'POST', path: '/api/eform/engine/viewEngine/getSqlConfigItems', body: { sqlCode: 'trade_mode_options' } }),
  'POST /api/eform/engine/viewEngine/getSqlConfigOptions': () => ({ method: 'POST', path: '/api/eform/engine/viewEngine/getSqlConfigOptions', body: { sqlCode: 'trade_mode_options' } }),
  'POST /api/eform/engine/viewEngine/getHttpConfigOptions': () => ({ method: 'POST', path: '/api/eform/engine/viewEngine/getHttpConfigOptions', body: { httpCode: 'ar_ports' } }),
  // Menus, roles and permissions.
  'GET /api/system/permission/list': () => ({ method: 'GET', path: '/api/system/permission/list' }),
  'GET /api/system/permission/queryTreeList': () => ({ method: 'GET', path: '/api/system/permission/queryTreeList' }),
  'GET /api/system/permission/getSystemMenuList': () => ({ method: 'GET', path: '/api/system/permission/getSystemMenuList' }),
  'GET /api/system/role/list': () => ({ method: 'GET', path: '/api/system/role/list?pageNo=1&pageSize=10' }),
  'GET /api/system/permission/queryRolePermission': (v) => ({ method: 'GET', path: `/api/system/permission/queryRolePermission?roleId=${v.roleId}` }),
  // Import tasks and runs, export tasks.
  'GET /api/fyImportBackend/task/list': () => ({ method: 'GET', path: '/api/fyImportBackend/task/list' }),
  'GET /api/fyImportBackend/task/queryById': (v) => ({ method: 'GET', path: `/api/fyImportBackend/task/queryById?id=${v.importTaskId}` }),
  'POST /api/fyImportBackend/task/add': () => ({ method: 'POST', path: '/api/fyImportBackend/task/add', body: importTask('ar_added') }),
  'PUT /api/fyImportBackend/task/edit': (v) => ({ method: 'PUT', path: '/api/fyImportBackend/task/edit', body: { id: v.importTaskId, ...importTask('ar_task') } }),
  'POST /api/fyImportBackend/run/upload': () => ({ method: 'POST', path: '/api/fyImportBackend/run/upload?taskCode=ar_task&fileName=rows.xlsx', file: 'xlsx' }),
  'GET /api/fyImportBackend/run/list': () => ({ method: 'GET', path: '/api/fyImportBackend/run/list' }),
  // An announcement attachment (issue 18 §5): the shared spreadsheet is an allowed attachment type.
  'POST /api/files/upload': () => ({ method: 'POST', path: '/api/files/upload?purpose=announcement&fileName=rows.xlsx', file: 'xlsx' }),
  'GET /api/eform/manage/actAppAsyncImport/getAsyncImportById': (v) => ({ method: 'GET', path: `/api/eform/manage/actAppAsyncImport/getAsyncImportById?id=${v.importRunId}` }),
  'POST /api/eform/views/{viewCode}/exportTask': () => ({ method: 'POST', path: '/api/eform/views/dec_list_view/exportTask', body: {} }),
  'GET /api/system/exportTask/list': () => ({ method: 'GET', path: '/api/system/exportTask/list' }),
  'POST /exportasync/api/v1/task/get': () => ({ method: 'POST', path: '/exportasync/api/v1/task/get', body: { pageSize: 10, pageNum: 1 } }),
  // Console lists.
  'GET /api/system/user/list': () => ({ method: 'GET', path: '/api/system/user/list?pageNo=1&pageSize=10' }),
  'GET /api/system/sysOrg/queryTreeList': () => ({ method: 'GET', path: '/api/system/sysOrg/queryTreeList' }),
  'POST /api/system/sysOrg/add': () => ({ method: 'POST', path: '/api/system/sysOrg/add', body: { orgName: 'Branch', orgCode: 'ar_branch', orgType: 'organization' } }),
  'GET /api/system/annountCement/list': () => ({ method: 'GET', path: '/api/system/annountCement/list?pageNo=1&pageSize=10' }),
  'POST /api/system/annountCement/add': () => ({ method: 'POST', path: '/api/system/annountCement/add', body: { title: 'Opening hours', content: '<p>Closed on Friday</p>' } }),
  'GET /api/system/message/sysMessage/list': () => ({ method: 'GET', path: '/api/system/message/sysMessage/list?pageNo=1&pageSize=10' }),
  'POST /api/system/message/sysMessage/add': () => ({ method: 'POST', path: '/api/system/message/sysMessage/add', body: { esTitle: 'Hello', esType: 'system', esReceiver: 'demo_user', esContent: 'Welcome' } }),
  // Approval workflow (issue 16)
  ...workflowAnswerCases,
  ...workflowExtrasAnswerCases,
  // Console writes and smaller reads, the view engine's HTTP config items and code names.
  ...consoleWriteCases,
  // SQL and HTTP configs, dictionary writes.
  ...configCases,
  // App groups, diffs, the view preview, imports by view, task deletes.
  ...designerCases,
  // Find usages, definition copy and delete (issue 18 §3).
  ...selfServiceCases,
  // Warnings evaluated per record (issue 22).
  ...warningCases,
  // Jump parameters, check and fill rules, categories.
  ...referenceCases,
  // Positions, jobs, tags, divisions.
  ...codeListCases,
  // Department permissions and roles, group roles.
  ...deptPermissionCases,
  // Menu management and browsing, the visit list, data rules.
  ...menuAdminCases,
  // Tenants, site settings, scheduled jobs, the division switch.
  ...operatorCases,
  // The operator's monitoring pages (issue 22).
  ...monitoringCases,
  // Product packages (issue 23).
  ...productPackageCases,
  // Proxies, code search, reference look-ups, locales, screen values, the market, imports, delegations.
  ...extrasCases,
  // SSO: the login screens' calls against a real provider and CAS server, the operator's console.
  ...ssoCases,
  // The login family, the session's own calls, slider, registration, forgot password, entry tokens, logs.
  ...identityCases,
  // The caller's portal and preview as role (issue 17).
  ...portalCases,
  // A dashboard's published definition for its page (issue 17).
  ...dashboardCases,
  // Dataset queries, widget data and export (issue 17).
  ...reportCases,
  // Plan, apply, installed and rollback of app packages (issue 19).
  ...appPackageCases,
  // Exporting an app as a package (issue 19).
  ...appExportCases,
};

let app: TestApp;
let document: Document;
let token: string;
let portsService: Server;
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);

beforeAll(async () => {
  app = await startTestApp();
  // Files (the market's folder, exports, uploads) go to a folder of this run.
  app.ctx.config.dataDir = await mkdtemp(join(tmpdir(), 'wharf-answers-'));
  document = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as Document;
  token = await app.loginAs('demo_admin');
  // The remote service an HTTP config calls: a local server the SSRF guard is told to allow.
  portsService = createServer((_req, res) => res.setHeader('content-type', 'application/json').end(JSON.stringify([{ id: 1, name: 'Sea' }, { id: 2, name: 'Air' }])));
  await new Promise<void>((resolve) => portsService.listen(0, '127.0.0.1', resolve));
  const { port } = portsService.address() as AddressInfo;
  configureHttpConfigs(app.ctx, { policy: { ...ssrfPolicyFromEnv(), allow: [`127.0.0.1:${port}`] } });
  expect((await app.api('POST', '/api/eform/httpConfig/add', { token, body: { httpCode: 'ar_ports', httpName: 'Ports', httpUrl: `http://127.0.0.1:${port}/ports`, httpMethod: 'GET' } })).status).toBe(200);
});
afterAll(async () => {
  disposeReturnScriptSandbox();
  await closeSsoServices();
  portsService?.closeAllConnections();
  await new Promise((resolve) => portsService?.close(resolve));
  await app?.close();
  if (app) await rm(app.ctx.config.dataDir, { recursive: true, force: true });
});

/** Makes what the changing calls work on: records, definitions, an import task and its run, a role's id. */
async function prepare(): Promise<Prepared> {
  const ok = async <T>(method: string, path: string, body?: unknown, as = token): Promise<T> => {
    const answer = await app.api<T>(method, path, { token: as, ...(body === undefined ? {} : { body }) });
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.result;
  };
  const record = async () => (await ok<{ id: string }>('POST', '/api/eform/data/dec_form', { data: declaration('E') })).id;
  const definition = async (code: string) => (await ok<{ id: string }>('POST', '/api/eform/definitions', { kind: 'table', code, name: code, body: tableBody(code) })).id;
  const views = await ok<{ records: Array<{ id: string; code: string }> }>('GET', '/api/eform/definitions?kind=view&pageNo=1&pageSize=100');
  const task = await ok<{ task: { id: string } }>('POST', '/api/fyImportBackend/task/add', importTask('ar_task'));
  const run = await (await upload('/api/fyImportBackend/run/upload?taskCode=ar_task&fileName=rows.xlsx')).json() as { result: { id: string } };
  return {
    viewId: views.records.find((d) => d.code === 'dec_list_view')!.id,
    recordId: await record(), updatedRecordId: await record(), batchRecordId: await record(), deletedRecordId: await record(),
    deletedRecordIds: [await record(), await record()].join(','),
    savedDefinitionId: await definition('ar_saved'), publishedDefinitionId: await definition('ar_published'),
    importTaskId: task.task.id, importRunId: run.result.id,
    roleId: (await ok<{ records: Array<{ id: string }> }>('GET', '/api/system/role/list?pageNo=1&pageSize=10')).records[0]!.id,
    dictId: (await ok<{ records: Array<{ id: string }> }>('GET', '/api/system/dict/list?pageNo=1&pageSize=10')).records[0]!.id,
    ...(await prepareWorkflowAnswers(app, token)),
    ...(await prepareWorkflowExtrasAnswers(app, token)),
    // After roleId and dictId above, which take the first of a list these add to.
    ...(await prepareConsoleWrites(ok)),
    ...(await prepareConfigs(ok)),
    ...(await prepareDesignerCalls(ok)),
    ...(await prepareSelfService(ok)),
    ...(await prepareWarnings(ok)),
    ...(await prepareReferenceData(ok)),
    ...(await prepareDeptPermissions(ok)),
    ...(await prepareMenuAdmin(ok, (username) => app.loginAs(username))),
    ...(await prepareCodeLists(ok, () => app.database.owner('sys_tenant').where({ tenant_code: 'demo' }).update({ enable_division: true }))),
    // After the code lists, which turn divisions on.
    ...(await prepareOperatorCalls(ok, (username) => app.loginAs(username), app.database.owner)),
    ...(await prepareProductPackages(ok, (username) => app.loginAs(username))),
    ...(await prepareIdentity(ok, app)),
    ...(await prepareSso(ok, { url: app.url, login: (username) => app.loginAs(username) })),
    ...(await prepareReports(ok)),
    ...(await prepareAppPackages(ok)),
    ...(await prepareExtras(ok, { login: (username) => app.loginAs(username), owner: app.database.owner, dataDir: app.ctx.config.dataDir }, run.result.id)),
  };
}

async function upload(path: string): Promise<Response> {
  const bytes = await workbook([['Entry id', 'Consignee'], ['220020261126000009', 'Matrix Trading Co.']]);
  return fetch(`${app.url}${path}`, { method: 'POST', headers: { 'X-Access-Token': token, 'Content-Type': xlsxType }, body: bytes });
}

/** The documented success schema of each operation that describes its `result`. */
function documentedAnswers(): Map<string, object> {
  const found = new Map<string, object>();
  for (const [path, byMethod] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'))?.[1];
      const schema = success?.content?.['application/json']?.schema;
      const result = schema?.properties?.result;
      if (schema && result && Object.keys(result).length > 0) found.set(`${method.toUpperCase()} ${path}`, schema);
    }
  }
  return found;
}

async function call(request: Call): Promise<{ status: number; body: unknown }> {
  if (request.file) {
    const answer = await upload(request.path);
    return { status: answer.status, body: await answer.json() };
  }
  const answer = await app.api(request.method, request.path, { ...(request.token === 'none' ? {} : { token: request.token ?? token }), ...(request.headers ? { headers: request.headers } : {}), ...(request.body ? { body: request.body } : {}) });
  return { status: answer.status, body: answer.body };
}

describe('live answers and the documented response schemas', () => {
  it('documents the result of every JSON operation (a new route without a response schema fails here)', () => {
    // A JSON answer is the envelope (its schema names `result`); file answers, even application/json ones, are not.
    const undocumented = Object.entries(document.paths).flatMap(([path, byMethod]) => Object.entries(byMethod).flatMap(([method, operation]) => {
      const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'))?.[1];
      const result = success?.content?.['application/json']?.schema?.properties?.result;
      return result && Object.keys(result).length === 0 ? [`${method.toUpperCase()} ${path}`] : [];
    }));
    expect(undocumented).toEqual([]);
  });

  it('has a case for every operation with a documented result, and none for an operation that is gone', () => {
    const documented = [...documentedAnswers().keys()];
    expect(documented.filter((key) => !(key in cases))).toEqual([]);
    expect(Object.keys(cases).filter((key) => !documented.includes(key))).toEqual([]);
  });

  it('documents each result as the shared table says (the table web fakes are checked with)', () => {
    const served = Object.fromEntries([...documentedAnswers()].filter(([key]) => key !== 'GET /api/health').map(([key, schema]) => [key, (schema as { properties: { result: object } }).properties.result]));
    expect(served).toEqual(documentedResults);
  });

  it('every such operation answers what its schema says', async () => {
    const v = await prepare();
    const problems: string[] = [];
    for (const [key, schema] of documentedAnswers()) {
      // An operation without a case is named by the first test; the others are still checked.
      const make = cases[key];
      if (!make) continue;
      const answer = await call(make(v));
      const validate = ajv.compile(schema);
      if (answer.status >= 300) problems.push(`${key}: status ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
      else if (!validate(answer.body)) problems.push(`${key}: ${ajv.errorsText(validate.errors)}`);
    }
    expect(problems).toEqual([]);
    // Some 340 calls after the set-up, on a machine that may be busy.
  }, 240_000);

  it('a missing required field fails (the check can fail)', async () => {
    const schema = documentedAnswers().get('GET /api/user/info')!;
    const answer = (await call(cases['GET /api/user/info']!({}))).body as { result: Record<string, unknown> };
    expect(ajv.validate(schema, answer)).toBe(true);
    delete answer.result.username;
    expect(ajv.validate(schema, answer)).toBe(false);
  });
});
