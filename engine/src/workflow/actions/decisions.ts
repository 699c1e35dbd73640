import type { Draft } from '../draft';
import type { WorkflowAction } from '../types';
import { walkFrom, theStart } from '../walk';
import { decide, returnDestination } from './decide';
import { actionableTask } from './guards';

type ActionOf<T extends WorkflowAction['type']> = Extract<WorkflowAction, { type: T }>;

/** An approver agrees; saved form data (checked against the node's field permissions by the server) replaces the condition data. */
export function approve(draft: Draft, action: ActionOf<'approve'>): void {
  const task = actionableTask(draft, action.taskNo, action.actorId, 'approve');
  if (action.data !== undefined) draft.state.data = structuredClone(action.data);
  decide(draft, task, 'approved', action.comment, 'initiator');
}

/** An approver rejects; the target is checked against the node's rejectMode before anything changes. */
export function reject(draft: Draft, action: ActionOf<'reject'>): void {
  const task = actionableTask(draft, action.taskNo, action.actorId, 'approve');
  const destination = returnDestination(draft, draft.node(task.nodeId), action.target);
  decide(draft, task, 'rejected', action.comment, destination);
}

/**
 * The initiator sends a returned request again: straight to the node that returned it when that node
 * says `resubmitToReturner`, else along the path from the start (conditions read the new data).
 */
export function resubmit(draft: Draft, action: ActionOf<'resubmit'>): void {
  const state = draft.state;
  const task = actionableTask(draft, action.taskNo, action.actorId, 'resubmit');
  if (action.data !== undefined) state.data = structuredClone(action.data);
  draft.closeTask(task, 'approved', action.comment);
  const returner = state.returnedFrom !== undefined ? draft.byId.get(state.returnedFrom) : undefined;
  delete state.returnedFrom;
  state.approverActed = false;
  state.businessStatus = 'approving';
  draft.emit({ type: 'businessStatus', status: 'approving' });
  if (returner?.nodeType === 'approval' && returner.resubmitToReturner === true) {
    walkFrom(draft, returner.nodeId);
    return;
  }
  state.route = [];
  const next = theStart(draft).nextNodeId;
  walkFrom(draft, next ?? theStart(draft).nodeId);
}
