import type { WorkflowBranch, WorkflowDefinition, WorkflowNode } from '@wharf/schemas';
import { evaluateCondition } from '../conditions';
import type { ConditionNode } from '../conditions';

/** The definition's nodes by id. */
export function nodesById(definition: WorkflowDefinition): Map<string, WorkflowNode> {
  return new Map(definition.nodes.map((node) => [node.nodeId, node]));
}

/** The one start node (publish checks guarantee there is exactly one). */
export function startNode(definition: WorkflowDefinition): WorkflowNode | undefined {
  return definition.nodes.find((node) => node.nodeType === 'start');
}

/** The ids a node leads to: its next node and every branch's next node. */
export function successors(node: WorkflowNode): string[] {
  const next = node.nextNodeId !== undefined ? [node.nextNodeId] : [];
  return [...next, ...(node.branches ?? []).map((branch) => branch.nextNodeId)];
}

/** A branch with no condition groups is a default branch, as is one marked so (the schema's reading). */
export function isDefaultBranch(branch: WorkflowBranch): boolean {
  return branch.isDefault === true || (branch.conditionGroups ?? []).length === 0;
}

/** Branches in the order they are tried: by priority (lower first, unset last), then as written. */
export function orderedBranches(node: WorkflowNode): WorkflowBranch[] {
  const branches = (node.branches ?? []).map((branch, index) => ({ branch, index }));
  branches.sort((a, b) => (a.branch.priority ?? Number.MAX_SAFE_INTEGER) - (b.branch.priority ?? Number.MAX_SAFE_INTEGER) || a.index - b.index);
  return branches.map((entry) => entry.branch);
}

/**
 * The branch a condition node takes for this record: the first conditional branch one of whose groups
 * holds (groups are alternatives; inside a group its own and/or applies), else the default branch.
 * Undefined when nothing matches and there is no default (`workflow/no-transition`).
 */
export function chooseBranch(node: WorkflowNode, record: Readonly<Record<string, unknown>>): WorkflowBranch | undefined {
  const ordered = orderedBranches(node);
  const matched = ordered.find(
    (branch) => !isDefaultBranch(branch) && (branch.conditionGroups ?? []).some((group) => evaluateCondition(group as ConditionNode, record)),
  );
  return matched ?? ordered.find(isDefaultBranch);
}

/** The approval and cc nodes reachable from `fromId` (inclusive), where directory answers may be needed. */
export function reachableDirectoryNodes(definition: WorkflowDefinition, fromId: string): string[] {
  const byId = nodesById(definition);
  const seen = new Set<string>();
  const found: string[] = [];
  const pending = [fromId];
  while (pending.length > 0) {
    const id = pending.shift()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const node = byId.get(id);
    if (!node) continue;
    if (node.nodeType === 'approval' || node.nodeType === 'cc') found.push(id);
    pending.push(...successors(node));
  }
  return found;
}

/** Adds hours to an ISO date-time (deadlines). */
export function addHours(at: string, hours: number): string {
  return new Date(Date.parse(at) + hours * 3_600_000).toISOString();
}
