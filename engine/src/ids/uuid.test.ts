import { describe, expect, it } from 'vitest';
import { isUuid, uuidPattern, uuidPatternText } from './uuid';

describe('isUuid', () => {
  it('takes a uuid in either case', () => {
    expect(isUuid('0b6f5a52-8d2e-4c7b-9a51-3f2d1e0c9b8a')).toBe(true);
    expect(isUuid('0B6F5A52-8D2E-4C7B-9A51-3F2D1E0C9B8A')).toBe(true);
  });
  it('refuses anything else: other shapes, surrounding text, non-strings', () => {
    for (const value of ['', 'none', '0b6f5a528d2e4c7b9a513f2d1e0c9b8a', '{0b6f5a52-8d2e-4c7b-9a51-3f2d1e0c9b8a}', ' 0b6f5a52-8d2e-4c7b-9a51-3f2d1e0c9b8a', '0b6f5a52-8d2e-4c7b-9a51-3f2d1e0c9b8a\n', 'gb6f5a52-8d2e-4c7b-9a51-3f2d1e0c9b8a', 42, null, undefined]) {
      expect(isUuid(value)).toBe(false);
    }
  });
  it('gives the same answer as a JSON Schema pattern, and composes into lists', () => {
    expect(new RegExp(uuidPattern).test('0b6f5a52-8d2e-4c7b-9a51-3f2d1e0c9b8a')).toBe(true);
    const list = new RegExp(`^${uuidPatternText}(,${uuidPatternText})*$`);
    expect(list.test('0b6f5a52-8d2e-4c7b-9a51-3f2d1e0c9b8a,0B6F5A52-8D2E-4C7B-9A51-3F2D1E0C9B8A')).toBe(true);
    expect(list.test('0b6f5a52-8d2e-4c7b-9a51-3f2d1e0c9b8a,')).toBe(false);
  });
});
