import { dateBucketRange, menuEntryOf, resolveMenuComponent, type DatasetColumn, type MenuItem } from '@wharf/engine';
import type { PointValues } from '@wharf/renderer';
import type { ReportDefinition } from '@wharf/schemas';
import { flattenMenu } from '../../../menus/menuNavigation';

/**
 * Where a drill-through leads: the caller's menu entry of the target view (its list page), else
 * the address a builder's menu entry of the view has (`/eform/view/<viewCode>`, engine
 * `menuEntryOf`), with the clicked values as query parameters — each dimension under the view
 * column the widget's fieldMap names, else under its own code. The list page reads them as fixed
 * filters. Empty values are left out (a list filter of '' would match nothing). A grouped date (a month
 * of `declDate`) becomes the range of its bucket (`2026-11-01,2026-11-30`), as the list's date range
 * filter takes it: the bucket's first day alone would match only that day.
 */
export function drillThroughHref(target: NonNullable<ReportDefinition['drillThrough']>, values: PointValues, menu: ReadonlyArray<MenuItem>, columns: ReadonlyArray<DatasetColumn> = []): string {
  const entry = flattenMenu(menu).find((item) => {
    const resolved = resolveMenuComponent(item);
    return resolved.kind === 'viewLayout' && resolved.code === target.viewCode;
  });
  const path = entry?.path ?? menuEntryOf('view', target.viewCode).path;
  const params = new URLSearchParams();
  for (const [dimension, value] of Object.entries(values)) {
    if (value === null || value === undefined || value === '') continue;
    const colCode = target.fieldMap?.find((mapping) => mapping.dimension === dimension)?.colCode ?? dimension;
    const granularity = columns.find((column) => column.key === dimension)?.dateGranularity;
    const range = granularity ? dateBucketRange(granularity, String(value)) : undefined;
    params.set(colCode, range ? range.join(',') : String(value));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
