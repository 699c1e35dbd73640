import { describe, expect, it } from 'vitest';
import { blankColumn, blankTable } from '../table/blankTable';
import { changedPaths, isTouched } from './touchedPaths';

describe('changedPaths', () => {
  it('finds the values typed, picked or cleared', () => {
    const before = blankTable();
    const after = { ...before, tableName: 'o', description: 'x', columns: [{ ...before.columns[0]!, colLength: 20 }] };
    expect(changedPaths(before, after).sort()).toEqual(['/columns/0/colLength', '/description', '/tableName']);
    expect(changedPaths(after, { ...after, description: undefined })).toEqual(['/description']);
  });

  it('does not count an item added or removed whole', () => {
    const before = blankTable();
    const after = { ...before, columns: [...before.columns, blankColumn(2, before.columns)] };
    expect(changedPaths(before, after)).toEqual([]);
    expect(changedPaths(after, before)).toEqual([]);
  });
});

describe('isTouched', () => {
  const touched = new Set(['/columns/1/colCode']);
  it('shows an issue on the value edited, or on what holds it', () => {
    expect(isTouched('/columns/1/colCode', touched)).toBe(true);
    expect(isTouched('/columns', touched)).toBe(true);
    expect(isTouched('/columns/1/colName', touched)).toBe(false);
    expect(isTouched('/tableTitle', touched)).toBe(false);
    expect(isTouched('/columns/10/colCode', touched)).toBe(false);
  });
});
