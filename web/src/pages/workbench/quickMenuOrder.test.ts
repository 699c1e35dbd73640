import { describe, expect, it } from 'vitest';
import { addQuickMenuId, moveQuickMenuId } from './quickMenuOrder';

describe('quick menu order', () => {
  it('moves an id forwards and backwards', () => {
    expect(moveQuickMenuId(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveQuickMenuId(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveQuickMenuId(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });

  it('adds at most 27 distinct ids', () => {
    expect(addQuickMenuId(['a'], 'a')).toEqual(['a']);
    const full = Array.from({ length: 27 }, (_, index) => `m${index}`);
    expect(addQuickMenuId(full, 'x')).toHaveLength(27);
    expect(addQuickMenuId(full.slice(1), 'x').at(-1)).toBe('x');
  });
});
