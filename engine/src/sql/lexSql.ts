/**
 * What a SQL text is made of, read the way PostgreSQL's own lexer (`scan.l`, PostgreSQL 17, with
 * standard_conforming_strings on) reads it — only as finely as the platform needs: where strings,
 * quoted identifiers and comments begin and end, and what is left outside them.
 */

export type SqlTokenKind =
  /** An identifier or keyword as written (`select`, `dec_head`, `a$b`). */
  | 'word'
  /** `"…"` (`""` inside), or `U&"…"` with Unicode escapes. */
  | 'quotedIdentifier'
  /** `'…'`, `E'…'`, `U&'…'`, `B'…'`, `X'…'`, `N'…'` (with their continuations), or `$tag$…$tag$`. */
  | 'string'
  /** `-- …` to the end of the line, or `/* … *\/` with nesting. */
  | 'comment'
  /** The platform's `:name`: a colon, outside everything above, followed by an identifier. */
  | 'namedParameter'
  /** PostgreSQL's own `$1`. */
  | 'positionalParameter'
  | 'number'
  /** The cast operator `::`. */
  | 'typecast'
  /** Any other single character (operators are read one character at a time). */
  | 'symbol';

/** A token: `sql.slice(start, end)` is its text. */
export interface SqlToken {
  kind: SqlTokenKind;
  start: number;
  end: number;
}

export interface LexedSql {
  /** The tokens in order; whitespace is between them, never in them. */
  tokens: SqlToken[];
  /** A string, quoted identifier or block comment still open at the end of the text (not in `tokens`). */
  unterminated?: { kind: 'string' | 'quotedIdentifier' | 'comment'; start: number };
}

