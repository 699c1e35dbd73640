import { describe, expect, it } from 'vitest';
import { validateRecord } from './validateDefinition';

const codes = (issues: ReturnType<typeof validateRecord>) => issues.map((i) => `${i.path} ${i.code}`);

describe('validateRecord', () => {
  it('dictionary: item values unique', () => {
    const dict = { dictCode: 'ie_flag', dictName: 'I/E', items: [{ itemText: 'Import', itemValue: 'I' }, { itemText: 'Again', itemValue: 'I' }] };
    expect(codes(validateRecord('dictionary', dict))).toEqual(['/items/1/itemValue validation/duplicate-code']);
  });

  it('menu: codes unique through the tree, code at most 100 characters', () => {
    const menu = { menuCode: 'customs', name: 'Customs', children: [{ menuCode: 'customs_list', name: 'List' }, { menuCode: 'customs', name: 'Dup' }] };
    expect(codes(validateRecord('menuItem', menu))).toEqual(['/children/1/menuCode validation/duplicate-code']);
    expect(codes(validateRecord('menuItem', { menuCode: 'm'.repeat(101), name: 'Long' }))).toEqual(['/menuCode validation/max-length']);
  });

  it('http config: only http(s) urls and known methods', () => {
    const http = { httpCode: 'rates', httpName: 'Rates', httpUrl: 'file:///etc/passwd', httpMethod: 'TRACE' };
    expect(codes(validateRecord('httpConfig', http))).toEqual(['/httpUrl validation/pattern', '/httpMethod validation/enum']);
  });

  it('sql config: named parameters are identifiers', () => {
    const sql = { sqlCode: 'q', sqlName: 'Q', sqlQuery: 'select 1 as id', parameters: [{ name: 'from date' }] };
    expect(codes(validateRecord('sqlConfig', sql))).toEqual(['/parameters/0/name validation/pattern']);
  });

  it('reference table: every language named, codes unique', () => {
    const name = { zh_CN: '港', en_US: 'Port', th_TH: 'ท่า', zh_TW: '港' };
    const table = { type: 'port', names: name, source: 'UN/LOCODE', items: [{ code: 'CNSHA', ...name }, { code: 'CNSHA', ...name }] };
    expect(codes(validateRecord('referenceTable', table))).toEqual(['/items/1/code validation/duplicate-code']);
    const { th_TH: _missing, ...withoutThai } = name;
    expect(codes(validateRecord('referenceTable', { ...table, items: [{ code: 'X', ...withoutThai }] }))).toEqual(['/items/0/th_TH validation/required']);
  });
});
