import type { TableDefinition } from '@wharf/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateDefinition } from '../validation/validateDefinition';
import { checkTableDefinition } from './checkTableDefinition';
import { columnCodeProblem, sqlReservedWords, systemColumnCodes } from './columnCodeRules';
import { columnValue } from './columnValue';

describe('column codes (spec §5)', () => {
  it('accepts plain codes and names what is wrong with bad ones', () => {
    expect(columnCodeProblem('entryId')).toBeUndefined();
    expect(columnCodeProblem('a234567890123456789')?.code).toBe('tables/col-code-length');
    expect(columnCodeProblem('1abc')?.code).toBe('tables/col-code-start');
    expect(columnCodeProblem('名称')?.code).toBe('tables/col-code-chinese');
    expect(columnCodeProblem('a-b')?.code).toBe('tables/col-code-chars');
    expect(columnCodeProblem('_temp_total')?.code).toBe('tables/virtual-column');
    for (const reserved of ['select', 'Order', 'id', 'TENANT_ID', 'row_version', 'warn_status', 'warnStatus', 'xmin']) {
      expect(columnCodeProblem(reserved)?.code).toBe('validation/reserved-name');
    }
  });

  it('rejects duplicates ignoring case, long lengths, decimals above length and unknown index or relation columns', () => {
    const table: TableDefinition = {
      schemaVersion: 1, tableName: 't', tableTitle: 'T',
      columns: [
        { colCode: 'code', colName: 'Code', colType: 'varchar', colLength: 20000000 },
        { colCode: 'CODE', colName: 'Code again', colType: 'text' },
        { colCode: 'amount', colName: 'Amount', colType: 'decimal', colLength: 5, decimals: 6 },
        { colCode: 'select', colName: 'Select', colType: 'int' },
      ],
      indexes: [{ indexName: 'ix', colCodes: ['missing', 'create_time'] }],
      relations: [{ relationType: 'sub', relatedTable: 'm', colCode: 'nope', relatedColCode: 'id' }],
    };
    expect(checkTableDefinition(table).map((i) => `${i.path} ${i.code}`).sort()).toEqual([
      '/columns/0/colLength tables/length-above-max',
      '/columns/1/colCode validation/duplicate-code',
      '/columns/2/decimals validation/decimals-above-length',
      '/columns/3/colCode validation/reserved-name',
      '/indexes/0/colCodes/0 validation/unknown-reference',
      '/relations/0/colCode validation/unknown-reference',
    ].sort());
  });

  it('runs inside the definition validator, so the definition store refuses such tables', () => {
    const issues = validateDefinition('table', { schemaVersion: 1, tableName: 't', tableTitle: 'T', columns: [{ colCode: 'select', colName: 'S', colType: 'int' }] }, 'en_US');
    expect(issues).toEqual([{ path: '/columns/0/colCode', code: 'validation/reserved-name', message: 'select is a reserved name' }]);
  });
});

describe('column values', () => {
  it('binds values that fit their column and refuses the rest with a message code', () => {
    expect(columnValue({ colType: 'varchar', length: 3 }, 'abc')).toEqual({ ok: true, value: 'abc' });
    expect(columnValue({ colType: 'varchar', length: 3 }, '中文字符')).toMatchObject({ ok: false, code: 'tables/value-too-long' });
    expect(columnValue({ colType: 'int' }, '12')).toEqual({ ok: true, value: '12' });
    expect(columnValue({ colType: 'int' }, 3000000000)).toMatchObject({ ok: false, code: 'tables/value-out-of-range' });
    expect(columnValue({ colType: 'int' }, "1; drop table x")).toMatchObject({ ok: false, code: 'tables/value-not-integer' });
    expect(columnValue({ colType: 'decimal', length: 5, decimals: 2 }, 123.45)).toEqual({ ok: true, value: '123.45' });
    expect(columnValue({ colType: 'decimal', length: 5, decimals: 2 }, 1234.5)).toMatchObject({ ok: false, code: 'tables/value-too-many-digits' });
    expect(columnValue({ colType: 'decimal', length: 5, decimals: 2 }, '1.234')).toMatchObject({ ok: false, code: 'tables/value-too-many-decimals' });
    expect(columnValue({ colType: 'date' }, '2026-02-30')).toMatchObject({ ok: false, code: 'tables/value-not-date' });
    expect(columnValue({ colType: 'date' }, '')).toEqual({ ok: true, value: null });
    expect(columnValue({ colType: 'datetime' }, '2026-11-22 10:30:00')).toEqual({ ok: true, value: '2026-11-22 10:30:00' });
    expect(columnValue({ colType: 'boolean' }, 'Y')).toEqual({ ok: true, value: true });
    expect(columnValue({ colType: 'json' }, { a: [1] })).toEqual({ ok: true, value: '{"a":[1]}' });
    expect(columnValue({ colType: 'text' }, { a: 1 })).toMatchObject({ ok: false, code: 'tables/value-not-text' });
  });
});

describe('column codes (property)', () => {
  it('accepts exactly the codes that are plain, short, not virtual and not reserved', () => {
    const reserved = new Set<string>([...sqlReservedWords, ...systemColumnCodes, 'warn_status', 'warnstatus', 'ctid', 'xmin', 'xmax', 'cmin', 'cmax', 'tableoid', 'oid']);
    fc.assert(fc.property(fc.oneof(fc.string({ maxLength: 25 }), fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,20}$/), fc.constantFrom(...reserved)), (code) => {
      const isPlain = /^[A-Za-z][A-Za-z0-9_]{0,17}$/.test(code) && !reserved.has(code.toLowerCase());
      expect(columnCodeProblem(code) === undefined).toBe(isPlain);
    }));
  });
});
