import { describe, expect, it, vi } from 'vitest';
import type { FormRow } from './formRuntime';
import { rowChanges, showRowChanges } from './rowChanges';

const row = (key: string, qty = 1): FormRow => ({ __key: key, qty });

describe('rowChanges', () => {
  it('finds the one replaced row of an edit', () => {
    const before = [row('a'), row('b'), row('c')];
    const edited = row('b', 5);
    expect(rowChanges(before, [before[0]!, edited, before[2]!])).toEqual({ add: [], update: [edited], remove: [] });
  });

  it('finds added, removed and replaced rows', () => {
    const before = [row('a'), row('b'), row('c')];
    const replaced = row('c', 9);
    const added = row('d');
    expect(rowChanges(before, [before[0]!, replaced, added])).toEqual({ add: [added], update: [replaced], remove: [before[1]] });
  });

  it('finds nothing when the rows are the same', () => {
    const before = [row('a'), row('b')];
    expect(rowChanges(before, [...before])).toEqual({ add: [], update: [], remove: [] });
  });
});

describe('showRowChanges', () => {
  function fakeGrid() {
    const updated: FormRow[] = [];
    const api = {
      getRowNode: (key: string) => ({ updateData: (data: FormRow) => updated.push({ ...data, __key: key }) }),
      applyTransaction: vi.fn(),
      refreshCells: vi.fn(),
    };
    return { api, updated };
  }

  it('gives an edited row to its row node without a transaction over the whole table', () => {
    const { api, updated } = fakeGrid();
    const edited = row('b', 5);
    showRowChanges(api as never, { add: [], update: [edited], remove: [] });
    expect(updated).toEqual([edited]);
    expect(api.applyTransaction).not.toHaveBeenCalled();
  });

  it('adds and removes rows in a transaction and renumbers them', () => {
    const { api } = fakeGrid();
    const added = row('d');
    showRowChanges(api as never, { add: [added], update: [], remove: [] });
    expect(api.applyTransaction).toHaveBeenCalledWith({ add: [added], update: [], remove: [] });
    expect(api.refreshCells).toHaveBeenCalledWith({ columns: ['#'], force: true });
  });
});
