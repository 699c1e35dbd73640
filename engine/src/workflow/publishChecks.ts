import type { WorkflowDefinition, WorkflowNode } from '@wharf/schemas';
import { nodesById, successors } from './graph';
import { nodeIssues, processIssues } from './publishNodeChecks';
import type { WorkflowIssue } from './types';

function issueAt(index: number, node: WorkflowNode, code: string, suffix = '', extra: Array<string | number> = []): WorkflowIssue {
  return { path: `/nodes/${index}${suffix}`, code, args: [node.nodeId, node.name, ...extra] };
}

/** Links to missing nodes, and nodes (other than end and condition nodes) that lead nowhere. */
function linkIssues(definition: WorkflowDefinition): WorkflowIssue[] {
  const byId = nodesById(definition);
  const issues: WorkflowIssue[] = [];
  definition.nodes.forEach((node, i) => {
    if (node.nodeType !== 'end' && node.nodeType !== 'condition' && node.nextNodeId === undefined) issues.push(issueAt(i, node, 'workflow/next-node-missing', '/nextNodeId'));
    if (node.nodeType === 'end' && node.nextNodeId !== undefined) issues.push(issueAt(i, node, 'workflow/end-node-has-next', '/nextNodeId'));
    if (node.nodeType === 'condition' && (node.branches ?? []).length === 0) issues.push(issueAt(i, node, 'workflow/condition-default-missing', '/branches'));
    if (node.nextNodeId !== undefined && !byId.has(node.nextNodeId)) issues.push(issueAt(i, node, 'workflow/next-node-unknown', '/nextNodeId', [node.nextNodeId]));
    (node.branches ?? []).forEach((branch, j) => {
      if (!byId.has(branch.nextNodeId)) issues.push(issueAt(i, node, 'workflow/next-node-unknown', `/branches/${j}/nextNodeId`, [branch.nextNodeId]));
    });
  });
  return issues;
}

/**
 * Depth-first from the start: nodes never reached, and nodes on a cycle (the forward graph must be
 * acyclic; going back happens only through returns, which are not edges). With every non-end node
 * leading somewhere and no cycle, every path ends at an end node.
 */
function reachIssues(definition: WorkflowDefinition): WorkflowIssue[] {
  const byId = nodesById(definition);
  const start = definition.nodes.find((node) => node.nodeType === 'start');
  if (!start) return [];
  const state = new Map<string, 'open' | 'done'>();
  const onCycle = new Set<string>();
  const stack: string[] = [];
  const visit = (id: string): void => {
    const node = byId.get(id);
    if (!node || state.get(id) === 'done') return;
    if (state.get(id) === 'open') {
      // Every node from the first visit of `id` to here is on the cycle.
      for (const onPath of stack.slice(stack.indexOf(id))) onCycle.add(onPath);
      return;
    }
    state.set(id, 'open');
    stack.push(id);
    for (const next of successors(node)) visit(next);
    stack.pop();
    state.set(id, 'done');
  };
  visit(start.nodeId);
  const issues: WorkflowIssue[] = [];
  definition.nodes.forEach((node, i) => {
    if (!state.has(node.nodeId)) issues.push(issueAt(i, node, 'workflow/node-unreachable'));
    else if (onCycle.has(node.nodeId)) issues.push(issueAt(i, node, 'workflow/cycle'));
  });
  return issues;
}

function countIssues(definition: WorkflowDefinition): WorkflowIssue[] {
  const issues: WorkflowIssue[] = [];
  const starts = definition.nodes.filter((node) => node.nodeType === 'start').length;
  if (starts !== 1) issues.push({ path: '/nodes', code: 'workflow/start-node-count', args: [starts] });
  if (!definition.nodes.some((node) => node.nodeType === 'end')) issues.push({ path: '/nodes', code: 'workflow/end-node-missing' });
  const seen = new Set<string>();
  definition.nodes.forEach((node, i) => {
    if (seen.has(node.nodeId)) issues.push(issueAt(i, node, 'workflow/node-id-duplicate', '/nodeId'));
    seen.add(node.nodeId);
  });
  return issues;
}

/**
 * The checks a workflow must pass before it is published (stricter than the save-time rules in
 * `validation/semanticRules/workflowRules.ts`): one start and an end node, unique ids, every link known,
 * every path ends (no dead end, no cycle — returns are not edges), no unreachable node, each condition
 * node has a default branch or two complementary branches, approval nodes have an approver source (codes
 * where the type needs them, known relation codes, no repeats), ratio/escalate/deadline settings complete,
 * cc lists set, start roles and promoter lists set, and — when `formFieldKeys` is given — field permissions
 * and condition fields name fields of the form. Each issue's args start with the node id and name.
 */
export function publishChecks(definition: WorkflowDefinition, formFieldKeys?: readonly string[]): WorkflowIssue[] {
  const fields = formFieldKeys ? new Set(formFieldKeys) : undefined;
  return [
    ...countIssues(definition),
    ...linkIssues(definition),
    ...reachIssues(definition),
    ...definition.nodes.flatMap((node, i) => nodeIssues(i, node, fields)),
    ...processIssues(definition, fields),
  ];
}
