import type { WorkflowNode } from '@wharf/schemas';
import type { TaskState } from './types';

/** Where a node visit stands: still open, passed (go on), or rejected (return). */
export type NodeOutcome = 'open' | 'passed' | 'rejected';

/** Tasks that count as a voice at the node: a transferred or delegated task's voice moved to its successor. */
export function seatsOf(tasks: readonly TaskState[]): TaskState[] {
  return tasks.filter((task) => task.kind === 'approve' && (task.status === 'pending' || task.status === 'waiting' || task.status === 'approved' || task.status === 'rejected'));
}

/** The multi-person mode in force: a node forwarded to the administrators waits for any one of them. */
export function modeOf(node: WorkflowNode, seats: readonly TaskState[]): 'sequential' | 'all' | 'any' | 'ratio' {
  if (seats.some((task) => task.origin === 'emptyToAdmin')) return 'any';
  return node.multiMode ?? 'sequential';
}

/** How many approvals a ratio countersign needs out of `seats` voices. */
export function ratioNeeded(seatCount: number, passRatio: number | undefined): number {
  return Math.max(1, Math.ceil((seatCount * (passRatio ?? 100)) / 100));
}

/**
 * The outcome of one visit of an approval node from its tasks:
 * - sequential and all: any rejection rejects; passed when every voice approved;
 * - any: the first decision counts — a rejection rejects, an approval passes once nobody added after it
 *   still has to sign (an approved task that a waiting task follows is not the end of its chain);
 * - ratio: passed once approvals reach passRatio percent of the voices; rejected once that is out of reach.
 */
export function nodeOutcome(node: WorkflowNode, visitTasks: readonly TaskState[]): NodeOutcome {
  const seats = seatsOf(visitTasks);
  const approved = seats.filter((task) => task.status === 'approved');
  const rejected = seats.filter((task) => task.status === 'rejected').length;
  const open = seats.filter((task) => task.status === 'pending' || task.status === 'waiting').length;
  switch (modeOf(node, seats)) {
    case 'any': {
      if (rejected > 0) return 'rejected';
      const chainEnds = approved.filter((task) => !seats.some((other) => other.waitsFor === task.taskNo));
      return chainEnds.length > 0 ? 'passed' : open === 0 && approved.length > 0 ? 'passed' : 'open';
    }
    case 'ratio': {
      const needed = ratioNeeded(seats.length, node.passRatio);
      if (approved.length >= needed) return 'passed';
      return seats.length - rejected < needed ? 'rejected' : 'open';
    }
    default:
      if (rejected > 0) return 'rejected';
      return open === 0 ? 'passed' : 'open';
  }
}
