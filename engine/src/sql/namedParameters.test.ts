import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lexSql } from './lexSql';
import { namedParameterNames, namedParameterUses } from './namedParameters';

describe('namedParameterNames', () => {
  it('finds :name once each, in order of first use', () => {
    expect(namedParameterNames('select * from t where d >= :fromDate and (c = :port or :port is null) and x < :fromDate')).toEqual(['fromDate', 'port']);
  });

  it('reads an E string with backslash escapes: the issue\'s example finds z, not y', () => {
    expect(namedParameterNames("select E'it\\'s :y' as s, :z")).toEqual(['z']);
    expect(namedParameterNames("select e'\\\\' as s, :z")).toEqual(['z']);
    // Without the E prefix a backslash is an ordinary character (standard_conforming_strings).
    expect(namedParameterNames("select 'a\\' as s, :z")).toEqual(['z']);
  });

  it('takes the E prefix only where it starts a token', () => {
    // `name'…'` is a typed literal of type name: a standard string, the backslash is literal.
    expect(namedParameterNames("select name'a\\' as s, :z")).toEqual(['z']);
    expect(namedParameterNames("select $$x$$, E'\\' :y', :z")).toEqual(['z']);
  });

  it('reads nested block comments', () => {
    expect(namedParameterNames('select 1 /* /* */ :a */, :b')).toEqual(['b']);
    expect(namedParameterNames('select 1 /* a /* b /* c */ :x */ :y */ , :z /**/ , :w')).toEqual(['z', 'w']);
    expect(namedParameterNames('select 1 */* c */ :a')).toEqual(['a']);
  });

  it('ends a -- comment at \\r as well as \\n', () => {
    expect(namedParameterNames('select :a -- :b\r, :c')).toEqual(['a', 'c']);
  });

  it('continues a string across a newline in the same mode', () => {
    // E'a' + newline + '\' :y' is one escape string: the second part's \' is an escaped quote.
    expect(namedParameterNames("select E'a'\n'\\' :y', :z")).toEqual(['z']);
    expect(namedParameterNames("select E'a' -- c\n  -- d\n'\\' :y', :z")).toEqual(['z']);
    // Without a newline there is no continuation: a standard string follows.
    expect(namedParameterNames("select E'a' /* c */ '\\', :z")).toEqual(['z']);
  });

  it('treats U&\'…\' and B/X/N strings like standard strings', () => {
    expect(namedParameterNames("select U&'a\\' UESCAPE '!', :z")).toEqual(['z']);
    expect(namedParameterNames("select B'01', X'ff', N'it''s :y', :z")).toEqual(['z']);
  });

  it('skips dollar quotes, quoted identifiers and casts', () => {
    expect(namedParameterNames('select $$ :a $$, $q$ $$ :b $q$, $q$$q$$r$ :c $r$, :d')).toEqual(['d']);
    expect(namedParameterNames('select 1 as ":a", 1 as "x"" :b", U&":c", :d')).toEqual(['d']);
    expect(namedParameterNames('select x::text, :a::int, 1:::b, array[1,2][1:2]')).toEqual(['a', 'b']);
  });

  it('reads $ inside identifiers as PostgreSQL does: x$$ is a name, not a dollar quote', () => {
    expect(namedParameterNames('select 1 as x$$, :a, 2 as y$$')).toEqual(['a']);
    expect(namedParameterNames('select 1$$ :a $$')).toEqual([]);
  });

  it('names a parameter by the whole identifier that follows the colon', () => {
    expect(namedParameterNames('select :a$b, :é1, :_x9')).toEqual(['a$b', 'é1', '_x9']);
    expect(namedParameterNames('select :1, : a, :"a", :=')).toEqual([]);
  });

  it('gives the span of each use', () => {
    expect(namedParameterUses("select ':x', :ab")).toEqual([{ name: 'ab', start: 13, end: 16 }]);
  });

  it('finds nothing after an unclosed string or comment', () => {
    expect(namedParameterNames("select :a, ' :b")).toEqual(['a']);
    expect(lexSql("select :a, ' :b").unterminated).toEqual({ kind: 'string', start: 11 });
    expect(lexSql('select /* /* */ :b').unterminated).toEqual({ kind: 'comment', start: 7 });
    expect(lexSql('select $q$ :b $Q$').unterminated).toEqual({ kind: 'string', start: 7 });
    expect(lexSql('select "a').unterminated).toEqual({ kind: 'quotedIdentifier', start: 7 });
    expect(lexSql("select E'\\'").unterminated).toEqual({ kind: 'string', start: 7 });
  });
});

describe('lexSql', () => {
  it('covers the text: tokens are in order, do not overlap, and only whitespace lies between them', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(...'ab:$\'"\\-/*eEuU&\n\r ;.1_é'), maxLength: 60 }), (sql) => {
      const { tokens, unterminated } = lexSql(sql);
      let cursor = 0;
      for (const token of tokens) {
        expect(token.end).toBeGreaterThan(token.start);
        expect(sql.slice(cursor, token.start)).toMatch(/^[ \t\n\r\f\v]*$/);
        cursor = token.end;
      }
      expect(sql.slice(cursor, unterminated?.start ?? sql.length)).toMatch(/^[ \t\n\r\f\v]*$/);
    }));
  });

  it('stays linear on long runs of dashes and quotes', () => {
    const sql = `select 'a' ${'-'.repeat(20_000)}x`;
    const started = performance.now();
    lexSql(sql);
    lexSql(`select ${"'' ".repeat(20_000)}`);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
