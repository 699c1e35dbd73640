import type { DatasetDefinition, ReportDefinition } from '@wharf/schemas';

/** A problem found before publishing, at a JSON pointer into the definition's body. */
export interface PublishIssue {
  path: string;
  code: string;
  args: unknown[];
}

/**
 * What keeps a dataset from running, checked before it is published: its hierarchies' levels and
 * its required filters must be its dimensions, and a table dataset's fields must be columns of its
 * synced table (`tableColumns`; undefined: the table is not synced).
 */
export function datasetPublishIssues(dataset: DatasetDefinition, tableColumns: ReadonlySet<string> | undefined): PublishIssue[] {
  const issues: PublishIssue[] = [];
  const dimensions = new Set(dataset.dimension.map((d) => d.colCode));
  (dataset.hierarchies ?? []).forEach((hierarchy, i) => hierarchy.levels.forEach((level, j) => {
    if (!dimensions.has(level)) issues.push({ path: `/hierarchies/${i}/levels/${j}`, code: 'dataset/unknown-dimension', args: [level] });
  }));
  (dataset.requiredFilters ?? []).forEach((code, i) => {
    if (!dimensions.has(code)) issues.push({ path: `/requiredFilters/${i}`, code: 'dataset/unknown-dimension', args: [code] });
  });
  if (dataset.sourceType === 'table') {
    if (!tableColumns) {
      issues.push({ path: '/tableName', code: 'dataset/table-not-synced', args: [dataset.tableName ?? ''] });
    } else {
      dataset.dimension.forEach((d, i) => { if (!tableColumns.has(d.colCode)) issues.push({ path: `/dimension/${i}/colCode`, code: 'dataset/unknown-source-column', args: [d.colCode] }); });
      dataset.measure.forEach((m, i) => { if (!tableColumns.has(m.colCode)) issues.push({ path: `/measure/${i}/colCode`, code: 'dataset/unknown-source-column', args: [m.colCode] }); });
    }
  }
  return issues;
}

/**
 * What keeps a widget from drawing, checked before it is published: its dataset must be published
 * (`dataset` undefined otherwise), its category and series fields must be dimensions of it, its
 * plotted fields measures, its sort one of those, and its drill hierarchy one the dataset declares.
 */
export function widgetPublishIssues(widget: ReportDefinition, dataset: DatasetDefinition | undefined): PublishIssue[] {
  if (!dataset) return [{ path: '/datasetCode', code: 'dataset/not-found', args: [widget.datasetCode] }];
  const issues: PublishIssue[] = [];
  const dimensions = new Set(dataset.dimension.map((d) => d.colCode));
  const measures = new Set(dataset.measure.map((m) => m.colCode));
  for (const field of ['xField', 'seriesField'] as const) {
    const code = widget[field];
    if (code !== undefined && !dimensions.has(code)) issues.push({ path: `/${field}`, code: 'dataset/unknown-dimension', args: [code] });
  }
  (widget.yFields ?? []).forEach((code, i) => { if (!measures.has(code)) issues.push({ path: `/yFields/${i}`, code: 'dataset/unknown-measure', args: [code] }); });
  if (widget.sort) {
    const sortable = new Set([widget.xField, widget.seriesField, ...(widget.yFields ?? [...measures])].filter((code): code is string => code !== undefined));
    if (!sortable.has(widget.sort.by)) issues.push({ path: '/sort/by', code: 'dataset/unknown-sort-field', args: [widget.sort.by] });
  }
  if (widget.drillHierarchy !== undefined && !(dataset.hierarchies ?? []).some((h) => h.name === widget.drillHierarchy)) {
    issues.push({ path: '/drillHierarchy', code: 'dataset/unknown-hierarchy', args: [widget.drillHierarchy] });
  }
  return issues;
}
