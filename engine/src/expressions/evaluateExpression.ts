import { asNumber, orderValues, valuesEqual } from '../conditions/compareValues';
import { readFieldValue } from '../conditions/readFieldValue';
import { defaultLanguage, type Language } from '../i18n/types';
import { formatMessage } from '../i18n/formatMessage';
import { expressionFunctions, type FunctionFailure } from './expressionFunctions';
import { parseExpression } from './parseExpression';
import { expressionLimits, type BinaryOperator, type ExpressionNode, type ExpressionResult, type ExpressionValue } from './types';

class EvaluationFailure {
  constructor(readonly code: string, readonly args: unknown[] = []) {}
}

/** Truthiness as builders expect it from form values: null, false, 0 and '' are false. */
export function isExpressionTruthy(value: ExpressionValue): boolean {
  return value !== null && value !== false && value !== 0 && value !== '';
}

function fieldValue(scope: unknown, path: string): ExpressionValue {
  const value = readFieldValue(scope, path);
  // Objects and arrays are not values of this language; reading one gives null rather than leaking it.
  return value === undefined || (value !== null && typeof value === 'object') ? null : (value as ExpressionValue);
}

function finite(value: number): number {
  if (!Number.isFinite(value)) throw new EvaluationFailure('expressions/not-finite');
  return value;
}

function toNumber(value: ExpressionValue, operator: string): number {
  const number = asNumber(value);
  if (number === undefined) throw new EvaluationFailure('expressions/type-mismatch', [operator, String(value)]);
  return number;
}

function arithmetic(operator: BinaryOperator, left: ExpressionValue, right: ExpressionValue): ExpressionValue {
  // An empty operand keeps the result empty, so a total over unfilled fields stays unfilled.
  if (left === null || right === null) return null;
  if (operator === '+' && (typeof left === 'string' || typeof right === 'string')) {
    const text = String(left) + String(right);
    if (text.length > expressionLimits.maxTextLength) throw new EvaluationFailure('expressions/text-too-long', [expressionLimits.maxTextLength]);
    return text;
  }
  const a = toNumber(left, operator);
  const b = toNumber(right, operator);
  switch (operator) {
    case '+': return finite(a + b);
    case '-': return finite(a - b);
    case '*': return finite(a * b);
    case '/':
      if (b === 0) throw new EvaluationFailure('expressions/division-by-zero');
      return finite(a / b);
    default:
      if (b === 0) throw new EvaluationFailure('expressions/division-by-zero');
      return finite(a % b);
  }
}

function compare(operator: BinaryOperator, left: ExpressionValue, right: ExpressionValue): boolean {
  if (operator === '==') return valuesEqual(left, right);
  if (operator === '!=') return !valuesEqual(left, right);
  const order = orderValues(left, right);
  if (order === undefined) return false;
  if (operator === '<') return order < 0;
  if (operator === '<=') return order <= 0;
  if (operator === '>') return order > 0;
  return order >= 0;
}

function evaluate(node: ExpressionNode, scope: unknown): ExpressionValue {
  switch (node.type) {
    case 'literal': return node.value;
    case 'field': return fieldValue(scope, node.path);
    case 'unary': {
      const operand = evaluate(node.operand, scope);
      if (node.operator === '!') return !isExpressionTruthy(operand);
      return operand === null ? null : finite(-toNumber(operand, '-'));
    }
    case 'conditional': return isExpressionTruthy(evaluate(node.test, scope)) ? evaluate(node.consequent, scope) : evaluate(node.alternate, scope);
    case 'binary': {
      if (node.operator === '&&') return isExpressionTruthy(evaluate(node.left, scope)) && isExpressionTruthy(evaluate(node.right, scope));
      if (node.operator === '||') return isExpressionTruthy(evaluate(node.left, scope)) || isExpressionTruthy(evaluate(node.right, scope));
      const left = evaluate(node.left, scope);
      const right = evaluate(node.right, scope);
      if (['+', '-', '*', '/', '%'].includes(node.operator)) return arithmetic(node.operator, left, right);
      return compare(node.operator, left, right);
    }
    case 'call': {
      if (!Object.prototype.hasOwnProperty.call(expressionFunctions, node.name)) throw new EvaluationFailure('expressions/unknown-function', [node.name]);
      // `if` only evaluates the branch it takes, so `if(qty == 0, 0, total / qty)` cannot divide by zero.
      if (node.name === 'if') {
        const [test, consequent, alternate] = node.args as [ExpressionNode, ExpressionNode, ExpressionNode];
        return isExpressionTruthy(evaluate(test, scope)) ? evaluate(consequent, scope) : evaluate(alternate, scope);
      }
      const result = expressionFunctions[node.name]!.apply(node.args.map((arg) => evaluate(arg, scope)));
      if (result !== null && typeof result === 'object') throw new EvaluationFailure((result as FunctionFailure).failure, (result as FunctionFailure).args ?? []);
      if (typeof result === 'number') return finite(result);
      return result;
    }
    default: throw new EvaluationFailure('expressions/unknown-node');
  }
}

/**
 * Evaluates a parsed expression against a scope (the form's values). Never throws: type mismatches,
 * division by zero, non-finite numbers and over-long text come back as `{ ok: false, error }`.
 * Fields are read as own properties by dotted path; missing fields are null.
 */
export function evaluateExpression(node: ExpressionNode, scope: unknown, lang: Language = defaultLanguage): ExpressionResult<ExpressionValue> {
  try {
    return { ok: true, value: evaluate(node, scope) };
  } catch (failure) {
    if (failure instanceof EvaluationFailure) return { ok: false, error: { path: '', code: failure.code, message: formatMessage(failure.code, lang, failure.args) } };
    // A hand-built tree may nest deeper than parsing allows; running out of stack is still an answer, not a crash.
    if (failure instanceof RangeError) return { ok: false, error: { path: '', code: 'expressions/too-deep', message: formatMessage('expressions/too-deep', lang, [expressionLimits.maxDepth]) } };
    throw failure;
  }
}

/** A parsed expression ready to evaluate many times. */
export interface CompiledExpression {
  source: string;
  node: ExpressionNode;
  evaluate: (scope: unknown) => ExpressionResult<ExpressionValue>;
}

/** Parses once and returns an evaluator, or the parse error. */
export function compileExpression(source: string, lang: Language = defaultLanguage): ExpressionResult<CompiledExpression> {
  const parsed = parseExpression(source, lang);
  if (!parsed.ok) return parsed;
  const node = parsed.value;
  return { ok: true, value: { source, node, evaluate: (scope) => evaluateExpression(node, scope, lang) } };
}
