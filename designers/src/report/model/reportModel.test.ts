import { validateDefinition } from '@wharf/engine';
import type { DatasetDefinition, ReportDefinition } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { scaffolds } from '../../kinds/scaffolds';
import { chartTypes, chartUnfit } from './chartTypes';
import { planPreview, previewData } from './previewQuery';
import { widgetProblems } from './reportChecks';
import { changeDataset, dropOnWell, removeFromWell, resolveWellDrop } from './wellEdits';

const widget = (): ReportDefinition => scaffolds.report('by_port', 'By port');
const dataset: DatasetDefinition = {
  schemaVersion: 1, datasetCode: 'by_port', datasetName: 'D', sourceType: 'table', tableName: 'dec_head',
  dimension: [{ colCode: 'port', title: 'Port' }, { colCode: 'month', title: 'Month' }, { colCode: 'ieFlag', title: 'I/E' }],
  measure: [{ colCode: 'amount', title: 'Amount', aggregate: 'sum' }, { colCode: 'cnt', title: 'Count', aggregate: 'count' }],
  hierarchies: [{ name: 'time', title: 'Time', levels: ['month', 'port'] }],
};

describe('wells', () => {
  it('a drag end names its field and well; anything else is no drop', () => {
    expect(resolveWellDrop('field:measure:amount', 'well:values')).toEqual({ field: { role: 'measure', code: 'amount' }, well: 'values' });
    expect(resolveWellDrop('field:dimension:port', undefined)).toBeUndefined();
    expect(resolveWellDrop('field:dimension:port', 'well:nowhere')).toBeUndefined();
  });

  it('dropping a measure onto values appends it to yFields (once, moved to the end), never onto the category axis', () => {
    const one = dropOnWell(widget(), { role: 'measure', code: 'amount' }, 'values')!;
    expect(one.yFields).toEqual(['amount']);
    const two = dropOnWell(one, { role: 'measure', code: 'cnt' }, 'values')!;
    expect(dropOnWell(two, { role: 'measure', code: 'amount' }, 'values')!.yFields).toEqual(['cnt', 'amount']);
    expect(dropOnWell(two, { role: 'measure', code: 'amount' }, 'category')).toBeUndefined();
    expect(dropOnWell(two, { role: 'dimension', code: 'port' }, 'values')).toBeUndefined();
    expect(removeFromWell(one, 'values', 'amount')).not.toHaveProperty('yFields');
  });

  it('a dimension moves between the category axis and the series, never in both', () => {
    const category = dropOnWell(widget(), { role: 'dimension', code: 'port' }, 'category')!;
    expect(category.xField).toBe('port');
    const series = dropOnWell(category, { role: 'dimension', code: 'port' }, 'series')!;
    expect(series).toMatchObject({ seriesField: 'port' });
    expect(series).not.toHaveProperty('xField');
  });

  it('another dataset clears what named the old one\'s fields', () => {
    const placed: ReportDefinition = { ...widget(), xField: 'port', yFields: ['amount'], sort: { by: 'amount', order: 'desc' }, topN: 5, title: 'T' };
    expect(changeDataset(placed, 'other')).toEqual({ ...widget(), datasetCode: 'other', title: 'T' });
  });
});

