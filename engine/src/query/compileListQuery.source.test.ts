import { describe, expect, it } from 'vitest';
import { compileListQuery } from './compileListQuery';
import type { QueryDefinition } from './types';

const report: QueryDefinition = {
  table: 'report',
  source: { text: 'select id, dec_no, create_time from biz."t1_dec" where owner = $1 and note = $$ $2 $$', values: ['alice'] },
  columns: [{ field: 'id' }, { field: 'decNo', column: 'dec_no' }, { field: 'createTime', column: 'create_time', type: 'datetime', isSelectedAsText: true }],
};

describe('compileListQuery with a subquery source and text-selected columns', () => {
  it('puts the subquery first, keeps its placeholders and numbers the compiler\'s own after them', () => {
    const compiled = compileListQuery(report, { filters: [{ field: 'decNo', op: 'eq', value: 'D1' }], page: { mode: 'offset', pageSize: 10 } });
    if (!compiled.ok) throw new Error(JSON.stringify(compiled.errors));
    expect(compiled.sql.text).toBe(
      'SELECT "id", "dec_no" AS "decNo", "create_time"::text AS "createTime" FROM (select id, dec_no, create_time from biz."t1_dec" where owner = $1 and note = $$ $2 $$\n) AS "report"'
      + ' WHERE "dec_no" = $2 ORDER BY "create_time" DESC, "id" DESC LIMIT $3 OFFSET $4',
    );
    expect(compiled.sql.values).toEqual(['alice', 'D1', 10, 0]);
    expect(compiled.countSql.values).toEqual(['alice', 'D1']);
    expect(compiled.countSql.text).toContain('FROM (select id');
  });

  it('compares a keyset cursor of microsecond text exactly (bound as given)', () => {
    const compiled = compileListQuery(report, { page: { mode: 'keyset', pageSize: 10, after: { createTime: '2026-11-22 05:30:12.123456+00', id: 'x' } } });
    if (!compiled.ok) throw new Error(JSON.stringify(compiled.errors));
    expect(compiled.sql.values).toEqual(['alice', '2026-11-22 05:30:12.123456+00', '2026-11-22 05:30:12.123456+00', '2026-11-22 05:30:12.123456+00', 'x', 10]);
  });
});
