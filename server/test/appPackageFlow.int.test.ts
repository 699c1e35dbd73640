import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppPackage } from '@wharf/schemas';
import { startWorker } from '../src/app/composition';
import type { WorkerHandle } from '../src/worker/startWorker';
import { runReaches, uploadTo, workbook } from './asyncImportSupport';
import { readXlsxRows } from './support/readXlsx';
import { startTestApp, type TestApp } from './support/testApp';

// Issue 19's example, on the real database: the customs app exported from demo, planned and applied into acme, used
// there, changed by acme, then updated by a new version with a new field and a narrowed column
// (the plan shows both, the rows the narrowing cuts and the conflict on acme's title), applied
// with acme's title kept, and rolled back.

interface Plan {
  planId: string; appCode: string; mode: string; fromVersion: string | null; toVersion: string;
  entities: Array<{ kind: string; code: string; action: string; changes: Array<{ path: string; before?: unknown; after?: unknown }> }>;
  tableStatements: Array<{ tableCode: string; statements: string[] }>;
  losses: Array<{ id: string; kind: string; code: string; description: string; rows: number }>;
  conflicts: Array<{ id: string; kind: string; code: string; path: string; installed?: unknown; package?: unknown; tenant?: unknown }>;
  bindings: Array<{ name: string; bound: boolean }>;
}
interface Applied { appCode: string; version: string; created: number; changed: number; removed: number }
interface Installed { appCode: string; version: string; previousVersion: string | null; canRollback: boolean; installedBy: string; history: Array<{ version: string; appliedBy: string; planSummary: { created: number; changed: number; removed: number } }> }
type Body = { fields: Array<Record<string, unknown>>; [key: string]: unknown };

const consigneeTitle = '/fields/colCode=consignee/title';

let app: TestApp;
let worker: WorkerHandle;
let dataDir: string;
let acmeAdmin: string;
let acmeId: string;
let version1: AppPackage;

// The rates service's host, bound in acme (a public address: the apply checks it as the config API would).
const bindings = { HTTP_CURRENCY_RATES_HOST: '93.184.216.34' };
const plan = (pkg: unknown, token = acmeAdmin) => app.api<Plan>('POST', '/api/eform/apps/plan?lang=en_US', { token, body: { package: pkg, bindings } });
const apply = (body: unknown, token = acmeAdmin) => app.api<Applied>('POST', '/api/eform/apps/apply?lang=en_US', { token, body });
const saveDeclaration = (data: Record<string, unknown>) => app.api<{ id: string }>('POST', '/api/eform/data/dec_form?lang=en_US', { token: acmeAdmin, body: { data } });
const declaration = (consignee: string, extra: Record<string, unknown> = {}) => ({
  ieFlag: 'I', customsCode: '2200', consignee, declDate: '2026-11-26', currency: 'USD', declTotal: 100,
  dec_list: [{ gNo: 1, codeTs: '8471300000', gName: 'Laptop', qty: 1, unit: '011', declPrice: 100 }], ...extra,
});
const tableOf = async (code: string) => (await app.ctx.owner('eform_tables').where({ tenant_id: acmeId, table_code: code }).first<{ physical_name: string }>('physical_name'))!.physical_name;
const headRows = async () => app.ctx.owner.withSchema('biz').table(await tableOf('dec_head')).orderBy('create_time').select();
const definitionOf = (kind: string, code: string) => app.ctx.owner('eform_definition').where({ tenant_id: acmeId, kind, code }).first<{ id: string; version: number; body: Body }>('id', 'version', 'body');
const definitionIn = (pkg: AppPackage, kind: string, code: string) => pkg.definitions.find((entry) => entry.kind === kind && Object.values(entry.body).includes(code))!.body as unknown as Body;

/** The customs app as demo exports it (issue 19 point 1): definitions, the fill rule its form names, its HTTP config's host as a binding. */
async function customsPackage(): Promise<AppPackage> {
  const demoAdmin = await app.loginAs('demo_admin');
  const exported = await app.api<AppPackage>('GET', '/api/eform/apps/customs_declaration/export', { token: demoAdmin });
  expect(exported.status, JSON.stringify(exported.body)).toBe(200);
  expect(exported.body.result.fillRules?.map((rule) => rule.ruleCode)).toEqual(['dec_entry_no']);
  return exported.body.result;
}

