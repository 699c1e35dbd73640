import { validateDefinition } from '@wharf/engine';
import { describe, expect, it } from 'vitest';
import { blankColumn, blankTable } from './blankTable';
import { pastedColumns, withPastedColumns } from './pastedColumns';

describe('pastedColumns', () => {
  it("reads a spreadsheet's lines in the grid's order: code, name, type, length, decimals, NOT NULL, dictionary", () => {
    const text = 'shipNo\tShip no\tvarchar\t40\t\tY\n\nweight\tWeight\tdecimal\t12\t3\ncustomsCode\tCustoms\tvarchar\t4\t\t\tcustoms_port\r\nshipDate\tShip date\tDATE\n';
    expect(pastedColumns(text)).toEqual([
      { colCode: 'shipNo', colName: 'Ship no', colType: 'varchar', colLength: 40, isNull: 'N', isKey: 'N' },
      { colCode: 'weight', colName: 'Weight', colType: 'decimal', colLength: 12, decimals: 3, isNull: 'Y', isKey: 'N' },
      { colCode: 'customsCode', colName: 'Customs', colType: 'varchar', colLength: 4, isNull: 'Y', isKey: 'N', dictCode: 'customs_port' },
      { colCode: 'shipDate', colName: 'Ship date', colType: 'date', isNull: 'Y', isKey: 'N' },
    ]);
  });

  it('needs only the code: the name is the code, an unknown type is a varchar(50), a date keeps no length', () => {
    expect(pastedColumns('remark\n  \nnote\t\tnumberish\ndue\t\tdate\t10')).toEqual([
      { colCode: 'remark', colName: 'remark', colType: 'varchar', colLength: 50, isNull: 'Y', isKey: 'N' },
      { colCode: 'note', colName: 'note', colType: 'varchar', colLength: 50, isNull: 'Y', isKey: 'N' },
      { colCode: 'due', colName: 'due', colType: 'date', isNull: 'Y', isKey: 'N' },
    ]);
  });

  it("makes a valid table, replacing a new table's untouched starting column but keeping columns already there", () => {
    const table = blankTable('shipment', 'Shipments');
    const pasted = pastedColumns('shipNo\tShip no\tvarchar\t40\t\tY\nweight\tWeight\tdecimal\t12\t3');
    const columns = withPastedColumns(table.columns, pasted, blankColumn(1));
    expect(columns.map((column) => column.colCode)).toEqual(['shipNo', 'weight']);
    expect(validateDefinition('table', { ...table, columns })).toEqual([]);
    const edited = [{ ...table.columns[0]!, colCode: 'kept' }];
    expect(withPastedColumns(edited, pasted, blankColumn(1)).map((column) => column.colCode)).toEqual(['kept', 'shipNo', 'weight']);
  });
});
