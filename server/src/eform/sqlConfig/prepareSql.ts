/**
 * Reads a builder's SQL (a SQL config's sqlQuery or a view's reportSql) once, the way PostgreSQL's
 * lexer would, so that what is recognised is exactly what PostgreSQL would see:
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
const identStart = /[A-Za-z_\u0080-\uffff]/;
const identPart = /[A-Za-z0-9_$\u0080-\uffff]/;

interface Word {
  text: string;
  isQuoted: boolean;
  start: number;
  end: number;
}

/** Scans `sql`; see the module comment for what it recognises. */
export function prepareSql(sql: string): PrepareSqlResult {
  const params: Span[] = [];
  const words: Word[] = [];
  let i = 0;
  let statementEnd = -1;
  let dollarQuoteEnd = -1;
  const fail = (code: SqlProblem['code'], ...args: string[]): PrepareSqlResult => ({ ok: false, problem: { code, args } });

  while (i < sql.length) {
    const c = sql[i]!;
    const next = sql[i + 1];
    if (statementEnd >= 0 && !/\s/.test(c) && !(c === '-' && next === '-') && !(c === '/' && next === '*') && c !== ';') return fail('sqlConfig/multiple-statements');
    if (c === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? sql.length : end + 1;
    } else if (c === '/' && next === '*') {
      let depth = 1;
      i += 2;
      while (i < sql.length && depth > 0) {
        const pair = sql.slice(i, i + 2);
        depth += pair === '/*' ? 1 : pair === '*/' ? -1 : 0;
        i += pair === '/*' || pair === '*/' ? 2 : 1;
      }
      if (depth > 0) return fail('sqlConfig/unterminated');
    } else if (c === "'") {
      // E'…' strings take backslash escapes; others only the doubled quote.
      const isEscapeString = i > 0 && /[eE]/.test(sql[i - 1]!) && (i < 2 || !identPart.test(sql[i - 2]!));
      i += 1;
      for (;;) {
        if (i >= sql.length) return fail('sqlConfig/unterminated');
        if (isEscapeString && sql[i] === '\\') i += 2;
        else if (sql[i] === "'" && sql[i + 1] === "'") i += 2;
        else if (sql[i] === "'") break;
        else i += 1;
      }
      i += 1;
    } else if (c === '"') {
      const start = i;
      let name = '';
      i += 1;
      for (;;) {
        if (i >= sql.length) return fail('sqlConfig/unterminated');
        if (sql[i] === '"' && sql[i + 1] !== '"') break;
        name += sql[i];
        i += sql[i] === '"' ? 2 : 1;
      }
      i += 1;
      words.push({ text: name, isQuoted: true, start, end: i });
    } else if (c === '$' && next !== undefined && /[0-9]/.test(next) && (i === 0 || !identPart.test(sql[i - 1]!))) {
      return fail('sqlConfig/positional-parameter', sql.slice(i, i + 4));
    } else if (c === '$' && (i === 0 || i === dollarQuoteEnd || !identPart.test(sql[i - 1]!))) {
      // A dollar-quoted string: $tag$ … $tag$ (the tag may be empty).
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i, i + 70));
      if (!tag) {
        i += 1;
        continue;
      }
      const close = sql.indexOf(tag[0], i + tag[0].length);
      if (close < 0) return fail('sqlConfig/unterminated');
      i = close + tag[0].length;
      // The closing `$` is not an identifier's: another dollar quote may follow at once (`$a$$a$$b$…`).
      dollarQuoteEnd = i;
    } else if (c === ':' && next === ':') {
      i += 2;
    } else if (c === ':' && next !== undefined && /[A-Za-z_]/.test(next)) {
      let end = i + 1;
      while (end < sql.length && /[A-Za-z0-9_]/.test(sql[end]!)) end += 1;
      params.push({ start: i, end, part: { kind: 'param', name: sql.slice(i + 1, end) } });
      i = end;
    } else if (c === ';') {
      if (statementEnd < 0) statementEnd = i;
      i += 1;
    } else if (identStart.test(c) && (i === 0 || !identPart.test(sql[i - 1]!))) {
      const start = i;
      while (i < sql.length && identPart.test(sql[i]!)) i += 1;
      words.push({ text: sql.slice(start, i), isQuoted: false, start, end: i });
    } else {
      i += 1;
    }
  }

  const first = words[0];
  if (!first) return fail('sqlConfig/empty');
  const opening = sql.replace(/^(\s|\(|--[^\n]*\n?|\/\*[\s\S]*?\*\/)*/, '');
  if (first.isQuoted || !queryStarts.has(first.text.toLowerCase()) || !opening.toLowerCase().startsWith(first.text.toLowerCase())) return fail('sqlConfig/not-a-query', first.text.slice(0, 30));

  const spans = [...params, ...tableReferences(sql, words)].sort((a, b) => a.start - b.start);
  const end = statementEnd < 0 ? sql.length : statementEnd;
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
      parameterNames: [...new Set(params.map((p) => (p.part as { name: string }).name))],
      tableCodes: [...new Set(spans.flatMap((s) => (s.part.kind === 'table' ? [s.part.code] : [])))],
    },
  };
}

interface Span {
  start: number;
  end: number;
  part: Exclude<SqlPart, { kind: 'text' }>;
}

/** `biz.<code>` (unquoted schema, any spacing around the dot): a business table named by its code. */
function tableReferences(sql: string, words: Word[]): Span[] {
  const spans: Span[] = [];
  for (let k = 0; k + 1 < words.length; k += 1) {
    const schema = words[k]!;
    const table = words[k + 1]!;
    if (!schema.isQuoted && schema.text.toLowerCase() === 'biz' && /^\s*\.\s*$/.test(sql.slice(schema.end, table.start))) {
      spans.push({ start: schema.start, end: table.end, part: { kind: 'table', code: table.text } });
    }
  }
  return spans;
}