/** Version 1.1.0 as demo would export it: a new field `priority` (column and form field) and `consignee` narrowed to 10, with a new consignee title. */
function version11(): AppPackage {
  const pkg = structuredClone(version1);
  pkg.packageVersion = '1.1.0';
  const head = definitionIn(pkg, 'table', 'dec_head') as unknown as { columns: Array<Record<string, unknown>> };
  head.columns.push({ colCode: 'priority', colName: 'Priority', colType: 'varchar', colLength: 1, isNull: 'Y' });
  head.columns.find((column) => column.colCode === 'consignee')!.colLength = 10;
  const form = definitionIn(pkg, 'form', 'dec_form');
  form.fields.splice(4, 0, { colCode: 'priority', title: 'Priority', type: 'input' });
  form.fields.find((field) => field.colCode === 'consignee')!.title = 'Consignee name';
  return pkg;
}

beforeAll(async () => {
  app = await startTestApp();
  dataDir = await mkdtemp(join(tmpdir(), 'wharf-app-package-'));
  app.ctx.config.dataDir = dataDir;
  worker = await startWorker(app.database.ownerUrl, app.ctx.owner, pino({ level: 'silent' }), app.ctx);
  acmeAdmin = await app.loginAs('acme_admin');
  acmeId = (await app.ctx.owner('sys_tenant').where({ tenant_code: 'acme' }).first<{ id: string }>('id'))!.id;
  version1 = await customsPackage();
}, 120_000);
afterAll(async () => {
  await worker?.stop();
  await app?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the customs app as a package, into acme', () => {
  it('plans version 1.0.0 into acme as all creates, and nothing changes until apply', async () => {
    const planned = await plan(version1);
    expect(planned.status, JSON.stringify(planned.body)).toBe(200);
    const result = planned.body.result;
    expect(result).toMatchObject({ appCode: 'customs_declaration', mode: 'install', fromVersion: null, toVersion: '1.0.0', losses: [], conflicts: [] });
    expect(result.bindings).toEqual([expect.objectContaining({ name: 'HTTP_CURRENCY_RATES_HOST', bound: true })]);
    // Everything is new to acme but the ie_flag dictionary every tenant is seeded with: its items keep acme's texts
    // and gain the package's texts in four languages, which acme's lack.
    expect(result.entities.filter((entity) => entity.action !== 'create')).toEqual([{ kind: 'dictionary', code: 'ie_flag', name: expect.any(String), action: 'change', changes: [
      { path: '/items/itemValue=E/itemTextI18n', after: expect.objectContaining({ en_US: 'Export' }) },
      { path: '/items/itemValue=I/itemTextI18n', after: expect.objectContaining({ en_US: 'Import' }) },
    ] }]);
    expect(result.entities.map((entity) => `${entity.kind}:${entity.code}`)).toEqual(expect.arrayContaining(['table:dec_head', 'form:dec_form', 'importTask:dec_import', 'fillRule:dec_entry_no', 'menu:customs']));
    expect(result.tableStatements.map((table) => table.tableCode).sort()).toEqual(['dec_head', 'dec_list']);
    expect(await definitionOf('form', 'dec_form')).toBeUndefined();
  });

  it('applies it: a declaration saved in acme gets its entry number (the fill rule came along), and the packaged import task runs', async () => {
    const planned = await plan(version1);
    const applied = await apply({ planId: planned.body.result.planId, acceptLosses: false, resolutions: {} });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.result).toMatchObject({ appCode: 'customs_declaration', version: '1.0.0', changed: 1, removed: 0 });
    expect(applied.body.result.created).toBe(planned.body.result.entities.filter((entity) => entity.action === 'create').length);
    const rates = await app.ctx.owner('eform_http_config').where({ tenant_id: acmeId, http_code: 'currency_rates' }).first('http_url');
    expect(rates.http_url).toBe('https://93.184.216.34/api/currencies');
    // A plan is applied once.
    expect((await apply({ planId: planned.body.result.planId, acceptLosses: false })).status).toBe(404);

    const saved = await saveDeclaration(declaration('Acme Import Trading Co'));
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const [row] = await headRows();
    expect(row.entryId).toMatch(/^2200\d{14}$/);

    // The task is stored as the task API keeps it: mode "2", letters as colLetter, the form that writes both tables.
    const task = await app.ctx.owner('eform_import_task').where({ tenant_id: acmeId, task_code: 'dec_import' }).first();
    expect(task).toMatchObject({ import_mode: '2', import_type: '4', form_code: 'dec_form', business_pk: 'entryId' });
    expect(task.fields_map_config).toEqual(expect.arrayContaining([{ colLetter: 'A', colCode: 'entryId', colName: 'Entry id' }, { colLetter: 'D', colCode: 'dec_list.gNo', colName: 'Line no' }]));
    const sheet = await workbook([['Entry id', 'Customs', 'Total', 'Line no', 'Goods name'], [row.entryId, '2200', 555, 1, 'Laptop']], { name: 'Declarations' });
    const uploaded = await uploadTo(app, '/api/fyImportBackend/run/upload?taskCode=dec_import', acmeAdmin, sheet);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const checked = await runReaches(app, acmeAdmin, uploaded.body.result.id, /^(B20|B30|C10|C20|C30|C40)$/);
    // The run reads the sheet through the task's columns (the goods line as dec_form's sub-table) and checks each row
    // with the form's rules: the shipped task maps no HS code or quantity, which the form requires of a goods line.
    expect(checked, JSON.stringify(checked)).toMatchObject({ taskCode: 'dec_import', statusCode: 'C20', totalCount: 1, wrongCount: 1 });
    const errors = await fetch(`${app.url}${checked.errorsUrl}?lang=en_US`, { headers: { 'X-Access-Token': acmeAdmin } });
    expect(readXlsxRows(new Uint8Array(await errors.arrayBuffer()))[1]).toEqual([
      '2', row.entryId, '2200', '555', '1', 'Laptop', 'Goods: HS code cannot be empty; Goods: Quantity cannot be empty',
    ]);
  });

  it('lists the installed version with who applied it', async () => {
    const installed = await app.api<Installed[]>('GET', '/api/eform/apps/installed', { token: acmeAdmin });
    expect(installed.status).toBe(200);
    expect(installed.body.result).toEqual([expect.objectContaining({ appCode: 'customs_declaration', version: '1.0.0', previousVersion: null, canRollback: false, installedBy: 'acme_admin' })]);
  });
});

