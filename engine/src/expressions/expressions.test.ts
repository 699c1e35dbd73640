import { describe, expect, it } from 'vitest';
import { compileExpression, evaluateExpression } from './evaluateExpression';
import { parseExpression } from './parseExpression';
import { expressionLimits } from './types';

function run(source: string, scope: unknown = {}) {
  const compiled = compileExpression(source, 'en_US');
  if (!compiled.ok) return compiled;
  return compiled.value.evaluate(scope);
}

const scope = { price: 12.5, qty: '4', name: ' Ann ', items: { count: 3 }, empty: null, flag: true, 名称: '港口' };

describe('expressions: computed values', () => {
  const table: Array<[string, unknown]> = [
    ['price * qty', 50],
    ['1 + 2 * 3 - 4 / 2', 5],
    ['(1 + 2) * 3 % 4', 1],
    ['-price + 1', -11.5],
    ['round(0.1 + 0.2, 2)', 0.3],
    ['round(1.005, 2)', 1.01],
    ['round(-2.5)', -3],
    ["'a' + 1", 'a1'],
    ["concat(upper(trim(name)), '-', items.count)", 'ANN-3'],
    ['price > 10 && qty <= 4', true],
    ['!flag || empty == null', true],
    ['qty == 4', true],
    ["qty > 10 ? 'big' : 'small'", 'small'],
    ['if(qty == 0, 0, price / qty)', 3.125],
    ['sum(price, qty, empty, 1)', 17.5],
    ['avg(2, 4)', 3],
    ['min(3, qty, 9)', 3],
    ['price * empty', null],
    ['len(名称)', 2],
    ['substring("abcdef", 2, 3)', 'cde'],
    ['coalesce(empty, "", "x")', 'x'],
    ['isEmpty(missing.field)', true],
    ['number("1e3") + 1', 1001],
    ['text(3) + 4', '34'],
    ['startsWith("CN-01", "CN") && contains("abc", "b")', true],
    ['null', null],
    ["'it\\'s'", "it's"],
  ];
  for (const [source, expected] of table) {
    it(`${source} = ${JSON.stringify(expected)}`, () => expect(run(source, scope)).toEqual({ ok: true, value: expected }));
  }
});

describe('expressions: errors are data', () => {
  const table: Array<[string, string, string]> = [
    ['1 +', 'expressions/unexpected-token', 'position 3'],
    ['(1 + 2', 'expressions/expected-token', 'position 6'],
    ["'abc", 'expressions/unterminated-string', 'position 0'],
    ['a # b', 'expressions/unexpected-character', 'position 2'],
    ['constructor(1)', 'expressions/unknown-function', 'position 0'],
    ['eval("1")', 'expressions/unknown-function', 'position 0'],
    ['round()', 'expressions/wrong-argument-count', 'position 0'],
    ['a..b', 'expressions/expected-token', 'position 2'],
    ['', 'expressions/unexpected-token', 'position 0'],
  ];
  for (const [source, code, path] of table) {
    it(`parse: ${JSON.stringify(source)} → ${code}`, () => {
      const result = parseExpression(source, 'en_US');
      expect(result.ok).toBe(false);
      if (!result.ok) expect([result.error.code, result.error.path]).toEqual([code, path]);
    });
  }
  it('evaluation errors: division by zero, type mismatch, overflow, bad function input', () => {
    expect(run('1 / 0')).toMatchObject({ ok: false, error: { code: 'expressions/division-by-zero', message: 'Division by zero' } });
    expect(run("'a' * 2")).toMatchObject({ ok: false, error: { code: 'expressions/type-mismatch' } });
    expect(run('1e308 * 10')).toMatchObject({ ok: false, error: { code: 'expressions/not-finite' } });
    expect(run("abs('x')")).toMatchObject({ ok: false, error: { code: 'expressions/not-a-number' } });
  });
  it('is bounded in length, depth and text size', () => {
    expect(parseExpression('1+'.repeat(expressionLimits.maxLength) + '1')).toMatchObject({ ok: false, error: { code: 'expressions/too-long' } });
    expect(parseExpression('('.repeat(40) + '1' + ')'.repeat(40))).toMatchObject({ ok: false, error: { code: 'expressions/too-deep' } });
    expect(parseExpression('-'.repeat(40) + '1')).toMatchObject({ ok: false, error: { code: 'expressions/too-deep' } });
    const big = { t: 'x'.repeat(6000) };
    expect(run('t + t', big)).toMatchObject({ ok: false, error: { code: 'expressions/text-too-long' } });
    expect(run('concat(t, t)', big)).toMatchObject({ ok: false, error: { code: 'expressions/text-too-long' } });
  });
  it('fields never reach prototypes or host objects', () => {
    expect(run('constructor', {})).toEqual({ ok: true, value: null });
    expect(run('__proto__.polluted', {})).toEqual({ ok: true, value: null });
    expect(run('globalThis.process', {})).toEqual({ ok: true, value: null });
    expect(run('items', scope)).toEqual({ ok: true, value: null });
  });
  it('a hand-built tree nested past the stack is an error, not a crash', () => {
    let node: Parameters<typeof evaluateExpression>[0] = { type: 'literal', value: 1 };
    for (let i = 0; i < 200_000; i += 1) node = { type: 'unary', operator: '-', operand: node };
    expect(evaluateExpression(node, {})).toMatchObject({ ok: false, error: { code: 'expressions/too-deep' } });
  });
});
