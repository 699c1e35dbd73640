import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '@wharf/engine';
import { startTestApp, type TestApp } from '../support/testApp';
import { runCli } from './runCli';

/**
 * The CLI drives the package flow of issue 19 against the real server (listening on a free port, a
 * fresh database): export the customs app from demo, plan it into acme, apply, plan again; losses
 * and a conflict stop a plan and an apply with exit 2 until accepted and resolved; roll back; a bad
 * package is exit 3.
 */

interface PlanJson {
  mode: string;
  entities: Array<{ kind: string; code: string; action: string; changes: Array<{ path: string; before?: unknown; after?: unknown }> }>;
  losses: Array<{ id: string; kind: string; code: string; rows: number }>;
  bindings: Array<{ name: string; bound: boolean }>;
}
interface PackageJson {
  schemaVersion: number;
  packageCode: string;
  packageVersion: string;
  bindings?: Array<{ name: string; description: string; targets: Array<{ kind: string; code: string; field: string }> }>;
  definitions: Array<{ kind: string; body: Record<string, unknown> }>;
}

const appCode = 'customs_declaration';
let app: TestApp;
let work: string;
let demo: Record<string, string>;
let acme: Record<string, string>;
let acmeId: string;
const exportedFile = () => join(work, 'customs.app.json');
const exportedFolder = () => join(work, 'customs');
const bindingsFile = () => join(work, 'bindings.json');

beforeAll(async () => {
  app = await startTestApp();
  work = await mkdtemp(join(tmpdir(), 'wharf-app-flow-'));
  demo = { WHARF_SERVER: app.url, WHARF_TOKEN: await app.loginAs('demo_admin') };
  acme = { WHARF_SERVER: app.url, WHARF_TOKEN: await app.loginAs('acme_admin') };
  acmeId = (await app.ctx.owner('sys_tenant').where({ tenant_code: 'acme' }).first<{ id: string }>('id'))!.id;
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
  await app.close();
});

/** acme's stored customs form. */
const formOfAcme = () => app.ctx.owner('eform_definition').where({ tenant_id: acmeId, kind: 'form', code: 'dec_form' })
  .first<{ id: string; version: number; body: { fields: Array<{ colCode: string; title: string }> } }>('id', 'version', 'body');

/** The customs app's installed version in acme, as `wharf-app installed --json` lists it. */
async function installedVersion(): Promise<string | undefined> {
  const run = await runCli(['installed', '--json'], acme);
  expect(run.code).toBe(0);
  return (JSON.parse(run.stdout) as Array<{ appCode: string; version: string }>).find((entry) => entry.appCode === appCode)?.version;
}

const readJson = async <T>(path: string): Promise<T> => JSON.parse(await readFile(path, 'utf8')) as T;

