import type { DatasetValue, WidgetData } from '@wharf/engine';
import type { DashboardFilter } from '@wharf/schemas';
import type { DashboardOption } from './types';

function labelOf(data: Pick<WidgetData, 'labels'>, key: string, value: DatasetValue): string {
  return data.labels?.[key]?.[String(value)] ?? String(value);
}

/** The distinct non-empty values of `key` in these answers, labelled with their dictionary labels. */
export function valuesAsOptions(answers: ReadonlyArray<WidgetData | undefined>, key: string): DashboardOption[] {
  const seen = new Map<string, DashboardOption>();
  for (const data of answers) {
    if (!data || !data.columns.some((column) => column.key === key)) continue;
    for (const row of data.rows) {
      const value = row[key];
      if (value === null || value === undefined || value === '' || seen.has(String(value))) continue;
      seen.set(String(value), { value: String(value), text: labelOf(data, key, value) });
    }
  }
  return [...seen.values()];
}

/** The category axis of a widget's answer (its drill level or xField) as options. */
export function categoryOptions(data: WidgetData): DashboardOption[] {
  const key = data.drill ? data.drill.levels[data.drill.path.length] : data.widget.xField;
  return key ? valuesAsOptions([data], key) : [];
}

/**
 * A select filter's choices: its dictionary's items when it names one, else the category axis of its
 * `optionsFrom` widget, else the values of its column the dashboard's answers hold.
 */
export function filterOptions(
  filter: DashboardFilter,
  sources: { dictionary?: DashboardOption[]; optionsFrom?: WidgetData; answers: ReadonlyArray<WidgetData | undefined> },
): DashboardOption[] {
  if (filter.dictCode) return sources.dictionary ?? [];
  if (filter.optionsFrom) return sources.optionsFrom ? categoryOptions(sources.optionsFrom) : [];
  return valuesAsOptions(sources.answers, filter.colCode);
}
