import { nodesReached, type InstanceState } from '@wharf/engine';
import type { WorkflowDefinition } from '@wharf/schemas';
import type { TenantTransaction } from '../../db/tenantClientTransaction';
import { workflowNodeReached } from '../../platform/workflowNodeReached';

/** The instance a transition ran on, as the announcement names it. */
export interface ReachingInstance {
  id: string;
  formCode: string | null;
  dataId: string | null;
}

/**
 * Announces (`platform/workflowNodeReached.ts`) each node the transition from `before` to `after`
 * reached (the engine's `nodesReached`), once `tx` has committed: a transition rolled back, by a
 * refusal further on in a batch or a failed write, announces nothing. Other areas (a warning's
 * business trigger) hear it without this module knowing them.
 */
export function announceNodesReached(tx: TenantTransaction, tenantId: string, instance: ReachingInstance, definition: WorkflowDefinition, before: InstanceState | undefined, after: InstanceState): void {
  const nodeIds = nodesReached(definition, before, after);
  if (nodeIds.length === 0) return;
  tx.afterCommit(() => {
    for (const nodeId of nodeIds) {
      workflowNodeReached({ tenantId, processKey: after.processKey, nodeId, instanceId: instance.id, formCode: instance.formCode, dataId: instance.dataId });
    }
  });
}
