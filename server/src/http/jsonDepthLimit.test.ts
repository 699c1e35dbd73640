import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonDepthExceeds } from './jsonDepthLimit';

/** The nesting depth of a parsed JSON value, the slow and obvious way. */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  return 1 + Math.max(0, ...Object.values(value).map(depthOf));
}

describe('jsonDepthExceeds', () => {
  it('agrees with the depth of the parsed value, for text and for UTF-8 bytes', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 10 }), (value, limit) => {
        const text = JSON.stringify(value);
        const expected = depthOf(value) > limit;
        expect(jsonDepthExceeds(text, limit)).toBe(expected);
        expect(jsonDepthExceeds(new TextEncoder().encode(text), limit)).toBe(expected);
      }),
    );
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDepthExceeds('{"a":"\\"[[[{{{"}', 1)).toBe(false);
    expect(jsonDepthExceeds('["中文[", ["x"]]', 1)).toBe(true);
  });
});
