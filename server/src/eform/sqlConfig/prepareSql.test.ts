import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bindPreparedSql } from './bindPreparedSql';
import { prepareSql } from './prepareSql';

const prepared = (sql: string) => {
  const result = prepareSql(sql);
  if (!result.ok) throw new Error(JSON.stringify(result.problem));
  return result.prepared;
};

describe('prepareSql', () => {
  it('finds named parameters outside strings, quoted names, dollar quotes, comments and casts', () => {
    const sql = `select :a, ':b', ":c", $$ :d $$, $t$ :e $t$, E'\\' :f', x::int, :g::text -- :h\n/* :i /* :j */ :k */ from biz.dec_head h where h.x = :a`;
    const p = prepared(sql);
    expect(p.parameterNames).toEqual(['a', 'g']);
    expect(p.tableCodes).toEqual(['dec_head']);
    const bound = bindPreparedSql(p, { tables: new Map([['dec_head', 't1_dec_head']]), values: { a: 1, g: 'x' } });
    expect(bound.values).toEqual([1, 'x']);
    expect(bound.text).toContain('from "biz"."t1_dec_head" h where h.x =  $1 ');
    expect(bound.text.match(/\$1 /g)).toHaveLength(2);
  });

  it('reads a trailing semicolon as the end, anything after it as a second statement', () => {
    expect(prepared('select 1 ;  -- done\n').parts.map((p) => (p.kind === 'text' ? p.text : '')).join('')).toBe('select 1 ');
    expect(prepareSql('select 1; select 2')).toMatchObject({ ok: false, problem: { code: 'sqlConfig/multiple-statements' } });
    expect(prepareSql("select ';' ; ")).toMatchObject({ ok: true });
    expect(prepareSql('(select 1) union (select 2)')).toMatchObject({ ok: true });
    expect(prepareSql('  /* c */ with x as (select 1) select * from x')).toMatchObject({ ok: true });
    expect(prepareSql('explain select 1')).toMatchObject({ ok: false, problem: { code: 'sqlConfig/not-a-query' } });
    expect(prepareSql('')).toMatchObject({ ok: false, problem: { code: 'sqlConfig/empty' } });
  });

  it('reads dollar quotes that follow one another (found by the property test)', () => {
    expect(prepared('select $q$$q$$q$ $q$, :a').parameterNames).toEqual(['a']);
  });

  it('reads as PostgreSQL does where the old lexer did not (issue 15, found against PREPARE)', () => {
    // A string continued over a newline keeps its E mode: the second part's \' is escaped.
    expect(prepared("select E'a'\n'\\' :y', :z").parameterNames).toEqual(['z']);
    // `--` ends at \r too; the colon after it is a parameter.
    expect(prepared('select :a -- :b\r, :c').parameterNames).toEqual(['a', 'c']);
    // A parameter's name is the whole identifier, `$` and letters beyond ASCII included.
    expect(prepared('select :a$b::text, :é').parameterNames).toEqual(['a$b', 'é']);
    // A dollar tag may hold letters beyond ASCII; the `;` inside is no statement end.
    expect(prepared('select $é$;$é$, :a').parameterNames).toEqual(['a']);
    // A nested comment before the statement is a comment, not the statement's first word.
    expect(prepareSql('/* /* */ x */ select 1')).toMatchObject({ ok: true });
  });

  it('reads business tables as biz.<name> or biz."<name>", never a U&"…" name it cannot decode', () => {
    expect(prepared('select * from biz . "dec""x" join biz.goods g on true').tableCodes).toEqual(['dec"x', 'goods']);
    expect(prepared('select * from biz.U&"d\\0061t"').tableCodes).toEqual([]);
    expect(prepared('select * from biz /* c */ . goods').tableCodes).toEqual([]);
  });

  it('never throws, and finds exactly the parameters placed outside literals (property)', () => {
    const name = fc.stringMatching(/^[a-z_][a-z0-9_]{0,8}$/);
    const inert = fc.oneof(
      fc.string({ maxLength: 12 }).map((t) => `'${t.replace(/'/g, "''")}'`),
      fc.string({ maxLength: 12 }).map((t) => `"${t.replace(/"/g, '""') || 'q'}"`),
      fc.string({ maxLength: 12 }).filter((t) => !t.includes('$q$')).map((t) => `$q$${t}$q$`),
      fc.string({ maxLength: 12 }).filter((t) => !t.includes('\n')).map((t) => `-- ${t}\n`),
      fc.string({ maxLength: 12 }).filter((t) => !t.includes('*/') && !t.includes('/*')).map((t) => `/* ${t} */`),
      fc.constantFrom(' 1::int ', ' + ', ' , ', ' x '),
    );
    const piece = fc.oneof(inert.map((text) => ({ text, param: undefined as string | undefined })), name.map((n) => ({ text: ` :${n} `, param: n })));
    fc.assert(fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
      const sql = `select ${pieces.map((p) => p.text).join('')}`;
      const result = prepareSql(sql);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.prepared.parameterNames).toEqual([...new Set(pieces.flatMap((p) => (p.param ? [p.param] : [])))]);
    }));
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (text) => {
      expect(() => prepareSql(text)).not.toThrow();
    }));
  });
});
