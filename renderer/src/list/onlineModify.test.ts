import { describe, expect, it } from 'vitest';
import { declarationView } from './fixtures.test-support';
import { changedRows, editableColumns, issuesByCell, requiredIssues } from './onlineModify';

const loaded = [
  { id: 'a', rowVersion: 3, remark: 'x', ownerName: 'Li', total: 10 },
  { id: 'b', row_version: '7', remark: null, ownerName: 'Wang', total: 5 },
  { id: 'c', rowVersion: 1, remark: 'same', ownerName: 'Zhao', total: 1 },
];

describe('online modification', () => {
  const editable = editableColumns(declarationView);
  it('edits only the columns marked editable', () => {
    expect(editable.map((column) => column.colCode)).toEqual(['remark', 'ownerName', 'total']);
  });
  it('sends only changed editable fields with the loaded rowVersion, and skips unchanged rows', () => {
    const edited = new Map<string, Record<string, unknown>>([
      ['a', { remark: 'y', entryId: 'hacked' }],
      ['b', { remark: '', total: 6 }],
      ['c', { remark: 'same' }],
    ]);
    expect(changedRows(loaded, edited, editable)).toEqual([
      { id: 'a', rowVersion: 3, data: { remark: 'y' } },
      { id: 'b', rowVersion: 7, data: { total: 6 } },
    ]);
  });
  it('reports required columns emptied by the user at the server\'s paths', () => {
    const rows = [{ id: 'a', data: { total: 1 } }, { id: 'b', data: { ownerName: '  ' } }];
    expect(requiredIssues(rows, editable, (column) => `${column.colName} cannot be empty`)).toEqual([
      { path: '/rows/1/data/ownerName', code: 'list/required', message: 'Owner cannot be empty' },
    ]);
  });
  it('maps issues at /rows/<i>/data/<col> onto the sent rows\' cells and keeps the rest apart', () => {
    const sent = [{ id: 'a', data: {} }, { id: 'b', data: {} }];
    const mapped = issuesByCell([
      { path: '/rows/1/data/total', code: 'rules/max', message: 'too big' },
      { path: '/rows/1/data/total', code: 'rules/x', message: 'second' },
      { path: '/rows/0/data/remark', code: 'rules/y', message: 'bad remark' },
      { path: '/rows/9/data/remark', code: 'rules/z', message: 'no such row' },
      { path: '/rows', code: 'data/stale', message: 'changed meanwhile' },
    ], sent);
    expect(mapped.byCell.get('b')?.get('total')).toEqual(['too big', 'second']);
    expect(mapped.byCell.get('a')?.get('remark')).toEqual(['bad remark']);
    expect(mapped.general).toEqual(['no such row', 'changed meanwhile']);
  });
});
