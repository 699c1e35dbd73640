import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileListQuery } from './compileListQuery';
import { toKnexRaw } from './renderSql';
import { declarationDefinition } from './declarationDefinition.fixture';
import { queryOperators, type ListQueryRequest, type QueryFilter } from './types';

const declaredFields = declarationDefinition.columns.map((column) => column.field);
const declaredIdentifiers = new Set([declarationDefinition.table, 'total', ...declarationDefinition.columns.flatMap((column) => [column.field, column.column ?? column.field])]);
const hostile = fc.constantFrom("'; DROP TABLE users; --", '" OR 1=1 --', '$1', '\\', '%', '_', '\u0000', 'Robert"); --', '1) OR (1=1', "O'Brien", '*/ SELECT', '"id"');
const anyText = fc.oneof(fc.string({ maxLength: 20 }), fc.string({ unit: 'grapheme', maxLength: 10 }), hostile);
const anyValue = fc.oneof(anyText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.oneof(anyText, fc.integer()), { maxLength: 4 }), fc.tuple(anyText, anyText));
const field = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...declaredFields) }, { weight: 1, arbitrary: anyText });
const filter: fc.Arbitrary<QueryFilter> = fc.record({ field, op: fc.option(fc.constantFrom(...queryOperators), { nil: undefined }), value: anyValue, name: fc.option(fc.oneof(fc.constant('overdue'), anyText), { nil: undefined }) });
const request: fc.Arbitrary<ListQueryRequest> = fc.record({
  filters: fc.array(filter, { maxLength: 4 }),
  superQuery: fc.option(fc.record({ matchType: fc.constantFrom('and' as const, 'or' as const), conditions: fc.array(filter, { maxLength: 3 }) }), { nil: undefined }),
  sort: fc.option(fc.array(fc.record({ field, order: fc.constantFrom('asc' as const, 'desc' as const) }), { maxLength: 2 }), { nil: undefined }),
  page: fc.oneof(
    fc.record({ mode: fc.constant('offset' as const), pageNo: fc.integer({ min: 1, max: 1000 }), pageSize: fc.constantFrom(10, 20, 50) }),
    fc.record({ mode: fc.constant('keyset' as const), pageSize: fc.constantFrom(10, 20), after: fc.option(fc.dictionary(fc.constantFrom(...declaredFields), anyText), { nil: undefined }) }),
  ),
});

// Everything the compiler may write outside identifiers and placeholders.
const vocabulary = /^(?:SELECT|FROM|WHERE|AND|OR|NOT|IS|NULL|LIKE|ESCAPE|'\\'|BETWEEN|ORDER|BY|ASC|DESC|LIMIT|OFFSET|AS|ANY|lower|count|TRUE|FALSE|<>|<=|>=|[(),=<>*.]|\s)*$/;

function assertOnlyBoundValues(text: string, values: unknown[]): void {
  const identifiers = [...text.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => (match[1] ?? '').replace(/""/g, '"'));
  for (const identifier of identifiers) expect(declaredIdentifiers.has(identifier), identifier).toBe(true);
  const placeholders = [...text.matchAll(/\$(\d+)/g)].map((match) => Number(match[1]));
  expect(placeholders).toEqual(values.map((_, index) => index + 1));
  const rest = text.replace(/"(?:[^"]|"")*"/g, ' ').replace(/\$\d+/g, ' ');
  expect(rest).toMatch(vocabulary);
}

describe('query compiler properties', () => {
  it('whatever the request, the SQL holds only declared identifiers, keywords and $n placeholders numbered in order', () => {
    fc.assert(fc.property(request, (input) => {
      const result = compileListQuery(declarationDefinition, input);
      if (!result.ok) {
        expect(result.errors.length).toBeGreaterThan(0);
        for (const error of result.errors) expect(error.code).toMatch(/^query\//);
        return;
      }
      assertOnlyBoundValues(result.sql.text, result.sql.values);
      assertOnlyBoundValues(result.countSql.text, result.countSql.values);
      const knex = toKnexRaw(result.sql);
      expect(knex.sql.split('?').length - 1).toBe(knex.bindings.length);
      expect(knex.sql).not.toMatch(/\$/);
    }), { numRuns: 1500 });
  });
  it('a filter on an undeclared field is always an error naming that filter', () => {
    fc.assert(fc.property(anyText.filter((name) => !declaredFields.includes(name)), anyValue, (name, value) => {
      const result = compileListQuery(declarationDefinition, { filters: [{ field: name, op: 'eq', value }] });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.errors.map((error) => error.path)).toContain('filters[0].field');
    }));
  });
  it('values never change the SQL text: only the bound values differ', () => {
    const shapes = fc.constantFrom<Array<QueryFilter>>(
      [{ field: 'status', op: 'eq' }], [{ field: 'consignee', op: 'lk' }], [{ field: 'status', op: 'eic' }], [{ field: 'entryNo', op: 'rhk' }], [{ field: 'status', op: 'in' }],
    );
    fc.assert(fc.property(shapes, anyText.filter((text) => text.trim() !== '' && !text.includes(',')), (shape, text) => {
      const withValue = (value: string) => compileListQuery(declarationDefinition, { filters: shape.map((part) => ({ ...part, value })) });
      const probe = withValue(text);
      const reference = withValue('reference\u0001value');
      expect(probe.ok && reference.ok).toBe(true);
      if (probe.ok && reference.ok) {
        expect(probe.sql.text).toBe(reference.sql.text);
        expect(probe.sql.values).not.toEqual(reference.sql.values);
      }
    }));
  });
  it('enough generated requests compile for the first property to mean something', () => {
    const samples = fc.sample(request, { numRuns: 1000, seed: 42 });
    const compiled = samples.filter((input) => compileListQuery(declarationDefinition, input).ok).length;
    // About one in twelve compile (random operators, values and fields mostly do not fit): 1,000 samples give the first property enough.
    expect(compiled).toBeGreaterThan(75);
  });
});
