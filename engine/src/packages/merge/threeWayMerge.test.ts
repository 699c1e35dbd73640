import { describe, expect, it } from 'vitest';
import { semanticDiff } from './semanticDiff';
import { threeWayMerge } from './threeWayMerge';

const column = (colCode: string, colName: string, colLength = 50) => ({ colCode, colName, colType: 'varchar', colLength });
const table = (...columns: unknown[]) => ({ tableName: 'dec_head', columns });

describe('threeWayMerge', () => {
  it('takes what only the package changed and keeps what only the tenant changed', () => {
    const installed = table(column('a', 'A'), column('b', 'B'));
    const pkg = table(column('a', 'A'), column('b', 'B', 20));
    const tenant = table(column('a', 'A (ours)'), column('b', 'B'));
    const { merged, conflicts } = threeWayMerge(installed, pkg, tenant);
    expect(conflicts).toEqual([]);
    expect(merged).toEqual(table(column('a', 'A (ours)'), column('b', 'B', 20)));
  });

  it('names a field both changed differently as a conflict, kept as the tenant has it until resolved', () => {
    const installed = table(column('a', 'A'));
    const pkg = table(column('a', 'A new'));
    const tenant = table(column('a', 'A ours'));
    const unresolved = threeWayMerge(installed, pkg, tenant);
    expect(unresolved.conflicts).toEqual([{ path: '/columns/colCode=a/colName', installed: 'A', package: 'A new', tenant: 'A ours' }]);
    expect(unresolved.merged).toEqual(tenant);
    const resolved = threeWayMerge(installed, pkg, tenant, (path) => (path === '/columns/colCode=a/colName' ? 'package' : undefined));
    expect(resolved.merged).toEqual(pkg);
  });

  it('merges identified array elements by identity: a column inserted by the package is not a change of every later one', () => {
    const installed = table(column('a', 'A'), column('c', 'C'));
    const pkg = table(column('a', 'A'), column('b', 'B'), column('c', 'C'));
    const tenant = table(column('a', 'A'), column('c', 'C ours'), column('t', 'Tenant'));
    const { merged, conflicts } = threeWayMerge(installed, pkg, tenant);
    expect(conflicts).toEqual([]);
    expect(merged).toEqual(table(column('a', 'A'), column('b', 'B'), column('c', 'C ours'), column('t', 'Tenant')));
  });

  it('removes what the package removed when the tenant left it alone, and agrees when both made the same change', () => {
    const installed = table(column('a', 'A'), column('b', 'B'));
    const pkg = table(column('a', 'A2'));
    const tenant = table(column('a', 'A2'), column('b', 'B'));
    expect(threeWayMerge(installed, pkg, tenant)).toEqual({ merged: table(column('a', 'A2')), conflicts: [] });
  });

  it('without an installed version, a difference between package and tenant is a conflict', () => {
    const { conflicts } = threeWayMerge(undefined, { title: 'P' }, { title: 'T' });
    expect(conflicts).toEqual([{ path: '/title', installed: undefined, package: 'P', tenant: 'T' }]);
  });
});

describe('semanticDiff', () => {
  it('compares identified elements by identity', () => {
    expect(semanticDiff(table(column('a', 'A'), column('c', 'C')), table(column('a', 'A'), column('b', 'B'), column('c', 'C', 20)))).toEqual([
      { path: '/columns/colCode=b', after: column('b', 'B') },
      { path: '/columns/colCode=c/colLength', before: 50, after: 20 },
    ]);
  });
});

describe('threeWayMerge of a dictionary (items identified by their value)', () => {
  const item = (itemValue: string, itemText: string) => ({ itemValue, itemText, status: '1' });
  const dictionary = (...items: unknown[]) => ({ dictCode: 'port', dictName: 'Ports', items });

  it('brings an item the package added to a tenant that added its own, each one addition', () => {
    const installed = dictionary(item('SH', 'Shanghai'));
    const pkg = dictionary(item('SH', 'Shanghai'), item('NB', 'Ningbo'));
    const tenant = dictionary(item('SH', 'Shanghai (ours)'), item('TJ', 'Tianjin'));
    const { merged, conflicts } = threeWayMerge(installed, pkg, tenant);
    expect(conflicts).toEqual([]);
    expect(merged).toEqual(dictionary(item('SH', 'Shanghai (ours)'), item('NB', 'Ningbo'), item('TJ', 'Tianjin')));
    expect(semanticDiff(tenant, merged)).toEqual([{ path: '/items/itemValue=NB', after: item('NB', 'Ningbo') }]);
  });

  it('names an item text both changed as a conflict at the item', () => {
    const { conflicts } = threeWayMerge(dictionary(item('SH', 'Shanghai')), dictionary(item('SH', 'Shanghai port')), dictionary(item('SH', 'SH (ours)')));
    expect(conflicts.map((conflict) => conflict.path)).toEqual(['/items/itemValue=SH/itemText']);
  });
});
