import { describe, expect, it } from 'vitest';
import { entityKey, planEntities, type PlannedEntityInput } from './planEntities';

const form = (code: string, title: string, extra: Record<string, unknown> = {}): PlannedEntityInput => ({ kind: 'form', code, name: code, body: { formCode: code, title, ...extra } });
const byKey = (entities: PlannedEntityInput[]) => new Map(entities.map((entity) => [entityKey(entity), entity]));
const removable = new Set(['form']);

describe('planEntities', () => {
  it('creates what the tenant lacks, changes what the package changed, leaves the rest unchanged', () => {
    const decisions = planEntities({
      pkg: [form('a', 'A'), form('b', 'B2'), form('c', 'C')],
      installed: byKey([form('b', 'B'), form('c', 'C')]),
      tenant: byKey([form('b', 'B'), form('c', 'C')]),
      removableKinds: removable,
    });
    expect(decisions.map((d) => [d.code, d.action])).toEqual([['a', 'create'], ['b', 'change'], ['c', 'unchanged']]);
    expect(decisions[1]!.changes).toEqual([{ path: '/title', before: 'B', after: 'B2' }]);
  });

  it('names a conflict by an id the caller resolves, and applies the chosen side', () => {
    const input = { pkg: [form('b', 'package')], installed: byKey([form('b', 'B')]), tenant: byKey([form('b', 'tenant')]), removableKinds: removable };
    const [kept] = planEntities(input);
    expect(kept!.conflicts.map((c) => c.id)).toEqual(['form:b:/title']);
    expect(kept!.action).toBe('unchanged');
    const [taken] = planEntities({ ...input, resolutions: { 'form:b:/title': 'package' } });
    expect(taken!.action).toBe('change');
    expect(taken!.body).toEqual({ formCode: 'b', title: 'package' });
  });

  it('removes what the package dropped only when the tenant left it as installed', () => {
    const decisions = planEntities({
      pkg: [],
      installed: byKey([form('x', 'X'), form('y', 'Y')]),
      tenant: byKey([form('x', 'X'), form('y', 'Y ours')]),
      removableKinds: removable,
    });
    expect(decisions.map((d) => [d.code, d.action, d.conflicts.length])).toEqual([['x', 'remove', 0], ['y', 'unchanged', 1]]);
  });
});

describe('planEntities of a record the tenant made before the app brought one', () => {
  const dictionary = (dictName: string, items: unknown[]): PlannedEntityInput => ({ kind: 'dictionary', code: 'ie_flag', name: dictName, body: { dictCode: 'ie_flag', dictName, items } });

  it('keeps the tenant\'s differing values without a conflict, and takes what the tenant lacks', () => {
    const tenant = dictionary('Import or export', [{ itemValue: 'I', itemText: 'Import' }]);
    const pkg = dictionary('Import/export', [{ itemValue: 'I', itemText: 'Imports', itemTextI18n: { zh_CN: '进口' } }, { itemValue: 'E', itemText: 'Export' }]);
    const [decision] = planEntities({ pkg: [pkg], installed: undefined, tenant: byKey([tenant]), removableKinds: removable, keepTenantWithoutBase: new Set(['dictionary']) });
    expect(decision!.conflicts).toEqual([]);
    expect(decision!.body).toEqual({ dictCode: 'ie_flag', dictName: 'Import or export', items: [{ itemValue: 'I', itemText: 'Import', itemTextI18n: { zh_CN: '进口' } }, { itemValue: 'E', itemText: 'Export' }] });
    // Without the option (a definition), the same difference is a conflict.
    const [definition] = planEntities({ pkg: [pkg], installed: undefined, tenant: byKey([tenant]), removableKinds: removable });
    expect(definition!.conflicts.map((conflict) => conflict.path)).toEqual(['/dictName', '/items/itemValue=I/itemText']);
  });
});
