import { refuse, type Draft } from '../draft';
import type { TaskOrigin, TaskState, WorkflowAction } from '../types';
import { actionableTask, holdersHere } from './guards';

/**
 * Moves a pending task to another user: the old task closes (transferred, delegated, or cancelled for an
 * escalation) and a new one takes its place (same due time unless given), so tasks waiting for it wait for the
 * new one. The new holder must not already hold a task here (`workflow/duplicate-users`).
 */
export function handOverTask(draft: Draft, task: TaskState, toUserId: string, origin: TaskOrigin, comment?: string, dueAt = task.dueAt): TaskState {
  if (toUserId === task.assigneeId || holdersHere(draft).has(toUserId)) refuse('workflow/duplicate-users');
  const closing = origin === 'delegate' ? 'delegated' : origin === 'escalate' ? 'cancelled' : 'transferred';
  draft.closeTask(task, closing, comment);
  const moved = draft.addTask({
    nodeId: task.nodeId, visit: task.visit, kind: task.kind, status: 'pending', assigneeId: toUserId,
    originalAssigneeId: task.originalAssigneeId, fromUserId: task.assigneeId, origin,
    ...(task.delegationChain ? { delegationChain: task.delegationChain } : {}),
    ...(dueAt !== undefined ? { dueAt } : {}),
  });
  for (const other of draft.state.tasks) if (other.waitsFor === task.taskNo) other.waitsFor = moved.taskNo;
  draft.announce(moved, origin === 'escalate' ? 'escalated' : 'task');
  return moved;
}

/** The assignee gives the task to another user for good. */
export function transfer(draft: Draft, action: Extract<WorkflowAction, { type: 'transfer' }>): void {
  handOverTask(draft, actionableTask(draft, action.taskNo, action.actorId, 'approve'), action.toUserId, 'transfer', action.comment);
}

/** The assignee delegates the task: the delegate acts; the former holder is told `workflow/task-delegated`. */
export function delegate(draft: Draft, action: Extract<WorkflowAction, { type: 'delegate' }>): void {
  handOverTask(draft, actionableTask(draft, action.taskNo, action.actorId, 'approve'), action.toUserId, 'delegate', action.comment);
}
