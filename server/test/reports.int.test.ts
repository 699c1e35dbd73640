import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareFormDataUsers, type FormDataUsers } from './inTenant/formDataUsers';
import { insertRows, publishDefinition, tenantIdOf } from './support/eformDataSources';
import { startTestApp, type TestApp } from './support/testApp';
import { grantReportCard, reportsDataset, reportsWidget } from './support/reportDefinitions';

/**
 * Issue 17 datasets: a table dataset grouped and aggregated as the caller — tenant, data rules
 * and access apply — with drill, required filters and dictionary labels; a SQL dataset with a
 * parameter. The customs declarations (`dec_head`) of demo are replaced by a known set first.
 */

let app: TestApp;
let users: FormDataUsers;
let datasetId: string;

interface Answer {
  columns: Array<{ key: string; title: string; role: string; colType: string }>;
  rows: Array<Record<string, string | number | null>>;
  truncated: boolean;
  labels?: Record<string, Record<string, string>>;
  drill?: { hierarchy: string; path: unknown[]; levels: string[] };
}

const declarations = [
  { customsCode: '2200', ieFlag: 'I', declTotal: 100, grossWeight: 10, declDate: '2026-01-05' },
  { customsCode: '2200', ieFlag: 'E', declTotal: 50, grossWeight: 20, declDate: '2026-01-20' },
  { customsCode: '2200', ieFlag: 'E', declTotal: 25, grossWeight: 30, declDate: '2026-02-03' },
  { customsCode: '5300', ieFlag: 'I', declTotal: 10, grossWeight: 40, declDate: '2026-02-10' },
  { customsCode: '5300', ieFlag: 'E', declTotal: 5, grossWeight: 50, declDate: '2026-03-01' },
];

beforeAll(async () => {
  app = await startTestApp();
  users = await prepareFormDataUsers(app);
  const owner = app.database.owner;
  const tenantId = await tenantIdOf(app, 'demo');
  const { physical_name: physical } = (await owner('eform_tables').where({ tenant_id: tenantId, table_code: 'dec_head' }).first<{ physical_name: string }>('physical_name'))!;
  await owner.raw('truncate table biz.?? cascade', [physical]);
  await insertRows(app, 'demo', physical, declarations.map((row, i) => ({ ...row, entryId: `E${i}`, consignee: 'Matrix', socialCreditCode: '91310000MA1FL1234X', currency: 'USD', status: '00' })));
  datasetId = await publishDefinition(app, users.admin, 'dataset', 'rp_decl', reportsDataset('rp_decl'));
  await publishDefinition(app, users.admin, 'dataset', 'rp_decl_req', { ...reportsDataset('rp_decl_req'), requiredFilters: ['customsCode', 'ieFlag'] });
  await publishDefinition(app, users.admin, 'report', 'rp_by_port', reportsWidget('rp_by_port', 'rp_decl'));
  // The ruled user (exports only) and the view-only user (no rule) reach the widget through a menu card.
  await grantReportCard(app, 'rp_by_port', ['fd_ruled', 'fd_viewonly']);
});
afterAll(async () => app?.close());

