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
 * `boxes` packed upwards as the grid shows them (react-grid-layout's vertical compaction), each
 * clamped first; the result keeps the order of `boxes`. The designers store positions after this,
 * so what is saved is what the grid and the runtime draw.
 */
export function packBoxes(boxes: readonly GridBox[], columns: number): GridBox[] {
  const layout: Layout = boxes.map((box) => ({ i: box.id, ...clampBox({ x: box.x, y: box.y, w: box.w, h: box.h }, columns) }));
  const packed = new Map(verticalCompactor.compact(layout, columns).map((item) => [item.i, item]));
  return boxes.map((box) => {
    const item = packed.get(box.id)!;
    return { id: box.id, x: item.x, y: item.y, w: item.w, h: item.h };
  });
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
export function boxesFromLayout(boxes: readonly GridBox[], layout: readonly { i: string; x: number; y: number; w: number; h: number }[], columns: number): GridBox[] | undefined {
  const byId = new Map(layout.map((item) => [item.i, item]));
  const moved = boxes.map((box) => {
    const item = byId.get(box.id);
    if (!item) return box;
    // A resize keeps the left edge and stops at the grid's right edge; a move keeps the width.
    const w = item.x === box.x && item.w !== box.w ? Math.min(item.w, columns - item.x) : item.w;
    return { id: box.id, ...clampBox({ x: item.x, y: item.y, w, h: item.h }, columns) };
  });
  const packed = packBoxes(moved, columns);
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
