import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson, validateAppPackage } from '@wharf/engine';
import type { AppPackage } from '@wharf/schemas';
import { installAppPackage } from '../src/apps/installAppPackage';
import { declaration } from './inTenant/formDataUsers';
import { startTestApp, type TestApp } from './support/testApp';

// Issue 19: an app leaves a tenant as a package and comes back the same. Every shipped example
// (examples/*.app.json the seeds install into demo) is exported from demo, installed into a fresh
// tenant with the installer, and exported again: the two texts are byte-identical.
const repoRoot = resolve(import.meta.dirname, '..', '..');
/** Every shipped example the seeds install into demo (seeds/apps.json). */
const shippedExamples = (JSON.parse(readFileSync(resolve(repoRoot, 'seeds', 'apps.json'), 'utf8')) as { apps: Array<{ tenant: string; package: string }> }).apps
  .filter((entry) => entry.tenant === 'demo')
  .map((entry) => ({ file: entry.package, appCode: (JSON.parse(readFileSync(resolve(repoRoot, entry.package), 'utf8')) as AppPackage).packageCode }));
const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

let app: TestApp;
let demoAdmin: string;
let demoUser: string;
let acmeAdmin: string;
/** The platform operator, switched into the fresh tenant. */
let freshAdmin: string;
let freshId: string;
let demoId: string;

const exportOf = (token: string, appCode: string, query = '') => app.api<AppPackage>('GET', `/api/eform/apps/${appCode}/export${query}`, { token });

beforeAll(async () => {
  app = await startTestApp();
  demoAdmin = await app.loginAs('demo_admin');
  demoUser = await app.loginAs('demo_user');
  acmeAdmin = await app.loginAs('acme_admin');
  const operator = await app.loginAs('admin');
  const created = await app.api<{ id: string }>('POST', '/api/system/tenant/add', {
    token: operator,
    body: { tenantCode: 'harbour', tenantName: 'Harbour Brokers', maxUsers: 20, packageCodes: ['workspace', 'console'], adminUsername: 'harbour_admin', adminRealname: 'Harbour', adminPassword: 'Harbour#Admin2027' },
  });
  expect(created.status).toBe(200);
  freshId = created.body.result.id;
  // The new tenant's administrator must first change the password; the operator works in it instead.
  freshAdmin = await app.loginAs('admin');
  expect((await app.api('POST', '/api/system/tenant/switch', { token: freshAdmin, body: { tenantId: freshId } })).status).toBe(200);
  demoId = (await app.ctx.owner('sys_tenant').where({ tenant_code: 'demo' }).first<{ id: string }>('id'))!.id;
});
afterAll(async () => {
  await app?.close();
});