const query = async (token: string, datasetCode: string, body: unknown, status = 200) => {
  const response = await app.api<Answer>('POST', `/api/eform/dataset/${datasetCode}/query?lang=en_US`, { token, body });
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body;
};
const widgetData = async (token: string, widgetCode: string, params = '', status = 200) => {
  const response = await app.api<Answer>('GET', `/api/eform/report/widget/${widgetCode}/data?lang=en_US${params}`, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body;
};

describe('a table dataset', () => {
  it('groups by a dimension with sum, count and avg, and labels dictionary values', async () => {
    const { result } = await query(users.admin, 'rp_decl', { dimensions: ['customsCode'], measures: ['declTotal', 'id', 'grossWeight'] });
    expect(result.columns.map((c) => [c.key, c.role, c.colType])).toEqual([['customsCode', 'dimension', 'string'], ['declTotal', 'measure', 'number'], ['id', 'measure', 'number'], ['grossWeight', 'measure', 'number']]);
    expect(result.rows).toEqual([
      { customsCode: '2200', declTotal: 175, id: 3, grossWeight: 20 },
      { customsCode: '5300', declTotal: 15, id: 2, grossWeight: 45 },
    ]);
    expect(result.truncated).toBe(false);
    expect(Object.keys(result.labels?.customsCode ?? {})).toEqual(expect.arrayContaining(['2200']));
  });

  it('truncates dates to the month, filters and sorts', async () => {
    const { result } = await query(users.admin, 'rp_decl', { dimensions: ['declDate'], measures: ['declTotal'], filters: [{ colCode: 'ieFlag', op: 'eq', value: 'E' }], sort: [{ by: 'declTotal', order: 'desc' }] });
    expect(result.rows).toEqual([{ declDate: '2026-01-01', declTotal: 50 }, { declDate: '2026-02-01', declTotal: 25 }, { declDate: '2026-03-01', declTotal: 5 }]);
  });

  it('drills down a hierarchy, keeping the other filters', async () => {
    const { result } = await query(users.admin, 'rp_decl', { dimensions: ['customsCode'], measures: ['declTotal'], drill: { hierarchy: 'geo', path: ['2200'] }, filters: [{ colCode: 'declDate', op: 'lt', value: '2026-02-01' }] });
    expect(result.drill).toEqual({ hierarchy: 'geo', path: ['2200'], levels: ['customsCode', 'ieFlag'] });
    expect(result.rows).toEqual([{ ieFlag: 'E', declTotal: 50 }, { ieFlag: 'I', declTotal: 100 }]);
    const tooDeep = await query(users.admin, 'rp_decl', { drill: { hierarchy: 'geo', path: ['2200', 'E'] } }, 400);
    expect(JSON.stringify(tooDeep)).toContain('/body/drill/path');
  });

  it('refuses unknown dimensions, measures and filter columns with their paths', async () => {
    const refused = await query(users.admin, 'rp_decl', { dimensions: ['nope'], measures: ['declTotal', 'x'], filters: [{ colCode: 'declTotal', op: 'eq', value: 1 }] }, 400);
    const paths = (refused.result as unknown as { errors: Array<{ path: string; code: string }> }).errors.map((e) => `${e.path} ${e.code}`);
    expect(paths).toEqual(expect.arrayContaining(['/body/dimensions/0 dataset/unknown-dimension', '/body/measures/1 dataset/unknown-measure', '/body/filters/0/colCode dataset/unknown-filter-column']));
    expect((await query(users.admin, 'rp_decl', { filters: [{ colCode: 'customsCode', op: 'eq', value: { x: 1 } }] }, 400)).messageCode).toBe('system/validation-error');
    await query(users.admin, 'rp_missing', {}, 404);
  });

  it('refuses a query without one of its required filters', async () => {
    const refused = await query(users.admin, 'rp_decl_req', { dimensions: ['customsCode'] }, 400);
    expect(JSON.stringify(refused)).toContain('dataset/filter-required');
    expect(JSON.stringify(refused)).toContain('/body/filters');
    const { result } = await query(users.admin, 'rp_decl_req', { dimensions: ['customsCode'], measures: ['declTotal'], filters: [{ colCode: 'ieFlag', op: 'in', value: ['I'] }] });
    expect(result.rows).toEqual([{ customsCode: '2200', declTotal: 100 }, { customsCode: '5300', declTotal: 10 }]);
  });
});

describe('datasets run as the caller', () => {
  it('a data rule that hides rows changes the aggregates', async () => {
    const all = await widgetData(users.viewOnly, 'rp_by_port');
    expect(all.result.rows).toEqual([{ customsCode: '2200', declTotal: 175 }, { customsCode: '5300', declTotal: 15 }]);
    // The ruled user's list shows only export declarations (ieFlag E): so does the chart.
    const ruled = await widgetData(users.ruled, 'rp_by_port');
    expect(ruled.result.rows).toEqual([{ customsCode: '2200', declTotal: 75 }, { customsCode: '5300', declTotal: 5 }]);
  });

  it('the cache does not serve one user\'s rows to another with a different data rule', async () => {
    // Same widget, same query, at once and again: each caller gets their own rows.
    const [ruled, open, ruledAgain] = await Promise.all([widgetData(users.ruled, 'rp_by_port'), widgetData(users.viewOnly, 'rp_by_port'), widgetData(users.ruled, 'rp_by_port')]);
    expect(ruled.result.rows[0]).toEqual({ customsCode: '2200', declTotal: 75 });
    expect(ruledAgain.result.rows[0]).toEqual({ customsCode: '2200', declTotal: 75 });
    expect(open.result.rows[0]).toEqual({ customsCode: '2200', declTotal: 175 });
  });

  it('refuses a user without roles and a user who reaches neither the widget nor the dataset', async () => {
    expect((await widgetData(users.noRole, 'rp_by_port', '', 403)).messageCode).toBe('report/run-denied');
    expect((await query(users.noRole, 'rp_decl', {}, 403)).messageCode).toBe('dataset/run-denied');
    expect((await widgetData(users.unrelatedView, 'rp_by_port', '', 403)).messageCode).toBe('report/run-denied');
    expect((await query(users.formPage, 'rp_decl', {}, 403)).messageCode).toBe('dataset/run-denied');
    // A holder of the widget's card may query its dataset (same rows, same rules).
    expect((await query(users.ruled, 'rp_decl', { dimensions: ['ieFlag'], measures: ['declTotal'] })).result.rows).toEqual([{ ieFlag: 'E', declTotal: 80 }]);
  });

  it('never counts another tenant\'s rows', async () => {
    const acme = await app.loginAs('acme_admin');
    // acme has no such dataset: its administrator gets a 404, not demo's figures.
    await query(acme, 'rp_decl', {}, 404);
    await widgetData(acme, 'rp_by_port', '', 404);
    // A row of acme's in the same physical table (as the owner may write it) is never counted for demo.
    const demoId = await tenantIdOf(app, 'demo');
    const acmeId = await tenantIdOf(app, 'acme');
    const { physical_name: physical } = (await app.database.owner('eform_tables').where({ tenant_id: demoId, table_code: 'dec_head' }).first<{ physical_name: string }>('physical_name'))!;
    await app.database.owner.withSchema('biz').table(physical).insert({ tenant_id: acmeId, customsCode: '2200', ieFlag: 'I', declTotal: 1_000_000, declDate: '2026-01-01', entryId: 'ACME', consignee: 'Acme', socialCreditCode: '91310000MA1FL1234X', currency: 'USD', status: '00' });
    const { result } = await query(users.admin, 'rp_decl', { dimensions: ['customsCode'], measures: ['declTotal'], filters: [{ colCode: 'customsCode', op: 'eq', value: '2200' }] });
    expect(result.rows).toEqual([{ customsCode: '2200', declTotal: 175 }]);
  });

  it('takes a menu card\'s colCode and queryValue as a filter, and filters and drill as JSON text', async () => {
    const card = await widgetData(users.viewOnly, 'rp_by_port', '&colCode=ieFlag&queryValue=I');
    expect(card.result.rows).toEqual([{ customsCode: '2200', declTotal: 100 }, { customsCode: '5300', declTotal: 10 }]);
    const drilled = await widgetData(users.viewOnly, 'rp_by_port', `&drill=${encodeURIComponent(JSON.stringify({ hierarchy: 'geo', path: ['5300'] }))}`);
    expect(drilled.result.drill?.levels).toEqual(['customsCode', 'ieFlag']);
    expect(drilled.result.rows).toEqual([{ ieFlag: 'I', declTotal: 10 }, { ieFlag: 'E', declTotal: 5 }]);
    const bad = await widgetData(users.viewOnly, 'rp_by_port', '&filters=not-json', 400);
    expect(JSON.stringify(bad)).toContain('/query/filters');
  });
});

describe('publishing', () => {
  const tryPublish = async (kind: string, code: string, body: unknown) => {
    const created = await app.api<{ id: string }>('POST', '/api/eform/definitions', { token: users.admin, body: { kind, code, name: code, body } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return app.api('POST', `/api/eform/definitions/${created.body.result.id}/publish?lang=en_US`, { token: users.admin, body: {} });
  };

  it('refuses a dataset whose fields its table lacks, and a widget over fields its dataset lacks, with their paths', async () => {
    const dataset = reportsDataset('rp_bad_ds');
    const badDataset = await tryPublish('dataset', 'rp_bad_ds', { ...dataset, measure: [...dataset.measure, { colCode: 'nowhere', title: 'X', aggregate: 'sum' }] });
    expect(badDataset.status).toBe(400);
    expect(JSON.stringify(badDataset.body)).toContain('/body/measure/3/colCode');
    const badWidget = await tryPublish('report', 'rp_bad_widget', { ...reportsWidget('rp_bad_widget', 'rp_decl'), xField: 'declTotal', drillHierarchy: 'time' });
    expect(badWidget.status).toBe(400);
    expect(JSON.stringify(badWidget.body)).toContain('/body/xField');
    expect(JSON.stringify(badWidget.body)).toContain('/body/drillHierarchy');
    const orphan = await tryPublish('report', 'rp_orphan', reportsWidget('rp_orphan', 'rp_unpublished'));
    expect(orphan.status).toBe(400);
    expect(JSON.stringify(orphan.body)).toContain('/body/datasetCode');
  });
});

describe('answers follow changes', () => {
  it('cuts an answer at the dataset\'s row cap and says so', async () => {
    await publishDefinition(app, users.admin, 'dataset', 'rp_decl_cap', { ...reportsDataset('rp_decl_cap'), maxRows: 1 });
    const { result } = await query(users.admin, 'rp_decl_cap', { dimensions: ['customsCode'], measures: ['declTotal'] });
    expect(result.rows).toEqual([{ customsCode: '2200', declTotal: 175 }]);
    expect(result.truncated).toBe(true);
  });

  it('a newly published dataset version is answered, not the cached answer of the old one', async () => {
    const ask = async () => (await query(users.admin, 'rp_decl', { dimensions: ['ieFlag'], measures: ['declTotal'] })).result;
    expect((await ask()).columns[1]).toMatchObject({ key: 'declTotal', title: 'Total' });
    const dataset = reportsDataset('rp_decl');
    const saved = await app.api('PUT', `/api/eform/definitions/${datasetId}`, { token: users.admin, body: { version: 1, name: 'rp_decl', body: { ...dataset, measure: [{ ...dataset.measure[0], title: 'Declared total' }, ...dataset.measure.slice(1)] } } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await app.api('POST', `/api/eform/definitions/${datasetId}/publish`, { token: users.admin, body: {} })).status).toBe(200);
    // Published definitions are re-read at most a second later; the answer (kept 30 s) is keyed by the version.
    await expect.poll(async () => (await ask()).columns[1]?.title, { timeout: 5000, interval: 200 }).toBe('Declared total');
  });

  it('a data rule taken off is seen at the next query, not after the cache time', async () => {
    expect((await widgetData(users.ruled, 'rp_by_port')).result.rows[0]).toEqual({ customsCode: '2200', declTotal: 75 });
    const tenantId = await tenantIdOf(app, 'demo');
    const role = (await app.database.owner('sys_role').where({ tenant_id: tenantId, role_code: 'fd_ruled' }).first<{ id: string }>('id'))!;
    const cleared = await app.api('POST', '/api/system/permission/saveRolePermissionRule', { token: users.admin, body: { roleId: role.id, permissionId: users.declarationsMenuId, dataRuleIds: [] } });
    expect(cleared.status).toBe(200);
    expect((await widgetData(users.ruled, 'rp_by_port')).result.rows[0]).toEqual({ customsCode: '2200', declTotal: 175 });
  });
});
