import type { FormDefinition } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { readableChanges } from './readableChanges';

const form: FormDefinition = {
  schemaVersion: 2,
  formCode: 'dec',
  formName: 'Declaration',
  fields: [{ colCode: 'declTotal', title: 'Declared total', type: 'number' }],
  subTables: [{ tableName: 'dec_list', title: 'Goods', fields: [{ colCode: 'qty', title: 'Quantity', type: 'number' }] }],
};

describe('readableChanges', () => {
  it('names master fields and sub-table cells by their titles, rows counted from 1', () => {
    expect(readableChanges(form, [
      { path: '/declTotal', op: 'changed', from: 10, to: 12.5 },
      { path: '/dec_list/2/qty', op: 'changed', from: 1, to: 3 },
      { path: '/dec_list/3', op: 'added', to: { qty: 4 } },
      { path: '/other', op: 'removed', from: 'x' },
    ])).toEqual([
      { field: 'Declared total', op: 'changed', before: '10', after: '12.5' },
      { field: 'Goods · 3 · Quantity', op: 'changed', before: '1', after: '3' },
      { field: 'Goods · 4', op: 'added', before: '', after: '{"qty":4}' },
      { field: 'other', op: 'removed', before: 'x', after: '' },
    ]);
  });
});
