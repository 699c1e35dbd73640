import { validateDefinition } from '@wharf/engine';
import type { DatasetDefinition } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { scaffolds } from '../kinds/scaffolds';
import { changeSourceType, datasetIssueTab, datasetIssues, mergeSourceFields, newHierarchy, referenceProblems } from './datasetEdits';

const base = (): DatasetDefinition => ({ ...scaffolds.dataset('dec_stats', 'Declarations'), sourceType: 'table', tableName: 'dec_head', sqlCode: undefined } as unknown as DatasetDefinition);
const tableDataset = (): DatasetDefinition => changeSourceType(scaffolds.dataset('dec_stats', 'Declarations'), 'table');

describe('dataset edits', () => {
  it('adds numeric source columns as summed measures and the others as typed dimensions, skipping id, known and invalid codes', () => {
    const start = { ...tableDataset(), tableName: 'dec_head', dimension: [{ colCode: 'port', title: 'Port' }] };
    const { dataset, added, refused } = mergeSourceFields(start, [
      { colCode: 'id' },
      { colCode: 'PORT', title: 'again' },
      { colCode: 'declDate', title: 'Declared', colType: 'date' },
      { colCode: 'ieFlag', title: 'I/E', dictCode: 'ie_flag', isNumeric: true },
      { colCode: 'amount', title: 'Amount', colType: 'number', isNumeric: true },
      { colCode: '1bad' },
    ]);
    expect(added).toEqual(['declDate', 'ieFlag', 'amount']);
    expect(refused).toEqual(['1bad']);
    expect(dataset.dimension).toEqual([
      { colCode: 'port', title: 'Port' },
      { colCode: 'declDate', title: 'Declared', colType: 'date' },
      { colCode: 'ieFlag', title: 'I/E', dictCode: 'ie_flag' },
    ]);
    expect(dataset.measure).toEqual([{ colCode: 'amount', title: 'Amount', aggregate: 'sum' }]);
    expect(validateDefinition('dataset', dataset, 'en_US')).toEqual([]);
  });

  it('switching the source keeps one source: a table drops the SQL config and its parameters', () => {
    const sql: DatasetDefinition = { ...scaffolds.dataset('d', 'D'), parameters: [{ name: 'year', title: 'Year' }] };
    const table = changeSourceType(sql, 'table');
    expect(table).not.toHaveProperty('sqlCode');
    expect(table).not.toHaveProperty('parameters');
    expect(table.tableName).toBe('');
    expect(changeSourceType({ ...table, tableName: 't' }, 'sql')).not.toHaveProperty('tableName');
    expect(base().sourceType).toBe('table');
  });

  it('reports hierarchy levels and required filters that name no dimension, at their paths, next to the engine issues', () => {
    const dataset: DatasetDefinition = {
      ...tableDataset(),
      tableName: 'dec_head',
      dimension: [{ colCode: 'port', title: 'Port' }, { colCode: 'month', title: 'Month' }],
      hierarchies: [{ name: 'time', title: 'Time', levels: ['month', 'day', 'month'] }],
      requiredFilters: ['port', 'country'],
    };
    expect(referenceProblems(dataset)).toEqual([
      { path: '/hierarchies/0/levels/1', kind: 'unknownLevel', code: 'day' },
      { path: '/hierarchies/0/levels/2', kind: 'repeatedLevel', code: 'month' },
      { path: '/requiredFilters/1', kind: 'unknownFilter', code: 'country' },
    ]);
    const issues = datasetIssues(dataset, 'en_US', (problem) => problem.kind);
    expect(issues.map((issue) => [issue.path, issue.message])).toEqual([
      ['/hierarchies/0/levels/1', 'unknownLevel'],
      ['/hierarchies/0/levels/2', 'repeatedLevel'],
      ['/requiredFilters/1', 'unknownFilter'],
    ]);
    expect(issues.map((issue) => datasetIssueTab(issue.path))).toEqual(['hierarchies', 'hierarchies', 'filters']);
  });

  it('a new hierarchy takes the first two dimensions under a free name', () => {
    const dataset = { ...tableDataset(), dimension: [{ colCode: 'year', title: 'Y' }, { colCode: 'month', title: 'M' }], hierarchies: [{ name: 'h1', title: 'T', levels: ['year', 'month'] }] };
    expect(newHierarchy(dataset, 'New')).toEqual({ name: 'h2', title: 'New', levels: ['year', 'month'] });
  });
});
