import { validateDefinition, type Language, type ValidationIssue } from '@wharf/engine';
import type { DatasetDefinition, ReportDefinition } from '@wharf/schemas';
import { chartUnfit, isGauge, needsCategory } from './chartTypes';

/** A design problem the schema cannot see, with the catalogue key (`designer.report.problem.<kind>`) that says it. */
export interface WidgetProblem {
  path: string;
  kind: 'unfitChart' | 'noCategory' | 'noValues' | 'notDimension' | 'notMeasure' | 'sortField' | 'drillHierarchy' | 'drillLevel' | 'gaugeRange';
  code?: string;
}

/**
 * What keeps the widget from drawing: the chart type against the wells, empty wells it needs, fields
 * its dataset does not declare (when the dataset is known), a sort key it does not plot, a drill
 * hierarchy the category is not a level of, and a gauge range the wrong way round.
 */
export function widgetProblems(widget: ReportDefinition, dataset: DatasetDefinition | undefined): WidgetProblem[] {
  const problems: WidgetProblem[] = [];
  if (chartUnfit(widget.chartType, widget)) problems.push({ path: '/chartType', kind: 'unfitChart', code: widget.chartType });
  if (needsCategory(widget.chartType) && !widget.xField) problems.push({ path: '/xField', kind: 'noCategory' });
  if (!widget.yFields?.length) problems.push({ path: '/yFields', kind: 'noValues' });
  if (dataset) {
    const dimensions = new Set(dataset.dimension.map((dimension) => dimension.colCode));
    const measures = new Set(dataset.measure.map((measure) => measure.colCode));
    if (widget.xField && !dimensions.has(widget.xField)) problems.push({ path: '/xField', kind: 'notDimension', code: widget.xField });
    if (widget.seriesField && !dimensions.has(widget.seriesField)) problems.push({ path: '/seriesField', kind: 'notDimension', code: widget.seriesField });
    (widget.yFields ?? []).forEach((code, i) => !measures.has(code) && problems.push({ path: `/yFields/${i}`, kind: 'notMeasure', code }));
    if (widget.drillHierarchy) {
      const hierarchy = dataset.hierarchies?.find((candidate) => candidate.name === widget.drillHierarchy);
      if (!hierarchy) problems.push({ path: '/drillHierarchy', kind: 'drillHierarchy', code: widget.drillHierarchy });
      else if (widget.xField && !hierarchy.levels.includes(widget.xField)) problems.push({ path: '/drillHierarchy', kind: 'drillLevel', code: widget.xField });
    }
    (widget.drillThrough?.fieldMap ?? []).forEach((entry, i) => !dimensions.has(entry.dimension) && problems.push({ path: `/drillThrough/fieldMap/${i}/dimension`, kind: 'notDimension', code: entry.dimension }));
  }
  if (widget.sort && widget.sort.by !== widget.xField && !(widget.yFields ?? []).includes(widget.sort.by)) problems.push({ path: '/sort/by', kind: 'sortField', code: widget.sort.by });
  if (isGauge(widget.chartType) && widget.gaugeMin !== undefined && widget.gaugeMax !== undefined && widget.gaugeMin >= widget.gaugeMax) problems.push({ path: '/gaugeMin', kind: 'gaugeRange' });
  return problems;
}

/**
 * Every issue of the draft: the engine's `validateDefinition('report')` (schema and rules), then the
 * widget problems at paths the engine did not already report. Saving waits until none is left.
 */
export function widgetIssues(widget: ReportDefinition, dataset: DatasetDefinition | undefined, lang: Language | undefined, describe: (problem: WidgetProblem) => string): ValidationIssue[] {
  const issues = validateDefinition('report', widget, lang);
  const reported = new Set(issues.map((issue) => issue.path));
  for (const problem of widgetProblems(widget, dataset)) {
    if (!reported.has(problem.path)) issues.push({ path: problem.path, code: `designer/${problem.kind}`, message: describe(problem) });
  }
  return issues;
}