describe('wharf-app moves the customs app from demo to acme', () => {
  it('exports the app from demo to a file and to a folder, and the folder packs back to the same bytes', async () => {
    expect(await runCli(['export', '--app', appCode, '--out', exportedFile()], demo)).toMatchObject({ code: 0 });
    expect(await runCli(['export', '--app', appCode, '--dir', exportedFolder()], demo)).toMatchObject({ code: 0 });
    const packed = join(work, 'packed.app.json');
    expect(await runCli(['pack', exportedFolder(), '--out', packed])).toMatchObject({ code: 0 });
    const text = await readFile(exportedFile(), 'utf8');
    expect(await readFile(packed, 'utf8')).toBe(text);
    expect(canonicalJson(JSON.parse(text))).toBe(text);
    expect(JSON.parse(text)).toMatchObject({ packageCode: appCode });
  });

  it('plans the package into acme: every entity a create, exit 0', async () => {
    // Whatever environment values the export names (none, or an HTTP config's host) the pipeline binds.
    const pkg = await readJson<PackageJson>(exportedFile());
    await writeFile(bindingsFile(), JSON.stringify(Object.fromEntries((pkg.bindings ?? []).map((binding) => [binding.name, 'rates.example.com']))));

    const run = await runCli(['plan', '--package', exportedFolder(), '--bindings', bindingsFile(), '--json'], acme);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const plan = JSON.parse(run.stdout) as PlanJson;
    expect(plan.mode).toBe('install');
    // Every definition is new to acme; the record acme already holds (its seeded ie_flag dictionary)
    // only gains what acme's lacks, its items' texts in four languages; nothing of acme's is changed or removed.
    const definitionKinds = new Set(pkg.definitions.map((definition) => definition.kind));
    const definitions = plan.entities.filter((entity) => definitionKinds.has(entity.kind));
    expect(definitions).toHaveLength(pkg.definitions.length);
    expect(definitions.filter((entity) => entity.action !== 'create')).toEqual([]);
    const moving = plan.entities.filter((entity) => entity.action === 'change' || entity.action === 'remove');
    expect(moving.map((entity) => `${entity.action} ${entity.kind}:${entity.code}`)).toEqual(['change dictionary:ie_flag']);
    expect(moving[0]!.changes.map((change) => [change.path, change.before])).toEqual([['/items/itemValue=E/itemTextI18n', undefined], ['/items/itemValue=I/itemTextI18n', undefined]]);
    expect(plan.entities).toContainEqual(expect.objectContaining({ kind: 'table', code: 'dec_head', action: 'create' }));
  });

  it('answers exit 2 for a plan whose bindings are missing, 0 once a bindings file names them', async () => {
    const pkg = await readJson<PackageJson & { httpConfigs?: unknown[] }>(exportedFile());
    pkg.schemaVersion = 2;
    pkg.httpConfigs = [...(pkg.httpConfigs ?? []), { httpCode: 'cli_rates', httpName: 'Rates', httpUrl: 'https://{{binding:HTTP_CLI_RATES_HOST}}/api', httpMethod: 'GET' }];
    pkg.bindings = [...(pkg.bindings ?? []), { name: 'HTTP_CLI_RATES_HOST', description: 'The rates service of this environment', targets: [{ kind: 'httpConfig', code: 'cli_rates', field: '/httpUrl' }] }];
    const withBinding = join(work, 'with-binding.app.json');
    await writeFile(withBinding, canonicalJson(pkg));

    const unbound = await runCli(['plan', '--package', withBinding, '--bindings', bindingsFile()], acme);
    expect(unbound.stderr).toBe('');
    expect(unbound.code).toBe(2);
    expect(unbound.stdout).toMatch(/HTTP_CLI_RATES_HOST +MISSING/);
    const more = join(work, 'more-bindings.json');
    await writeFile(more, JSON.stringify({ ...(await readJson<Record<string, string>>(bindingsFile())), HTTP_CLI_RATES_HOST: 'rates.example.com' }));
    expect((await runCli(['plan', '--package', withBinding, '--bindings', more], acme)).code).toBe(0);
  });

  it('applies it into acme, after which a plan of the same package changes nothing', async () => {
    const applied = await runCli(['apply', '--package', exportedFolder(), '--bindings', bindingsFile()], acme);
    expect(applied.stderr).toBe('');
    expect(applied.code).toBe(0);
    expect(applied.stdout).toContain(`Applied ${appCode}`);

    const again = await runCli(['plan', '--package', exportedFile(), '--bindings', bindingsFile(), '--json'], acme);
    expect(again.code).toBe(0);
    const plan = JSON.parse(again.stdout) as PlanJson;
    expect(plan.mode).toBe('update');
    expect(plan.entities.filter((entity) => entity.action !== 'unchanged')).toEqual([]);

    const installed = await runCli(['installed', '--json'], acme);
    expect(installed.code).toBe(0);
    expect(JSON.parse(installed.stdout)).toContainEqual(expect.objectContaining({ appCode }));
  });

  it('stops a plan with losses or a conflict with exit 2, and applies it only once the losses are accepted and the conflict resolved', async () => {
    // A declaration in acme whose consignee a narrowed column would cut.
    const { physical_name: table } = (await app.ctx.owner('eform_tables').where({ tenant_id: acmeId, table_code: 'dec_head' }).first<{ physical_name: string }>('physical_name'))!;
    await app.ctx.owner.withSchema('biz').table(table).insert({ tenant_id: acmeId, entryId: '220020261126000001', ieFlag: 'I', customsCode: '2201', consignee: 'Ningbo Harbour Trading Co.' });
    // acme retitles the consignee field of its form, through the definition store.
    const form = (await formOfAcme())!;
    const acmeBody = structuredClone(form.body);
    acmeBody.fields.find((field) => field.colCode === 'consignee')!.title = 'Importer (acme)';
    const token = acme.WHARF_TOKEN!;
    expect((await app.api('PUT', `/api/eform/definitions/${form.id}`, { token, body: { version: form.version, body: acmeBody } })).status).toBe(200);
    expect((await app.api('POST', `/api/eform/definitions/${form.id}/publish`, { token, body: {} })).status).toBe(200);

    // Version 1.1.0: consignee narrowed to 5 characters and retitled by the app's makers too.
    const pkg = await readJson<PackageJson>(exportedFile());
    const exportedVersion = pkg.packageVersion;
    pkg.packageVersion = '1.1.0';
    const head = pkg.definitions.find((definition) => definition.kind === 'table' && definition.body.tableName === 'dec_head')!;
    (head.body.columns as Array<{ colCode: string; colLength?: number }>).find((column) => column.colCode === 'consignee')!.colLength = 5;
    const packaged = pkg.definitions.find((definition) => definition.kind === 'form' && definition.body.formCode === 'dec_form')!;
    (packaged.body.fields as Array<{ colCode: string; title: string }>).find((field) => field.colCode === 'consignee')!.title = 'Consignee name';
    const version11 = join(work, 'customs-1.1.0.app.json');
    await writeFile(version11, canonicalJson(pkg));
    const conflictId = 'form:dec_form:/fields/colCode=consignee/title';

    const planned = await runCli(['plan', '--package', version11, '--bindings', bindingsFile()], acme);
    expect(planned.code).toBe(2);
    expect(planned.stdout).toContain('Losses (apply needs --accept-losses)');
    expect(planned.stdout).toMatch(/table dec_head: .*\(1 rows\)/);
    expect(planned.stdout).toContain(`${conflictId}\n    installed "Consignee"  package "Consignee name"  tenant "Importer (acme)"`);

    const apply = (...flags: string[]) => runCli(['apply', '--package', version11, '--bindings', bindingsFile(), ...flags], acme);
    const refused = await apply('--resolve', `${conflictId}=tenant`);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('pass --accept-losses');
    const unresolved = await apply('--accept-losses');
    expect(unresolved.code).toBe(2);
    expect(unresolved.stderr).toContain(`--resolve '${conflictId}=tenant'`);
    expect(await installedVersion()).toBe(exportedVersion);

    const applied = await apply('--accept-losses', '--resolve', `${conflictId}=tenant`);
    expect(applied.stderr).toBe('');
    expect(applied.code).toBe(0);
    expect(await installedVersion()).toBe('1.1.0');
    expect((await formOfAcme())!.body.fields.find((field) => field.colCode === 'consignee')!.title).toBe('Importer (acme)');
  });

  it('rolls back to the previous installed version', async () => {
    const rolled = await runCli(['rollback', '--app', appCode, '--accept-losses'], acme);
    expect(rolled.stderr).toBe('');
    expect(rolled.code).toBe(0);
    expect(await installedVersion()).toBe((await readJson<PackageJson>(exportedFile())).packageVersion);
  });

  it('refuses a bad package with exit 3 and the server\'s failing paths', async () => {
    const bad = join(work, 'bad.app.json');
    await writeFile(bad, JSON.stringify({ schemaVersion: 2, packageCode: 'broken', packageName: 'Broken', packageVersion: 'one', definitions: [{ kind: 'form', body: { schemaVersion: 1 } }] }));
    const run = await runCli(['plan', '--package', bad], acme);
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('The server refused (400');
    expect(run.stderr).toContain('/body/package');
  });
});