describe('an update over acme\'s own change', () => {
  let planned: Plan;

  it('plans 1.1.0: the new field, the narrowing with the rows it cuts, and the conflict on the title acme changed', async () => {
    // acme retitles the consignee field of its form, through the definition store.
    const form = (await definitionOf('form', 'dec_form'))!;
    const body = structuredClone(form.body);
    body.fields.find((field) => field.colCode === 'consignee')!.title = 'Importer (acme)';
    expect((await app.api('PUT', `/api/eform/definitions/${form.id}`, { token: acmeAdmin, body: { version: form.version, body } })).status).toBe(200);
    expect((await app.api('POST', `/api/eform/definitions/${form.id}/publish`, { token: acmeAdmin, body: {} })).status).toBe(200);

    const response = await plan(version11());
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    planned = response.body.result;
    expect(planned).toMatchObject({ mode: 'update', fromVersion: '1.0.0', toVersion: '1.1.0' });
    const formEntity = planned.entities.find((entity) => entity.kind === 'form' && entity.code === 'dec_form')!;
    expect(formEntity.action).toBe('change');
    expect(formEntity.changes).toEqual(expect.arrayContaining([expect.objectContaining({ path: '/fields/colCode=priority', after: expect.objectContaining({ colCode: 'priority' }) })]));
    const statements = planned.tableStatements.find((table) => table.tableCode === 'dec_head')!.statements.join('\n');
    expect(statements).toMatch(/add column "priority" varchar\(1\)/);
    expect(statements).toMatch(/alter column "consignee" type varchar\(10\)/);
    expect(planned.losses).toEqual([expect.objectContaining({ id: 'table:dec_head:alterType:consignee', kind: 'table', code: 'dec_head', rows: 1 })]);
    expect(planned.losses[0]!.description).toContain('1 rows hold longer values');
    expect(planned.conflicts).toEqual([{ id: `form:dec_form:${consigneeTitle}`, kind: 'form', code: 'dec_form', path: consigneeTitle, installed: 'Consignee', package: 'Consignee name', tenant: 'Importer (acme)' }]);
    expect(planned.entities.find((entity) => entity.code === 'dec_quick_note')!.action).toBe('unchanged');
  });

  it('refuses to apply until the losses are accepted and the conflict resolved', async () => {
    const unaccepted = await apply({ planId: planned.planId, acceptLosses: false, resolutions: { [`form:dec_form:${consigneeTitle}`]: 'tenant' } });
    expect(unaccepted.status).toBe(409);
    expect(unaccepted.body.message).toContain('Applying would lose data: Table dec_head, column consignee');
    const unresolved = await apply({ planId: planned.planId, acceptLosses: true, resolutions: {} });
    expect(unresolved.status).toBe(409);
    expect(unresolved.body.message).toContain(`form:dec_form:${consigneeTitle}`);
    expect((await definitionOf('form', 'dec_form'))!.body.fields.some((field) => field.colCode === 'priority')).toBe(false);
  });

  it('applies with acme\'s title kept: the table is synced before the form, so the new field\'s values are stored at once', async () => {
    const applied = await apply({ planId: planned.planId, acceptLosses: true, resolutions: { [`form:dec_form:${consigneeTitle}`]: 'tenant' } });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.result).toMatchObject({ version: '1.1.0', created: 0, removed: 0 });
    const fields = (await definitionOf('form', 'dec_form'))!.body.fields;
    expect(fields.find((field) => field.colCode === 'consignee')!.title).toBe('Importer (acme)');
    expect(fields.some((field) => field.colCode === 'priority')).toBe(true);

    const saved = await saveDeclaration(declaration('Short Co', { priority: 'U' }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const rows = await headRows();
    expect(rows.map((row) => [row.consignee, row.priority])).toEqual([['Acme Impor', null], ['Short Co', 'U']]);
  });

  it('refuses a plan made before the tenant changed (stale), and answers the history', async () => {
    const stale = await plan(version11());
    const quick = (await definitionOf('form', 'dec_quick_note'))!;
    const body = { ...quick.body, formName: 'Quick note (acme)' };
    expect((await app.api('PUT', `/api/eform/definitions/${quick.id}`, { token: acmeAdmin, body: { version: quick.version, body } })).status).toBe(200);
    const refused = await apply({ planId: stale.body.result.planId, acceptLosses: true, resolutions: {} });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('The tenant changed the app customs_declaration since the plan was made: plan again');

    const installed = await app.api<Installed[]>('GET', '/api/eform/apps/installed', { token: acmeAdmin });
    expect(installed.body.result[0]).toMatchObject({ version: '1.1.0', previousVersion: '1.0.0', canRollback: true });
    expect(installed.body.result[0]!.history.map((entry) => entry.version)).toEqual(['1.0.0', '1.1.0']);
  });

  it('rolls back to 1.0.0: the new field goes (its values only with accepted losses), acme\'s title stays', async () => {
    const refused = await app.api('POST', '/api/eform/apps/customs_declaration/rollback?lang=en_US', { token: acmeAdmin, body: {} });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('Dropping column priority of table dec_head loses its values in 1 rows');
    const rolled = await app.api<Applied>('POST', '/api/eform/apps/customs_declaration/rollback?lang=en_US', { token: acmeAdmin, body: { acceptLosses: true } });
    expect(rolled.status, JSON.stringify(rolled.body)).toBe(200);
    expect(rolled.body.result.version).toBe('1.0.0');
    const fields = (await definitionOf('form', 'dec_form'))!.body.fields;
    expect(fields.some((field) => field.colCode === 'priority')).toBe(false);
    expect(fields.find((field) => field.colCode === 'consignee')!.title).toBe('Importer (acme)');
    const columns = await app.ctx.owner('information_schema.columns').where({ table_schema: 'biz', table_name: await tableOf('dec_head') }).pluck('column_name');
    expect(columns).not.toContain('priority');
    const installed = await app.api<Installed[]>('GET', '/api/eform/apps/installed', { token: acmeAdmin });
    expect(installed.body.result[0]).toMatchObject({ version: '1.0.0', previousVersion: '1.1.0' });
  });
});
