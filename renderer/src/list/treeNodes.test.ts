import { describe, expect, it } from 'vitest';
import { applyColumnSettings, } from './columnSettings';
import { settingsFromGridState } from './columnSettings';
import { buildTreeNodes, optionChildren } from './treeNodes';

describe('tree navigation', () => {
  it('nests nodes by parentKey, filters by filterColCode = key, and loads SQL children lazily', () => {
    const tree = buildTreeNodes([
      { key: 'ports', title: 'Ports' },
      { key: 'SHA', title: 'Shanghai', parentKey: 'ports', filterColCode: 'customsCode' },
      { key: 'modes', title: 'Trade modes', sqlCode: 'trade_mode_options', filterColCode: 'tradeMode' },
      { key: 'loop', title: 'Self parent', parentKey: 'loop' },
    ]);
    expect(tree.map((node) => node.key)).toEqual(['ports', 'modes', 'loop']);
    expect(tree[0]!.children).toEqual([{ key: 'SHA', title: 'Shanghai', filter: { colCode: 'customsCode', value: 'SHA' }, isLeaf: true }]);
    expect(tree[1]!.isLeaf).toBe(false);
    expect(optionChildren(tree[1]!, 'tradeMode', [{ value: '0110', label: 'General' }])).toEqual([{ key: 'modes/0110', title: 'General', filter: { colCode: 'tradeMode', value: '0110' }, isLeaf: true }]);
  });
});

describe('custom column settings', () => {
  const columns = [{ colCode: 'a', colName: 'A' }, { colCode: 'b', colName: 'B', isHidden: 'Y' as const }, { colCode: 'c', colName: 'C', colWidth: 90 }];
  it('lay the user\'s order, visibility and width over the view; new columns last, gone ones dropped', () => {
    const applied = applyColumnSettings(columns, [{ colCode: 'c', width: 5000 }, { colCode: 'gone' }, { colCode: 'b', isHidden: false }]);
    expect(applied.map((column) => [column.colCode, column.isHidden, column.colWidth])).toEqual([['c', undefined, 2000], ['b', 'N', undefined], ['a', undefined, undefined]]);
  });
  it('are read back from the grid\'s column state without the grid\'s own columns', () => {
    expect(settingsFromGridState([{ colId: '__lineNumber', width: 60 }, { colId: 'c', hide: true, width: 120.4 }, { colId: 'a', hide: false, width: null }], columns)).toEqual([
      { colCode: 'c', isHidden: true, width: 120 },
      { colCode: 'a', isHidden: false },
    ]);
  });
});
