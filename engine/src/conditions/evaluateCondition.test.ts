import { describe, expect, it } from 'vitest';
import { evaluateCondition } from './evaluateCondition';
import type { ConditionNode, ConditionOperator, ConditionValue } from './types';

const when = (field: string, operator: ConditionOperator, value: ConditionValue): ConditionNode => ({ kind: 'condition', field, operator, value });
const record = { amount: 120, amountText: '120', name: 'Shanghai port', tags: ['urgent', 'export'], date: '2024-03-05', empty: null, nested: { orgCode: 'D01' } };

describe('evaluateCondition: the ten operators (spec §9)', () => {
  const table: Array<[string, ConditionNode, boolean]> = [
    ['equal number', when('amount', 'equal', 120), true],
    ['equal number against numeric text', when('amountText', 'equal', 120), true],
    ['equal text is exact', when('name', 'equal', 'shanghai port'), false],
    ['not equal', when('amount', 'notEqual', 100), true],
    ['missing equals null', when('absent', 'equal', null), true],
    ['greater', when('amount', 'greater', 100), true],
    ['greater with text numbers orders numerically', when('amountText', 'greater', '99'), true],
    ['greater or equal at the edge', when('amount', 'greaterOrEqual', 120), true],
    ['less', when('amount', 'less', 120), false],
    ['less or equal', when('amount', 'lessOrEqual', '120'), true],
    ['ISO dates order as dates', when('date', 'less', '2024-12-01'), true],
    ['null is not ordered', when('empty', 'greater', 0), false],
    ['contains on text', when('name', 'contains', 'port'), true],
    ['contains on a multi-select', when('tags', 'contains', 'export'), true],
    ['not contains', when('tags', 'notContains', 'import'), true],
    ['not contains on a missing field', when('absent', 'notContains', 'x'), true],
    ['in a list', when('nested.orgCode', 'in', ['D01', 'D02']), true],
    ['in comma-joined text', when('nested.orgCode', 'in', 'D02, D01'), true],
    ['multi-select in a list when any choice is', when('tags', 'in', ['urgent']), true],
    ['not in', when('amount', 'notIn', [1, 2]), true],
  ];
  for (const [name, node, expected] of table) it(name, () => expect(evaluateCondition(node, record)).toBe(expected));
});

describe('evaluateCondition: groups and hostile input', () => {
  it('and / or groups nest', () => {
    const node: ConditionNode = { kind: 'group', match: 'and', children: [when('amount', 'greater', 100), { kind: 'group', match: 'or', children: [when('name', 'contains', 'x'), when('tags', 'contains', 'urgent')] }] };
    expect(evaluateCondition(node, record)).toBe(true);
  });
  it('never reads through the prototype chain', () => {
    expect(evaluateCondition(when('constructor', 'notEqual', null), {})).toBe(false);
    expect(evaluateCondition(when('__proto__', 'equal', null), {})).toBe(true);
    expect(evaluateCondition(when('toString.name', 'equal', 'toString'), {})).toBe(false);
  });
  it('an unknown operator or a non-object reads as false', () => {
    expect(evaluateCondition({ kind: 'condition', field: 'amount', operator: 'constructor' as ConditionOperator, value: 1 }, record)).toBe(false);
    expect(evaluateCondition(null as unknown as ConditionNode, record)).toBe(false);
  });
  it('nesting past the limit reads as false instead of overflowing the stack', () => {
    let node: ConditionNode = when('amount', 'equal', 120);
    for (let i = 0; i < 10_000; i += 1) node = { kind: 'group', match: 'and', children: [node] };
    expect(evaluateCondition(node, record)).toBe(false);
  });
});