describe('chart gallery rules', () => {
  it('has the 18 chart types of the schema', () => {
    expect(chartTypes).toHaveLength(18);
    for (const chartType of chartTypes) expect(validateDefinition('report', { ...widget(), chartType }, 'en_US')).toEqual([]);
  });

  it('types that need a series are unfit without one (unless two measures); pies take one measure; gauges no category', () => {
    const unfit = (wells: Parameters<typeof chartUnfit>[1]) => Object.fromEntries(chartTypes.map((type) => [type, chartUnfit(type, wells)]).filter(([, reason]) => reason));
    expect(unfit({ xField: 'port', yFields: ['amount'] })).toEqual({
      GroupedColumn: 'needsSeries', StackedColumn: 'needsSeries', PercentStackedColumn: 'needsSeries', GroupedBar: 'needsSeries', StackedBar: 'needsSeries',
      PercentStackedBar: 'needsSeries', GroupedLine: 'needsSeries', StackedArea: 'needsSeries', Gauge: 'noCategory', MeterGauge: 'noCategory',
    });
    expect(unfit({ xField: 'port', seriesField: 'ieFlag', yFields: ['amount'] })).toEqual({
      Column: 'noSeries', Bar: 'noSeries', Line: 'noSeries', Area: 'noSeries', Pie: 'noSeries', Donut: 'noSeries', Funnel: 'noSeries', Gauge: 'noCategory', MeterGauge: 'noCategory',
    });
    expect(unfit({ xField: 'port', yFields: ['amount', 'cnt'] })).toEqual({ Pie: 'oneMeasure', Donut: 'oneMeasure', Funnel: 'oneMeasure', Gauge: 'noCategory', MeterGauge: 'noCategory' });
    expect(chartUnfit('Gauge', { yFields: ['amount'] })).toBeUndefined();
  });
});

describe('widget checks and preview', () => {
  it('names what keeps the widget from drawing, at its path', () => {
    const placed: ReportDefinition = { ...widget(), chartType: 'Pie', xField: 'nope', yFields: ['amount', 'cnt'], sort: { by: 'ieFlag', order: 'asc' }, drillHierarchy: 'time' };
    expect(widgetProblems(placed, dataset)).toEqual([
      { path: '/chartType', kind: 'unfitChart', code: 'Pie' },
      { path: '/xField', kind: 'notDimension', code: 'nope' },
      { path: '/drillHierarchy', kind: 'drillLevel', code: 'nope' },
      { path: '/sort/by', kind: 'sortField', code: 'ieFlag' },
    ]);
    expect(widgetProblems({ ...widget(), xField: 'port', yFields: ['amount'] }, dataset)).toEqual([]);
    expect(widgetProblems({ ...widget(), chartType: 'Gauge', yFields: ['amount'], gaugeMin: 10, gaugeMax: 5 }, dataset)).toEqual([{ path: '/gaugeMin', kind: 'gaugeRange' }]);
  });

  it('asks the dataset what the widget data route would (engine widget → query); with a series the top-N cuts categories afterwards', () => {
    const placed: ReportDefinition = { ...widget(), xField: 'port', seriesField: 'ieFlag', yFields: ['amount'], sort: { by: 'amount', order: 'desc' }, topN: 2 };
    const plan = planPreview(placed, dataset, 'en_US');
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.widgetQuery.query).toEqual({ dimensions: ['port', 'ieFlag'], measures: ['amount'], sort: [{ by: 'amount', order: 'desc' }] });
    const single = planPreview({ ...placed, seriesField: undefined }, dataset, 'en_US');
    expect(single.ok && single.widgetQuery.query.limit).toBe(2);
    const columns = [{ key: 'port', title: 'Port', role: 'dimension' as const, colType: 'string' as const }, { key: 'amount', title: 'Amount', role: 'measure' as const, colType: 'number' as const }];
    const rows = [{ port: 'A', ieFlag: 'I', amount: 9 }, { port: 'A', ieFlag: 'E', amount: 8 }, { port: 'B', ieFlag: 'I', amount: 7 }, { port: 'C', ieFlag: 'I', amount: 1 }];
    const data = previewData(placed, dataset, plan.widgetQuery, { columns, rows, truncated: false });
    expect(data.rows.map((row) => row.port)).toEqual(['A', 'A', 'B']);
    expect(data.widget).toBe(placed);
  });

  it('a widget that drills starts at the top of its hierarchy, and its data carries the drill state', () => {
    const drilling: ReportDefinition = { ...widget(), xField: 'month', yFields: ['amount'], drillHierarchy: 'time' };
    const plan = planPreview(drilling, dataset, 'en_US');
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.widgetQuery.query.drill).toEqual({ hierarchy: 'time', path: [] });
    expect(previewData(drilling, dataset, plan.widgetQuery, { columns: [], rows: [], truncated: false }).drill).toEqual({ hierarchy: 'time', path: [], levels: ['month', 'port'] });
  });
});
