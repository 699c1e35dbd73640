import { lexSql, type SqlToken } from '@wharf/engine';

/**
 * Reads a builder's SQL (a SQL config's sqlQuery or a view's reportSql) once with the engine's
 * `lexSql` (PostgreSQL's lexical rules, shared with the designer's parameter list), so that what is
 * recognised is exactly what PostgreSQL would see:
 * - `:name` outside strings, quoted identifiers, comments and `::` casts is a named parameter;
 * - `biz.<tableCode>` names a business table by its code (resolved per tenant when run);
 * - one statement only (a trailing `;` is dropped), starting with SELECT, WITH, VALUES or TABLE;
 * - no positional `$n` of its own.
 * What the statement may do (functions, relations, clauses) is decided by PostgreSQL's own parser
 * in `checkBuilderSql`, on the text as it will run. The text is then only ever re-assembled with
 * `$n` placeholders and quoted table names: values are bound, never spliced.
 */

export type SqlPart =
  | { kind: 'text'; text: string }
  | { kind: 'param'; name: string }
  | { kind: 'table'; code: string };

export interface PreparedSql {
  parts: SqlPart[];
  /** Parameter names in order of first use. */
  parameterNames: string[];
  /** Business table codes referenced as `biz.<code>`. */
  tableCodes: string[];
}

export interface SqlProblem {
  code:
    | 'sqlConfig/multiple-statements' | 'sqlConfig/not-a-query' | 'sqlConfig/positional-parameter' | 'sqlConfig/unterminated' | 'sqlConfig/empty'
    // Found by PostgreSQL's parser (checkBuilderSql).
    | 'sqlConfig/syntax-error' | 'sqlConfig/forbidden-function' | 'sqlConfig/forbidden-relation' | 'sqlConfig/forbidden-type'
    | 'sqlConfig/forbidden-clause' | 'sqlConfig/unsupported-syntax' | 'sqlConfig/too-complex';
  args: string[];
}

export type PrepareSqlResult = { ok: true; prepared: PreparedSql } | { ok: false; problem: SqlProblem };

const queryStarts = new Set(['select', 'with', 'values', 'table']);

interface Span {
  start: number;
  end: number;
  part: Exclude<SqlPart, { kind: 'text' }>;
}

/** Reads `sql` with the engine's lexer (`lexSql`); see the module comment for what it recognises. */
export function prepareSql(sql: string): PrepareSqlResult {
  const fail = (code: SqlProblem['code'], ...args: string[]): PrepareSqlResult => ({ ok: false, problem: { code, args } });
  const lexed = lexSql(sql);
  const statementEndToken = lexed.tokens.findIndex((token) => token.kind === 'symbol' && sql[token.start] === ';');
  const statement = statementEndToken < 0 ? lexed.tokens : lexed.tokens.slice(0, statementEndToken);
  const trailing = statementEndToken < 0 ? [] : lexed.tokens.slice(statementEndToken);
  const positional = statement.find((token) => token.kind === 'positionalParameter');
  if (positional) return fail('sqlConfig/positional-parameter', sql.slice(positional.start, positional.start + 4));
  // After the first `;` only comments and more `;` may follow.
  const isTrailingText = trailing.some((token) => token.kind !== 'comment' && !(token.kind === 'symbol' && sql[token.start] === ';'));
  if (isTrailingText || (statementEndToken >= 0 && lexed.unterminated && lexed.unterminated.kind !== 'comment')) return fail('sqlConfig/multiple-statements');
  if (lexed.unterminated) return fail('sqlConfig/unterminated');

  const opening = statement.find((token) => token.kind !== 'comment' && !(token.kind === 'symbol' && sql[token.start] === '('));
  if (!opening) return fail(statement.some((token) => token.kind !== 'comment') ? 'sqlConfig/not-a-query' : 'sqlConfig/empty', '(');
  const openingText = sql.slice(opening.start, opening.end);
  if (opening.kind !== 'word' || !queryStarts.has(openingText.toLowerCase())) return fail('sqlConfig/not-a-query', openingText.slice(0, 30));

  const params: Span[] = statement
    .filter((token) => token.kind === 'namedParameter')
    .map((token) => ({ start: token.start, end: token.end, part: { kind: 'param', name: sql.slice(token.start + 1, token.end) } }));
  const spans = [...params, ...tableReferences(sql, statement)].sort((a, b) => a.start - b.start);
  const end = statementEndToken < 0 ? sql.length : lexed.tokens[statementEndToken]!.start;
  const parts: SqlPart[] = [];
  let cursor = 0;
  for (const span of spans) {
    if (span.start > cursor) parts.push({ kind: 'text', text: sql.slice(cursor, span.start) });
    parts.push(span.part);
    cursor = span.end;
  }
  if (end > cursor) parts.push({ kind: 'text', text: sql.slice(cursor, end) });
  return {
    ok: true,
    prepared: {
      parts,
      parameterNames: [...new Set(spans.flatMap((s) => (s.part.kind === 'param' ? [s.part.name] : [])))],
      tableCodes: [...new Set(spans.flatMap((s) => (s.part.kind === 'table' ? [s.part.code] : [])))],
    },
  };
}

/**
 * `biz.<code>` (unquoted schema, a dot, then a name or a plain quoted name, with only whitespace
 * between): a business table named by its code.
 */
function tableReferences(sql: string, tokens: readonly SqlToken[]): Span[] {
  const spans: Span[] = [];
  for (let k = 0; k + 2 < tokens.length; k += 1) {
    const [schema, dot, table] = [tokens[k]!, tokens[k + 1]!, tokens[k + 2]!];
    const isBiz = schema.kind === 'word' && sql.slice(schema.start, schema.end).toLowerCase() === 'biz';
    const isDot = dot.kind === 'symbol' && sql[dot.start] === '.';
    const tableText = sql.slice(table.start, table.end);
    // U&"…" names are decoded only by PostgreSQL: never read as a table code here.
    const code = table.kind === 'word' ? tableText : table.kind === 'quotedIdentifier' && tableText.startsWith('"') ? tableText.slice(1, -1).replace(/""/g, '"') : undefined;
    if (isBiz && isDot && code !== undefined) spans.push({ start: schema.start, end: table.end, part: { kind: 'table', code } });
  }
  return spans;
}
