import { refuse, type Draft } from '../draft';
import type { WorkflowAction } from '../types';
import { finish } from '../walk';
import { requireInitiator } from './guards';

/**
 * The initiator takes the request back: allowed unless the definition says `withdrawAllowed: false`,
 * and only until an approver approved or rejected since the last submit (a returned request waiting for
 * its resubmit may always be withdrawn). Open tasks are cancelled and their holders told.
 */
export function withdraw(draft: Draft, action: Extract<WorkflowAction, { type: 'withdraw' }>): void {
  const state = draft.state;
  requireInitiator(state, action.actorId);
  if (draft.definition.withdrawAllowed === false) refuse('workflow/withdraw-not-allowed');
  const awaitingResubmit = draft.openTasksHere().some((task) => task.kind === 'resubmit');
  if (state.approverActed && !awaitingResubmit) refuse('workflow/withdraw-too-late');
  const told = draft.openTasksHere().filter((task) => task.kind === 'approve' && task.status === 'pending').map((task) => task.assigneeId);
  finish(draft, 'withdrawn');
  if (told.length > 0) draft.emit({ type: 'notify', userIds: told, what: 'withdrawn' });
}
