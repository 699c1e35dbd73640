// Which filters reach which dashboard item (issue 17 "filters that link widgets"): the filter controls'
// values, the clicks on report items and each item's own drill-down, turned into every report item's
// DatasetFilter list and its batched data request. Pure: the renderer keeps the state and draws.
import type { DashboardDefinition, DashboardFilter, DashboardItem } from '@wharf/schemas';
import type { DatasetFilter, DatasetValue, WidgetDataRequest } from './types';

/** A filter control's value: one value (select, text, number), a list (multiSelect) or [from, to] (dateRange). */
export type DashboardFilterValue = DatasetValue | DatasetValue[] | undefined;

/** Where one report item's drill-down stands: the hierarchy, the values clicked so far and its levels. */
export interface ItemDrill {
  hierarchy: string;
  path: DatasetValue[];
  /** The hierarchy's levels, top first (as the widget's data answered them). */
  levels: string[];
}

/**
 * What the user has done on a dashboard, kept per concern so drill-down and linkage work together
 * (DataEase #10331, #4971): a drill never clears the clicks of other items, a click never resets a drill.
 */
export interface DashboardLinkState {
  /** Filter control values by filterId; a filter never touched is absent (its default applies). */
  filterValues: Record<string, DashboardFilterValue>;
  /** The values clicked on a report item (item id → dimension → value). */
  clicks: Record<string, Record<string, DatasetValue>>;
  /** Each report item's own drill-down (item id → drill). */
  drills: Record<string, ItemDrill>;
}

/** What the links are worked out from. */
export interface DashboardLinkInput {
  definition: Pick<DashboardDefinition, 'items' | 'filters'>;
  state: DashboardLinkState;
  /**
   * The dimension codes each report item's dataset is known to have (item id → codes). A filter or
   * click without explicit targets reaches an item only when its list names the dimension; an item
   * whose list is not known yet (its data never arrived) is not narrowed by them.
   */
  dimensions: Readonly<Record<string, readonly string[] | undefined>>;
}

/** The empty state of a dashboard (no filter touched, nothing clicked, nothing drilled). */
export function emptyLinkState(): DashboardLinkState {
  return { filterValues: {}, clicks: {}, drills: {} };
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.every(isBlank));
}

function listOf(text: string): string[] {
  return text.split(',').map((part) => part.trim()).filter((part) => part !== '');
}

/**
 * A filter's value before the user touches it: its `defaultValue`, where a multiSelect's default is a
 * comma-separated list and a dateRange's default is "from,to"; booleans travel as text.
 */
export function defaultFilterValue(filter: DashboardFilter): DashboardFilterValue {
  const value = filter.defaultValue;
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'boolean') return String(value);
  if ((filter.control === 'multiSelect' || filter.control === 'dateRange') && typeof value === 'string') {
    return filter.control === 'dateRange' ? value.split(',').map((part) => part.trim() || null).slice(0, 2) : listOf(value);
  }
  return value;
}

/** A filter's current value: what the user set (even cleared), else its default. */
export function currentFilterValue(filter: DashboardFilter, state: DashboardLinkState): DashboardFilterValue {
  return Object.hasOwn(state.filterValues, filter.filterId) ? state.filterValues[filter.filterId] : defaultFilterValue(filter);
}

/**
 * The dataset filter a control's value stands for, or undefined when the value is blank: select and
 * number compare equal, multiSelect takes the listed values, text matches a part (like), dateRange is
 * between its two ends (or from/to alone when one end is empty).
 */
export function controlFilter(filter: Pick<DashboardFilter, 'colCode' | 'control'>, value: DashboardFilterValue): DatasetFilter | undefined {
  if (isBlank(value)) return undefined;
  const colCode = filter.colCode;
  const values = (Array.isArray(value) ? value : [value]).filter((part) => !isBlank(part)) as DatasetValue[];
  switch (filter.control) {
    case 'multiSelect':
      return { colCode, op: 'in', value: values };
    case 'dateRange': {
      const [from, to] = Array.isArray(value) ? value : [value, null];
      if (!isBlank(from) && !isBlank(to)) return { colCode, op: 'between', value: [from!, to!] };
      return isBlank(from) ? { colCode, op: 'lte', value: to! } : { colCode, op: 'gte', value: from! };
    }
    case 'text':
      return { colCode, op: 'like', value: String(values[0]) };
    case 'number': {
      const number = Number(values[0]);
      return Number.isFinite(number) ? { colCode, op: 'eq', value: number } : undefined;
    }
    default:
      return { colCode, op: 'eq', value: values[0] };
  }
}

