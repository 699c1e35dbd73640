import type { WorkflowNode } from '@wharf/schemas';
import { refuse, type Draft } from '../draft';
import { nodeOutcome } from '../nodeProgress';
import type { RejectTarget, TaskState } from '../types';
import { passNode, theStart, walkFrom } from '../walk';

/** Where a return goes: the initiator (resubmit task at the start node) or a visited approval node. */
export type ReturnDestination = 'initiator' | { nodeId: string };

/**
 * The destination of a rejection at `node`. The node's rejectMode decides what may be chosen:
 * toInitiator only the initiator, toPrevious only the previous approval node on the route (the initiator
 * when there is none), toAnyVisited the initiator or any approval node the route passed before this one.
 * Without a target the mode's own destination applies (toAnyVisited: the previous node).
 */
export function returnDestination(draft: Draft, node: WorkflowNode, target: RejectTarget | undefined): ReturnDestination {
  const mode = node.rejectMode ?? 'toInitiator';
  const route = draft.state.route;
  const here = route.lastIndexOf(node.nodeId);
  const before = here >= 0 ? route.slice(0, here) : [...route];
  const previous = before.at(-1) ?? 'initiator';
  const wanted = target ?? (mode === 'toInitiator' ? 'initiator' : 'previous');
  const chosen = wanted === theStart(draft).nodeId ? 'initiator' : wanted === 'previous' ? previous : wanted;
  const allowed = mode === 'toAnyVisited' || (mode === 'toInitiator' ? chosen === 'initiator' : chosen === previous);
  if (!allowed) refuse('workflow/reject-target-not-allowed', [wanted, node.name]);
  if (chosen === 'initiator') return 'initiator';
  if (!before.includes(chosen)) refuse('workflow/reject-target-not-visited', [wanted]);
  return { nodeId: chosen };
}

/**
 * Sends the request back: the node's open tasks (parallel and countersign ones included) are cancelled
 * with their timers; then either the initiator gets a resubmit task at the start node, or the chosen
 * visited node is entered afresh (new tasks, deadlines armed again).
 */
export function returnTo(draft: Draft, destination: ReturnDestination, fromNodeId: string): void {
  const state = draft.state;
  draft.cancelOpenTasks();
  const target = destination === 'initiator' ? theStart(draft).nodeId : destination.nodeId;
  state.trail.push({ at: draft.at, nodeId: target, what: 'returned', detail: fromNodeId });
  draft.emit({ type: 'notify', userIds: [state.initiatorId], what: 'returned', nodeId: fromNodeId });
  if (destination !== 'initiator') {
    walkFrom(draft, destination.nodeId);
    return;
  }
  state.visits += 1;
  state.currentVisit = state.visits;
  state.currentNodeId = target;
  state.returnedFrom = fromNodeId;
  state.businessStatus = 'returned';
  draft.emit({ type: 'businessStatus', status: 'returned' });
  draft.addTask({
    nodeId: target, visit: state.currentVisit, kind: 'resubmit', status: 'pending',
    assigneeId: state.initiatorId, originalAssigneeId: state.initiatorId, origin: 'returned',
  });
}

/**
 * Records one approver's decision on their task and moves the node on: passed → forward (remaining
 * tasks cancelled), rejected → back to `destination`, still open → the tasks that waited for this one
 * (next in sequence, added signers) become pending.
 */
export function decide(draft: Draft, task: TaskState, decision: 'approved' | 'rejected', comment: string | undefined, destination: ReturnDestination): void {
  const node = draft.node(task.nodeId);
  draft.closeTask(task, decision, comment);
  draft.state.approverActed = true;
  const visitTasks = draft.state.tasks.filter((other) => other.visit === task.visit);
  const outcome = nodeOutcome(node, visitTasks);
  if (outcome === 'passed') return passNode(draft, node);
  if (outcome === 'rejected') return returnTo(draft, destination, node.nodeId);
  for (const waiter of visitTasks.filter((other) => other.status === 'waiting' && other.waitsFor === task.taskNo)) {
    draft.activate(waiter, node.deadlineHours);
  }
}
