import { refuse, type Draft } from '../draft';
import type { WorkflowAction } from '../types';
import { decide, returnDestination } from './decide';
import { handOverTask } from './handOver';

/**
 * A task's deadline timer fired. A task no longer pending is refused (`workflow/no-running-tasks`) so a
 * stale timer changes nothing. By the node's deadlineAction: remind (default) tells the holder; autoApprove
 * and autoReject decide for them (a rejection goes where the node's rejectMode sends it by default);
 * escalate hands the task to `escalateToId` (else the first admin; else only the reminder) with a fresh
 * deadline, the new holder told `escalated`. The holder is told `remind` in every case.
 */
export function deadline(draft: Draft, action: Extract<WorkflowAction, { type: 'deadline' }>): void {
  const task = draft.task(action.taskNo);
  if (!task || task.status !== 'pending' || task.kind !== 'approve' || task.visit !== draft.state.currentVisit) {
    refuse('workflow/no-running-tasks');
  }
  const node = draft.node(task.nodeId);
  // The holder always hears that the deadline came; the configured action follows.
  draft.emit({ type: 'notify', userIds: [task.assigneeId], what: 'remind', taskNo: task.taskNo, nodeId: node.nodeId });
  switch (node.deadlineAction ?? 'remind') {
    case 'autoApprove':
      return decide(draft, task, 'approved', undefined, 'initiator');
    case 'autoReject':
      return decide(draft, task, 'rejected', undefined, returnDestination(draft, node, undefined));
    case 'escalate': {
      const target = draft.answerFor(node.nodeId).escalateTo?.userId ?? draft.answers.admins[0]?.userId;
      if (target !== undefined && target !== task.assigneeId && !draft.openTasksHere().some((other) => other.assigneeId === target)) {
        handOverTask(draft, task, target, 'escalate', undefined, draft.dueAt(node.deadlineHours));
      }
      return undefined;
    }
    default:
      return undefined;
  }
}
