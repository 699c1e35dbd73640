import type { WorkflowDefinition } from '@wharf/schemas';
import { nodesById, startNode } from './graph';
import type { InstanceState } from './types';

/** One place a rejection at a node may send the request; the first of a list is the node's default. */
export interface RejectTargetOption {
  /** What to send as the reject action's `target`. */
  target: 'initiator' | 'previous' | (string & {});
  /** The node the request goes to (the start node for the initiator). */
  nodeId: string;
  name: string;
}

/**
 * Where a rejection at `nodeId` may send this instance — exactly the targets `transition` accepts:
 * toInitiator only the initiator; toPrevious only the previous approval node on the route (the initiator
 * when there is none); toAnyVisited the previous node, the initiator, and every approval node where people
 * acted on the current route before this one. Screens offer these instead of working it out again.
 */
export function rejectTargets(definition: WorkflowDefinition, state: InstanceState, nodeId: string): RejectTargetOption[] {
  const byId = nodesById(definition);
  const node = byId.get(nodeId);
  const start = startNode(definition);
  if (!node || !start) return [];
  const here = state.route.lastIndexOf(nodeId);
  const before = (here >= 0 ? state.route.slice(0, here) : [...state.route]).filter((id) => byId.has(id));
  const option = (target: RejectTargetOption['target'], id: string): RejectTargetOption => ({ target, nodeId: id, name: byId.get(id)?.name ?? id });
  const initiator = option('initiator', start.nodeId);
  const previousId = before.at(-1);
  const previous = option('previous', previousId ?? start.nodeId);
  switch (node.rejectMode ?? 'toInitiator') {
    case 'toInitiator':
      return [initiator];
    case 'toPrevious':
      return [previous];
    default:
      return [previous, initiator, ...before.map((id) => option(id, id))];
  }
}
