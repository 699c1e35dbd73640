import type { WorkflowNode } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { chooseBranch, isDefaultBranch, orderedBranches } from './graph';

const over = (field: string, value: number) => ({ kind: 'group' as const, match: 'and' as const, children: [{ kind: 'condition' as const, field, operator: 'greater' as const, value }] });

const node: WorkflowNode = {
  nodeId: 'c', nodeType: 'condition', name: 'C',
  branches: [
    { name: 'fallback', nextNodeId: 'f' },
    { name: 'medium', priority: 2, nextNodeId: 'm', conditionGroups: [over('amount', 10)] },
    { name: 'large', priority: 1, nextNodeId: 'l', conditionGroups: [over('amount', 100)] },
    { name: 'either', nextNodeId: 'e', conditionGroups: [over('x', 0), over('y', 0)] },
  ],
};

describe('condition branches', () => {
  it('are tried by priority (lower first, unset last, then as written)', () => {
    expect(orderedBranches(node).map((b) => b.name)).toEqual(['large', 'medium', 'fallback', 'either']);
  });

  it('take the first branch one of whose groups holds, else the default', () => {
    expect(chooseBranch(node, { amount: 500 })?.name).toBe('large');
    expect(chooseBranch(node, { amount: 50 })?.name).toBe('medium');
    expect(chooseBranch(node, { amount: 1, y: 1 })?.name).toBe('either');
    expect(chooseBranch(node, { amount: 1 })?.name).toBe('fallback');
  });

  it('a branch without groups or marked isDefault is a default; none and no match gives undefined', () => {
    expect(isDefaultBranch({ name: 'a', nextNodeId: 'x' })).toBe(true);
    expect(isDefaultBranch({ name: 'a', nextNodeId: 'x', isDefault: true, conditionGroups: [over('a', 1)] })).toBe(true);
    const strict: WorkflowNode = { ...node, branches: node.branches!.filter((b) => b.name !== 'fallback') };
    expect(chooseBranch(strict, { amount: 1 })).toBeUndefined();
  });
});
