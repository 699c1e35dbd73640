import type { ViewColumn } from '@wharf/schemas';
import type { ColumnSetting } from './types';

/**
 * The view's columns in the user's saved order, with the saved visibility and width laid over the
 * builder's. Columns the view gained since the settings were saved come last in the view's order;
 * saved columns the view no longer has are dropped.
 */
export function applyColumnSettings(columns: ReadonlyArray<ViewColumn>, settings: ReadonlyArray<ColumnSetting> | undefined): ViewColumn[] {
  if (!settings || settings.length === 0) return [...columns];
  const byCode = new Map(columns.map((column) => [column.colCode, column]));
  const ordered: ViewColumn[] = [];
  const seen = new Set<string>();
  for (const setting of settings) {
    const column = byCode.get(setting.colCode);
    if (!column || seen.has(setting.colCode)) continue;
    seen.add(setting.colCode);
    ordered.push({
      ...column,
      ...(setting.isHidden !== undefined ? { isHidden: setting.isHidden ? 'Y' : 'N' } : {}),
      ...(setting.width !== undefined ? { colWidth: Math.min(2000, Math.max(20, Math.round(setting.width))) } : {}),
    });
  }
  return [...ordered, ...columns.filter((column) => !seen.has(column.colCode))];
}

/** What the grid's column state says, as settings to save: only view columns, in the grid's order. */
export function settingsFromGridState(state: ReadonlyArray<{ colId: string; hide?: boolean | null; width?: number | null }>, columns: ReadonlyArray<ViewColumn>): ColumnSetting[] {
  const known = new Set(columns.map((column) => column.colCode));
  return state
    .filter((entry) => known.has(entry.colId))
    .map((entry) => ({ colCode: entry.colId, isHidden: entry.hide === true, ...(typeof entry.width === 'number' ? { width: Math.round(entry.width) } : {}) }));
}
