import { describe, expect, it } from 'vitest';
import example from '../../../examples/customs-declaration.app.json';
import { definitionCode } from './definitionCode';
import { isDefinitionKind } from './isDefinitionKind';
import { resolvePackageContents, type PackageItem } from './resolvePackageContents';

/** The example app as a tenant's store. */
const store = new Map<string, PackageItem>();
for (const d of example.definitions) {
  if (!isDefinitionKind(d.kind)) continue;
  const code = definitionCode(d.kind, d.body)!;
  store.set(`${d.kind}:${code}`, { kind: d.kind, code, body: d.body });
}
for (const d of example.dictionaries) store.set(`dictionary:${d.dictCode}`, { kind: 'dictionary', code: d.dictCode, body: d });
for (const s of example.sqlConfigs) store.set(`sqlConfig:${s.sqlCode}`, { kind: 'sqlConfig', code: s.sqlCode, body: s });
for (const h of example.httpConfigs) store.set(`httpConfig:${h.httpCode}`, { kind: 'httpConfig', code: h.httpCode, body: h });
for (const r of example.fillRules) store.set(`fillRule:${r.ruleCode}`, { kind: 'fillRule', code: r.ruleCode, body: r });
const lookup = (kind: string, code: string) => store.get(`${kind}:${code}`);

describe('resolvePackageContents', () => {
  it('exporting the portal brings the report, dataset, view, form, tables and records it reaches', () => {
    const { items, dependencies } = resolvePackageContents([{ kind: 'portal', code: 'customs_home' }], lookup);
    expect(items.map((i) => `${i.kind}:${i.code}`).sort()).toEqual(
      [
        'portal:customs_home',
        'report:dec_by_port_chart',
        'view:dec_list_view',
        'dataset:dec_by_port',
        'sqlConfig:dec_stats_sql',
        'table:dec_head',
        'table:dec_list',
        'form:dec_form',
        // the list's import button writes through its own form
        'form:dec_head_import',
        'dictionary:ie_flag',
        'dictionary:customs_port',
        'dictionary:dec_status',
        'sqlConfig:trade_mode_options',
        // the forms number declarations with it (issue 19: packages carry fill rules)
        'fillRule:dec_entry_no',
      ].sort(),
    );
    expect(dependencies.map((d) => `${d.kind}:${d.code}`).sort()).toEqual(['dictionary:country', 'dictionary:currency', 'dictionary:trade_mode']);
  });

  it('visits each item once even when references form a cycle, and honours exclusions', () => {
    const bodies: Record<string, unknown> = {
      a: { viewCode: 'a', buttons: [{ linkView: 'b' }] },
      b: { viewCode: 'b', buttons: [{ linkView: 'a' }, { linkView: 'b' }] },
    };
    const cyclic = (kind: string, code: string) => (kind === 'view' && bodies[code] ? { kind: 'view' as const, code, body: bodies[code] } : undefined);
    expect(resolvePackageContents([{ kind: 'view', code: 'a' }], cyclic).items.map((i) => i.code)).toEqual(['a', 'b']);
    const excluded = resolvePackageContents([{ kind: 'view', code: 'a' }], cyclic, (_kind, code) => code === 'b');
    expect(excluded.dependencies).toEqual([{ kind: 'view', code: 'b' }]);
  });
});
