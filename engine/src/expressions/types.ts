/**
 * The computed-value expression language: arithmetic, comparison, logic, a ternary, field references
 * and a fixed list of functions. It is parsed into this tree and interpreted; nothing is ever run as code.
 */

export type ExpressionValue = string | number | boolean | null;

export type ExpressionNode =
  | { type: 'literal'; value: ExpressionValue }
  /** A field of the scope, by dotted path (`order.qty`). */
  | { type: 'field'; path: string }
  | { type: 'unary'; operator: '!' | '-'; operand: ExpressionNode }
  | { type: 'binary'; operator: BinaryOperator; left: ExpressionNode; right: ExpressionNode }
  | { type: 'conditional'; test: ExpressionNode; consequent: ExpressionNode; alternate: ExpressionNode }
  | { type: 'call'; name: string; args: ReadonlyArray<ExpressionNode> };

export type BinaryOperator = '||' | '&&' | '==' | '!=' | '<' | '<=' | '>' | '>=' | '+' | '-' | '*' | '/' | '%';

/** One problem with an expression, as data. `path` is `position <n>` (0-based character) when known. */
export interface ExpressionError {
  path: string;
  code: string;
  message: string;
}

/** The bounds that keep parsing and evaluation cheap whatever a builder types. */
export const expressionLimits = {
  /** Characters of source text. */
  maxLength: 2000,
  /** Nesting of parentheses, calls, operators and ternaries. */
  maxDepth: 32,
  /** Characters of any text value an evaluation produces. */
  maxTextLength: 10_000,
} as const;

export type ExpressionResult<T> = { ok: true; value: T } | { ok: false; error: ExpressionError };
