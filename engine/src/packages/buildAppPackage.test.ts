import { describe, expect, it } from 'vitest';
import type { AppPackage } from '@wharf/schemas';
import example from '../../../examples/customs-declaration.app.json';
import { definitionCode } from '../definitions/definitionCode';
import type { ReferenceKind } from '../kinds/referenceCollector';
import { validateAppPackage } from '../validation/validateDefinition';
import { buildAppPackage, type TenantRecords } from './buildAppPackage';
import { canonicalJson } from './canonicalJson';

const shipped = example as unknown as AppPackage;
const header = { packageCode: shipped.packageCode, packageName: shipped.packageName, packageVersion: shipped.packageVersion, description: shipped.description };

/** A tenant holding exactly what a package carries (a view stored with its database id, as the installer stores it). */
function tenantOf(pkg: AppPackage, extra: Array<{ kind: ReferenceKind; code: string; body: unknown }> = []): TenantRecords {
  const records = new Map<string, unknown>();
  const put = (kind: string, code: string, body: unknown) => records.set(`${kind}:${code}`, body);
  for (const d of pkg.definitions) put(d.kind, definitionCode(d.kind, d.body)!, d.kind === 'view' ? { ...d.body, viewId: '7d1c2a4e-0000-4000-8000-000000000001' } : d.body);
  for (const r of pkg.dictionaries ?? []) put('dictionary', r.dictCode, r);
  for (const r of pkg.sqlConfigs ?? []) put('sqlConfig', r.sqlCode, r);
  for (const r of pkg.httpConfigs ?? []) put('httpConfig', r.httpCode, r);
  for (const r of pkg.fillRules ?? []) put('fillRule', r.ruleCode, r);
  for (const r of pkg.checkRules ?? []) put('checkRule', r.ruleCode, r);
  for (const r of extra) put(r.kind, r.code, r.body);
  const platformWide = new Set((pkg.dependencies ?? []).map((d) => `${d.kind}:${d.code}`));
  return { lookup: (kind, code) => records.get(`${kind}:${code}`), isPlatformWide: (kind, code) => platformWide.has(`${kind}:${code}`) };
}

/** The roots of an installed package: its definitions and the records it carried (an HTTP config no form names any more still belongs to the app). */
const rootsOf = (pkg: AppPackage): Array<{ kind: ReferenceKind; code: string }> => [
  ...pkg.definitions.map((d) => ({ kind: d.kind, code: definitionCode(d.kind, d.body)! })),
  ...(pkg.httpConfigs ?? []).map((c) => ({ kind: 'httpConfig' as const, code: c.httpCode })),
];

describe('buildAppPackage (the dependency closure)', () => {
  it('exports the customs example whole from its roots: valid, every definition, its records, its fill rule', () => {
    const built = buildAppPackage(header, rootsOf(shipped), shipped.menus ?? [], tenantOf(shipped));
    expect(validateAppPackage(built, 'en_US')).toEqual([]);
    expect(built.schemaVersion).toBe(2);
    expect(built.definitions).toHaveLength(shipped.definitions.length);
    expect(built.fillRules?.map((r) => r.ruleCode)).toEqual(['dec_entry_no']);
    expect(built.dictionaries?.map((d) => d.dictCode).sort()).toEqual((shipped.dictionaries ?? []).map((d) => d.dictCode).sort());
    expect(built.dependencies).toEqual([...(shipped.dependencies ?? [])].sort((a, b) => a.code.localeCompare(b.code)));
    expect(built.platformSchemaVersions?.form).toBeGreaterThanOrEqual(1);
  });

  it('follows references from a single root: the list view brings its form, tables, dictionaries and fill rule', () => {
    const built = buildAppPackage(header, [{ kind: 'view', code: 'dec_list_view' }], [], tenantOf(shipped));
    const carried = built.definitions.map((d) => `${d.kind}:${definitionCode(d.kind, d.body)}`);
    expect(carried).toEqual(expect.arrayContaining(['view:dec_list_view', 'table:dec_head']));
    expect(built.fillRules?.map((r) => r.ruleCode) ?? []).toEqual(carried.some((c) => c.startsWith('form:')) ? ['dec_entry_no'] : []);
    expect(validateAppPackage(built, 'en_US').filter((i) => i.code === 'validation/missing-dependency')).toEqual([]);
  });

  it('a widget brings the list view it drills through to, a portal override its base portal', () => {
    const widget = buildAppPackage(header, [{ kind: 'report', code: 'dec_port_column' }], [], tenantOf(shipped));
    expect(widget.definitions.map((d) => `${d.kind}:${definitionCode(d.kind, d.body)}`)).toContain('view:dec_list_view');
    const override = buildAppPackage(header, [{ kind: 'portal', code: 'customs_clerk_home' }], [], tenantOf(shipped));
    expect(override.definitions.map((d) => `${d.kind}:${definitionCode(d.kind, d.body)}`)).toContain('portal:customs_home');
  });

  it('carries what the menus open, and leaves references the tenant lacks as dependencies', () => {
    const tenant = tenantOf({ ...shipped, fillRules: [] });
    const built = buildAppPackage(header, [], shipped.menus ?? [], tenant);
    expect(built.definitions.map((d) => d.kind)).toContain('view');
    expect(built.dependencies).toContainEqual({ kind: 'fillRule', code: 'dec_entry_no' });
  });

  it('never carries a view\'s stored database id; references stay by code', () => {
    const text = canonicalJson(buildAppPackage(header, rootsOf(shipped), shipped.menus ?? [], tenantOf(shipped)));
    expect(text).not.toContain('7d1c2a4e-0000-4000-8000-000000000001');
    expect(text).not.toContain('"viewId"');
  });

  it('leaves a secret header and the host out, as bindings', () => {
    const withSecret: AppPackage = { ...shipped, httpConfigs: (shipped.httpConfigs ?? []).map((c) => ({ ...c, header: { ...c.header, Authorization: 'Bearer top-secret' } })) };
    const built = buildAppPackage(header, rootsOf(withSecret), [], tenantOf(withSecret));
    const text = canonicalJson(built);
    expect(text).not.toContain('top-secret');
    expect(text).not.toContain('rates.example.com');
    expect(built.bindings?.map((b) => b.name)).toEqual(['HTTP_CURRENCY_RATES_HEADER_AUTHORIZATION', 'HTTP_CURRENCY_RATES_HOST']);
  });

  it('is a fixed point: a tenant holding the export exports the same text', () => {
    const first = buildAppPackage(header, rootsOf(shipped), shipped.menus ?? [], tenantOf(shipped));
    const second = buildAppPackage(header, rootsOf(first), first.menus ?? [], tenantOf(first));
    expect(canonicalJson(second)).toBe(canonicalJson(first));
  });
});
