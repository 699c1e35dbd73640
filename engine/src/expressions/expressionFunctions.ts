import { asNumber } from '../conditions/compareValues';
import { expressionLimits, type ExpressionValue } from './types';

/** A function failure: the message code and its arguments; the evaluator turns it into an error. */
export interface FunctionFailure {
  failure: string;
  args?: unknown[];
}

export interface ExpressionFunction {
  minArgs: number;
  maxArgs: number;
  apply: (args: ReadonlyArray<ExpressionValue>) => ExpressionValue | FunctionFailure;
}

const notNumber = (value: unknown): FunctionFailure => ({ failure: 'expressions/not-a-number', args: [String(value)] });

/** Applies a numeric function; a null argument gives null (an empty field stays empty). */
function numeric(minArgs: number, maxArgs: number, fn: (...numbers: number[]) => number): ExpressionFunction {
  return {
    minArgs,
    maxArgs,
    apply: (args) => {
      const numbers: number[] = [];
      for (const arg of args) {
        if (arg === null) return null;
        const value = asNumber(arg);
        if (value === undefined) return notNumber(arg);
        numbers.push(value);
      }
      return fn(...numbers);
    },
  };
}

/** Numbers over a list where empty values are skipped (sum of empty cells is the sum of the others). */
function aggregate(fn: (numbers: number[]) => number | null): ExpressionFunction {
  return {
    minArgs: 1,
    maxArgs: 100,
    apply: (args) => {
      const numbers: number[] = [];
      for (const arg of args) {
        if (arg === null || arg === '') continue;
        const value = asNumber(arg);
        if (value === undefined) return notNumber(arg);
        numbers.push(value);
      }
      return fn(numbers);
    },
  };
}

const asText = (value: ExpressionValue): string => (value === null ? '' : String(value));

function textual(minArgs: number, maxArgs: number, fn: (...texts: string[]) => ExpressionValue): ExpressionFunction {
  return { minArgs, maxArgs, apply: (args) => fn(...args.map(asText)) };
}

/** Rounds half away from zero at `digits` decimals, correcting binary artefacts such as 1.005. */
function roundTo(value: number, digits: number): number {
  const places = Math.max(0, Math.min(15, Math.trunc(digits)));
  const factor = 10 ** places;
  const shifted = Math.abs(value) * factor;
  const rounded = Math.round(Number(shifted.toPrecision(15))) / factor;
  return value < 0 ? -rounded : rounded;
}

/**
 * The whitelist of functions an expression may call. Nothing outside this table is reachable:
 * the parser refuses any other name, so no host function can be named, let alone called.
 * `if` is evaluated lazily by the evaluator; its entry here only declares the arity.
 */
export const expressionFunctions: Readonly<Record<string, ExpressionFunction>> = Object.freeze({
  abs: numeric(1, 1, Math.abs),
  round: numeric(1, 2, (value, digits = 0) => roundTo(value, digits)),
  floor: numeric(1, 1, Math.floor),
  ceil: numeric(1, 1, Math.ceil),
  min: aggregate((numbers) => (numbers.length ? Math.min(...numbers) : null)),
  max: aggregate((numbers) => (numbers.length ? Math.max(...numbers) : null)),
  sum: aggregate((numbers) => numbers.reduce((total, value) => total + value, 0)),
  avg: aggregate((numbers) => (numbers.length ? numbers.reduce((total, value) => total + value, 0) / numbers.length : null)),
  len: textual(1, 1, (text) => [...text].length),
  upper: textual(1, 1, (text) => text.toUpperCase()),
  lower: textual(1, 1, (text) => text.toLowerCase()),
  trim: textual(1, 1, (text) => text.trim()),
  contains: textual(2, 2, (text, part) => text.includes(part)),
  startsWith: textual(2, 2, (text, part) => text.startsWith(part)),
  concat: {
    minArgs: 0,
    maxArgs: 100,
    apply: (args) => {
      const text = args.map(asText).join('');
      return text.length > expressionLimits.maxTextLength ? { failure: 'expressions/text-too-long', args: [expressionLimits.maxTextLength] } : text;
    },
  },
  substring: {
    minArgs: 2,
    maxArgs: 3,
    apply: ([text, start, length]) => {
      const from = asNumber(start);
      const count = length === undefined || length === null ? undefined : asNumber(length);
      if (from === undefined) return notNumber(start);
      if (count === undefined && length !== undefined && length !== null) return notNumber(length);
      const characters = [...asText(text ?? null)];
      const begin = Math.max(0, Math.trunc(from));
      return characters.slice(begin, count === undefined ? undefined : begin + Math.max(0, Math.trunc(count))).join('');
    },
  },
  coalesce: { minArgs: 1, maxArgs: 100, apply: (args) => args.find((arg) => arg !== null && arg !== '') ?? null },
  isEmpty: { minArgs: 1, maxArgs: 1, apply: ([value]) => value === null || value === undefined || value === '' },
  number: {
    minArgs: 1,
    maxArgs: 1,
    apply: ([value]) => {
      if (value === null || value === undefined || value === '') return null;
      if (typeof value === 'boolean') return value ? 1 : 0;
      return asNumber(value) ?? notNumber(value);
    },
  },
  text: { minArgs: 1, maxArgs: 1, apply: ([value]) => asText(value ?? null) },
  if: { minArgs: 3, maxArgs: 3, apply: ([test, consequent, alternate]) => (test ? (consequent ?? null) : (alternate ?? null)) },
});

/** True when `name` is one of the whitelisted functions (own key only, never `constructor` and the like). */
export function isExpressionFunction(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(expressionFunctions, name);
}
