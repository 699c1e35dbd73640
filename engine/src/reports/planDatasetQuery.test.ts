import type { DatasetDefinition } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import type { ConditionGroup } from '../conditions/types';
import type { DatasetSource } from './datasetPlanTypes';
import { declarationsDataset, tableSource } from './datasetPlan.fixture';
import { planDatasetQuery } from './planDatasetQuery';
import type { DatasetQuery } from './types';

const plan = (query: DatasetQuery, extra: Partial<Parameters<typeof planDatasetQuery>[0]> = {}) => planDatasetQuery({ dataset: declarationsDataset, query, source: tableSource, lang: 'en_US', ...extra });
const ok = (query: DatasetQuery, extra: Partial<Parameters<typeof planDatasetQuery>[0]> = {}) => {
  const result = plan(query, extra);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.plan;
};
const errors = (query: DatasetQuery, extra: Partial<Parameters<typeof planDatasetQuery>[0]> = {}) => {
  const result = plan(query, extra);
  if (result.ok) throw new Error('expected errors');
  return result.errors.map((e) => `${e.path} ${e.code}`);
};

describe('planDatasetQuery', () => {
  it('groups by the dimensions and aggregates the measures over the table', () => {
    const { sql, columns, limit } = ok({ dimensions: ['port'], measures: ['amount', 'id', 'weight', 'entryId'] });
    expect(sql.text).toBe('SELECT "port", sum("amount") AS "amount", count("id") AS "id", avg("weight") AS "weight", count(DISTINCT "entryId") AS "entryId" FROM (SELECT "port" AS "port", "amount" AS "amount", "id" AS "id", "weight" AS "weight", "entryId" AS "entryId" FROM "biz"."t1_dec_head") AS "wharf_rows" GROUP BY "port" ORDER BY "port" ASC NULLS LAST LIMIT $1');
    expect(sql.values).toEqual([5001]);
    expect(limit).toBe(5000);
    expect(columns).toEqual([
      { key: 'port', title: 'Port', role: 'dimension', colType: 'string', dictCode: 'customs_port' },
      { key: 'amount', title: 'Amount', role: 'measure', colType: 'number' },
      { key: 'id', title: 'Count', role: 'measure', colType: 'number' },
      { key: 'weight', title: 'Weight', role: 'measure', colType: 'number' },
      { key: 'entryId', title: 'Entries', role: 'measure', colType: 'number' },
    ]);
  });

  it('truncates a date dimension with a bound unit and returns dates as text', () => {
    const { sql } = ok({ dimensions: ['declDate', 'createTime'], measures: ['amount'] });
    expect(sql.text).toContain('date_trunc($1, "decl_date"::timestamp)::date AS "declDate"');
    expect(sql.text).toContain('SELECT "declDate"::text AS "declDate", "createTime"::text AS "createTime"');
    expect(sql.values[0]).toBe('month');
  });

  it('puts the caller\'s row filter, the default filter and the widget condition inside, the query filters outside', () => {
    const rowFilter: ConditionGroup = { kind: 'group', match: 'and', children: [{ kind: 'condition', field: 'createBy', operator: 'equal', value: 'alice' }] };
    const condition: ConditionGroup = { kind: 'group', match: 'and', children: [{ kind: 'condition', field: 'amount', operator: 'greater', value: 0 }] };
    const dataset = { ...declarationsDataset, defaultFilter: { kind: 'group', match: 'and', children: [{ kind: 'condition', field: 'ieFlag', operator: 'notEqual', value: 'X' }] } } as DatasetDefinition;
    const { sql } = ok({ dimensions: ['port'], measures: ['amount'], filters: [{ colCode: 'ieFlag', op: 'in', value: ['I', 'E'] }] }, { dataset, rowFilter, condition });
    expect(sql.text).toContain('FROM "biz"."t1_dec_head" WHERE ("create_by" = $1) AND (("ieFlag" IS NULL) OR (NOT ("ieFlag" = $2))) AND ("amount" > $3)) AS "wharf_rows" WHERE "ieFlag" = ANY($4)');
    expect(sql.values).toEqual(['alice', 'X', 0, ['I', 'E'], 5001]);
  });

  it('answers no rows for a caller who may read none, and for a row filter naming a column the table lacks', () => {
    expect(ok({ measures: ['amount'] }, { rowFilter: false }).sql.text).toContain('FROM "biz"."t1_dec_head" WHERE FALSE');
    const unknown: ConditionGroup = { kind: 'group', match: 'and', children: [{ kind: 'condition', field: 'nowhere', operator: 'equal', value: 1 }] };
    expect(ok({ measures: ['amount'] }, { rowFilter: unknown }).sql.text).toContain('WHERE FALSE');
  });

  it('drills: groups by levels[path.length] and filters levels[i] = path[i], keeping the other dimensions and filters', () => {
    const { sql, drill, columns } = ok({ dimensions: ['port', 'declDate'], measures: ['amount'], drill: { hierarchy: 'geo', path: ['2200'] }, filters: [{ colCode: 'declDate', op: 'gte', value: '2026-01-01' }] });
    expect(columns.map((c) => c.key)).toEqual(['ieFlag', 'declDate', 'amount']);
    expect(sql.text).toContain('WHERE ("declDate" >= $2) AND ("port" = $3) GROUP BY "ieFlag", "declDate"');
    expect(drill).toEqual({ hierarchy: 'geo', path: ['2200'], levels: ['port', 'ieFlag'] });
    expect(ok({ drill: { hierarchy: 'geo', path: [null] }, measures: ['amount'] }).sql.text).toContain('"port" IS NULL');
    expect(errors({ drill: { hierarchy: 'geo', path: ['2200', 'I'] } })).toEqual(['/drill/path dataset/drill-too-deep']);
    expect(errors({ drill: { hierarchy: 'time', path: [] } })).toEqual(['/drill/hierarchy dataset/unknown-hierarchy']);
  });

  it('reports unknown dimensions, measures, filter columns and sort fields at their paths', () => {
    expect(errors({ dimensions: ['port', 'nope'], measures: ['x'], filters: [{ colCode: 'amount', op: 'eq', value: 1 }, { colCode: 'port', op: 'between', value: ['a'] }], sort: [{ by: 'weight', order: 'asc' }] })).toEqual([
      '/dimensions/1 dataset/unknown-dimension',
      '/measures/0 dataset/unknown-measure',
      '/sort/0/by dataset/unknown-sort-field',
      '/filters/0/colCode dataset/unknown-filter-column',
      '/filters/1/value query/invalid-range',
    ]);
    expect(errors({ dimensions: [], measures: [] })).toEqual(['/measures dataset/nothing-selected']);
    expect(errors({ filters: [{ colCode: 'port', op: 'around' as never, value: 1 }] })).toEqual(['/filters/0/op dataset/unknown-operator']);
  });

  it('refuses a query that filters none of the required dimensions (a drill path counts)', () => {
    const dataset = { ...declarationsDataset, requiredFilters: ['port', 'declDate'] };
    expect(errors({ measures: ['amount'] }, { dataset })).toEqual(['/filters dataset/filter-required']);
    expect(errors({ measures: ['amount'], filters: [{ colCode: 'ieFlag', op: 'eq', value: 'I' }] }, { dataset })).toEqual(['/filters dataset/filter-required']);
    expect(plan({ measures: ['amount'], filters: [{ colCode: 'declDate', op: 'between', value: ['2026-01-01', '2026-02-01'] }] }, { dataset }).ok).toBe(true);
    expect(plan({ measures: ['amount'], drill: { hierarchy: 'geo', path: ['2200'] } }, { dataset }).ok).toBe(true);
  });

  it('reads ne and notIn as "not x, or empty", like data rules, and eq null as is null', () => {
    const text = ok({ dimensions: [], measures: ['amount'], filters: [{ colCode: 'port', op: 'ne', value: 'A' }, { colCode: 'ieFlag', op: 'notIn', value: ['I'] }, { colCode: 'port', op: 'eq', value: null }] }).sql.text;
    expect(text).toContain('WHERE (("port" IS NULL) OR (NOT ("port" = $1))) AND (("ieFlag" IS NULL) OR (NOT ("ieFlag" = ANY($2)))) AND ("port" IS NULL)');
  });

  it('caps the rows at maxRows (and a smaller query limit), asking one more to tell a cut answer', () => {
    const dataset = { ...declarationsDataset, maxRows: 100 };
    expect(ok({ measures: ['amount'], dimensions: ['port'], limit: 10 }, { dataset }).sql.values.at(-1)).toBe(11);
    expect(ok({ measures: ['amount'], dimensions: ['port'], limit: 1000 }, { dataset }).limit).toBe(100);
  });

  it('aggregates over a bound SQL config as a subquery whose placeholders come first', () => {
    const dataset: DatasetDefinition = { ...declarationsDataset, sourceType: 'sql', sqlCode: 'stats', tableName: undefined } as DatasetDefinition;
    const { sql } = ok({ dimensions: ['declDate'], measures: ['amount'], filters: [{ colCode: 'port', op: 'eq', value: '2200' }] }, {
      dataset, source: { kind: 'sql', sql: { text: 'select * from biz."t1" where x >= $1 ', values: ['2026-01-01'] } },
    });
    expect(sql.text).toBe('SELECT "declDate"::text AS "declDate", sum("amount") AS "amount" FROM (SELECT "port" AS "port", date_trunc($2, "declDate"::timestamp)::date AS "declDate", "amount" AS "amount" FROM (select * from biz."t1" where x >= $1 \n) AS "wharf_source") AS "wharf_rows" WHERE "port" = $3 GROUP BY "declDate" ORDER BY "declDate" ASC NULLS LAST LIMIT $4');
    expect(sql.values).toEqual(['2026-01-01', 'month', '2200', 5001]);
  });

  it('lists only distinct dimension values when no measure is asked (filter choices)', () => {
    expect(ok({ dimensions: ['port'], measures: [] }).sql.text).toMatch(/^SELECT DISTINCT "port" FROM/);
  });

  it('reports a dimension the source does not have', () => {
    const source: DatasetSource = { ...tableSource, columns: (tableSource as Extract<DatasetSource, { kind: 'table' }>).columns.filter((c) => c.field !== 'weight') } as DatasetSource;
    expect(errors({ measures: ['weight'] }, { source })).toEqual(['/definition/measure/2/colCode dataset/unknown-source-column']);
  });
});
