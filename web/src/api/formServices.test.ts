import { describe, expect, it, vi } from 'vitest';
import type { EformApi } from './eformApi';
import { duplicateChecker, toOptions } from './formServices';

describe('toOptions', () => {
  it('reads value/label and value/text rows, as a list or under records, and skips rows without a value', () => {
    expect(toOptions([{ value: 'a', label: 'A' }, { value: 2, text: 'Two' }, { label: 'no value' }, null])).toEqual([
      { value: 'a', label: 'A' },
      { value: '2', label: 'Two' },
    ]);
    expect(toOptions({ records: [{ value: 'x' }] })).toEqual([{ value: 'x', label: 'x' }]);
    expect(toOptions('not a list')).toEqual([]);
  });
});

describe('duplicateChecker', () => {
  const apiWith = (duplicateCheck: EformApi['lookups']['duplicateCheck']) => ({ lookups: { duplicateCheck } }) as unknown as EformApi;

  it('asks the server for one field, leaving the record itself out', async () => {
    const call = vi.fn(async () => ({ isUnique: false }));
    const check = duplicateChecker(apiWith(call));
    expect(await check({ tableName: 'dec_head', fields: [{ colCode: 'entryId', value: 42 }], dataId: 'r1' })).toEqual({ isUnique: false });
    expect(call).toHaveBeenCalledWith({ tableName: 'dec_head', fieldName: 'entryId', fieldVal: '42', dataId: 'r1' });
  });

  it('lets an empty value and a union of several fields pass without a call (the server checks those on save)', async () => {
    const call = vi.fn(async () => ({ isUnique: false }));
    const check = duplicateChecker(apiWith(call));
    expect(await check({ tableName: 't', fields: [{ colCode: 'a', value: '  ' }] })).toEqual({ isUnique: true });
    expect(await check({ tableName: 't', fields: [{ colCode: 'a', value: 'x' }, { colCode: 'b', value: 'y' }] })).toEqual({ isUnique: true });
    expect(call).not.toHaveBeenCalled();
  });

  it('shows the server failure message instead of passing silently', async () => {
    const check = duplicateChecker(apiWith(async () => {
      throw new Error('table unknown');
    }));
    expect(await check({ tableName: 't', fields: [{ colCode: 'a', value: 'x' }] })).toEqual({ isUnique: false, message: 'table unknown' });
  });
});
