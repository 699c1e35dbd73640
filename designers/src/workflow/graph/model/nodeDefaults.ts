import type { WorkflowDefinition, WorkflowNode } from '@wharf/schemas';
import type { WorkflowNodeType } from './graphTypes';

/** The node types the builder places on the canvas (a definition has exactly one start node). */
export const placeableNodeTypes = ['approval', 'condition', 'cc', 'end'] as const satisfies readonly WorkflowNodeType[];

/** The first free id `<type>_<n>` of the definition (ids compare without case, as the engine checks them). */
export function freeNodeId(definition: WorkflowDefinition, type: WorkflowNodeType): string {
  const taken = new Set(definition.nodes.map((node) => node.nodeId.toLowerCase()));
  let n = 1;
  while (taken.has(`${type}_${n}`)) n += 1;
  return `${type}_${n}`;
}

/**
 * A new node of `type` with the settings its type requires: an approval node asks persons one after
 * another (the old designer's "user" selection), passes when nobody is found and returns a rejection
 * to the initiator; a cc node starts with nobody to copy, which the checks point out.
 */
export function defaultNode(type: WorkflowNodeType, nodeId: string, name: string): WorkflowNode {
  switch (type) {
    case 'approval':
      return { nodeId, nodeType: type, name, approverType: 'person', approverIds: [], multiMode: 'sequential', emptyApprover: 'autoPass', rejectMode: 'toInitiator', deadlineHours: 0 };
    case 'cc':
      return { nodeId, nodeType: type, name, ccType: 'person', ccIds: [] };
    default:
      return { nodeId, nodeType: type, name };
  }
}
