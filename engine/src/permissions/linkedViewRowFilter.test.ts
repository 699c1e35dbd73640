import { describe, expect, it } from 'vitest';
import type { ConditionGroup } from '../conditions/types';
import { linkedViewRowFilter, type ViewReach } from './linkedViewRowFilter';

const rule = (value: string): ConditionGroup => ({ kind: 'group', match: 'and', children: [{ kind: 'condition', field: 'customsCode', op: 'eq', value }] } as unknown as ConditionGroup);
const x = rule('2200');
const y = rule('3100');

function reach(own: Record<string, ConditionGroup | boolean>, links: Array<[string, string]>, tables: Record<string, string>): ViewReach {
  const linkedFrom = new Map<string, string[]>();
  for (const [from, to] of links) linkedFrom.set(to, [...(linkedFrom.get(to) ?? []), from]);
  return { ownFilters: new Map(Object.entries(own)), linkedFrom, tableOf: new Map(Object.entries(tables)) };
}

describe('linkedViewRowFilter', () => {
  it('gives a view reached only by a link from a view over the same table that view\'s rule', () => {
    expect(linkedViewRowFilter(reach({ list: x }, [['list', 'linked']], { list: 'dec_head', linked: 'dec_head' }), 'linked')).toBe(x);
  });

  it('leaves a view linked from another table\'s view unnarrowed, as before', () => {
    expect(linkedViewRowFilter(reach({ list: x }, [['list', 'other']], { list: 'dec_head', other: 'dec_list' }), 'other')).toBe(true);
  });

  it('keeps a view\'s own menu rule and ORs it with the same-table links', () => {
    const r = reach({ list: x, linked: y }, [['list', 'linked'], ['cargo', 'linked']], { list: 'dec_head', linked: 'dec_head', cargo: 'cargo' });
    expect(linkedViewRowFilter(r, 'linked')).toEqual({ kind: 'group', match: 'or', children: [y, x] });
    // The other table's link widens nothing the view's own menu narrows.
    expect(linkedViewRowFilter(reach({ linked: y }, [['cargo', 'linked']], { linked: 'dec_head', cargo: 'cargo' }), 'linked')).toBe(y);
  });

  it('follows chains and stops at loops', () => {
    const r = reach({ a: x }, [['a', 'b'], ['b', 'c'], ['c', 'b']], { a: 't', b: 't', c: 't' });
    expect(linkedViewRowFilter(r, 'c')).toBe(x);
    expect(linkedViewRowFilter(r, 'b')).toBe(x);
    // An unruled own menu anywhere on the way lets every row through.
    expect(linkedViewRowFilter(reach({ a: x, c: true }, [['a', 'b'], ['c', 'b']], { a: 't', b: 't', c: 't' }), 'b')).toBe(true);
  });

  it('carries the older reading along a same-table chain that starts with another table\'s link', () => {
    // cargo (other table) opens a, which no menu narrows; a opens b over the same table as itself.
    expect(linkedViewRowFilter(reach({ b: y }, [['cargo', 'a'], ['a', 'b']], { cargo: 'cargo', a: 't', b: 't' }), 'b')).toBe(true);
  });

  it('does not narrow a view reached by no way it knows (older reading)', () => {
    expect(linkedViewRowFilter(reach({}, [], {}), 'anything')).toBe(true);
  });
});
