import { refuse, type Draft } from '../draft';
import type { WorkflowAction } from '../types';
import { requireInitiator } from './guards';

/** The initiator reminds the holders of the pending tasks (one task, or all of the current node). */
export function urge(draft: Draft, action: Extract<WorkflowAction, { type: 'urge' }>): void {
  requireInitiator(draft.state, action.actorId);
  const pending = draft.openTasksHere().filter((task) => task.status === 'pending' && task.kind === 'approve');
  const chosen = action.taskNo === undefined ? pending : pending.filter((task) => task.taskNo === action.taskNo);
  if (chosen.length === 0) refuse('workflow/no-running-tasks');
  for (const task of chosen) draft.emit({ type: 'notify', userIds: [task.assigneeId], what: 'urge', taskNo: task.taskNo, nodeId: task.nodeId });
}

/** Suspends a running instance (spec §4): every action but resume is refused, deadline timers stop. */
export function suspend(draft: Draft): void {
  const state = draft.state;
  if (state.status === 'completed') refuse('workflow/no-running-tasks');
  if (state.status === 'suspended') refuse('workflow/process-suspended');
  state.status = 'suspended';
  for (const task of draft.openTasksHere()) if (task.status === 'pending' && task.dueAt !== undefined) draft.emit({ type: 'cancelTimer', taskNo: task.taskNo });
}

/** Resumes a suspended instance: pending tasks get a full deadline again from now. */
export function resume(draft: Draft): void {
  const state = draft.state;
  if (state.status !== 'suspended') refuse('workflow/not-suspended');
  state.status = 'active';
  for (const task of draft.openTasksHere()) {
    if (task.status !== 'pending' || task.dueAt === undefined) continue;
    const due = draft.dueAt(draft.byId.get(task.nodeId)?.deadlineHours) ?? task.dueAt;
    task.dueAt = due;
    draft.emit({ type: 'updateTask', taskNo: task.taskNo, dueAt: due });
    draft.emit({ type: 'armTimer', taskNo: task.taskNo, dueAt: due });
  }
}
