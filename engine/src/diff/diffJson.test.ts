import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffJson } from './diffJson';

/** JSON text with object keys sorted, so equal documents give equal text whatever their key order. */
const canonical = (value: unknown): string => JSON.stringify(value, (_key, v: unknown) =>
  v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v);

describe('diffJson', () => {
  it('reports added, removed and changed paths', () => {
    const before = { name: 'a', fields: [{ code: 'x', title: 'X' }, { code: 'y' }], old: true };
    const after = { name: 'b', fields: [{ code: 'x', title: 'X2' }], extra: { deep: 1 } };
    expect(diffJson(before, after)).toEqual([
      { path: '/extra', op: 'added', to: { deep: 1 } },
      { path: '/fields/0/title', op: 'changed', from: 'X', to: 'X2' },
      { path: '/fields/1', op: 'removed', from: { code: 'y' } },
      { path: '/name', op: 'changed', from: 'a', to: 'b' },
      { path: '/old', op: 'removed', from: true },
    ]);
  });

  it('treats keys named like Object.prototype members as ordinary keys (found by a property test)', () => {
    expect(diffJson({}, { valueOf: '' })).toEqual([{ path: '/valueOf', op: 'added', to: '' }]);
    expect(diffJson({ constructor: 1 }, {})).toEqual([{ path: '/constructor', op: 'removed', from: 1 }]);
  });

  it('escapes slashes in keys and treats a type change as one change', () => {
    expect(diffJson({ 'a/b': 1 }, { 'a/b': 2 })).toEqual([{ path: '/a~1b', op: 'changed', from: 1, to: 2 }]);
    expect(diffJson({ a: [1] }, { a: { 0: 1 } })).toEqual([{ path: '/a', op: 'changed', from: [1], to: { 0: 1 } }]);
    expect(diffJson(1, 2)).toEqual([{ path: '/', op: 'changed', from: 1, to: 2 }]);
  });

  it('finds no difference between a document and itself, and some between different ones', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => diffJson(value, structuredClone(value)).length === 0));
    // Round-trip through JSON so -0 becomes 0, as it would in a stored body.
    const stored = fc.jsonValue().map((value) => JSON.parse(JSON.stringify(value)) as unknown);
    fc.assert(fc.property(stored, stored, (a, b) => (canonical(a) === canonical(b)) === (diffJson(a, b).length === 0)));
  });
});
