import type { WorkflowDefinition, WorkflowNode } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { approval, definition } from './fixtures.test-support';
import { publishChecks } from './publishChecks';

const amountOver = (value: number, operator: 'greater' | 'lessOrEqual' = 'greater') => [
  { kind: 'group' as const, match: 'and' as const, children: [{ kind: 'condition' as const, field: 'amount', operator, value }] },
];

const good = definition('c1', [
  { nodeId: 'c1', nodeType: 'condition', name: 'Amount', branches: [{ name: 'big', nextNodeId: 'a1', conditionGroups: amountOver(100) }, { name: 'else', isDefault: true, nextNodeId: 'cc1' }] },
  approval('a1', ['bob'], 'cc1', { fieldPermissions: { amount: 'readOnly', note: 'editable' } }),
  { nodeId: 'cc1', nodeType: 'cc', name: 'Copy', ccIds: ['fin'], nextNodeId: 'end' },
], { fieldPermissions: { secret: 'hidden' } });

function codes(def: WorkflowDefinition, fields?: string[]): string[] {
  return publishChecks(def, fields).map((issue) => `${issue.code}@${issue.path}`);
}

function withNode(def: WorkflowDefinition, nodeId: string, change: Partial<WorkflowNode>): WorkflowDefinition {
  return { ...def, nodes: def.nodes.map((node) => (node.nodeId === nodeId ? { ...node, ...change } : node)) };
}

describe('publishChecks', () => {
  it('passes a good definition', () => {
    expect(codes(good, ['amount', 'note', 'secret'])).toEqual([]);
  });

  it('field permissions (node and start) and condition fields must name fields of the form', () => {
    expect(codes(good, ['note'])).toEqual([
      'workflow/condition-field-unknown@/nodes/1/branches/0/conditionGroups/0',
      'workflow/field-unknown@/nodes/2/fieldPermissions/amount',
      'workflow/field-unknown@/fieldPermissions/secret',
    ]);
    const issue = publishChecks(good, ['note']).find((i) => i.path === '/nodes/2/fieldPermissions/amount');
    expect(issue?.args).toEqual(['a1', 'Node a1', 'amount']);
  });

  it('every path ends: dead ends, unknown links, cycles and unreachable nodes are named', () => {
    const deadEnd = withNode(good, 'cc1', { nextNodeId: undefined });
    expect(codes(deadEnd)).toContain('workflow/next-node-missing@/nodes/3/nextNodeId');
    const unknown = withNode(good, 'cc1', { nextNodeId: 'nowhere' });
    expect(codes(unknown)).toContain('workflow/next-node-unknown@/nodes/3/nextNodeId');
    const cycle = withNode(good, 'cc1', { nextNodeId: 'c1' });
    expect(codes(cycle)).toEqual(expect.arrayContaining(['workflow/cycle@/nodes/3']));
    const orphan: WorkflowDefinition = { ...good, nodes: [...good.nodes, approval('lost', ['bob'], 'end')] };
    expect(codes(orphan)).toEqual(['workflow/node-unreachable@/nodes/5']);
    const backToStart = withNode(good, 'cc1', { nextNodeId: 'start' });
    expect(codes(backToStart)).toContain('workflow/cycle@/nodes/3');
  });

  it('one start node, an end node, unique ids', () => {
    const noEnd: WorkflowDefinition = { ...good, nodes: good.nodes.filter((n) => n.nodeType !== 'end') };
    expect(codes(noEnd)).toContain('workflow/end-node-missing@/nodes');
    const twoStarts: WorkflowDefinition = { ...good, nodes: [...good.nodes, { nodeId: 's2', nodeType: 'start', name: 'S2', nextNodeId: 'end' }] };
    expect(codes(twoStarts)).toContain('workflow/start-node-count@/nodes');
    const twice: WorkflowDefinition = { ...good, nodes: [...good.nodes, approval('a1', ['x'], 'end')] };
    expect(codes(twice)).toContain('workflow/node-id-duplicate@/nodes/5/nodeId');
  });

  it('a condition node needs a default branch, unless two branches are exact complements', () => {
    const noDefault = withNode(good, 'c1', { branches: [{ name: 'big', nextNodeId: 'a1', conditionGroups: amountOver(100) }, { name: 'big2', nextNodeId: 'cc1', conditionGroups: amountOver(50) }] });
    expect(codes(noDefault)).toEqual(['workflow/condition-default-missing@/nodes/1/branches']);
    const covering = withNode(good, 'c1', { branches: [{ name: 'big', nextNodeId: 'a1', conditionGroups: amountOver(100) }, { name: 'small', nextNodeId: 'cc1', conditionGroups: amountOver(100, 'lessOrEqual') }] });
    expect(codes(covering)).toEqual([]);
    const twoDefaults = withNode(good, 'c1', { branches: [{ name: 'a', isDefault: true, nextNodeId: 'a1' }, { name: 'b', isDefault: true, nextNodeId: 'cc1' }] });
    expect(codes(twoDefaults)).toEqual(['workflow/condition-default-count@/nodes/1/branches']);
  });

  it('approval nodes need an approver source, known relation codes, complete ratio/escalation/deadline settings', () => {
    expect(codes(withNode(good, 'a1', { approverIds: [] }))).toEqual(['workflow/approver-source-missing@/nodes/2/approverIds']);
    expect(codes(withNode(good, 'a1', { approverType: 'role', approverIds: [] }))).toEqual(['workflow/approver-source-missing@/nodes/2/approverIds']);
    expect(codes(withNode(good, 'a1', { approverType: 'manager', approverIds: [] }))).toEqual([]);
    expect(codes(withNode(good, 'a1', { approverType: 'selfSelect', approverIds: [] }))).toEqual([]);
    expect(codes(withNode(good, 'a1', { approverIds: ['bob', 'bob'] }))).toEqual(['workflow/node-users-duplicate@/nodes/2/approverIds']);
    expect(codes(withNode(good, 'a1', { approverType: 'relation', approverIds: ['initiatorDeptHead', 'cousin'] }))).toEqual(['workflow/relation-unknown@/nodes/2/approverIds']);
    expect(codes(withNode(good, 'a1', { multiMode: 'ratio' }))).toEqual(['workflow/pass-ratio-missing@/nodes/2/passRatio']);
    expect(codes(withNode(good, 'a1', { deadlineAction: 'escalate', deadlineHours: 4 }))).toEqual(['workflow/escalate-target-missing@/nodes/2/escalateToId']);
    expect(codes(withNode(good, 'a1', { deadlineAction: 'autoApprove' }))).toEqual(['workflow/deadline-hours-missing@/nodes/2/deadlineHours']);
    expect(codes(withNode(good, 'a1', { emptyApprover: 'toPerson' }))).toEqual(['workflow/empty-approver-person-missing@/nodes/2/emptyApproverId']);
  });

  it('cc lists, start roles and promoter lists must be set', () => {
    expect(codes(withNode(good, 'cc1', { ccIds: [] }))).toEqual(['workflow/cc-empty@/nodes/3/ccIds']);
    expect(codes({ ...good, startPermission: { scope: 'roles', roleCodes: [] } })).toEqual(['workflow/start-roles-missing@/startPermission/roleCodes']);
    expect(codes({ ...good, promoter: { promoterType: 'persons' } })).toEqual(['workflow/promoter-missing@/promoter/ids']);
    expect(codes({ ...good, startPermission: { scope: 'all' }, promoter: { promoterType: 'all' } })).toEqual([]);
  });
});
