import type { WorkflowNode } from '@wharf/schemas';
import { effectiveMode, planApprovers, type ApproverPlan, type ApproverResolution } from './approvers';
import { refuse, type Draft } from './draft';
import { chooseBranch, startNode } from './graph';
import { nodeOutcome, ratioNeeded } from './nodeProgress';
import type { TrailEntry } from './types';

/**
 * Walks forward from `nodeId` until the request waits at an approval node or reaches an end node:
 * condition nodes take their branch, cc nodes copy their users, approval nodes that resolve without
 * anyone to ask (auto pass, initiator approved) pass on. A walk longer than the node count is a cycle
 * without an approval (publish checks refuse those) and ends in `workflow/no-transition`.
 */
export function walkFrom(draft: Draft, nodeId: string): void {
  let id: string | undefined = nodeId;
  for (let steps = 0; steps <= draft.definition.nodes.length; steps += 1) {
    if (id === undefined) refuse('workflow/no-transition');
    const node = draft.node(id);
    switch (node.nodeType) {
      case 'end':
        completeApproved(draft, node);
        return;
      case 'condition': {
        const branch = chooseBranch(node, { ...draft.state.variables, ...draft.state.data });
        if (!branch) refuse('workflow/no-transition', [node.nodeId]);
        draft.state.trail.push({ at: draft.at, nodeId: node.nodeId, what: 'branch', detail: branch.name });
        id = branch.nextNodeId;
        break;
      }
      case 'cc':
        copyTo(draft, node);
        id = node.nextNodeId;
        break;
      case 'approval':
        if (!enterApproval(draft, node)) return;
        draft.cancelOpenTasks();
        id = node.nextNodeId;
        break;
      default:
        refuse('workflow/no-transition', [node.nodeId]);
    }
  }
  refuse('workflow/no-transition', [id ?? nodeId]);
}

function copyTo(draft: Draft, node: WorkflowNode): void {
  const userIds = [...new Set(draft.answerFor(node.nodeId).users.map((user) => user.userId))];
  draft.state.trail.push({ at: draft.at, nodeId: node.nodeId, what: 'cc', detail: userIds });
  if (userIds.length > 0) draft.emit({ type: 'cc', nodeId: node.nodeId, userIds });
}

/** Puts an approval node on the route: a node entered again (after a return) drops what followed it. */
function placeOnRoute(draft: Draft, nodeId: string): void {
  const at = draft.state.route.indexOf(nodeId);
  if (at >= 0) draft.state.route.splice(at);
  draft.state.route.push(nodeId);
}

const trailOfResolution: Record<ApproverResolution, TrailEntry['what'] | undefined> = {
  autoPass: 'autoPassed',
  toAdmin: 'emptyToAdmin',
  toPerson: 'emptyToPerson',
  initiatorApproved: 'initiatorApproved',
  initiatorManager: undefined,
};

/** Whether the initiator's own approval already decides the node (any one, or enough for the ratio). */
function initiatorDecides(node: WorkflowNode, plan: ApproverPlan): boolean {
  if (!plan.initiatorApproved) return false;
  const mode = effectiveMode(node, plan);
  if (plan.assignees.length === 0 || mode === 'any') return true;
  return mode === 'ratio' && ratioNeeded(plan.assignees.length + 1, node.passRatio) <= 1;
}

/**
 * Enters an approval node: computes its approvers and creates their tasks (sequential: the first pending,
 * each next one waiting for the one before). Returns true when the node passed at once.
 */
export function enterApproval(draft: Draft, node: WorkflowNode): boolean {
  const state = draft.state;
  const plan = planApprovers(node, draft.answerFor(node.nodeId), {
    initiatorId: state.initiatorId,
    processKey: state.processKey,
    at: draft.at,
    answers: draft.answers,
  });
  state.visits += 1;
  state.currentVisit = state.visits;
  state.currentNodeId = node.nodeId;
  placeOnRoute(draft, node.nodeId);
  state.trail.push({ at: draft.at, nodeId: node.nodeId, what: 'entered' });
  const resolved = plan.resolution !== undefined ? trailOfResolution[plan.resolution] : undefined;
  if (resolved !== undefined) state.trail.push({ at: draft.at, nodeId: node.nodeId, what: resolved });
  if (plan.initiatorApproved) {
    draft.addTask({
      nodeId: node.nodeId, visit: state.currentVisit, kind: 'approve', status: 'approved', assigneeId: state.initiatorId,
      originalAssigneeId: state.initiatorId, origin: 'initiatorAutoApproved', endedAt: draft.at,
    });
  }
  if ((plan.assignees.length === 0 && !plan.initiatorApproved) || initiatorDecides(node, plan)) {
    // Nobody acted here, so a later return cannot target it (it would only pass again).
    state.route.pop();
    return true;
  }
  const sequential = effectiveMode(node, plan) === 'sequential';
  const due = draft.dueAt(node.deadlineHours);
  let previous: number | undefined;
  for (const planned of plan.assignees) {
    const waiting = sequential && previous !== undefined;
    const task = draft.addTask({
      nodeId: node.nodeId, visit: state.currentVisit, kind: 'approve', status: waiting ? 'waiting' : 'pending',
      assigneeId: planned.assigneeId, originalAssigneeId: planned.originalAssigneeId, origin: planned.origin,
      ...(planned.delegationChain ? { delegationChain: planned.delegationChain } : {}),
      ...(waiting ? { waitsFor: previous } : due !== undefined ? { dueAt: due } : {}),
    });
    if (!waiting) draft.announce(task);
    previous = task.taskNo;
  }
  return nodeOutcome(node, state.tasks.filter((task) => task.visit === state.currentVisit)) === 'passed';
}

/** Ends the instance approved. */
export function completeApproved(draft: Draft, node: WorkflowNode): void {
  finish(draft, 'approved');
  draft.state.trail.push({ at: draft.at, nodeId: node.nodeId, what: 'completed' });
  draft.emit({ type: 'notify', userIds: [draft.state.initiatorId], what: 'approved' });
}

/** Ends the instance with an outcome: open tasks cancelled, status completed, business status written. */
export function finish(draft: Draft, outcome: 'approved' | 'withdrawn' | 'rejected'): void {
  draft.cancelOpenTasks();
  const state = draft.state;
  state.status = 'completed';
  state.outcome = outcome;
  state.businessStatus = outcome;
  state.endedAt = draft.at;
  delete state.currentNodeId;
  draft.emit({ type: 'businessStatus', status: outcome });
}

/** Leaves the current approval node forward after it passed: its remaining tasks are cancelled. */
export function passNode(draft: Draft, node: WorkflowNode): void {
  draft.cancelOpenTasks();
  walkFrom(draft, nextOf(node));
}

function nextOf(node: WorkflowNode): string {
  if (node.nextNodeId === undefined) refuse('workflow/no-transition', [node.nodeId]);
  return node.nextNodeId;
}

/** The start node (a definition without one is refused before any instance starts). */
export function theStart(draft: Draft): WorkflowNode {
  const start = startNode(draft.definition);
  if (!start) refuse('workflow/no-transition');
  return start;
}
