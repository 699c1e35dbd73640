import type { FormDefinition } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { compileFormRules } from './compileFormRules';

const form: FormDefinition = {
  schemaVersion: 2,
  formCode: 'f',
  formName: 'F',
  objectName: 'head',
  fields: [{ colCode: 'no', title: 'No', type: 'input' }],
  subTables: [{ tableName: 'goods', title: 'Goods', minRows: 1, maxRows: 2, fields: [{ colCode: 'name', title: 'Name', type: 'input' }] }],
};
const issues = async (values: Record<string, unknown>, lang: 'en_US' | 'zh_CN' = 'en_US') => (await compileFormRules(form).validate(values, { lang })).map((i) => `${i.path} ${i.message}`);

describe('sub-table row counts', () => {
  it('checks minRows and maxRows when the record carries the sub-table', async () => {
    expect(await issues({ goods: [] })).toEqual(['/goods Goods needs at least 1 rows']);
    expect(await issues({ goods: [{ name: 'a' }] })).toEqual([]);
    expect(await issues({ goods: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] })).toEqual(['/goods Goods takes at most 2 rows']);
    expect(await issues({ goods: [] }, 'zh_CN')).toEqual(['/goods Goods至少需要 1 行']);
  });

  it('leaves the count alone when the record does not carry the sub-table (an edit keeping its rows)', async () => {
    expect(await issues({ no: 'x' })).toEqual([]);
  });
});
