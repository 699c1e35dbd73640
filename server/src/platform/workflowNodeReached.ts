/**
 * A business event other areas react to (issue 22: a warning's business trigger): a workflow
 * instance reached a node (entered an approval node, took a condition's branch, passed a cc node,
 * reached the end, was returned to a node; the start node on a start). The workflow area announces
 * it once the transition's transaction committed (a rolled-back transition announces nothing); a
 * reacting area registers a listener at start. Neither imports the other. A listener must not throw
 * and must not hold the transition up (it queues its own work).
 */
export interface WorkflowNodeReachedEvent {
  readonly tenantId: string;
  /** The workflow's process key (its template). */
  readonly processKey: string;
  /** The node reached, as the workflow definition names it. */
  readonly nodeId: string;
  readonly instanceId: string;
  /** The business form the request runs on and its record's id, when the request is bound to one. */
  readonly formCode: string | null;
  readonly dataId: string | null;
}

const listeners = new Set<(event: WorkflowNodeReachedEvent) => void>();

/** Registers a reaction to nodes reached; answers how to remove it (a test's app, a stopping process). */
export function onWorkflowNodeReached(listener: (event: WorkflowNodeReachedEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Announces a node reached by a committed transition. A listener that throws is the listener's fault: the others still hear. */
export function workflowNodeReached(event: WorkflowNodeReachedEvent): void {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch {
      // The transition committed already; a reaction's failure must not reach the workflow's caller.
    }
  }
}
