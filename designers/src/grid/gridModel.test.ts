import { describe, expect, it } from 'vitest';
import { boxesFromLayout, clampBox, nextBoxId, nudgeBox, packBoxes, placeNewBox } from './gridModel';

describe('the grid model', () => {
  it('clamps a box into the columns: never wider than the grid, never past its right edge or above its top', () => {
    expect(clampBox({ x: 20, y: 3, w: 8, h: 4 }, 24)).toEqual({ x: 16, y: 3, w: 8, h: 4 });
    expect(clampBox({ x: -3, y: -2, w: 30, h: 0 }, 24)).toEqual({ x: 0, y: 0, w: 24, h: 1 });
    expect(clampBox({ x: 11, y: 0, w: 6, h: 2 }, 12)).toEqual({ x: 6, y: 0, w: 6, h: 2 });
    expect(clampBox({ x: 2.6, y: 1.4, w: 3.5, h: 2.2 }, 12)).toEqual({ x: 3, y: 1, w: 4, h: 2 });
  });

  it('places a dropped box where it was dropped, inside the grid; a clicked one under everything', () => {
    const boxes = [{ id: 'a', x: 0, y: 0, w: 12, h: 5 }];
    expect(placeNewBox(boxes, { w: 8, h: 4 }, 24, { x: 22, y: 1 })).toEqual({ x: 16, y: 1, w: 8, h: 4 });
    expect(placeNewBox(boxes, { w: 30, h: 4 }, 24)).toEqual({ x: 0, y: 5, w: 24, h: 4 });
  });

  it('takes a resize beyond the grid back to its edge, and packs the boxes upward', () => {
    const boxes = [
      { id: 'a', x: 0, y: 0, w: 6, h: 4 },
      { id: 'b', x: 6, y: 0, w: 6, h: 4 },
    ];
    const resized = boxesFromLayout(boxes, [{ i: 'a', x: 0, y: 0, w: 6, h: 4 }, { i: 'b', x: 6, y: 0, w: 40, h: 4 }], 12);
    // A resize past the right edge stops at the edge: nothing changed, so no edit at all.
    expect(resized).toBeUndefined();
    const grown = boxesFromLayout([{ id: 'a', x: 4, y: 0, w: 4, h: 4 }], [{ i: 'a', x: 4, y: 0, w: 40, h: 4 }], 12)!;
    expect(grown).toEqual([{ id: 'a', x: 4, y: 0, w: 8, h: 4 }]);
    const widened = boxesFromLayout(boxes, [{ i: 'a', x: 0, y: 0, w: 6, h: 4 }, { i: 'b', x: 9, y: 0, w: 5, h: 4 }], 12)!;
    expect(widened[1]).toEqual({ id: 'b', x: 7, y: 0, w: 5, h: 4 });
    expect(packBoxes([{ id: 'a', x: 0, y: 7, w: 4, h: 2 }], 12)).toEqual([{ id: 'a', x: 0, y: 0, w: 4, h: 2 }]);
  });

  it('moves and resizes from the keyboard without leaving the grid', () => {
    const box = { id: 'a', x: 10, y: 0, w: 2, h: 2 };
    expect(nudgeBox(box, { dx: 1 }, 12)).toEqual(box);
    expect(nudgeBox(box, { dw: 1 }, 12)).toEqual(box);
    expect(nudgeBox({ ...box, x: 8 }, { dw: 1 }, 12)).toEqual({ ...box, x: 8, w: 3 });
    expect(nudgeBox({ ...box, x: 0 }, { dx: -1, dh: -5 }, 12)).toEqual({ ...box, x: 0, h: 1 });
  });

  it('names new boxes by their type with the first free number', () => {
    expect(nextBoxId('report', [])).toBe('report1');
    expect(nextBoxId('report', ['report1', 'report3'])).toBe('report2');
  });
  it('leaves boxes where they were put under free packing, pushing down only what overlaps', () => {
    expect(packBoxes([{ id: 'a', x: 0, y: 7, w: 4, h: 2 }], 12, 'free')).toEqual([{ id: 'a', x: 0, y: 7, w: 4, h: 2 }]);
    const pushed = packBoxes([{ id: 'a', x: 0, y: 2, w: 6, h: 4 }, { id: 'b', x: 3, y: 4, w: 6, h: 2 }, { id: 'c', x: 10, y: 0, w: 2, h: 2 }], 12, 'free');
    expect(pushed).toEqual([{ id: 'a', x: 0, y: 2, w: 6, h: 4 }, { id: 'b', x: 3, y: 6, w: 6, h: 2 }, { id: 'c', x: 10, y: 0, w: 2, h: 2 }]);
    // A drag that leaves a gap above a box keeps it (vertical packing would close it).
    expect(boxesFromLayout([{ id: 'a', x: 0, y: 0, w: 4, h: 2 }], [{ i: 'a', x: 0, y: 5, w: 4, h: 2 }], 12, 'free')).toEqual([{ id: 'a', x: 0, y: 5, w: 4, h: 2 }]);
    expect(boxesFromLayout([{ id: 'a', x: 0, y: 0, w: 4, h: 2 }], [{ i: 'a', x: 0, y: 5, w: 4, h: 2 }], 12)).toBeUndefined();
  });
});