const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\v';
const isNewline = (c: string | undefined) => c === '\n' || c === '\r';
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
// PostgreSQL's ident_start is a letter, `_` or any byte ≥ 0x80: in UTF-16, any code unit ≥ 0x80.
const isIdentifierStart = (c: string | undefined) => c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_' || c >= '\u0080');
const isIdentifierPart = (c: string | undefined) => isIdentifierStart(c) || isDigit(c) || c === '$';
// A dollar quote's tag is an identifier without `$`.
const dollarQuoteDelimiter = /\$(?:[A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/y;

/**
 * Splits `sql` into tokens as PostgreSQL would, so that callers can tell what is code and what is
 * inside a string, quoted identifier or comment. Never throws; an unclosed string, identifier or
 * comment ends the token list and is reported in `unterminated`.
 */
export function lexSql(sql: string): LexedSql {
  const tokens: SqlToken[] = [];
  const push = (kind: SqlTokenKind, start: number, end: number) => {
    tokens.push({ kind, start, end });
    return end;
  };
  let i = 0;
  while (i < sql.length) {
    const c = sql[i]!;
    const next = sql[i + 1];
    if (isSpace(c)) {
      i += 1;
    } else if (c === '-' && next === '-') {
      i = push('comment', i, lineEnd(sql, i + 2));
    } else if (c === '/' && next === '*') {
      const end = blockCommentEnd(sql, i);
      if (end < 0) return { tokens, unterminated: { kind: 'comment', start: i } };
      i = push('comment', i, end);
    } else if (c === "'" || ((c === 'e' || c === 'E' || /[bBxXnN]/.test(c)) && next === "'") || ((c === 'u' || c === 'U') && next === '&' && sql[i + 2] === "'")) {
      // Only E'…' takes backslash escapes; U&'…' escapes are decoded after lexing, B/X/N are plain.
      const quoteAt = c === "'" ? i : next === "'" ? i + 1 : i + 2;
      const end = quotedStringEnd(sql, quoteAt, c === 'e' || c === 'E');
      if (end < 0) return { tokens, unterminated: { kind: 'string', start: i } };
      i = push('string', i, end);
    } else if (c === '"' || ((c === 'u' || c === 'U') && next === '&' && sql[i + 2] === '"')) {
      const end = quotedIdentifierEnd(sql, c === '"' ? i : i + 2);
      if (end < 0) return { tokens, unterminated: { kind: 'quotedIdentifier', start: i } };
      i = push('quotedIdentifier', i, end);
    } else if (c === '$') {
      if (isDigit(next)) {
        let end = i + 1;
        while (isDigit(sql[end])) end += 1;
        i = push('positionalParameter', i, end);
        continue;
      }
      dollarQuoteDelimiter.lastIndex = i;
      const delimiter = dollarQuoteDelimiter.exec(sql)?.[0];
      if (!delimiter) {
        i = push('symbol', i, i + 1);
        continue;
      }
      // The body ends at the first occurrence of the same delimiter; nothing inside is special.
      const close = sql.indexOf(delimiter, i + delimiter.length);
      if (close < 0) return { tokens, unterminated: { kind: 'string', start: i } };
      i = push('string', i, close + delimiter.length);
    } else if (c === ':' && next === ':') {
      i = push('typecast', i, i + 2);
    } else if (c === ':' && isIdentifierStart(next)) {
      i = push('namedParameter', i, wordEnd(sql, i + 1));
    } else if (isIdentifierStart(c)) {
      i = push('word', i, wordEnd(sql, i));
    } else if (isDigit(c)) {
      // PostgreSQL rejects a number glued to an identifier ("trailing junk"); reading the junk as part
      // of the number keeps its letters from starting a token (`1e'…'` is no E'…' string).
      let end = i + 1;
      while (end < sql.length && (isIdentifierStart(sql[end]) || isDigit(sql[end]) || sql[end] === '.')) end += 1;
      i = push('number', i, end);
    } else {
      i = push('symbol', i, i + 1);
    }
  }
  return { tokens };
}

function wordEnd(sql: string, from: number): number {
  let end = from;
  while (end < sql.length && isIdentifierPart(sql[end])) end += 1;
  return end;
}

/** The end of a `--` comment: the next `\n` or `\r` (not included), or the end of the text. */
function lineEnd(sql: string, from: number): number {
  let end = from;
  while (end < sql.length && !isNewline(sql[end])) end += 1;
  return end;
}

/** The end of the block comment opening at `start`; comments nest. -1 when it never closes. */
function blockCommentEnd(sql: string, start: number): number {
  let depth = 1;
  let i = start + 2;
  while (i < sql.length) {
    if (sql[i] === '/' && sql[i + 1] === '*') {
      depth += 1;
      i += 2;
    } else if (sql[i] === '*' && sql[i + 1] === '/') {
      depth -= 1;
      i += 2;
      if (depth === 0) return i;
    } else {
      i += 1;
    }
  }
  return -1;
}

/** The end of the quoted identifier whose `"` is at `quoteAt`; `""` is a quote inside. -1 when open. */
function quotedIdentifierEnd(sql: string, quoteAt: number): number {
  let i = quoteAt + 1;
  while (i < sql.length) {
    if (sql[i] !== '"') i += 1;
    else if (sql[i + 1] === '"') i += 2;
    else return i + 1;
  }
  return -1;
}

/**
 * The end of the string whose opening `'` is at `quoteAt`. `''` is a quote inside; in an escape
 * string a backslash also takes the next character. A closing quote followed by whitespace holding
 * a newline and another quote continues the same string, in the same mode (SQL's `'a'\n'b'`).
 * -1 when the string never closes.
 */
function quotedStringEnd(sql: string, quoteAt: number, hasBackslashEscapes: boolean): number {
  let i = quoteAt + 1;
  while (i < sql.length) {
    const c = sql[i];
    if (hasBackslashEscapes && c === '\\') {
      i += 2;
    } else if (c !== "'") {
      i += 1;
    } else if (sql[i + 1] === "'") {
      i += 2;
    } else {
      const continuation = continuationQuote(sql, i + 1);
      if (continuation < 0) return i + 1;
      i = continuation + 1;
    }
  }
  return -1;
}

/**
 * Where a string continues after its closing quote: PostgreSQL's `{whitespace_with_newline}{quote}`,
 * i.e. spaces and `--` comments, at least one newline, then `'`. Returns that quote's index or -1.
 * Written as a loop, not a regular expression, because comments made of dashes would make one
 * backtrack exponentially.
 */
function continuationQuote(sql: string, from: number): number {
  let i = from;
  let hasNewline = false;
  while (i < sql.length) {
    const c = sql[i];
    if (isNewline(c)) {
      hasNewline = true;
      i += 1;
    } else if (isSpace(c)) {
      i += 1;
    } else if (c === '-' && sql[i + 1] === '-') {
      i = lineEnd(sql, i + 2);
      // A comment after the first newline must itself end in one; before it, the newline follows anyway.
      if (i >= sql.length) return -1;
    } else {
      break;
    }
  }
  return hasNewline && sql[i] === "'" ? i : -1;
}
