import { validateDefinition } from '@wharf/engine';
import type { WorkflowDefinition } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { customsApproval, emptyWorkflow, testNames } from '../testSupport';
import { addBranch, deleteNode, insertNode, moveBranch, removeBranch, updateBranch } from './treeEdits';
import { definitionToTree, treeToDefinition } from './workflowTree';

const valid = (definition: WorkflowDefinition) => expect(validateDefinition('workflow', definition, 'en_US')).toEqual([]);
const tree = (definition: WorkflowDefinition) => {
  const reading = definitionToTree(definition);
  if (!reading.ok) throw new Error(`not a tree: ${JSON.stringify(reading.problem)}`);
  return reading.tree;
};
const outline = (definition: WorkflowDefinition) => definition.nodes.map((node) => `${node.nodeId}>${node.nextNodeId ?? (node.branches ?? []).map((b) => b.nextNodeId).join('|')}`);

describe('definition ⇄ tree', () => {
  it("round-trips the customs example's dec_approval exactly (same nodes, order, links and keys)", () => {
    const definition = customsApproval();
    const read = tree(definition);
    expect(read.items.map((item) => item.node.nodeId)).toEqual(['amount', 'broker', 'notify']);
    const group = read.items[0]!;
    expect(group.kind === 'condition' && group.branches.map((each) => each.items.map((item) => item.node.nodeId))).toEqual([['manager'], []]);
    const back = treeToDefinition(read, definition);
    expect(JSON.stringify(back)).toBe(JSON.stringify(customsApproval()));
  });

  it('reads nested condition groups and an empty line', () => {
    expect(tree(emptyWorkflow()).items).toEqual([]);
    let definition = insertNode(emptyWorkflow(), { list: {}, index: 0 }, 'condition', testNames).definition;
    definition = insertNode(definition, { list: { conditionId: 'condition1', branchIndex: 0 }, index: 0 }, 'condition', testNames).definition;
    definition = insertNode(definition, { list: { conditionId: 'condition2', branchIndex: 1 }, index: 0 }, 'approval', testNames).definition;
    valid(definition);
    expect(JSON.stringify(treeToDefinition(tree(definition), definition))).toBe(JSON.stringify(definition));
    expect(outline(definition)).toEqual(['start>condition1', 'condition1>condition2|end', 'condition2>end|approval1', 'approval1>end', 'end>']);
  });

  it('refuses a graph the tree could not write back, naming the reason', () => {
    const skip = customsApproval();
    // The manager skips the broker: the branches now meet at the cc node, and the broker sits on the default branch.
    skip.nodes.find((node) => node.nodeId === 'manager')!.nextNodeId = 'notify';
    const skipped = tree(skip);
    expect(skipped.items[0]!.kind === 'condition' && skipped.items[0]!.branches.map((each) => each.items.map((item) => item.node.nodeId))).toEqual([['manager'], ['broker']]);
    const loop = emptyWorkflow();
    loop.nodes = [loop.nodes[0]!, { nodeId: 'a', nodeType: 'cc', name: 'A', ccIds: ['x'], nextNodeId: 'b' }, { nodeId: 'b', nodeType: 'cc', name: 'B', ccIds: ['x'], nextNodeId: 'a' }, loop.nodes[1]!];
    loop.nodes[0]!.nextNodeId = 'a';
    expect(definitionToTree(loop)).toMatchObject({ ok: false, problem: { code: 'loop' } });
    const orphan = emptyWorkflow();
    orphan.nodes.push({ nodeId: 'lost', nodeType: 'cc', name: 'Lost', ccIds: ['x'], nextNodeId: 'end' });
    expect(definitionToTree(orphan)).toEqual({ ok: false, problem: { code: 'detached', nodeId: 'lost' } });
    const twoEnds = emptyWorkflow();
    twoEnds.nodes.push({ nodeId: 'end2', nodeType: 'end', name: 'End 2' });
    expect(definitionToTree(twoEnds)).toEqual({ ok: false, problem: { code: 'endCount' } });
    // Two groups sharing a node: A is reached from both, so it would sit on two branches at once.
    const cross = emptyWorkflow();
    const cc = (nodeId: string) => ({ nodeId, nodeType: 'cc' as const, name: nodeId, ccIds: ['x'], nextNodeId: 'end' });
    cross.nodes = [
      { nodeId: 'start', nodeType: 'start', name: 'Start', nextNodeId: 'c1' },
      { nodeId: 'c1', nodeType: 'condition', name: 'C1', branches: [{ name: 'a', nextNodeId: 'a' }, { name: 'c2', nextNodeId: 'c2', isDefault: true }] },
      { nodeId: 'c2', nodeType: 'condition', name: 'C2', branches: [{ name: 'a', nextNodeId: 'a' }, { name: 'b', nextNodeId: 'b', isDefault: true }] },
      cc('a'),
      cc('b'),
      { nodeId: 'end', nodeType: 'end', name: 'End' },
    ];
    valid(cross);
    expect(definitionToTree(cross)).toEqual({ ok: false, problem: { code: 'notNested', nodeId: 'a' } });
  });
});

