import type { WorkflowDefinition } from '@wharf/schemas';
import { startNode } from './graph';
import type { InstanceState } from './types';

/**
 * The nodes a transition brought the instance to, in the order it reached them, each once: every
 * node the transition's new trail entries name (an approval node entered, a condition's branch
 * taken, a cc node passed, the end reached, a return's destination), and for a start the start node
 * itself. The trail only grows, so the entries past `before`'s are this transition's. A transition
 * that moves nobody (an urge, a transfer, an approval still waiting for others) reaches nothing.
 * What other areas react to ("a workflow reaching a node", issue 22).
 */
export function nodesReached(definition: WorkflowDefinition, before: InstanceState | undefined, after: InstanceState): string[] {
  const reached = before === undefined ? [startNode(definition)?.nodeId].filter((id): id is string => id !== undefined) : [];
  for (const entry of after.trail.slice(before?.trail.length ?? 0)) reached.push(entry.nodeId);
  return [...new Set(reached)];
}
