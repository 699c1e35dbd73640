import type { DatasetDefinition, ReportDefinition } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { declarationsDataset } from './datasetPlan.fixture';
import { datasetPublishIssues, widgetPublishIssues } from './reportPublishIssues';

const columns = new Set(['id', 'createTime', 'port', 'ieFlag', 'declDate', 'amount', 'weight', 'entryId']);
const paths = (issues: Array<{ path: string; code: string }>) => issues.map((i) => `${i.path} ${i.code}`);

describe('datasetPublishIssues', () => {
  it('passes a dataset whose fields are its table\'s columns', () => {
    expect(datasetPublishIssues(declarationsDataset, columns)).toEqual([]);
  });
  it('names fields the table lacks, levels and required filters that are not dimensions, and an unsynced table', () => {
    const dataset = { ...declarationsDataset, hierarchies: [{ name: 'h', title: 'H', levels: ['port', 'amount'] }], requiredFilters: ['nowhere'] } as DatasetDefinition;
    expect(paths(datasetPublishIssues(dataset, new Set([...columns].filter((c) => c !== 'weight'))))).toEqual([
      '/hierarchies/0/levels/1 dataset/unknown-dimension', '/requiredFilters/0 dataset/unknown-dimension', '/measure/2/colCode dataset/unknown-source-column',
    ]);
    expect(paths(datasetPublishIssues(declarationsDataset, undefined))).toEqual(['/tableName dataset/table-not-synced']);
  });
});

describe('widgetPublishIssues', () => {
  const widget: ReportDefinition = { schemaVersion: 1, widgetCode: 'w', widgetName: 'W', datasetCode: 'decl', chartType: 'Column', xField: 'port', yFields: ['amount'], drillHierarchy: 'geo', sort: { by: 'amount', order: 'desc' } };
  it('passes a widget drawn from its dataset\'s fields', () => {
    expect(widgetPublishIssues(widget, declarationsDataset)).toEqual([]);
  });
  it('names an unpublished dataset, unknown fields, sort and hierarchy', () => {
    expect(paths(widgetPublishIssues(widget, undefined))).toEqual(['/datasetCode dataset/not-found']);
    expect(paths(widgetPublishIssues({ ...widget, xField: 'amount', seriesField: 'nope', yFields: ['port'], sort: { by: 'weight', order: 'asc' }, drillHierarchy: 'time' }, declarationsDataset))).toEqual([
      '/xField dataset/unknown-dimension', '/seriesField dataset/unknown-dimension', '/yFields/0 dataset/unknown-measure', '/sort/by dataset/unknown-sort-field', '/drillHierarchy dataset/unknown-hierarchy',
    ]);
  });
});
