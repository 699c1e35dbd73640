import { verticalCompactor, type Layout } from 'react-grid-layout/core';

/** One thing placed on a designer's grid, in grid units (the dashboard's items and the portal's widgets carry these). */
export interface GridBox {
  id: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Width and height of something about to be placed, in grid units. */
export interface GridSize {
  w: number;
  h: number;
}

/** The schemas' limits on a box's row and height (dashboard and portal alike). */
const maxY = 10000;
const maxH = 1000;

const whole = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(Number.isFinite(value) ? value : min)));

/**
 * `box` moved and sized into a grid of `columns`: width 1..columns, x so that the box ends inside the
 * last column, row and height inside the schemas' limits. A box can never stand out of the grid.
 */
export function clampBox<B extends Omit<GridBox, 'id'>>(box: B, columns: number): B {
  const w = whole(box.w, 1, columns);
  return { ...box, w, x: whole(box.x, 0, columns - w), y: whole(box.y, 0, maxY), h: whole(box.h, 1, maxH) };
}

/**
 * How a kind's grid places boxes: `vertical` packs them upwards (the portal: no gaps, like its
 * runtime); `free` keeps them where the builder put them, gaps included, only pushing a box down
 * out of another's way (the dashboard and its large screen draw items exactly where they stand).
 */
export type GridPacking = 'vertical' | 'free';

/**
 * `boxes` as the grid shows them under `packing`, each clamped first; the result keeps the order of
 * `boxes`. The designers store positions after this, so what is saved is what the grid and the
 * runtime draw.
 */
export function packBoxes(boxes: readonly GridBox[], columns: number, packing: GridPacking = 'vertical'): GridBox[] {
  const clamped = boxes.map((box) => ({ id: box.id, ...clampBox({ x: box.x, y: box.y, w: box.w, h: box.h }, columns) }));
  if (packing === 'free') return withoutOverlaps(clamped);
  const layout: Layout = clamped.map((box) => ({ i: box.id, x: box.x, y: box.y, w: box.w, h: box.h }));
  const packed = new Map(verticalCompactor.compact(layout, columns).map((item) => [item.i, item]));
  return boxes.map((box) => {
    const item = packed.get(box.id)!;
    return { id: box.id, x: item.x, y: item.y, w: item.w, h: item.h };
  });
}

const overlaps = (a: GridBox, b: GridBox) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * Boxes that overlap are pushed down below what they overlap, top row first (on equal rows, the
 * earlier box stays); nothing moves up, so gaps the builder left stay.
 */
function withoutOverlaps(boxes: readonly GridBox[]): GridBox[] {
  const order = boxes.map((box, index) => ({ box, index })).sort((a, b) => a.box.y - b.box.y || a.index - b.index);
  const placed: GridBox[] = [];
  const result: GridBox[] = [...boxes];
  for (const { box, index } of order) {
    let moved = box;
    for (let blocker = placed.find((other) => overlaps(moved, other)); blocker; blocker = placed.find((other) => overlaps(moved, other))) {
      moved = { ...moved, y: blocker.y + blocker.h };
    }
    placed.push(moved);
    result[index] = moved;
  }
  return result;
}

/** The first free row under every box (0 on an empty grid). */
export function bottomRow(boxes: readonly GridBox[]): number {
  return boxes.reduce((bottom, box) => Math.max(bottom, box.y + box.h), 0);
}

/**
 * Where a new box of `size` goes: at `at` when it was dropped on a cell (clamped into the grid),
 * otherwise under everything, at the left edge.
 */
export function placeNewBox(boxes: readonly GridBox[], size: GridSize, columns: number, at?: { x: number; y: number }): Omit<GridBox, 'id'> {
  return clampBox({ x: at?.x ?? 0, y: at?.y ?? bottomRow(boxes), w: size.w, h: size.h }, columns);
}

/**
 * Positions taken from the grid's layout after a drag, resize or drop (clamped, then packed), or
 * undefined when nothing moved, so a click that moved nothing is no edit.
 */
export function boxesFromLayout(
  boxes: readonly GridBox[],
  layout: readonly { i: string; x: number; y: number; w: number; h: number }[],
  columns: number,
  packing: GridPacking = 'vertical',
): GridBox[] | undefined {
  const byId = new Map(layout.map((item) => [item.i, item]));
  const moved = boxes.map((box) => {
    const item = byId.get(box.id);
    if (!item) return box;
    // A resize keeps the left edge and stops at the grid's right edge; a move keeps the width.
    const w = item.x === box.x && item.w !== box.w ? Math.min(item.w, columns - item.x) : item.w;
    return { id: box.id, ...clampBox({ x: item.x, y: item.y, w, h: item.h }, columns) };
  });
  const packed = packBoxes(moved, columns, packing);
  return packed.some((box, i) => !sameBox(box, boxes[i]!)) ? packed : undefined;
}

/** A box moved by (dx, dy) and resized by (dw, dh) from the keyboard, kept inside the grid. */
export function nudgeBox(box: GridBox, change: { dx?: number; dy?: number; dw?: number; dh?: number }, columns: number): GridBox {
  const x = box.x + (change.dx ?? 0);
  // Growing stops at the right edge (the box does not slide left); moving keeps the width.
  const w = change.dw ? Math.min(box.w + change.dw, columns - box.x) : box.w;
  return { ...clampBox({ x, y: box.y + (change.dy ?? 0), w, h: box.h + (change.dh ?? 0) }, columns), id: box.id };
}

/** The first `prefix<n>` (n = 1, 2, …) not in `taken`: ids the schemas accept ([A-Za-z0-9_-]). */
export function nextBoxId(prefix: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  let n = 1;
  while (used.has(`${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
}

function sameBox(a: GridBox, b: GridBox): boolean {
  return a.id === b.id && a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;
}
