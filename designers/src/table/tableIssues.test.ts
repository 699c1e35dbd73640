import { describe, expect, it } from 'vitest';
import { blankColumn, blankTable } from './blankTable';
import { areLossesConfirmed, planLosses } from './syncLosses';
import { tableIssues } from './tableIssues';

describe('tableIssues', () => {
  it('finds nothing wrong in a new table with a code and title', () => {
    expect(tableIssues(blankTable('orders', 'Orders'), 'en_US').all).toEqual([]);
  });

  it('puts each schema problem of §5 on the cell it concerns', () => {
    const table = blankTable('orders', 'Orders');
    table.columns = [
      { ...blankColumn(1), colCode: '1abc' },
      { ...blankColumn(2), colCode: 'warnStatus' },
      { ...blankColumn(3), colCode: 'abcdefghijklmnopqrs' },
      { ...blankColumn(4), colCode: '名称' },
      { ...blankColumn(5), colCode: 'fine' },
    ];
    const issues = tableIssues(table, 'en_US');
    for (const index of [0, 1, 2, 3]) expect(issues.at(`/columns/${index}/colCode`)).not.toEqual([]);
    expect(issues.hasUnder('/columns/4')).toBe(false);
    expect(issues.hasUnder('/columns/0')).toBe(true);
  });

  it('shows the engine rules: decimals within length, unique and reserved codes', () => {
    const table = blankTable('orders', 'Orders');
    table.columns = [
      { ...blankColumn(1), colCode: 'amount', colType: 'decimal', colLength: 4, decimals: 6 },
      { ...blankColumn(2), colCode: 'amount' },
      { ...blankColumn(3), colCode: 'tenant_id' },
    ];
    const issues = tableIssues(table, 'en_US');
    expect(issues.at('/columns/0/decimals').join()).toContain('6');
    expect(issues.at('/columns/1/colCode').join()).toContain('amount');
    expect(issues.at('/columns/2/colCode')).not.toEqual([]);
  });

  it('shows the engine rules even while another cell breaks the schema', () => {
    const table = blankTable('orders', 'Orders');
    table.columns = [{ ...blankColumn(1), colCode: '1abc' }, { ...blankColumn(2), colCode: 'amount' }, { ...blankColumn(3), colCode: 'amount' }];
    const issues = tableIssues(table, 'en_US');
    expect(issues.at('/columns/0/colCode')).not.toEqual([]);
    expect(issues.at('/columns/2/colCode').join()).toContain('amount');
    // One message per problem, not one from the schema and another from the rules.
    expect(issues.all.filter((issue) => issue.path === '/columns/0/colCode')).toHaveLength(1);
  });

  it('checks index columns against the table', () => {
    const table = { ...blankTable('orders', 'Orders'), indexes: [{ indexName: 'ix_a', colCodes: ['missing'] }] };
    expect(tableIssues(table, 'en_US').at('/indexes/0/colCodes/0')).not.toEqual([]);
  });
});

describe('planLosses', () => {
  const plan = {
    tableStatus: 'notSynced' as const,
    destructive: true,
    statements: [
      { sql: 'alter table add column x', destructive: false },
      { sql: 'alter table drop column a', destructive: true, loss: 'column a (12 rows)' },
      { sql: 'alter table alter b type varchar(5)', destructive: true },
    ],
  };

  it('asks for each destructive statement once, by its loss or else its SQL', () => {
    expect(planLosses(plan)).toEqual(['column a (12 rows)', 'alter table alter b type varchar(5)']);
  });

  it('is confirmed only when every loss is ticked', () => {
    expect(areLossesConfirmed(plan, new Set(['column a (12 rows)']))).toBe(false);
    expect(areLossesConfirmed(plan, new Set(planLosses(plan)))).toBe(true);
    expect(areLossesConfirmed({ ...plan, statements: [plan.statements[0]!], destructive: false }, new Set())).toBe(true);
  });
});
