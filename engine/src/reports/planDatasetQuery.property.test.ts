import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DatasetSource } from './datasetPlanTypes';
import { planDatasetQuery } from './planDatasetQuery';
import { declarationsDataset, tableSource } from './datasetPlan.fixture';
import type { DatasetFilter, DatasetFilterOperator, DatasetQuery } from './types';

const datasetFilterOperators: DatasetFilterOperator[] = ['eq', 'ne', 'in', 'notIn', 'between', 'gt', 'gte', 'lt', 'lte', 'like', 'isNull', 'notNull'];

const columns = (tableSource as Extract<DatasetSource, { kind: 'table' }>).columns;
const declared = new Set(['biz', 't1_dec_head', 'wharf_rows', ...columns.flatMap((c) => [c.field, c.column ?? c.field])]);
const dimensionCodes = declarationsDataset.dimension.map((d) => d.colCode);
const measureCodes = declarationsDataset.measure.map((m) => m.colCode);

const hostile = fc.constantFrom("'; DROP TABLE users; --", '" OR 1=1 --', '$1', '\\', '%', "O'Brien", '*/ SELECT', '"port"', 'wharf_rows');
const text = fc.oneof(fc.string({ maxLength: 12 }), hostile);
const value = fc.oneof(text, fc.integer(), fc.double(), fc.constant(null));
const anyValue = fc.oneof(value, fc.array(value, { maxLength: 3 }));
const field = (codes: string[]) => fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...codes) }, { weight: 1, arbitrary: text });
const filter: fc.Arbitrary<DatasetFilter> = fc.record({ colCode: field(dimensionCodes), op: fc.constantFrom(...datasetFilterOperators), value: anyValue });
const query: fc.Arbitrary<DatasetQuery> = fc.record({
  dimensions: fc.option(fc.array(field(dimensionCodes), { maxLength: 3 }), { nil: undefined }),
  measures: fc.option(fc.array(field(measureCodes), { maxLength: 3 }), { nil: undefined }),
  filters: fc.option(fc.array(filter, { maxLength: 4 }), { nil: undefined }),
  drill: fc.option(fc.record({ hierarchy: fc.oneof(fc.constant('geo'), text), path: fc.array(value, { maxLength: 3 }) }), { nil: undefined }),
  sort: fc.option(fc.array(fc.record({ by: field([...dimensionCodes, ...measureCodes]), order: fc.constantFrom('asc' as const, 'desc' as const) }), { maxLength: 2 }), { nil: undefined }),
  limit: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: undefined }),
}, { requiredKeys: [] });

// Everything the planner may write outside identifiers and placeholders.
const vocabulary = /^(?:SELECT|DISTINCT|FROM|WHERE|AND|OR|NOT|IS|NULL|NULLS|LAST|LIKE|ESCAPE|'\\'|BETWEEN|GROUP|ORDER|BY|ASC|DESC|LIMIT|AS|ANY|lower|count|sum|avg|max|min|date_trunc|text|timestamp|date|TRUE|FALSE|<>|<=|>=|::|[(),=<>*.]|\s)*$/;

describe('dataset planner properties', () => {
  it('whatever the query, the SQL holds only declared identifiers, keywords and $n placeholders numbered in order', () => {
    fc.assert(fc.property(query, (input) => {
      const result = planDatasetQuery({ dataset: declarationsDataset, query: input, source: tableSource });
      if (!result.ok) {
        // Refusals point into the query.
        for (const error of result.errors) expect(error.path).toMatch(/^\/(dimensions|measures|filters|drill|sort|parameters)?/);
        return;
      }
      const { text: sql, values } = result.plan.sql;
      for (const match of sql.matchAll(/"((?:[^"]|"")*)"/g)) expect(declared.has(match[1]!), match[1]).toBe(true);
      expect([...sql.matchAll(/\$(\d+)/g)].map((m) => Number(m[1]))).toEqual(values.map((_, i) => i + 1));
      expect(sql.replace(/"(?:[^"]|"")*"/g, ' ').replace(/\$\d+/g, ' ')).toMatch(vocabulary);
      // The row cap is always the last value, one above the answer's limit.
      expect(values.at(-1)).toBe(result.plan.limit + 1);
    }), { numRuns: 500 });
  });
});
