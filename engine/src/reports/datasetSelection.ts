import type { DatasetDefinition } from '@wharf/schemas';
import type { DatasetQuery, DatasetSort, DatasetValue, WidgetDrill } from './types';

type Dimension = DatasetDefinition['dimension'][number];
type Measure = DatasetDefinition['measure'][number];

/** What a query selects, resolved against the definition: only declared fields get this far. */
export interface DatasetSelection {
  /** The dimensions grouped by, in answer order (a drill's level in place of its hierarchy's). */
  dimensions: Dimension[];
  measures: Measure[];
  /** levels[i] = path[i] for each step of the drill path. */
  drillEquals: Array<{ dimension: Dimension; value: DatasetValue; path: string }>;
  drill?: WidgetDrill;
  sort: DatasetSort[];
}

type Report = (path: string, code: string, args?: unknown[]) => void;

const has = <T extends { colCode: string }>(list: ReadonlyArray<T>, code: unknown): T | undefined =>
  typeof code === 'string' ? list.find((item) => item.colCode === code) : undefined;

function pickFields<T extends { colCode: string }>(declared: ReadonlyArray<T>, requested: unknown, path: string, code: string, report: Report): T[] {
  if (requested === undefined) return [...declared];
  if (!Array.isArray(requested)) {
    report(path, 'dataset/invalid-query');
    return [];
  }
  const picked: T[] = [];
  requested.forEach((name, index) => {
    const field = has(declared, name);
    if (!field) report(`${path}/${index}`, code, [String(name)]);
    else if (!picked.includes(field)) picked.push(field);
  });
  return picked;
}

function resolveDrill(dataset: DatasetDefinition, query: DatasetQuery, dimensions: Dimension[], report: Report): Pick<DatasetSelection, 'drill' | 'drillEquals' | 'dimensions'> {
  const drill = query.drill;
  if (drill === undefined) return { dimensions, drillEquals: [] };
  const hierarchy = (dataset.hierarchies ?? []).find((h) => h.name === drill?.hierarchy);
  if (!hierarchy) {
    report('/drill/hierarchy', 'dataset/unknown-hierarchy', [String(drill?.hierarchy)]);
    return { dimensions, drillEquals: [] };
  }
  const path = Array.isArray(drill.path) ? drill.path : undefined;
  if (!path) {
    report('/drill/path', 'dataset/invalid-query');
    return { dimensions, drillEquals: [] };
  }
  if (path.length >= hierarchy.levels.length) {
    report('/drill/path', 'dataset/drill-too-deep', [hierarchy.name, hierarchy.levels.length - 1]);
    return { dimensions, drillEquals: [] };
  }
  const levels = hierarchy.levels.map((level) => has(dataset.dimension, level));
  const missing = levels.findIndex((level) => level === undefined);
  if (missing >= 0) {
    report(`/drill/hierarchy`, 'dataset/unknown-dimension', [hierarchy.levels[missing]]);
    return { dimensions, drillEquals: [] };
  }
  const levelDimensions = levels as Dimension[];
  const shown = levelDimensions[path.length]!;
  // The hierarchy's levels in the query give way to the level shown; the other dimensions stay (sibling context).
  const others = dimensions.filter((d) => !hierarchy.levels.includes(d.colCode));
  const drillEquals = path.map((value, i) => ({ dimension: levelDimensions[i]!, value, path: `/drill/path/${i}` }));
  return { dimensions: [shown, ...others], drillEquals, drill: { hierarchy: hierarchy.name, path: [...path], levels: [...hierarchy.levels] } };
}

function resolveSort(query: DatasetQuery, keys: ReadonlyArray<string>, dimensions: Dimension[], report: Report): DatasetSort[] {
  if (query.sort === undefined) return dimensions.map((d) => ({ by: d.colCode, order: 'asc' }));
  if (!Array.isArray(query.sort)) {
    report('/sort', 'dataset/invalid-query');
    return [];
  }
  const sort: DatasetSort[] = [];
  query.sort.forEach((item, index) => {
    if (!item || typeof item.by !== 'string' || !keys.includes(item.by)) report(`/sort/${index}/by`, 'dataset/unknown-sort-field', [String(item?.by)]);
    else if (item.order !== 'asc' && item.order !== 'desc') report(`/sort/${index}/order`, 'dataset/invalid-query');
    else sort.push({ by: item.by, order: item.order });
  });
  return sort;
}

/**
 * The dimensions, measures, drill and sort of a query, each checked against the definition:
 * absent lists mean every declared field; an unknown name is reported at its path
 * (`/dimensions/1`), never dropped. A drill groups by `levels[path.length]` in place of the
 * hierarchy's levels in the query and filters `levels[i] = path[i]`.
 */
export function resolveDatasetSelection(dataset: DatasetDefinition, query: DatasetQuery, report: Report): DatasetSelection {
  const requested = pickFields(dataset.dimension, query.dimensions, '/dimensions', 'dataset/unknown-dimension', report);
  const measures = pickFields(dataset.measure, query.measures, '/measures', 'dataset/unknown-measure', report);
  const { dimensions, drillEquals, drill } = resolveDrill(dataset, query, requested, report);
  const keys = [...dimensions.map((d) => d.colCode), ...measures.map((m) => m.colCode)];
  const sort = resolveSort(query, keys, dimensions, report);
  return { dimensions, measures, drillEquals, ...(drill ? { drill } : {}), sort };
}
