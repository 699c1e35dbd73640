import type { Placed } from './layout';

/** Consecutive grid rows that no placed thing spans out of: drawn as a grid of their own. */
export interface GridBand {
  /** The first row of the band in the whole grid (0-based). */
  firstRow: number;
  /** Its items, sorted by position, with `y` still counted in the whole grid. */
  items: Placed[];
}

/**
 * Cuts a placed list into bands of rows: a cut falls between two rows only where nothing spans
 * across it. Each band is drawn as its own 24-column grid, one under the other. The columns do not
 * depend on content (`minmax(0, 1fr)`) and the grid has no row gap, and an empty row of a grid is
 * 0 px tall either way, so the bands look exactly like the one grid they replace — but a change
 * inside a field lays out the few items of its band instead of every item of the form, and a band
 * can be painted and hit-tested as one unit (GridTemplate).
 */
export function gridBands(items: readonly Placed[]): GridBand[] {
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  const bands: GridBand[] = [];
  let current: GridBand | undefined;
  let bottom = -1;
  for (const placed of sorted) {
    if (!current || placed.y >= bottom) {
      current = { firstRow: placed.y, items: [] };
      bands.push(current);
    }
    current.items.push(placed);
    bottom = Math.max(bottom, placed.y + placed.h);
  }
  return bands;
}
