import type { ReportDefinition } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { declarationsDataset } from './datasetPlan.fixture';
import type { DatasetAnswer } from './types';
import { cutToTopCategories, widgetDatasetQuery } from './widgetQuery';

const widget: ReportDefinition = { schemaVersion: 1, widgetCode: 'w', widgetName: 'W', datasetCode: 'decl', chartType: 'Column', xField: 'port', yFields: ['amount'] };

describe('widgetDatasetQuery', () => {
  it('asks the category and series dimensions, the plotted measures, the sort and the top-N', () => {
    const result = widgetDatasetQuery({ ...widget, sort: { by: 'amount', order: 'desc' }, topN: 5 }, declarationsDataset, { filters: [{ colCode: 'ieFlag', op: 'eq', value: 'I' }] });
    expect(result).toEqual({ ok: true, widgetQuery: { query: { dimensions: ['port'], measures: ['amount'], filters: [{ colCode: 'ieFlag', op: 'eq', value: 'I' }], sort: [{ by: 'amount', order: 'desc' }], limit: 5 } } });
  });

  it('cuts top-N by category, not by row, when the widget splits a series', () => {
    const result = widgetDatasetQuery({ ...widget, seriesField: 'ieFlag', topN: 2, sort: { by: 'amount', order: 'desc' } }, declarationsDataset, {});
    expect(result.ok && result.widgetQuery.query.limit).toBe(undefined);
    expect(result.ok && result.widgetQuery.topCategories).toEqual({ key: 'port', count: 2, sort: { by: 'amount', order: 'desc' } });
  });

  it('starts a drilling widget at the top of its hierarchy, and sorts the level shown by xField', () => {
    const drilling = { ...widget, drillHierarchy: 'geo', sort: { by: 'port', order: 'asc' as const } };
    const start = widgetDatasetQuery(drilling, declarationsDataset, {});
    expect(start.ok && start.widgetQuery.query.drill).toEqual({ hierarchy: 'geo', path: [] });
    const down = widgetDatasetQuery(drilling, declarationsDataset, { drill: { hierarchy: 'geo', path: ['2200'] } });
    expect(down.ok && down.widgetQuery.query.sort).toEqual([{ by: 'ieFlag', order: 'asc' }]);
  });

  it('refuses a drill on a hierarchy the widget does not declare', () => {
    const result = widgetDatasetQuery(widget, declarationsDataset, { drill: { hierarchy: 'geo', path: [] } });
    expect(result.ok ? [] : result.errors.map((e) => `${e.path} ${e.code}`)).toEqual(['/drill/hierarchy dataset/unknown-hierarchy']);
  });

  it('passes the widget\'s own filter as a condition', () => {
    const filter = { kind: 'group' as const, match: 'and' as const, children: [] };
    const result = widgetDatasetQuery({ ...widget, filter }, declarationsDataset, {});
    expect(result.ok && result.widgetQuery.condition).toEqual(filter);
  });
});

describe('cutToTopCategories', () => {
  const answer: DatasetAnswer = {
    columns: [{ key: 'port', title: 'P', role: 'dimension', colType: 'string' }, { key: 'ie', title: 'I', role: 'dimension', colType: 'string' }, { key: 'amount', title: 'A', role: 'measure', colType: 'number' }],
    rows: [
      { port: 'A', ie: 'I', amount: 50 }, { port: 'B', ie: 'I', amount: 40 }, { port: 'C', ie: 'I', amount: 30 },
      { port: 'C', ie: 'E', amount: 30 }, { port: 'B', ie: 'E', amount: 1 }, { port: null, ie: 'E', amount: 100 },
    ],
    truncated: false,
  };
  it('keeps the rows of the N categories with the largest sum of the sort measure, in row order', () => {
    const cut = cutToTopCategories(answer, { key: 'port', count: 2, sort: { by: 'amount', order: 'desc' } });
    expect(cut.rows.map((r) => `${r.port}${r.ie}`)).toEqual(['CI', 'CE', 'nullE']);
    const smallest = cutToTopCategories(answer, { key: 'port', count: 1, sort: { by: 'amount', order: 'asc' } });
    expect(smallest.rows.map((r) => r.port)).toEqual(['B', 'B']);
  });
  it('keeps the first N categories the rows show when the sort is on a dimension', () => {
    expect(cutToTopCategories(answer, { key: 'port', count: 2 }).rows.map((r) => r.port)).toEqual(['A', 'B', 'B']);
  });
});
