import type { FormDefinition, FormField } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { resolveDefaultValues, resolveRowDefaults } from './defaultValues';

const now = new Date('2026-01-31T22:30:15Z');
const f = (colCode: string, type: FormField['type'], defaultValue: FormField['defaultValue']): FormField => ({ colCode, title: colCode, type, defaultValue });

describe('resolveDefaultValues', () => {
  const form: FormDefinition = {
    schemaVersion: 2,
    formCode: 'f',
    formName: 'F',
    fields: [
      f('declDate', 'date', '{{now}}'),
      f('due', 'date', '{{now+1M}}'),
      f('stamp', 'datetime', '{{ now - 1d }}'),
      f('at', 'time', '{{now}}'),
      f('note', 'input', 'made {{now-1W}}'),
      f('count', 'number', 3),
      f('flag', 'switch', true),
      f('label', 'text', 'ignored'),
      { colCode: 'empty', title: 'e', type: 'input' },
    ],
    subTables: [{ tableName: 'goods', title: 'G', fields: [f('qty', 'number', 1), f('added', 'date', '{{now}}')] }],
  };

  it('expands {{now±N}} by field type and keeps other defaults', () => {
    expect(resolveDefaultValues(form, now)).toEqual({ declDate: '2026-01-31', due: '2026-02-28', stamp: '2026-01-30 22:30:15', at: '22:30:15', note: 'made 2026-01-24 22:30:15', count: 3, flag: true });
  });

  it('computes in the user time zone', () => {
    expect(resolveDefaultValues(form, now, { utcOffsetMinutes: 480 }).declDate).toBe('2026-02-01');
  });

  it('gives a new sub-table row its defaults', () => {
    expect(resolveRowDefaults(form.subTables![0]!, now)).toEqual({ qty: 1, added: '2026-01-31' });
  });
});
