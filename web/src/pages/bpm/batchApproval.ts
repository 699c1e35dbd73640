import type { TaskRow } from '../../api/bpmTypes';

/** Why a selection cannot be approved together, or undefined when it can. */
export type BatchProblem = 'none-selected' | 'mixed-nodes' | 'resubmit';

/**
 * Spec §5: batch handling needs the same node of one template. Resubmit tasks (the initiator's
 * turn after a return) are not approvals and are handled one at a time on the handling page.
 */
export function batchProblem(selected: readonly Pick<TaskRow, 'processKey' | 'nodeId' | 'taskType'>[]): BatchProblem | undefined {
  const [first] = selected;
  if (!first) return 'none-selected';
  if (selected.some((task) => task.taskType !== 'approve')) return 'resubmit';
  return selected.every((task) => task.processKey === first.processKey && task.nodeId === first.nodeId) ? undefined : 'mixed-nodes';
}
