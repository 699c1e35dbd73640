import type { WorkflowDefinition } from '@wharf/schemas';
import type { IssueDraft } from '../types';
import { duplicateIssues, referenceIssue } from './helpers';

/** Unique node ids, exactly one start and at least one end node, every link pointing at a node, every node reachable, one default branch at most. */
export function workflowRules(workflow: WorkflowDefinition): IssueDraft[] {
  const nodes = workflow.nodes;
  const issues = duplicateIssues(nodes, (n) => n.nodeId, (i) => `/nodes/${i}/nodeId`, false);
  const ids = new Set(nodes.map((n) => n.nodeId.toLowerCase()));
  if (nodes.filter((n) => n.nodeType === 'start').length !== 1) issues.push({ path: '/nodes', code: 'validation/start-node-count' });
  if (!nodes.some((n) => n.nodeType === 'end')) issues.push({ path: '/nodes', code: 'validation/end-node-missing' });
  nodes.forEach((node, i) => {
    const path = `/nodes/${i}`;
    issues.push(...referenceIssue(node.nextNodeId, ids, `${path}/nextNodeId`));
    if (node.nodeType !== 'end' && node.nodeType !== 'condition' && node.nextNodeId === undefined) {
      issues.push({ path: `${path}/nextNodeId`, code: 'validation/next-node-missing' });
    }
    const branches = node.branches ?? [];
    branches.forEach((branch, j) => issues.push(...referenceIssue(branch.nextNodeId, ids, `${path}/branches/${j}/nextNodeId`)));
    if (branches.filter((b) => b.isDefault === true).length > 1) issues.push({ path: `${path}/branches`, code: 'validation/default-branch-count' });
  });
  issues.push(...unreachableIssues(workflow));
  return issues;
}

/** Nodes no path from the start node leads to: a builder's dangling draft, never run. */
function unreachableIssues(workflow: WorkflowDefinition): IssueDraft[] {
  const byId = new Map(workflow.nodes.map((n) => [n.nodeId, n]));
  const start = workflow.nodes.find((n) => n.nodeType === 'start');
  if (!start) return [];
  const reached = new Set<string>();
  const pending = [start.nodeId];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (reached.has(id)) continue;
    reached.add(id);
    const node = byId.get(id);
    if (node?.nextNodeId !== undefined) pending.push(node.nextNodeId);
    for (const branch of node?.branches ?? []) pending.push(branch.nextNodeId);
  }
  return workflow.nodes.flatMap((node, i) => (reached.has(node.nodeId) ? [] : [{ path: `/nodes/${i}`, code: 'validation/unreachable-node', args: [node.nodeId] }]));
}
