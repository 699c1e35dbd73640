import { refuse, type Draft } from '../draft';
import type { InstanceState, TaskKind, TaskState } from '../types';

/** Refuses any action on a completed instance (no running tasks) or a suspended one. */
export function requireRunning(state: InstanceState): void {
  if (state.status === 'completed') refuse('workflow/no-running-tasks');
  if (state.status === 'suspended') refuse('workflow/process-suspended');
}

/** Refuses unless the actor is the initiator. */
export function requireInitiator(state: InstanceState, actorId: string): void {
  if (state.initiatorId !== actorId) refuse('workflow/not-initiator');
}

/** Whether the task reached its holder by delegation from this user (a manual delegation, or a delegation record). */
function delegatedAwayFrom(task: TaskState, userId: string): boolean {
  return (task.origin === 'delegate' && task.fromUserId === userId) || (task.delegationChain ?? []).slice(0, -1).includes(userId);
}

/**
 * The pending task the actor may act on. A task handed to someone else answers `workflow/task-delegated`
 * to its former holder (a manual delegation, or a delegation record that applied when it was created);
 * someone else's task answers `workflow/not-assignee`; a task not pending (done, or its turn not yet
 * come) answers `workflow/no-running-tasks`; a task of the other kind (approve vs resubmit) `workflow/no-transition`.
 */
export function actionableTask(draft: Draft, taskNo: number, actorId: string, kind: TaskKind): TaskState {
  const task = draft.task(taskNo);
  if (!task) refuse('workflow/no-running-tasks');
  if (task.status === 'delegated' && task.assigneeId === actorId) refuse('workflow/task-delegated');
  if (task.assigneeId !== actorId) {
    const open = task.status === 'pending' || task.status === 'waiting';
    if (open && delegatedAwayFrom(task, actorId)) refuse('workflow/task-delegated');
    refuse('workflow/not-assignee');
  }
  if (task.status !== 'pending') refuse('workflow/no-running-tasks');
  if (task.kind !== kind) refuse('workflow/no-transition');
  return task;
}

/** The open tasks of the current node visit that another user already holds, to refuse giving them a second one. */
export function holdersHere(draft: Draft): Set<string> {
  return new Set(draft.openTasksHere().map((task) => task.assigneeId));
}
