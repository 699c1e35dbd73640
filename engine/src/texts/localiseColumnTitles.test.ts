import { describe, expect, it } from 'vitest';
import { localiseColumnTitles } from './localiseColumnTitles';

describe('localiseColumnTitles', () => {
  const view = { columns: [{ colCode: 'entryId', colName: '报关单号', colNameI18n: { en_US: 'Entry id', th_TH: 'เลขที่ใบขนสินค้า' } }, { colCode: 'remark', colName: '备注' }] };
  const columns = [{ field: 'entryId', title: '报关单号' }, { field: 'remark', title: '备注' }, { field: 'createTime', title: 'createTime' }];

  it("titles each view column in the reader's language, the others as they were", () => {
    const shown = localiseColumnTitles(columns, view, { language: 'th_TH' });
    expect(shown.map((column) => column.title)).toEqual(['เลขที่ใบขนสินค้า', '备注', 'createTime']);
    expect(shown[1]).toBe(columns[1]);
    expect(localiseColumnTitles(columns, view, { language: 'zh_CN' })).toEqual(columns);
  });
});