describe.each(shippedExamples)('exporting the shipped example $appCode', ({ appCode, file }) => {
  let exported: AppPackage;

  it('answers the installed app from demo as a valid package, references by code, with its fill rule', async () => {
    const answer = await exportOf(demoAdmin, appCode);
    expect(answer.status).toBe(200);
    exported = answer.body.result;
    expect(validateAppPackage(exported, 'en_US')).toEqual([]);
    const shipped = JSON.parse(await readFile(resolve(repoRoot, file), 'utf8')) as AppPackage;
    expect(exported).toMatchObject({ schemaVersion: 2, packageCode: shipped.packageCode, packageName: shipped.packageName, packageVersion: shipped.packageVersion });
    expect(exported.definitions.map((d) => d.kind).sort()).toEqual(shipped.definitions.map((d) => d.kind).sort());
    // The form's number comes from the fill rule, which travels with it.
    expect(exported.fillRules).toEqual(shipped.fillRules);
    // No database id of demo's: references between entities are by code.
    expect(canonicalJson(exported)).not.toMatch(uuidPattern);
    expect(exported.menus?.map((m) => m.menuCode)).toEqual((shipped.menus ?? []).map((m) => m.menuCode));
    expect(JSON.stringify(exported.menus)).toContain('"menuType":"2"');
  });

  it('installs into a fresh tenant and exports again byte-identical', async () => {
    await installAppPackage(app.ctx.owner, exported, { tenantId: freshId, actor: 'test' });
    // Recorded as the market records an installation (as the seeds record demo's).
    await app.ctx.owner('eform_market_installation').insert({ tenant_id: freshId, app_code: exported.packageCode, app_name: exported.packageName, app_version: exported.packageVersion });
    const again = await exportOf(freshAdmin, appCode);
    expect(again.status).toBe(200);
    expect(canonicalJson(again.body.result)).toBe(canonicalJson(exported));
    const fillRule = await app.ctx.owner('sys_fill_rule').where({ tenant_id: freshId, rule_code: 'dec_entry_no' }).first('rule_name');
    expect(fillRule).toBeDefined();
  });

  it('a declaration saved in the fresh tenant is numbered by the fill rule that came along (not "dec_entry_no does not exist")', async () => {
    if (appCode !== 'customs_declaration') return;
    const saved = await app.api<{ id: string }>('POST', '/api/eform/data/dec_form', { token: freshAdmin, body: { data: declaration('E') } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const read = await app.api<Record<string, unknown>>('GET', `/api/eform/data/dec_form/${saved.body.result.id}`, { token: freshAdmin });
    expect(JSON.stringify(read.body.result)).toMatch(/"entryId":"2200\d{14}"/);
  });

  it('plans and applies into another fresh tenant (the package path), and exports again byte-identical', async () => {
    const created = await app.api<{ id: string }>('POST', '/api/system/tenant/add', {
      token: freshAdmin,
      body: { tenantCode: `${appCode.slice(0, 40)}_2`, tenantName: 'Second harbour', maxUsers: 5, packageCodes: ['workspace', 'console'], adminUsername: `${appCode.slice(0, 12)}_adm2`, adminRealname: 'Second', adminPassword: 'Harbour#Admin2027' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const operator = await app.loginAs('admin');
    expect((await app.api('POST', '/api/system/tenant/switch', { token: operator, body: { tenantId: created.body.result.id } })).status).toBe(200);
    // The environment's values, bound at import: the host the export left out.
    const bindings = Object.fromEntries((exported.bindings ?? []).map((binding) => [binding.name, binding.name.endsWith('_HOST') ? 'rates.example.com' : 'Bearer second-env']));
    const plan = await app.api<{ planId: string; losses: unknown[]; conflicts: unknown[] }>('POST', '/api/eform/apps/plan', { token: operator, body: { package: exported, bindings } });
    expect(plan.status, JSON.stringify(plan.body)).toBe(200);
    const applied = await app.api('POST', '/api/eform/apps/apply', { token: operator, body: { planId: plan.body.result.planId, acceptLosses: false, resolutions: {} } });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const again = await exportOf(operator, appCode);
    expect(again.status).toBe(200);
    expect(canonicalJson(again.body.result)).toBe(canonicalJson(exported));
  });

  it('downloads the canonical text as {appCode}-{version}.app.json, the same bytes each time (the web client adds lang and _t)', async () => {
    const download = () => fetch(`${app.url}/api/eform/apps/${appCode}/export?download=1&lang=zh_CN&_t=1764100000000`, { headers: { 'X-Access-Token': demoAdmin } });
    const first = await download();
    expect(first.status).toBe(200);
    expect(first.headers.get('content-disposition')).toBe(`attachment; filename="${appCode}-${exported.packageVersion}.app.json"`);
    const text = await first.text();
    expect(text).toBe(canonicalJson(exported));
    expect(await (await download()).text()).toBe(text);
    const versioned = await exportOf(demoAdmin, appCode, '?version=1.1.0');
    expect(versioned.body.result.packageVersion).toBe('1.1.0');
  });
});

describe('exporting an app group', () => {
  it('carries the group\'s members with everything they reference, under the group\'s code and name', async () => {
    const group = await app.api<{ id: string }>('POST', '/api/eform/appGroup/add', { token: demoAdmin, body: { groupName: 'Declarations only', groupCode: 'dec_group' } });
    expect(group.status).toBe(200);
    const form = (await app.ctx.owner('eform_definition').where({ tenant_id: demoId, kind: 'form', code: 'dec_form' }).first<{ id: string }>('id'))!;
    expect((await app.api('POST', '/api/eform/appGroup/move', { token: demoAdmin, body: { groupId: group.body.result.id, tableNameArray: ['form'], idArray: [form.id] } })).status).toBe(200);
    const answer = await exportOf(demoAdmin, 'dec_group');
    expect(answer.status).toBe(200);
    const pkg = answer.body.result;
    expect(pkg).toMatchObject({ packageCode: 'dec_group', packageName: 'Declarations only', packageVersion: '1.0.0' });
    const carried = pkg.definitions.map((d) => `${d.kind}:${String((d.body as Record<string, unknown>).formCode ?? (d.body as Record<string, unknown>).tableName)}`);
    expect(carried).toEqual(expect.arrayContaining(['form:dec_form', 'table:dec_head', 'table:dec_list']));
    expect(pkg.fillRules?.map((r) => r.ruleCode)).toEqual(['dec_entry_no']);
    // Nothing the form does not reach: no dashboard, no workflow.
    expect(pkg.definitions.some((d) => d.kind === 'dashboard' || d.kind === 'workflow')).toBe(false);
    expect(validateAppPackage(pkg, 'en_US')).toEqual([]);
  });
});

describe('what an export never carries', () => {
  it('leaves the HTTP config\'s host and secret headers in the tenant, as bindings', async () => {
    const config = await app.ctx.owner('eform_http_config').where({ tenant_id: demoId, http_code: 'currency_rates' }).first<{ header: Record<string, string> }>('header');
    await app.ctx.owner('eform_http_config').where({ tenant_id: demoId, http_code: 'currency_rates' })
      .update({ http_url: 'https://rates.internal.demo:8443/api/currencies', header: JSON.stringify({ ...config!.header, Authorization: 'Bearer demo-secret-7731' }) });
    const answer = await exportOf(demoAdmin, 'customs_declaration');
    const text = canonicalJson(answer.body.result);
    expect(text).not.toContain('demo-secret-7731');
    expect(text).not.toContain('rates.internal.demo');
    const rates = answer.body.result.httpConfigs?.find((c) => c.httpCode === 'currency_rates');
    expect(rates).toMatchObject({ httpUrl: 'https://{{binding:HTTP_CURRENCY_RATES_HOST}}/api/currencies', header: { Accept: 'application/json', Authorization: '{{binding:HTTP_CURRENCY_RATES_HEADER_AUTHORIZATION}}' } });
    expect(answer.body.result.bindings?.map((b) => b.name)).toEqual(['HTTP_CURRENCY_RATES_HEADER_AUTHORIZATION', 'HTTP_CURRENCY_RATES_HOST']);
    expect(validateAppPackage(answer.body.result, 'en_US')).toEqual([]);
  });
});

describe('who may export what', () => {
  it('refuses a caller who may not administer apps, and a code the tenant has not installed', async () => {
    expect((await exportOf(demoUser, 'customs_declaration')).status).toBe(403);
    expect((await app.api('GET', '/api/eform/apps/customs_declaration/export')).status).toBe(401);
    // acme never installed it: the same answer as for a code that does not exist.
    expect((await exportOf(acmeAdmin, 'customs_declaration')).status).toBe(404);
    expect((await exportOf(demoAdmin, 'no_such_app')).status).toBe(404);
    expect((await exportOf(demoAdmin, 'customs_declaration', '?version=latest')).status).toBe(400);
  });
});
