import { lexSql } from './lexSql';

/** One use of a named parameter: `sql.slice(start, end)` is `:name`. */
export interface NamedParameterUse {
  name: string;
  start: number;
  end: number;
}

/**
 * Every `:name` in `sql` that is a named parameter: a colon outside strings (`'…'`, `E'…'` with
 * backslash escapes, `U&'…'`, `$tag$…$tag$`), quoted identifiers and comments (`--`, nested
 * `/* *\/`), not part of the cast `::`, followed by an identifier as PostgreSQL reads one (so
 * `:a$b` is the parameter `a$b`). The designer offers these and the server binds these: one reading.
 * Text after an unclosed string or comment holds no parameter.
 */
export function namedParameterUses(sql: string): NamedParameterUse[] {
  return lexSql(sql).tokens
    .filter((token) => token.kind === 'namedParameter')
    .map((token) => ({ name: sql.slice(token.start + 1, token.end), start: token.start, end: token.end }));
}

/** The named parameters `sql` uses, each once, in order of first use. */
export function namedParameterNames(sql: string): string[] {
  return [...new Set(namedParameterUses(sql).map((use) => use.name))];
}
