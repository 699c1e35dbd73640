import { refuse, type Draft } from '../draft';
import type { WorkflowAction } from '../types';
import { actionableTask, holdersHere } from './guards';

/**
 * The assignee adds signers to their node, one after another in the order given.
 * before: the signers sign first, then the task returns to its holder (it waits for the last signer);
 * after: the signers sign once the holder approved (whatever waited for the holder now waits for the last signer).
 * The list must not repeat a user, name the holder, or name someone already holding a task here (`workflow/duplicate-users`).
 */
export function addSigner(draft: Draft, action: Extract<WorkflowAction, { type: 'addSigner' }>): void {
  const task = actionableTask(draft, action.taskNo, action.actorId, 'approve');
  const node = draft.node(task.nodeId);
  if (action.userIds.length === 0) refuse('workflow/no-signers');
  const holders = holdersHere(draft);
  if (new Set(action.userIds).size !== action.userIds.length || action.userIds.some((id) => holders.has(id))) refuse('workflow/duplicate-users');
  const followers = draft.state.tasks.filter((other) => other.waitsFor === task.taskNo);
  let previous = action.position === 'after' ? task.taskNo : undefined;
  const due = draft.dueAt(node.deadlineHours);
  for (const userId of action.userIds) {
    const waiting = previous !== undefined;
    const signer = draft.addTask({
      nodeId: task.nodeId, visit: task.visit, kind: 'approve', status: waiting ? 'waiting' : 'pending', assigneeId: userId,
      originalAssigneeId: userId, fromUserId: task.assigneeId, origin: action.position === 'before' ? 'addSignerBefore' : 'addSignerAfter',
      ...(waiting ? { waitsFor: previous } : due !== undefined ? { dueAt: due } : {}),
    });
    if (!waiting) draft.announce(signer);
    previous = signer.taskNo;
  }
  if (action.position === 'after') {
    for (const follower of followers) follower.waitsFor = previous;
    return;
  }
  task.status = 'waiting';
  task.waitsFor = previous;
  if (task.dueAt !== undefined) draft.emit({ type: 'cancelTimer', taskNo: task.taskNo });
  delete task.dueAt;
  draft.emit({ type: 'updateTask', taskNo: task.taskNo, status: 'waiting' });
}
