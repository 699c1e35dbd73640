import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildMenuTree } from './buildMenuTree';
import type { FlatMenuRecord, MenuItem } from './types';

const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
const record = fc.record({
  id: fc.constantFrom(...ids),
  parentId: fc.option(fc.constantFrom(...ids, 'missing'), { nil: null }),
  sortNo: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
}).map(({ id, parentId, sortNo }): FlatMenuRecord => ({ id, parentId, sortNo, path: `/${id}`, name: id, component: 'RouteView', back: '0', meta: { title: id } }));

function collect(items: ReadonlyArray<MenuItem>, into: string[] = []): string[] {
  for (const item of items) {
    into.push(item.id);
    if (item.children) collect(item.children, into);
  }
  return into;
}

describe('buildMenuTree properties', () => {
  it('every row lands exactly once: in the tree, or reported as a duplicate or a cycle', () => {
    fc.assert(fc.property(fc.array(record, { maxLength: 12 }), (rows) => {
      const { tree, errors } = buildMenuTree(rows);
      const placed = collect(tree);
      expect(new Set(placed).size).toBe(placed.length);
      expect(placed.length + errors.length).toBe(rows.length);
      for (const error of errors) expect(['menus/duplicate-id', 'menus/parent-cycle']).toContain(error.code);
    }));
  });
  it('siblings come out in sortNo order', () => {
    fc.assert(fc.property(fc.array(record, { maxLength: 12 }), (rows) => {
      // The first row of an id is the one placed; later duplicates are reported.
      const sortNoOf = new Map([...rows].reverse().map((row) => [row.id, row.sortNo ?? Number.POSITIVE_INFINITY]));
      const check = (items: ReadonlyArray<MenuItem>) => {
        const order = items.map((item) => sortNoOf.get(item.id) ?? Number.POSITIVE_INFINITY);
        expect(order).toEqual([...order].sort((x, y) => x - y));
        for (const item of items) if (item.children) check(item.children);
      };
      check(buildMenuTree(rows).tree);
    }));
  });
});
