import { diffJson } from '@wharf/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { revertDiff } from './publishedBody';

describe('revertDiff', () => {
  it('gives the published body back from the head and the diff between them', () => {
    const published = { formName: 'A', fields: [{ colCode: 'a' }, { colCode: 'b', rules: [{ required: 'Y' }] }], layout: { pc: { cols: 24 } } };
    const head = { formName: 'B', fields: [{ colCode: 'a', title: 'x' }, { colCode: 'b', rules: [] }, { colCode: 'c' }], extra: true };
    expect(revertDiff(head, diffJson(published, head))).toEqual(published);
    expect(revertDiff(published, diffJson(head, published))).toEqual(head);
  });

  // An empty key would have the root's path '/' in diffJson's format; definitions have none.
  const hasEmptyKey = (value: unknown): boolean =>
    Array.isArray(value) ? value.some(hasEmptyKey) : typeof value === 'object' && value !== null ? Object.entries(value).some(([key, v]) => key === '' || hasEmptyKey(v)) : false;

  it('reverts any JSON change', () => {
    const stored = fc.jsonValue().map((value) => JSON.parse(JSON.stringify(value)) as unknown).filter((value) => !hasEmptyKey(value));
    fc.assert(fc.property(stored, stored, (before, after) => {
      expect(revertDiff(after, diffJson(before, after))).toEqual(before);
    }));
  });
});
