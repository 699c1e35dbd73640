import type { ExpressionError } from './types';

export type ExpressionToken =
  | { kind: 'number'; value: number; position: number }
  | { kind: 'string'; value: string; position: number }
  | { kind: 'identifier'; value: string; position: number }
  | { kind: 'punctuator'; value: string; position: number }
  | { kind: 'end'; position: number };

// Longest first, so '<=' is not read as '<' then '='.
const punctuators = ['&&', '||', '==', '!=', '<=', '>=', '<', '>', '+', '-', '*', '/', '%', '!', '(', ')', ',', '?', ':', '.'];
const escapes: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"' };

/**
 * Splits expression source into tokens. Numbers are decimal (`12`, `3.5`, `.5`, `1e3`), strings use
 * single or double quotes with the escapes \n \t \r \\ \' \"; identifiers are letters, digits, `_`, `$`
 * (and CJK letters, because field titles may be Chinese).
 */
export function tokenizeExpression(source: string): { ok: true; tokens: ExpressionToken[] } | { ok: false; error: Omit<ExpressionError, 'message'> & { args: unknown[] } } {
  const tokens: ExpressionToken[] = [];
  let index = 0;
  const fail = (code: string, position: number, args: unknown[] = []) => ({ ok: false as const, error: { path: `position ${position}`, code, args } });
  while (index < source.length) {
    const char = source[index] as string;
    if (/\s/.test(char)) {
      index += 1;
      continue;
    }
    const start = index;
    const numberMatch = /^(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/.exec(source.slice(index, index + 64));
    if (numberMatch) {
      const value = Number(numberMatch[0]);
      if (!Number.isFinite(value)) return fail('expressions/invalid-number', start, [numberMatch[0]]);
      tokens.push({ kind: 'number', value, position: start });
      index += numberMatch[0].length;
      continue;
    }
    if (char === '"' || char === "'") {
      let value = '';
      index += 1;
      while (index < source.length && source[index] !== char) {
        if (source[index] === '\\') {
          const escaped = escapes[source[index + 1] ?? ''];
          if (escaped === undefined) return fail('expressions/invalid-escape', index);
          value += escaped;
          index += 2;
        } else {
          value += source[index];
          index += 1;
        }
      }
      if (index >= source.length) return fail('expressions/unterminated-string', start);
      index += 1;
      tokens.push({ kind: 'string', value, position: start });
      continue;
    }
    const identifierMatch = /^[A-Za-z_$\u4e00-\u9fff][\w$\u4e00-\u9fff]*/.exec(source.slice(index, index + 256));
    if (identifierMatch) {
      tokens.push({ kind: 'identifier', value: identifierMatch[0], position: start });
      index += identifierMatch[0].length;
      continue;
    }
    const punctuator = punctuators.find((candidate) => source.startsWith(candidate, index));
    if (punctuator) {
      tokens.push({ kind: 'punctuator', value: punctuator, position: start });
      index += punctuator.length;
      continue;
    }
    return fail('expressions/unexpected-character', start, [char]);
  }
  tokens.push({ kind: 'end', position: source.length });
  return { ok: true, tokens };
}
