import { describe, expect, it } from 'vitest';
import { customsApproval, emptyWorkflow, testNames } from '../testSupport';
import { insertNode } from './treeEdits';
import { layoutSizes, layoutTree, type PlacedBox } from './treeLayout';
import { definitionToTree, type WorkflowTree } from './workflowTree';

const treeOf = (definition: Parameters<typeof definitionToTree>[0]): WorkflowTree => {
  const reading = definitionToTree(definition);
  if (!reading.ok) throw new Error(reading.problem.code);
  return reading.tree;
};
const overlaps = (a: PlacedBox, b: PlacedBox) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('layoutTree', () => {
  it('puts start on top, end at the bottom, branches side by side, and no two boxes on each other', () => {
    const { boxes, lines } = layoutTree(treeOf(customsApproval()));
    const at = (id: string) => boxes.find((box) => box.id === id)!;
    expect(Math.min(...boxes.map((box) => box.y))).toBe(at('start').y);
    expect(Math.max(...boxes.map((box) => box.y))).toBe(at('end').y);
    expect(at('branch:amount:0').y).toBe(at('branch:amount:1').y);
    expect(at('branch:amount:0').x + layoutSizes.card.width).toBeLessThan(at('branch:amount:1').x);
    expect(at('manager').y).toBeGreaterThan(at('branch:amount:0').y);
    expect(at('broker').y).toBeGreaterThan(at('merge:amount').y);
    for (const [i, a] of boxes.entries()) for (const b of boxes.slice(i + 1)) expect(overlaps(a, b), `${a.id} / ${b.id}`).toBe(false);
    // Both branches come back to the merge point, which leads on through a "+" to the broker.
    expect(lines.filter((line) => line.target === 'merge:amount').map((line) => line.source)).toEqual(['insert:amount.0:1', 'insert:amount.1:0']);
    expect(lines.some((line) => line.source === 'merge:amount' && line.target === 'insert:main:1')).toBe(true);
  });

  it('offers a "+" before, between and after the nodes of every line', () => {
    const { boxes } = layoutTree(treeOf(customsApproval()));
    const inserts = boxes.flatMap((box) => (box.box.kind === 'insert' ? [`${box.box.at.list.conditionId ?? 'main'}.${box.box.at.list.branchIndex ?? ''}:${box.box.at.index}`] : []));
    expect(inserts).toEqual(['main.:0', 'amount.0:0', 'amount.0:1', 'amount.1:0', 'main.:1', 'main.:2', 'main.:3']);
  });

  it('widens a group for a nested group so its columns do not collide', () => {
    let definition = insertNode(emptyWorkflow(), { list: {}, index: 0 }, 'condition', testNames).definition;
    definition = insertNode(definition, { list: { conditionId: 'condition1', branchIndex: 0 }, index: 0 }, 'condition', testNames).definition;
    definition = insertNode(definition, { list: { conditionId: 'condition2', branchIndex: 1 }, index: 0 }, 'approval', testNames).definition;
    const { boxes } = layoutTree(treeOf(definition));
    for (const [i, a] of boxes.entries()) for (const b of boxes.slice(i + 1)) expect(overlaps(a, b), `${a.id} / ${b.id}`).toBe(false);
  });
});
