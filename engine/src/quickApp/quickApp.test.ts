import type { FormField, TableDefinition } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { validateDefinition } from '../validation';
import { bindFieldToColumn, buildQuickApp, fieldForColumn, queryColumnsOf } from '.';

/** The eight-column table: a NOT NULL text, a numeric(12,3), a dictionary column and a date among them. */
const shipments: TableDefinition = {
  schemaVersion: 1,
  tableName: 'shipment',
  tableTitle: 'Shipments',
  columns: [
    { colCode: 'shipNo', colName: 'Ship no', colType: 'varchar', colLength: 40, isNull: 'N' },
    { colCode: 'consignee', colName: 'Consignee', colType: 'varchar', colLength: 200 },
    { colCode: 'customsCode', colName: 'Customs', colType: 'varchar', colLength: 4, dictCode: 'customs_port' },
    { colCode: 'weight', colName: 'Weight', colType: 'decimal', colLength: 12, decimals: 3 },
    { colCode: 'pieces', colName: 'Pieces', colType: 'int', isNull: 'N', defaultValue: 1 },
    { colCode: 'shipDate', colName: 'Ship date', colType: 'date' },
    { colCode: 'isUrgent', colName: 'Urgent', colType: 'boolean' },
    { colCode: 'remark', colName: 'Remark', colType: 'text' },
  ],
};

describe('fieldForColumn: the column constraints a field carries', () => {
  const fields = new Map(shipments.columns.map((column) => [column.colCode, fieldForColumn(column)]));

  it('makes NOT NULL without a default required, and a varchar length the max length', () => {
    expect(fields.get('shipNo')).toEqual({ colCode: 'shipNo', title: 'Ship no', type: 'input', required: 'Y', options: { maxLength: 40 } });
    expect(fields.get('consignee')!.required).toBeUndefined();
  });

  it('gives numeric(12,3) a number widget of precision 3 and integers precision 0', () => {
    expect(fields.get('weight')).toMatchObject({ type: 'number', options: { precision: 3 } });
    // NOT NULL with a default: the database fills it, so the field is not required; the default is carried.
    expect(fields.get('pieces')).toEqual({ colCode: 'pieces', title: 'Pieces', type: 'number', options: { precision: 0 }, defaultValue: 1 });
  });

  it("makes a dictionary column a select over the dictionary, checked by the server's dictionary rule", () => {
    expect(fields.get('customsCode')).toMatchObject({ type: 'select', showConfig: { dictOption: { dictCode: 'customs_port' } }, rules: [{ dictCode: 'customs_port' }] });
  });

  it('gives dates a date widget, booleans a switch and long text a textarea', () => {
    expect(fields.get('shipDate')!.type).toBe('date');
    expect(fields.get('isUrgent')!.type).toBe('switch');
    expect(fields.get('remark')!.type).toBe('textarea');
  });
});

describe('buildQuickApp', () => {
  const app = buildQuickApp(shipments, { formCode: 'shipment_form', viewCode: 'shipment_list', lang: 'en_US' });

  it('makes a form and a view that pass their schemas and rules', () => {
    expect(validateDefinition('form', app.form, 'en_US')).toEqual([]);
    expect(validateDefinition('view', app.view, 'en_US')).toEqual([]);
    expect(app.form).toMatchObject({ formCode: 'shipment_form', objectName: 'shipment', formName: 'Shipments' });
    expect(app.form.fields.map((field) => field.colCode)).toEqual(shipments.columns.map((column) => column.colCode));
  });

  it('lists every column, dictionaries as dictionary columns, and searches by the key columns', () => {
    expect(app.view).toMatchObject({ viewCode: 'shipment_list', tableName: 'shipment', formCode: 'shipment_form', viewType: 'table' });
    expect(app.view.columns!.map((column) => column.colCode)).toEqual(shipments.columns.map((column) => column.colCode));
    expect(app.view.columns!.find((column) => column.colCode === 'customsCode')).toMatchObject({ colType: 'dict', dictCode: 'customs_port' });
    // No keys nor indexes: the NOT NULL and dictionary columns are what a builder searches by.
    expect(app.view.columns!.filter((column) => column.isQuery === 'Y').map((column) => [column.colCode, column.queryOp])).toEqual([['shipNo', 'lk'], ['customsCode', 'eq'], ['pieces', 'eq']]);
  });

  it('gives the default buttons, each declaring its own permission point, and lists those points', () => {
    expect(app.view.buttons!.map((button) => [button.openType, button.permission])).toEqual([
      ['add', 'shipment_list:add'],
      ['batchDelete', 'shipment_list:batchDelete'],
      ['exportXls', 'shipment_list:export'],
      ['importXls', 'shipment_list:import'],
      ['edit', 'shipment_list:edit'],
      ['copy', 'shipment_list:copy'],
      ['delete', 'shipment_list:delete'],
    ]);
    expect(app.permissionPoints.map((point) => point.perms)).toEqual(app.view.buttons!.map((button) => button.permission));
    expect(app.permissionPoints[0]).toMatchObject({ perms: 'shipment_list:add', name: 'Add', key: 'add' });
  });

  it("names buttons in the builder's language", () => {
    const chinese = buildQuickApp(shipments, { formCode: 'f', viewCode: 'v', lang: 'zh_CN' });
    expect(chinese.view.buttons!.map((button) => button.buttonName)).toEqual(['新增', '批量删除', '导出', '导入', '编辑', '复制', '删除']);
  });

  it('names the menu entry and its permission points in all four languages, the main text in the builder\'s', () => {
    const titled = buildQuickApp({ ...shipments, tableTitleI18n: { zh_CN: '运单', th_TH: 'การขนส่ง', zh_TW: '運單' } }, { formCode: 'f', viewCode: 'v', lang: 'en_US' });
    expect(titled.menuTitle).toBe('Shipments');
    expect(titled.menuTitleI18n).toEqual({ zh_CN: '运单', th_TH: 'การขนส่ง', zh_TW: '運單' });
    const add = titled.permissionPoints[0]!;
    expect(add.name).toBe('Add');
    expect(add.nameI18n).toEqual({ zh_CN: '新增', en_US: 'Add', th_TH: expect.stringMatching(/\S/), zh_TW: expect.stringMatching(/\S/) });
    expect(titled.permissionPoints.every((point) => Object.keys(point.nameI18n ?? {}).length === 4)).toBe(true);
    // A table without translations gives the menu its title alone (it reads the same in every language).
    expect(app.menuTitleI18n).toBeUndefined();
  });
});

