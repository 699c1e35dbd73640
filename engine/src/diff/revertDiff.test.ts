import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffJson } from './diffJson';
import { revertDiff } from './revertDiff';

// JSON documents as stored (through JSON text, so -0 is 0), with the keys a path can trip over:
// the empty key (its path is `/`, the root's), `__proto__`, and keys holding `/` or `~`.
const key = fc.oneof({ weight: 3, arbitrary: fc.string({ maxLength: 4 }) }, { weight: 1, arbitrary: fc.constantFrom('', '__proto__', 'a/b', '~0', '~1/', 'constructor') });
const { json } = fc.letrec((tie) => ({
  json: fc.oneof({ depthSize: 'small', withCrossShrink: true }, fc.constant(null), fc.boolean(), fc.integer(), fc.string({ maxLength: 6 }), tie('array'), tie('object')),
  array: fc.array(tie('json'), { maxLength: 4 }),
  object: fc.uniqueArray(fc.tuple(key, tie('json')), { selector: ([name]) => name, maxLength: 4 }).map((entries) => {
    const object: Record<string, unknown> = {};
    for (const [name, value] of entries) Object.defineProperty(object, name, { value, writable: true, enumerable: true, configurable: true });
    return object;
  }),
}));
const stored = json.map((value) => JSON.parse(JSON.stringify(value)) as unknown);

describe('revertDiff', () => {
  it('gives the earlier document back from the later one and the diff between them', () => {
    const published = { formName: 'A', fields: [{ colCode: 'a' }, { colCode: 'b', rules: [{ required: 'Y' }] }], layout: { pc: { cols: 24 } } };
    const head = { formName: 'B', fields: [{ colCode: 'a', title: 'x' }, { colCode: 'b', rules: [] }, { colCode: 'c' }], extra: true };
    expect(revertDiff(head, diffJson(published, head))).toEqual(published);
    expect(revertDiff(published, diffJson(head, published))).toEqual(head);
  });

  it('tells the root\'s change from a change of the empty key, both at `/`', () => {
    expect(revertDiff(2, diffJson(1, 2))).toBe(1);
    expect(revertDiff({ '': 2 }, diffJson({ '': 1 }, { '': 2 }))).toEqual({ '': 1 });
    expect(revertDiff({ '': 5 }, diffJson(1, { '': 5 }))).toBe(1);
    expect(revertDiff({ '': { '': 5 } }, diffJson({ '': 1 }, { '': { '': 5 } }))).toEqual({ '': 1 });
  });

  it('restores a `__proto__` key as a key, not as the prototype', () => {
    const before = JSON.parse('{"__proto__": {"isAdmin": true}}') as Record<string, unknown>;
    const reverted = revertDiff({}, diffJson(before, {}));
    expect(Object.keys(reverted)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(reverted)).toBe(Object.prototype);
    expect((reverted as { isAdmin?: boolean }).isAdmin).toBeUndefined();
  });

  it('leaves the later document as it was', () => {
    const head = { a: [1, 2, 3], b: { c: 1 } };
    revertDiff(head, diffJson({ a: [1], b: {} }, head));
    expect(head).toEqual({ a: [1, 2, 3], b: { c: 1 } });
  });

  it('reverts any JSON change: diff(a, b) undone on b gives a', () => {
    fc.assert(
      fc.property(stored, stored, (before, after) => {
        expect(revertDiff(after, diffJson(before, after))).toEqual(before);
      }),
      { numRuns: 1000 },
    );
  });
});