function reportItems(definition: DashboardLinkInput['definition']): DashboardItem[] {
  return definition.items.filter((item) => item.itemType === 'report' && item.widgetCode);
}

function hasDimension(input: DashboardLinkInput, itemId: string, colCode: string): boolean {
  return input.dimensions[itemId]?.includes(colCode) ?? false;
}

/**
 * The equalities an item's user actions impose on the other items: its drill path (level i = the
 * i-th value clicked) and its clicked values. Empty for an item with `linkClicks: false`.
 */
export function selectionOf(item: Pick<DashboardItem, 'itemId' | 'linkClicks'>, state: DashboardLinkState): Record<string, DatasetValue> {
  if (item.linkClicks === false) return {};
  const selection: Record<string, DatasetValue> = {};
  const drill = state.drills[item.itemId];
  drill?.path.forEach((value, level) => {
    const dimension = drill.levels[level];
    if (dimension) selection[dimension] = value;
  });
  return { ...selection, ...state.clicks[item.itemId] };
}

function addOnce(filters: DatasetFilter[], seen: Set<string>, filter: DatasetFilter): void {
  const key = JSON.stringify([filter.colCode, filter.op, filter.value]);
  if (seen.has(key)) return;
  seen.add(key);
  filters.push(filter);
}

/**
 * Every report item's filters (item id → DatasetFilter[]): each filter control with a value reaches
 * its `targets`, or, without targets, every report item whose dataset has its column; each item's
 * clicks and drill path narrow every *other* report item that has the dimension (never itself: its
 * own drill travels as its drill state). Identical filters from several sources are sent once.
 */
export function itemFilters(input: DashboardLinkInput): Record<string, DatasetFilter[]> {
  const items = reportItems(input.definition);
  const answer: Record<string, DatasetFilter[]> = {};
  for (const item of items) {
    const filters: DatasetFilter[] = [];
    const seen = new Set<string>();
    for (const filter of input.definition.filters ?? []) {
      const reaches = filter.targets ? filter.targets.includes(item.itemId) : hasDimension(input, item.itemId, filter.colCode);
      const datasetFilter = reaches ? controlFilter(filter, currentFilterValue(filter, input.state)) : undefined;
      if (datasetFilter) addOnce(filters, seen, datasetFilter);
    }
    for (const source of items) {
      if (source.itemId === item.itemId) continue;
      for (const [dimension, value] of Object.entries(selectionOf(source, input.state))) {
        if (hasDimension(input, item.itemId, dimension)) addOnce(filters, seen, { colCode: dimension, op: value === null ? 'isNull' : 'eq', ...(value === null ? {} : { value }) });
      }
    }
    answer[item.itemId] = filters;
  }
  return answer;
}

/** The batched data request of every report item (key = item id), with its filters and its own drill. */
export function widgetRequests(input: DashboardLinkInput): WidgetDataRequest[] {
  const filters = itemFilters(input);
  return reportItems(input.definition).map((item) => {
    const drill = input.state.drills[item.itemId];
    const request: WidgetDataRequest = { key: item.itemId, widgetCode: item.widgetCode! };
    if (filters[item.itemId]!.length > 0) request.filters = filters[item.itemId];
    if (drill && drill.path.length > 0) request.drill = { hierarchy: drill.hierarchy, path: drill.path };
    return request;
  });
}

/** A request's identity: two requests with the same signature ask for the same data. */
export function requestSignature(request: WidgetDataRequest): string {
  return JSON.stringify([request.widgetCode, request.filters ?? [], request.drill ?? null]);
}

/**
 * The requests whose data is not the data last asked for (`asked`: key → signature of the request
 * last sent): after a filter or click only the affected items are fetched again.
 */
export function changedRequests(requests: readonly WidgetDataRequest[], asked: Readonly<Record<string, string>>): WidgetDataRequest[] {
  return requests.filter((request) => asked[request.key] !== requestSignature(request));
}
