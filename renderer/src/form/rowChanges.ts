import type { GridApi } from 'ag-grid-community';
import type { FormRow } from './formRuntime';

/** What changed between two versions of a sub-table's rows, by row key (rows are replaced, never changed in place). */
export interface RowChanges {
  add: FormRow[];
  update: FormRow[];
  remove: FormRow[];
}

/**
 * The rows added, replaced and removed between `before` and `next`. The common case — a cell edit or a
 * recomputation, same rows in the same order — is found with one identity pass and no maps.
 */
export function rowChanges(before: readonly FormRow[], next: readonly FormRow[]): RowChanges {
  if (before.length === next.length && next.every((row, index) => row.__key === before[index]!.__key)) {
    return { add: [], update: next.filter((row, index) => row !== before[index]), remove: [] };
  }
  const beforeByKey = new Map(before.map((row) => [row.__key, row]));
  const nextKeys = new Set(next.map((row) => row.__key));
  return {
    add: next.filter((row) => !beforeByKey.has(row.__key)),
    update: next.filter((row) => beforeByKey.has(row.__key) && beforeByKey.get(row.__key) !== row),
    remove: before.filter((row) => !nextKeys.has(row.__key)),
  };
}

/** Row updates of at most this many rows go to their row nodes; more (a master field recomputing every row) go in one transaction. */
const rowUpdateLimit = 20;

/**
 * Hands the grid what changed. An edit replaces one row: `updateData` refreshes that rendered row and
 * nothing else, where a transaction would run the grid's row-model pipeline (sort, filter, flatten of
 * all rows) and re-check every rendered row. Adds and removes go in a transaction, and renumber `#`.
 */
export function showRowChanges(api: Pick<GridApi<FormRow>, 'getRowNode' | 'applyTransaction' | 'refreshCells'>, { add, update, remove }: RowChanges): void {
  if (add.length === 0 && remove.length === 0 && update.length <= rowUpdateLimit) {
    for (const row of update) api.getRowNode(row.__key)?.updateData(row);
    return;
  }
  api.applyTransaction({ add, update, remove });
  if (add.length > 0 || remove.length > 0) api.refreshCells({ columns: ['#'], force: true });
}
