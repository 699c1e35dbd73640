import { describe, expect, it } from 'vitest';
import { parameterMismatch, sqlParameterNames } from './sqlParameters';

describe('sqlParameterNames', () => {
  it('finds :name parameters once each, in order of use', () => {
    expect(sqlParameterNames('select * from dec_head where decl_date >= :fromDate and (customs_code = :port or :port is null) and x < :fromDate')).toEqual(['fromDate', 'port']);
  });
  it('skips casts, literals, quoted identifiers, dollar quotes and comments', () => {
    const sql = `select id::text, ':notParam' as a, 'it''s :quoted' as b, ":col" as c, $$ :dollar $$ as d, $q$ :tagged $q$ as e
      -- :commented
      /* :blocked */ from t where k = :real`;
    expect(sqlParameterNames(sql)).toEqual(['real']);
  });
  it('offers what the server binds: E strings, nested comments and $ in names read as PostgreSQL reads them', () => {
    // The example: the designer used to offer y (and the server bound z).
    expect(sqlParameterNames("select E'it\\'s :y' as s, :z")).toEqual(['z']);
    expect(sqlParameterNames('select 1 /* /* */ :a */, :b')).toEqual(['b']);
    // x$$ is an identifier, not the start of a dollar quote that would hide :c.
    expect(sqlParameterNames('select 1 as x$$, :c, 2 as y$$')).toEqual(['c']);
  });
  it('reports undeclared and unused parameters', () => {
    expect(parameterMismatch('select 1 as id where a = :a and b = :b', [{ name: 'b' }, { name: 'c' }])).toEqual({ undeclared: ['a'], unused: ['c'] });
  });
});
