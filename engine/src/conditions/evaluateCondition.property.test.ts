import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCondition } from './checkCondition';
import { evaluateCondition } from './evaluateCondition';
import { conditionOperators, type ConditionNode, type FieldCondition } from './types';

const fields = ['a', 'b', 'c', 'n.x'];
const scalar = fc.oneof(fc.integer({ min: -5, max: 5 }), fc.constantFrom('1', '2', 'x', 'xy', ''), fc.boolean(), fc.constant(null));
const conditionValue = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }));
const leaf: fc.Arbitrary<FieldCondition> = fc.record({ kind: fc.constant('condition' as const), field: fc.constantFrom(...fields), operator: fc.constantFrom(...conditionOperators), value: conditionValue });
const node: fc.Arbitrary<ConditionNode> = fc.letrec<{ node: ConditionNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.record({ kind: fc.constant('group' as const), match: fc.constantFrom('and' as const, 'or' as const), children: fc.array(tie('node'), { maxLength: 3 }) }),
  ),
})).node;
const fieldValue = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.constant(undefined));
const record = fc.record({ a: fieldValue, b: fieldValue, c: fieldValue, n: fc.record({ x: fieldValue }) });
const negations = [['equal', 'notEqual'], ['contains', 'notContains'], ['in', 'notIn']] as const;

describe('evaluateCondition properties', () => {
  it('well-formed generated conditions pass checkCondition and evaluate to a boolean', () => {
    fc.assert(fc.property(node, record, (condition, values) => {
      expect(checkCondition(condition)).toEqual([]);
      expect(typeof evaluateCondition(condition, values)).toBe('boolean');
    }));
  });
  it('the not-operators are exact negations', () => {
    fc.assert(fc.property(leaf, record, (condition, values) => {
      for (const [positive, negative] of negations) {
        const yes = evaluateCondition({ ...condition, operator: positive }, values);
        expect(evaluateCondition({ ...condition, operator: negative }, values)).toBe(!yes);
      }
    }));
  });
  it('groups mean every / some of their children', () => {
    fc.assert(fc.property(fc.array(node, { maxLength: 4 }), record, (children, values) => {
      const each = children.map((child) => evaluateCondition(child, values));
      expect(evaluateCondition({ kind: 'group', match: 'and', children }, values)).toBe(each.every(Boolean));
      expect(evaluateCondition({ kind: 'group', match: 'or', children }, values)).toBe(each.some(Boolean));
    }));
  });
  it('numbers obey trichotomy: exactly one of less, equal, greater', () => {
    fc.assert(fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.double({ noNaN: true, noDefaultInfinity: true }), (x, y) => {
      const outcomes = (['less', 'equal', 'greater'] as const).map((operator) => evaluateCondition({ kind: 'condition', field: 'v', operator, value: y }, { v: x }));
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      expect(evaluateCondition({ kind: 'condition', field: 'v', operator: 'greaterOrEqual', value: y }, { v: x })).toBe(x >= y);
    }));
  });
  it('arbitrary JSON never makes the evaluator or the checker throw', () => {
    fc.assert(fc.property(fc.jsonValue(), fc.jsonValue(), (json, values) => {
      expect(typeof evaluateCondition(json as unknown as ConditionNode, values)).toBe('boolean');
      expect(Array.isArray(checkCondition(json))).toBe(true);
    }));
  });
});
