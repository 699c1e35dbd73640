import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateExpression } from './evaluateExpression';
import { parseExpression } from './parseExpression';
import { printExpression } from './printExpression';
import type { BinaryOperator, ExpressionNode } from './types';

const binaryOperators: BinaryOperator[] = ['||', '&&', '==', '!=', '<', '<=', '>', '>=', '+', '-', '*', '/', '%'];
const name = fc.stringMatching(/^[a-z][a-z0-9_]{0,6}$/).filter((n) => !['true', 'false', 'null'].includes(n));
const literal: fc.Arbitrary<ExpressionNode> = fc.oneof(
  fc.double({ min: 0, max: 1e6, noNaN: true }).map((value) => ({ type: 'literal' as const, value })),
  fc.string({ maxLength: 8 }).map((value) => ({ type: 'literal' as const, value })),
  fc.constantFrom(true, false, null).map((value) => ({ type: 'literal' as const, value })),
);
const tree: fc.Arbitrary<ExpressionNode> = fc.letrec<{ node: ExpressionNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', maxDepth: 6 },
    literal,
    fc.array(name, { minLength: 1, maxLength: 3 }).map((parts) => ({ type: 'field' as const, path: parts.join('.') })),
    fc.record({ type: fc.constant('unary' as const), operator: fc.constantFrom('!' as const, '-' as const), operand: tie('node') }),
    fc.record({ type: fc.constant('binary' as const), operator: fc.constantFrom(...binaryOperators), left: tie('node'), right: tie('node') }),
    fc.record({ type: fc.constant('conditional' as const), test: tie('node'), consequent: tie('node'), alternate: tie('node') }),
    fc.record({ type: fc.constant('call' as const), name: fc.constant('coalesce'), args: fc.array(tie('node'), { minLength: 1, maxLength: 3 }) }),
  ),
})).node;

describe('expression parser properties', () => {
  it('printing a tree and parsing it back gives the same tree', () => {
    fc.assert(fc.property(tree, (node) => {
      expect(parseExpression(printExpression(node))).toEqual({ ok: true, value: node });
    }));
  });
  it('any text parses to a tree or an error with a position, and never throws', () => {
    const alphabet = fc.constantFrom(...'ab1.2()+-*/%<>=!&|?:,\'" eval_'.split(''));
    fc.assert(fc.property(fc.oneof(fc.string({ maxLength: 60 }), fc.string({ unit: alphabet, maxLength: 60 })), (source) => {
      const result = parseExpression(source);
      if (!result.ok) expect(result.error.path).toMatch(/^position \d+$/);
    }), { numRuns: 2000 });
  });
  it('evaluating any parsed tree never throws and gives a JSON scalar or an error', () => {
    const scope = fc.dictionary(name, fc.oneof(fc.integer(), fc.string({ maxLength: 4 }), fc.constant(null)));
    fc.assert(fc.property(tree, scope, (node, values) => {
      const result = evaluateExpression(node, values);
      if (result.ok) expect(result.value === null || ['string', 'number', 'boolean'].includes(typeof result.value)).toBe(true);
      else expect(result.error.code).toMatch(/^expressions\//);
    }));
  });
  it('integer arithmetic agrees with ordinary arithmetic', () => {
    const small = fc.integer({ min: -1000, max: 1000 });
    fc.assert(fc.property(small, small, small, (a, b, c) => {
      const result = parseExpression(`${a} + ${b} * ${c} - (${a} - ${c})`);
      if (!result.ok) throw new Error(result.error.message);
      expect(evaluateExpression(result.value, {})).toEqual({ ok: true, value: a + b * c - (a - c) });
    }));
  });
});
