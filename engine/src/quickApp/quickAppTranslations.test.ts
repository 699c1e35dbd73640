import type { TableDefinition } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { untranslatedTextCount } from '../texts';
import { validateDefinition } from '../validation';
import { bindFieldToColumn, buildQuickApp } from '.';

// Issue 18 point 6 with point 2: a quick app starts in the four languages its table has.
const full = { zh_CN: '提运单号', en_US: 'Ship no', th_TH: 'เลขที่ใบตราส่ง', zh_TW: '提運單號' };
const table: TableDefinition = {
  schemaVersion: 1,
  tableName: 'shipment',
  tableTitle: '运单',
  tableTitleI18n: { en_US: 'Shipments', th_TH: 'การขนส่ง', zh_TW: '運單' },
  columns: [{ colCode: 'shipNo', colName: '提运单号', colNameI18n: full, colType: 'varchar', colLength: 40, isNull: 'N' }],
};

describe('the quick app carries the table translations', () => {
  const app = buildQuickApp(table, { formCode: 'shipment_form', viewCode: 'shipment_list', lang: 'zh_CN' });

  it('titles fields and columns with the column translations, names the form and view with the table ones', () => {
    expect(app.form.fields[0]!.titleI18n).toEqual(full);
    expect(app.view.columns![0]!.colNameI18n).toEqual(full);
    expect(app.form.formNameI18n).toEqual(table.tableTitleI18n);
    expect(app.view.viewNameI18n).toEqual(table.tableTitleI18n);
  });

  it('names the default buttons in every language, so nothing is left to translate', () => {
    expect(app.view.buttons![0]!.buttonNameI18n).toEqual({ zh_CN: '新增', en_US: 'Add', th_TH: expect.any(String), zh_TW: expect.any(String) });
    expect(untranslatedTextCount('form', app.form)).toBe(0);
    expect(untranslatedTextCount('view', app.view)).toBe(0);
    expect(validateDefinition('form', app.form, 'en_US')).toEqual([]);
    expect(validateDefinition('view', app.view, 'en_US')).toEqual([]);
  });

  it('binding a field to a column carries its translations, unless the column has no name', () => {
    expect(bindFieldToColumn({ colCode: 'input_1', title: 'Input', type: 'input' }, table.columns[0]!).titleI18n).toEqual(full);
    const translated = { colCode: 'input_1', title: 'Input', titleI18n: { en_US: 'Input' }, type: 'input' as const };
    expect(bindFieldToColumn(translated, { colCode: 'note', colName: 'Note', colType: 'varchar' })).not.toHaveProperty('titleI18n');
    expect(bindFieldToColumn(translated, { colCode: 'note', colName: '', colType: 'varchar' }).titleI18n).toEqual({ en_US: 'Input' });
  });
});
