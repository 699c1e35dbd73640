import { describe, expect, it } from 'vitest';
import { gridBands } from './gridBands';
import type { Placed } from './layout';

const item = (name: string, x: number, y: number, w: number, h = 1): Placed => ({ kind: 'item', name, x, y, w, h });
const bandsOf = (items: Placed[]) => gridBands(items).map((band) => `${band.firstRow}:${band.items.map((p) => (p.kind === 'item' ? p.name : p.key)).join(',')}`);

describe('gridBands', () => {
  it('cuts between rows that nothing spans, in position order', () => {
    expect(bandsOf([item('c', 16, 0, 8), item('d', 0, 1, 24), item('a', 0, 0, 8), item('b', 8, 0, 8)])).toEqual(['0:a,b,c', '1:d']);
  });

  it('keeps rows together while an item spans down across them', () => {
    // a spans rows 0-1 next to b and c; d spans 3-5 and e sits in row 5; f starts after both.
    expect(bandsOf([item('a', 0, 0, 12, 2), item('b', 12, 0, 12), item('c', 12, 1, 12), item('d', 0, 3, 12, 3), item('e', 12, 5, 12), item('f', 0, 6, 24)])).toEqual(['0:a,b,c', '3:d,e', '6:f']);
  });

  it('starts a band at its first row, leaving out empty rows between bands', () => {
    const bands = gridBands([item('a', 0, 2, 24), item('b', 0, 7, 24, 2), item('c', 0, 8, 6)]);
    expect(bands.map((band) => band.firstRow)).toEqual([2, 7]);
    expect(bands[1]!.items.map((p) => p.y - bands[1]!.firstRow)).toEqual([0, 1]);
  });

  it('treats a container like any placed item and draws nothing for nothing', () => {
    const group: Placed = { kind: 'group', key: 'g', x: 0, y: 1, w: 24, h: 3, children: [item('inner', 0, 0, 24)], tabs: [] };
    expect(bandsOf([item('a', 0, 0, 24), group, item('b', 0, 2, 12)])).toEqual(['0:a', '1:g,b']);
    expect(gridBands([])).toEqual([]);
  });
});
