import type { FormDefinition, TableDefinition } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { unfilledRequiredColumns } from './unfilledColumns';

const head: TableDefinition = {
  schemaVersion: 1,
  tableName: 'dec_head',
  tableTitle: 'Declaration head',
  columns: [
    { colCode: 'entryId', colName: 'Entry id', colType: 'varchar', colLength: 18, isKey: 'Y' },
    { colCode: 'ieFlag', colName: 'I/E', colType: 'varchar', colLength: 1, isNull: 'N' },
    { colCode: 'customsCode', colName: 'Customs', colType: 'varchar', colLength: 4, isNull: 'N' },
    { colCode: 'status', colName: 'Status', colType: 'varchar', colLength: 2, isNull: 'N', defaultValue: '0' },
    { colCode: 'remark', colName: 'Remark', colType: 'text' },
  ],
  relations: [{ relationType: 'master', relatedTable: 'dec_list', colCode: 'entryId', relatedColCode: 'entryId', cardinality: 'oneToMany' }],
};
const list: TableDefinition = {
  schemaVersion: 1,
  tableName: 'dec_list',
  tableTitle: 'Declaration lines',
  columns: [
    { colCode: 'entryId', colName: 'Entry id', colType: 'varchar', colLength: 18, isNull: 'N' },
    { colCode: 'gNo', colName: 'Line', colType: 'int', isNull: 'N' },
    { colCode: 'gName', colName: 'Goods', colType: 'varchar', colLength: 50 },
  ],
};
const tables = new Map([['dec_head', head], ['dec_list', list]]);
const field = (colCode: string) => ({ colCode, title: colCode, type: 'input' as const });

describe('unfilledRequiredColumns', () => {
  it('names the NOT NULL columns without a default that the form has no field for', () => {
    const note: FormDefinition = { schemaVersion: 2, formCode: 'note', formName: 'Note', objectName: 'dec_head', fields: [field('entryId'), field('remark'), field('_temp_ieFlag')] };
    expect(unfilledRequiredColumns(note, tables)).toEqual([{ tableName: 'dec_head', colCodes: ['ieFlag', 'customsCode'] }]);
  });

  it('finds nothing when every such column has a field', () => {
    const full: FormDefinition = { schemaVersion: 2, formCode: 'full', formName: 'Full', objectName: 'dec_head', fields: ['entryId', 'ieFlag', 'customsCode'].map(field) };
    expect(unfilledRequiredColumns(full, tables)).toEqual([]);
  });

  it('counts a sub-table link as filled by the server, and judges the sub-table fields', () => {
    const form: FormDefinition = {
      schemaVersion: 2, formCode: 'full', formName: 'Full', objectName: 'dec_head', fields: ['entryId', 'ieFlag', 'customsCode'].map(field),
      subTables: [{ tableName: 'dec_list', title: 'Lines', fields: [field('gName')] }],
    };
    expect(unfilledRequiredColumns(form, tables)).toEqual([{ tableName: 'dec_list', colCodes: ['gNo'] }]);
  });

  it('leaves forms without a table, and tables it was not given, alone', () => {
    expect(unfilledRequiredColumns({ schemaVersion: 2, formCode: 'x', formName: 'x', fields: [field('a')] }, tables)).toEqual([]);
    expect(unfilledRequiredColumns({ schemaVersion: 2, formCode: 'x', formName: 'x', objectName: 'unknown', fields: [field('a')] }, tables)).toEqual([]);
  });
});
