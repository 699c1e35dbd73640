import { describe, expect, it } from 'vitest';
import { validateDefinition } from '@wharf/engine';
import { issueTab } from './issueTab';
import { blankView, dataSourceOf, mergeSourceColumns, resultHasId } from './viewSources';

describe('view sources', () => {
  it('a blank view is valid', () => {
    expect(validateDefinition('view', blankView('dec_list', 'Declarations'))).toEqual([]);
  });
  it('adds only new, valid column codes after the existing ones, never id', () => {
    const result = mergeSourceColumns([{ colCode: 'entryId', colName: 'Entry', colWidth: 200 }], [
      { colCode: 'ID' },
      { colCode: 'EntryId', colName: 'again' },
      { colCode: 'declDate', colName: 'Declared', colType: 'date' },
      { colCode: 'customs code' },
      { colCode: 'warnStatus' },
      { colCode: 'total' },
    ]);
    expect(result.columns).toEqual([
      { colCode: 'entryId', colName: 'Entry', colWidth: 200 },
      { colCode: 'declDate', colName: 'Declared', colType: 'date', isSort: 'Y', isExport: 'Y' },
      { colCode: 'total', colName: 'total', isSort: 'Y', isExport: 'Y' },
    ]);
    expect(result.added).toEqual(['declDate', 'total']);
    expect(result.refused).toEqual(['customs code', 'warnStatus']);
  });
  it('knows whether a list SQL returns id, and where a view reads from', () => {
    expect(resultHasId([{ colCode: 'Id' }])).toBe(true);
    expect(resultHasId([{ colCode: 'entry_id' }])).toBe(false);
    expect(dataSourceOf({ ...blankView('a', 'A'), reportSql: 'select id from t' })).toBe('sql');
    expect(dataSourceOf({ ...blankView('a', 'A'), tableName: 'dec_head' })).toBe('table');
  });
  it('sends each issue to the tab where its setting is edited', () => {
    expect(issueTab('/columns/2/queryOp')).toBe('query');
    expect(issueTab('/columns/2/colCode')).toBe('columns');
    expect(issueTab('/buttons/0/outParameter/1/colCode')).toBe('buttons');
    expect(issueTab('/nestedTables/0/viewCode')).toBe('page');
    expect(issueTab('/tree/nodes/1/parentKey')).toBe('tree');
    expect(issueTab('/layoutItems/0')).toBe('layout');
    expect(issueTab('/reportSql')).toBe('basic');
  });
});
