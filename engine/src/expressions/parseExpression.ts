import { defaultLanguage, type Language } from '../i18n/types';
import { formatMessage } from '../i18n/formatMessage';
import { expressionFunctions, isExpressionFunction } from './expressionFunctions';
import { tokenizeExpression, type ExpressionToken } from './tokenizeExpression';
import { expressionLimits, type BinaryOperator, type ExpressionNode, type ExpressionResult } from './types';

class ParseFailure {
  constructor(readonly code: string, readonly position: number, readonly args: unknown[] = []) {}
}

// Binary operators by precedence level, loosest first; each level is left-associative.
const binaryLevels: ReadonlyArray<ReadonlyArray<BinaryOperator>> = [
  ['||'],
  ['&&'],
  ['==', '!='],
  ['<', '<=', '>', '>='],
  ['+', '-'],
  ['*', '/', '%'],
];
const literalWords: Readonly<Record<string, boolean | null>> = { true: true, false: false, null: null };

class Parser {
  private index = 0;
  private depth = 0;
  constructor(private readonly tokens: ExpressionToken[]) {}

  parse(): ExpressionNode {
    const node = this.conditional();
    const next = this.peek();
    if (next.kind !== 'end') throw new ParseFailure('expressions/unexpected-token', next.position, [describe(next)]);
    return node;
  }

  private peek(): ExpressionToken {
    return this.tokens[this.index] as ExpressionToken;
  }

  private isPunctuator(value: string): boolean {
    const token = this.peek();
    return token.kind === 'punctuator' && token.value === value;
  }

  private expect(value: string): void {
    if (!this.isPunctuator(value)) throw new ParseFailure('expressions/expected-token', this.peek().position, [value, describe(this.peek())]);
    this.index += 1;
  }

  // Every rule that can recurse goes through here, so no input can nest past the limit.
  private nested<T>(position: number, rule: () => T): T {
    this.depth += 1;
    if (this.depth > expressionLimits.maxDepth) throw new ParseFailure('expressions/too-deep', position, [expressionLimits.maxDepth]);
    try {
      return rule();
    } finally {
      this.depth -= 1;
    }
  }

  private conditional(): ExpressionNode {
    return this.nested(this.peek().position, () => {
      const test = this.binary(0);
      if (!this.isPunctuator('?')) return test;
      this.index += 1;
      const consequent = this.conditional();
      this.expect(':');
      const alternate = this.conditional();
      return { type: 'conditional', test, consequent, alternate };
    });
  }

  private binary(level: number): ExpressionNode {
    const operators = binaryLevels[level];
    if (!operators) return this.unary();
    let left = this.binary(level + 1);
    for (;;) {
      const token = this.peek();
      if (token.kind !== 'punctuator' || !operators.includes(token.value as BinaryOperator)) return left;
      this.index += 1;
      const right = this.nested(token.position, () => this.binary(level + 1));
      left = { type: 'binary', operator: token.value as BinaryOperator, left, right };
    }
  }

  private unary(): ExpressionNode {
    const token = this.peek();
    if (token.kind === 'punctuator' && (token.value === '!' || token.value === '-' || token.value === '+')) {
      this.index += 1;
      const operand = this.nested(token.position, () => this.unary());
      return token.value === '+' ? operand : { type: 'unary', operator: token.value, operand };
    }
    return this.primary();
  }

  private primary(): ExpressionNode {
    const token = this.peek();
    this.index += 1;
    if (token.kind === 'number' || token.kind === 'string') return { type: 'literal', value: token.value };
    if (token.kind === 'punctuator' && token.value === '(') {
      const inner = this.nested(token.position, () => this.conditional());
      this.expect(')');
      return inner;
    }
    if (token.kind !== 'identifier') throw new ParseFailure('expressions/unexpected-token', token.position, [describe(token)]);
    if (Object.prototype.hasOwnProperty.call(literalWords, token.value)) return { type: 'literal', value: literalWords[token.value] ?? null };
    if (this.isPunctuator('(')) return this.call(token);
    const segments = [token.value];
    while (this.isPunctuator('.')) {
      this.index += 1;
      const segment = this.peek();
      if (segment.kind !== 'identifier') throw new ParseFailure('expressions/expected-token', segment.position, ['name', describe(segment)]);
      segments.push(segment.value);
      this.index += 1;
    }
    return { type: 'field', path: segments.join('.') };
  }

  private call(name: ExpressionToken & { kind: 'identifier' }): ExpressionNode {
    if (!isExpressionFunction(name.value)) throw new ParseFailure('expressions/unknown-function', name.position, [name.value]);
    const definition = expressionFunctions[name.value]!;
    this.expect('(');
    const args: ExpressionNode[] = [];
    if (!this.isPunctuator(')')) {
      do {
        if (args.length > 0) this.index += 1;
        args.push(this.nested(name.position, () => this.conditional()));
      } while (this.isPunctuator(','));
    }
    this.expect(')');
    if (args.length < definition.minArgs || args.length > definition.maxArgs) {
      throw new ParseFailure('expressions/wrong-argument-count', name.position, [name.value, definition.minArgs, definition.maxArgs, args.length]);
    }
    return { type: 'call', name: name.value, args };
  }
}

function describe(token: ExpressionToken): string {
  return token.kind === 'end' ? 'end of input' : String(token.value);
}

/**
 * Parses computed-value source into an expression tree. Never throws and never executes anything:
 * problems come back as `{ ok: false, error: { path: 'position N', code, message } }`.
 * Bounded: at most `expressionLimits.maxLength` characters and `maxDepth` levels of nesting.
 */
export function parseExpression(source: string, lang: Language = defaultLanguage): ExpressionResult<ExpressionNode> {
  const fail = (code: string, position: number, args: unknown[]) => ({ ok: false as const, error: { path: `position ${position}`, code, message: formatMessage(code, lang, args) } });
  if (typeof source !== 'string') return fail('expressions/not-text', 0, []);
  if (source.length > expressionLimits.maxLength) return fail('expressions/too-long', expressionLimits.maxLength, [expressionLimits.maxLength]);
  const tokenized = tokenizeExpression(source);
  if (!tokenized.ok) return { ok: false, error: { path: tokenized.error.path, code: tokenized.error.code, message: formatMessage(tokenized.error.code, lang, tokenized.error.args) } };
  try {
    return { ok: true, value: new Parser(tokenized.tokens).parse() };
  } catch (failure) {
    if (failure instanceof ParseFailure) return fail(failure.code, failure.position, failure.args);
    throw failure;
  }
}