describe('tree edits', () => {
  it('inserts an approval node at a "+" and links it into the line', () => {
    const { definition, selectNodeId } = insertNode(customsApproval(), { list: {}, index: 2 }, 'approval', testNames);
    expect(selectNodeId).toBe('approval1');
    expect(outline(definition)).toEqual(['start>amount', 'amount>manager|broker', 'manager>broker', 'broker>approval1', 'approval1>notify', 'notify>end', 'end>']);
    valid(definition);
  });

  it('inserts into an empty branch: the branch then leads to the new node, which leads to the merge point', () => {
    const { definition } = insertNode(customsApproval(), { list: { conditionId: 'amount', branchIndex: 1 }, index: 0 }, 'cc', testNames);
    expect(outline(definition)).toEqual(['start>amount', 'amount>manager|cc1', 'manager>broker', 'cc1>broker', 'broker>notify', 'notify>end', 'end>']);
  });

  it('a new condition group has a branch and a default branch; nodes below it stay on the main line', () => {
    const { definition } = insertNode(customsApproval(), { list: {}, index: 1 }, 'condition', testNames);
    const group = definition.nodes.find((node) => node.nodeId === 'condition1')!;
    expect(group.branches).toEqual([
      { name: 'Condition 1', nextNodeId: 'broker', conditionGroups: [], priority: 1 },
      { name: 'Otherwise', nextNodeId: 'broker', isDefault: true, priority: 2 },
    ]);
    expect(definition.nodes.find((node) => node.nodeId === 'amount')!.branches!.map((b) => b.nextNodeId)).toEqual(['manager', 'condition1']);
    expect(definition.nodes.find((node) => node.nodeId === 'manager')!.nextNodeId).toBe('condition1');
    valid(definition);
  });

  it('deletes a node (its neighbours join) and a condition group with its branches', () => {
    expect(outline(deleteNode(customsApproval(), 'broker'))).toEqual(['start>amount', 'amount>manager|notify', 'manager>notify', 'notify>end', 'end>']);
    const withoutGroup = deleteNode(customsApproval(), 'amount');
    expect(outline(withoutGroup)).toEqual(['start>broker', 'broker>notify', 'notify>end', 'end>']);
    valid(withoutGroup);
    expect(deleteNode(customsApproval(), 'start')).toEqual(customsApproval());
  });

  it('adds a branch before the default one, reorders and removes branches; one branch left dissolves the group', () => {
    let definition = addBranch(customsApproval(), 'amount', testNames);
    const names = () => definition.nodes.find((node) => node.nodeId === 'amount')!.branches!.map((b) => `${b.priority}:${b.name}>${b.nextNodeId}`);
    expect(names()).toEqual(['1:Over 1,000,000>manager', '2:Condition 2>broker', '3:Otherwise>broker']);
    definition = moveBranch(definition, 'amount', 0, 1);
    expect(names()).toEqual(['1:Condition 2>broker', '2:Over 1,000,000>manager', '3:Otherwise>broker']);
    definition = removeBranch(definition, 'amount', 0);
    expect(names()).toEqual(['1:Over 1,000,000>manager', '2:Otherwise>broker']);
    definition = removeBranch(definition, 'amount', 1);
    expect(outline(definition)).toEqual(['start>manager', 'manager>broker', 'broker>notify', 'notify>end', 'end>']);
    valid(definition);
  });

  it('making a branch the default takes the mark from the other one and keeps where each leads', () => {
    const definition = updateBranch(customsApproval(), 'amount', 0, (branch) => ({ ...branch, isDefault: true, nextNodeId: 'end' }));
    expect(definition.nodes.find((node) => node.nodeId === 'amount')!.branches!.map((b) => [b.nextNodeId, b.isDefault])).toEqual([
      ['manager', true],
      ['broker', undefined],
    ]);
  });
});
