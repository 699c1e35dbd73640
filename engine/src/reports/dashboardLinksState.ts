// How a dashboard's link state changes with what the user does: set a filter, click a data point
// (which drills down where the widget can, else selects), drill back up, clear. Pure reducer.
import type { DashboardLinkState, DashboardFilterValue, ItemDrill } from './dashboardLinks';
import type { DatasetValue, WidgetDrill } from './types';

/** One thing the user did on a dashboard. */
export type DashboardLinkAction =
  | { type: 'setFilter'; filterId: string; value: DashboardFilterValue }
  /**
   * A click on a data point of a report item: `dimension` is the category the point stands for,
   * `drill` where the item's drill-down stands as its last data answered (absent: not drillable).
   */
  | { type: 'point'; itemId: string; dimension: string; value: DatasetValue; drill?: WidgetDrill }
  /** Back up the item's drill-down to `depth` values (0: the top level). */
  | { type: 'drillUp'; itemId: string; depth: number }
  /** Forget the item's clicked values (its drill stays). */
  | { type: 'clearClick'; itemId: string }
  /** Forget every click and drill; filters stay. */
  | { type: 'clearAll' };

function without<V>(record: Record<string, V>, key: string): Record<string, V> {
  const { [key]: _dropped, ...rest } = record;
  return rest;
}

/** Whether a click on the item's category `dimension` goes one level down rather than selecting. */
export function clickDrillsDown(drill: WidgetDrill | undefined, dimension: string): drill is WidgetDrill {
  if (!drill) return false;
  const depth = drill.path.length;
  return depth < drill.levels.length - 1 && drill.levels[depth] === dimension;
}

function pointClicked(state: DashboardLinkState, action: Extract<DashboardLinkAction, { type: 'point' }>): DashboardLinkState {
  if (clickDrillsDown(action.drill, action.dimension)) {
    // Going down: the drill path now carries the clicked value (and narrows the others from there).
    const drill: ItemDrill = { hierarchy: action.drill.hierarchy, path: [...action.drill.path, action.value], levels: action.drill.levels };
    return { ...state, drills: { ...state.drills, [action.itemId]: drill }, clicks: without(state.clicks, action.itemId) };
  }
  const current = state.clicks[action.itemId];
  // A second click on the selected point clears it (the others are restored).
  if (current && Object.keys(current).length === 1 && Object.is(current[action.dimension], action.value)) {
    return { ...state, clicks: without(state.clicks, action.itemId) };
  }
  return { ...state, clicks: { ...state.clicks, [action.itemId]: { [action.dimension]: action.value } } };
}

/** The link state after one user action. Never mutates `state`. */
export function dashboardLinkReducer(state: DashboardLinkState, action: DashboardLinkAction): DashboardLinkState {
  switch (action.type) {
    case 'setFilter':
      return { ...state, filterValues: { ...state.filterValues, [action.filterId]: action.value } };
    case 'point':
      return pointClicked(state, action);
    case 'drillUp': {
      const drill = state.drills[action.itemId];
      if (!drill) return state;
      const depth = Math.max(0, Math.min(action.depth, drill.path.length));
      const drills = depth === 0 ? without(state.drills, action.itemId) : { ...state.drills, [action.itemId]: { ...drill, path: drill.path.slice(0, depth) } };
      return { ...state, drills, clicks: without(state.clicks, action.itemId) };
    }
    case 'clearClick':
      return state.clicks[action.itemId] ? { ...state, clicks: without(state.clicks, action.itemId) } : state;
    case 'clearAll':
      return { ...state, clicks: {}, drills: {} };
  }
}
