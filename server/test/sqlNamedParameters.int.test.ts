import { namedParameterNames } from '@wharf/engine';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { bindPreparedSql } from '../src/eform/sqlConfig/bindPreparedSql';
import { prepareSql } from '../src/eform/sqlConfig/prepareSql';
import { sqlTextArbitrary } from './support/sqlTextArbitrary';

/**
 * Issue 15 §3: the one named-parameter lexer (engine `lexSql`, used by the server's `prepareSql` and
 * the designer's parameter list) is checked against PostgreSQL itself. Each generated text has its
 * `:name`s replaced by `$1..$n` exactly as a run binds them; PostgreSQL's PREPARE must accept the
 * result with exactly n parameters. A `:name` the lexer missed stays a stray colon (a syntax error);
 * one it took from inside a string or comment is a `$k` PostgreSQL never sees (too few parameters,
 * or one whose type it cannot determine).
 */

let client: pg.Client;

beforeAll(async () => {
  client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
});
afterAll(async () => client?.end());

/** The number of parameters PostgreSQL finds in `text`, or its error. */
async function parametersPostgresFinds(text: string): Promise<number | string> {
  await client.query('deallocate all');
  try {
    await client.query(`prepare lexer_check as ${text}`);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const result = await client.query<{ count: number }>("select cardinality(parameter_types) as count from pg_prepared_statements where name = 'lexer_check'");
  return result.rows[0]!.count;
}

/** The text a run would send: every parameter the lexer found as `$n`, values bound. */
function asBound(sql: string): { text: string; count: number; names: string[] } {
  const result = prepareSql(sql);
  if (!result.ok) throw new Error(`prepareSql refused ${JSON.stringify(sql)}: ${JSON.stringify(result.problem)}`);
  const bound = bindPreparedSql(result.prepared, { tables: new Map(), values: {} });
  return { text: bound.text, count: bound.values.length, names: result.prepared.parameterNames };
}

describe('named parameters as PostgreSQL sees them', () => {
  it('finds the cases the two old lexers got wrong, as PostgreSQL does', async () => {
    const cases: Array<[string, string[]]> = [
      ["select E'it\\'s :y' as s, :z", ['z']],
      ['select 1 /* /* */ :a */, :b', ['b']],
      ['select 1 as x$$, :c, 2 as y$$', ['c']],
      ['select :a -- :b\r, :c', ['a', 'c']],
      ["select E'a'\n'\\' :y', :z", ['z']],
      ['select :a$b::text', ['a$b']],
      ["select $$x$$, E'\\' :y', :z", ['z']],
    ];
    for (const [sql, names] of cases) {
      const bound = asBound(sql);
      expect({ sql, names: bound.names }).toEqual({ sql, names });
      expect({ sql, found: await parametersPostgresFinds(bound.text) }).toEqual({ sql, found: names.length });
    }
  });

  it('replaces exactly the parameters PostgreSQL sees, in generated SQL (property, 200 texts)', async () => {
    await fc.assert(fc.asyncProperty(sqlTextArbitrary, async (generated) => {
      const bound = asBound(generated.text);
      expect({ sql: generated.text, found: await parametersPostgresFinds(bound.text) }).toEqual({ sql: generated.text, found: bound.count });
      // The designer's list is the same reading, and it is the one the fragments were built with.
      expect(namedParameterNames(generated.text)).toEqual(bound.names);
      expect(bound.names).toEqual([...new Set(generated.parameters)]);
    }), { numRuns: 200 });
  });
});
