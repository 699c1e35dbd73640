import { describe, expect, it } from 'vitest';
import { checkCondition, isCondition } from './checkCondition';

describe('checkCondition', () => {
  it('accepts a well-formed nested condition', () => {
    expect(isCondition({ kind: 'group', match: 'or', children: [{ kind: 'condition', field: 'order.qty', operator: 'greater', value: 3 }] })).toBe(true);
  });
  it('names every problem with its path and a message', () => {
    const errors = checkCondition({
      kind: 'group', match: 'xor', children: [
        { kind: 'condition', field: 'a;drop', operator: 'like', value: { x: 1 } },
        'nope',
      ],
    }, 'en_US');
    expect(errors.map((e) => [e.path, e.code])).toEqual([
      ['match', 'conditions/unknown-match'],
      ['children[0].field', 'conditions/invalid-field'],
      ['children[0].operator', 'conditions/unknown-operator'],
      ['children[0].value', 'conditions/invalid-value'],
      ['children[1]', 'conditions/not-a-condition'],
    ]);
    expect(errors[2]?.message).toBe('Unknown condition operator like');
  });
  it('refuses nesting beyond the limit', () => {
    let node: unknown = { kind: 'condition', field: 'a', operator: 'equal', value: 1 };
    for (let i = 0; i < 40; i += 1) node = { kind: 'group', match: 'and', children: [node] };
    expect(checkCondition(node).map((e) => e.code)).toContain('conditions/too-deep');
  });
});
