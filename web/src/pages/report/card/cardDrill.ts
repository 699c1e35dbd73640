import type { DatasetFilter, DatasetValue, DrillState, WidgetData } from '@wharf/engine';
import type { PointValues } from '@wharf/renderer';

/** One step of a drill-down: the value clicked at a level, with the label it was shown under. */
export interface DrillStep {
  level: string;
  value: DatasetValue;
  label: string;
}

/**
 * The drill state the server is asked for: the widget's hierarchy and the values clicked so far;
 * none at the top level (the same request as the first load).
 */
export function drillStateOf(hierarchy: string | undefined, steps: readonly DrillStep[]): DrillState | undefined {
  return hierarchy && steps.length > 0 ? { hierarchy, path: steps.map((step) => step.value) } : undefined;
}

/**
 * What a click on a point of the card's chart does: one level down when the widget drills a
 * hierarchy and a lower level exists (the clicked category is added to the path, every other
 * filter stays), else drill-through when the widget has one, else nothing.
 */
export type CardClick = { kind: 'drillDown'; steps: DrillStep[] } | { kind: 'drillThrough'; values: PointValues } | { kind: 'none' };

export function cardClick(data: WidgetData, steps: readonly DrillStep[], values: PointValues): CardClick {
  const drill = data.drill;
  if (drill) {
    const level = drill.levels[steps.length];
    const hasLower = steps.length + 1 < drill.levels.length;
    if (level && hasLower && level in values) {
      const value = values[level] ?? null;
      const label = value === null ? '-' : (data.labels?.[level]?.[String(value)] ?? String(value));
      return { kind: 'drillDown', steps: [...steps, { level, value, label }] };
    }
  }
  if (data.widget.drillThrough) return { kind: 'drillThrough', values: withDrillPath(values, steps) };
  return { kind: 'none' };
}

/** The clicked values together with the drill path above them (a month clicked under 2024 keeps the year). */
function withDrillPath(values: PointValues, steps: readonly DrillStep[]): PointValues {
  return { ...Object.fromEntries(steps.map((step) => [step.level, step.value])), ...values };
}

/** The card's fixed filter from its menu parameters (`colCode` = `queryValue`), as the export body carries it. */
export function menuFilters(query: Readonly<Record<string, string>> | undefined): DatasetFilter[] {
  const colCode = query?.colCode;
  return colCode ? [{ colCode, op: 'eq', value: query.queryValue ?? '' }] : [];
}

/**
 * The card's menu filter as point values: a drill-through carries it along with the clicked values,
 * so the list shows the rows the clicked figure was computed from.
 */
export function menuPointValues(query: Readonly<Record<string, string>> | undefined): PointValues {
  return query?.colCode ? { [query.colCode]: query.queryValue ?? '' } : {};
}
