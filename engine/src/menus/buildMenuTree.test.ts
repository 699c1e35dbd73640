import { describe, expect, it } from 'vitest';
import { buildMenuTree } from './buildMenuTree';
import type { FlatMenuRecord } from './types';

const row = (id: string, parentId: string | null, sortNo?: number): FlatMenuRecord => ({ id, parentId, sortNo, path: `/${id}`, name: id, component: 'RouteView', back: '0', meta: { title: id } });
const ids = (items: ReadonlyArray<{ id: string; children?: ReadonlyArray<unknown> }>): unknown =>
  items.map((i) => (i.children ? { [i.id]: ids(i.children as typeof items) } : i.id));

describe('buildMenuTree', () => {
  it('nests rows by parentId with siblings in sortNo order (missing sortNo last, ties stable)', () => {
    const { tree, errors } = buildMenuTree([row('b', null, 2), row('a', null, 1), row('a2', 'a', 2), row('a1', 'a', 1), row('a3', 'a'), row('a0', 'a', 1)]);
    expect(errors).toEqual([]);
    expect(ids(tree)).toEqual([{ a: ['a1', 'a0', 'a2', 'a3'] }, 'b']);
    expect(tree[1]).not.toHaveProperty('children');
    expect(tree[0]).not.toHaveProperty('parentId');
  });
  it('a row whose parent is not among the rows becomes a root', () => {
    expect(ids(buildMenuTree([row('x', 'missing', 1)]).tree)).toEqual(['x']);
  });
  it('reports duplicate ids and parent cycles as errors', () => {
    const { tree, errors } = buildMenuTree([row('a', null), row('a', null), row('p', 'q'), row('q', 'p'), row('s', 's')], 'en_US');
    expect(ids(tree)).toEqual(['a']);
    expect(errors.map((e) => [e.code, e.path])).toEqual([
      ['menus/duplicate-id', '[1].id'], ['menus/parent-cycle', '[2].parentId'], ['menus/parent-cycle', '[3].parentId'], ['menus/parent-cycle', '[4].parentId'],
    ]);
    expect(errors[0]?.message).toBe('Menu id a appears more than once');
  });
});
