import type { WorkflowDefinition } from '@wharf/schemas';
import type { FieldPermissions, NodeRole } from './fieldPermissions';

/**
 * The field permissions the form is drawn with for a task (workflow schema `fieldPermissions`): the
 * initiator's resubmit task, or a task at the start node, works under the process-level permissions
 * (role start: fields not named are editable); an approval node under its own (not named: read-only).
 * The server checks the same rules when the record is saved (`workflow/field-not-editable`).
 */
export function nodePermissions(definition: WorkflowDefinition, task: { nodeId: string; taskType: 'approve' | 'resubmit' } | undefined): { role: NodeRole; permissions: FieldPermissions | undefined } {
  if (!task) return { role: 'approval', permissions: undefined };
  const node = definition.nodes.find((candidate) => candidate.nodeId === task.nodeId);
  if (task.taskType === 'resubmit' || node?.nodeType === 'start') return { role: 'start', permissions: definition.fieldPermissions };
  return { role: 'approval', permissions: node?.fieldPermissions };
}

/**
 * The nodes a reject may send the request back to (rejectMode toAnyVisited): the start and approval
 * nodes it already passed, in the order first passed, without the node the task is at.
 */
export function visitedNodes(definition: WorkflowDefinition, trail: ReadonlyArray<{ nodeId: string }>, currentNodeId: string | undefined): Array<{ nodeId: string; name: string }> {
  const seen = new Set<string>();
  const visited: Array<{ nodeId: string; name: string }> = [];
  for (const entry of trail) {
    if (seen.has(entry.nodeId) || entry.nodeId === currentNodeId) continue;
    seen.add(entry.nodeId);
    const node = definition.nodes.find((candidate) => candidate.nodeId === entry.nodeId);
    if (node && (node.nodeType === 'approval' || node.nodeType === 'start')) visited.push({ nodeId: node.nodeId, name: node.name });
  }
  return visited;
}

/** A place a reject may send the request: the initiator, the previous node, or a visited node by id. */
export type RejectChoice = { target: 'initiator' | 'previous' } | { target: string; name: string };

/**
 * Where the approver at `nodeId` may send the request back (spec §9, issue 16), by the node's
 * rejectMode: toInitiator only to the initiator, toPrevious only to the previous node, toAnyVisited
 * to either or to any node already passed. The first is the node's default. The engine refuses
 * anything else (`workflow/reject-target-not-allowed`, `…-not-visited`).
 */
export function rejectChoices(definition: WorkflowDefinition, nodeId: string, trail: ReadonlyArray<{ nodeId: string }>): RejectChoice[] {
  const mode = definition.nodes.find((candidate) => candidate.nodeId === nodeId)?.rejectMode;
  if (mode === 'toInitiator') return [{ target: 'initiator' }];
  if (mode === 'toPrevious') return [{ target: 'previous' }];
  const passed = visitedNodes(definition, trail, nodeId).filter((node) => definition.nodes.find((candidate) => candidate.nodeId === node.nodeId)?.nodeType === 'approval');
  return [{ target: 'previous' }, { target: 'initiator' }, ...passed.map((node) => ({ target: node.nodeId, name: node.name }))];
}