describe('queryColumnsOf', () => {
  it('takes keys, then unique, then other indexed columns, at most four, never long text', () => {
    const table: TableDefinition = {
      ...shipments,
      columns: [...shipments.columns, { colCode: 'orderNo', colName: 'Order', colType: 'varchar', isKey: 'Y' }],
      indexes: [{ indexName: 'ix_date', colCodes: ['shipDate', 'remark'] }, { indexName: 'uq_consignee', colCodes: ['consignee'], isUnique: 'Y' }],
    };
    expect(queryColumnsOf(table)).toEqual(['orderNo', 'consignee', 'shipDate', 'shipNo']);
  });

  it('falls back to the first columns when nothing marks a key', () => {
    const plain: TableDefinition = { ...shipments, columns: shipments.columns.map(({ isNull: _isNull, dictCode: _dictCode, ...column }) => column) };
    expect(queryColumnsOf(plain)).toEqual(['shipNo', 'consignee', 'customsCode', 'weight']);
  });
});

describe('bindFieldToColumn: binding in the form designer carries the same constraints', () => {
  const column = (code: string) => shipments.columns.find((each) => each.colCode === code)!;

  it('turns a generic input bound to numeric(12,3) into a number of precision 3, and NOT NULL into required', () => {
    const field: FormField = { colCode: 'field_1', title: 'Field 1', type: 'input' };
    expect(bindFieldToColumn(field, column('weight'))).toEqual({ colCode: 'weight', title: 'Weight', type: 'number', options: { precision: 3 } });
    expect(bindFieldToColumn(field, column('shipNo'))).toEqual({ colCode: 'shipNo', title: 'Ship no', type: 'input', required: 'Y', options: { maxLength: 40 } });
  });

  it("keeps a choice the builder chose for a dictionary column, its options from the dictionary, one dictionary rule", () => {
    const radio: FormField = { colCode: 'x', title: 'X', type: 'radio', showConfig: { sqlConfig: { sqlCode: 'ports' }, dictOption: { dictCode: 'old', showType: 'radioButton' } }, rules: [{ dictCode: 'old' }, { pattern: '^\\d+$' }] };
    expect(bindFieldToColumn(radio, column('customsCode'))).toEqual({
      colCode: 'customsCode', title: 'Customs', type: 'radio',
      showConfig: { dictOption: { dictCode: 'customs_port', showType: 'radioButton' } },
      rules: [{ pattern: '^\\d+$' }, { dictCode: 'customs_port' }],
      options: { maxLength: 4 },
    });
    expect(bindFieldToColumn({ colCode: 'y', title: 'Y', type: 'date' }, column('customsCode')).type).toBe('select');
  });

  it('keeps a type the builder chose for a column without a dictionary', () => {
    expect(bindFieldToColumn({ colCode: 'r', title: 'R', type: 'editor' }, column('remark')).type).toBe('editor');
  });
});
