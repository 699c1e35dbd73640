import type { WarningDefinition } from '@wharf/schemas';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { onWorkflowNodeReached, type WorkflowNodeReachedEvent } from '../platform/workflowNodeReached';
import { warningWorkflowNodeJobName } from './jobs';
import { publishedWarnings } from './publishedWarnings';

/** Arrivals at one node within this time are evaluated once (the job key gathers them). */
const gatherMs = 2000;

/** How a workflow node is named in the sets below and in job keys: process key and node id (neither holds a colon). */
export const workflowNodeKey = (processKey: string, nodeId: string) => `${processKey}:${nodeId}`;

/** The workflow nodes that trigger a business warning's enabled rules (`triggerWorkflowNodes`). */
export function triggeringNodes(warnings: readonly WarningDefinition[]): Set<string> {
  return new Set(warnings.filter((warning) => warning.triggerMode === 'business')
    .flatMap((warning) => warning.rules.filter((rule) => rule.isEnabled !== false).flatMap((rule) => (rule.triggerWorkflowNodes ?? []).map((node) => workflowNodeKey(node.processKey, node.nodeId)))));
}

/**
 * Per tenant, the workflow nodes that trigger a business warning, kept 30 s: most transitions
 * trigger nothing and should cost nothing (a newly published warning is heard within the 30 s).
 */
const nodesByTenant = new LRUCache<string, Set<string>>({ max: 10_000, ttl: 30_000 });

async function nodesTriggering(ctx: AppContext, tenantId: string): Promise<Set<string>> {
  const kept = nodesByTenant.get(tenantId);
  if (kept) return kept;
  const nodes = triggeringNodes(await withTenant(ctx.db, tenantId, publishedWarnings));
  nodesByTenant.set(tenantId, nodes);
  return nodes;
}

/**
 * Queues the evaluation of the tenant's business warnings that name the node reached (job
 * `warning_workflow_node` a moment later, keyed per tenant and node: arrivals meanwhile gather into
 * it). Reads only the event's tenant's warnings, in that tenant's transaction, so another tenant's
 * workflow reaching a node of the same id triggers nothing here. Answers whether it queued.
 */
export async function queueWarningsOfNode(ctx: AppContext, event: WorkflowNodeReachedEvent): Promise<boolean> {
  const key = workflowNodeKey(event.processKey, event.nodeId);
  if (!(await nodesTriggering(ctx, event.tenantId)).has(key)) return false;
  await withTenant(ctx.db, event.tenantId, (trx) => trx.raw('select wharf_schedule_job(?, ?::jsonb, ?, ?::timestamptz)', [
    warningWorkflowNodeJobName, JSON.stringify({ processKey: event.processKey, nodeId: event.nodeId }), `warning-node:${key}`, new Date(Date.now() + gatherMs).toISOString(),
  ]));
  return true;
}

interface Listening {
  remove(): void;
  /** Queueing under way, so stopping (and a test) can wait for it. */
  inFlight: Set<Promise<unknown>>;
}

const listening = new WeakMap<AppContext, Listening>();

/**
 * The business trigger "a workflow reaching a node" (issue 22): the workflow area announces each
 * node a committed transition reached (`platform/workflowNodeReached.ts`); a node some business
 * warning's rule names queues those rules' evaluation. The transition has committed already; a
 * failure to queue is logged, never answered to the person who acted.
 */
export function startWorkflowNodeTrigger(ctx: AppContext): void {
  const inFlight = new Set<Promise<unknown>>();
  const remove = onWorkflowNodeReached((event) => {
    const queued = queueWarningsOfNode(ctx, event)
      .catch((error: unknown) => ctx.log.warn({ err: error, processKey: event.processKey, nodeId: event.nodeId }, 'could not queue the warnings of a workflow node'))
      .finally(() => inFlight.delete(queued));
    inFlight.add(queued);
  });
  listening.set(ctx, { remove, inFlight });
}

/** Resolves once the queueing started so far has finished (every announcement heard has been acted on). */
export async function workflowNodeTriggersSettled(ctx: AppContext): Promise<void> {
  const state = listening.get(ctx);
  while (state && state.inFlight.size > 0) await Promise.all([...state.inFlight]);
}

/** Stops reacting to workflow nodes (the app is stopping), after the queueing under way. */
export async function stopWorkflowNodeTrigger(ctx: AppContext): Promise<void> {
  const state = listening.get(ctx);
  state?.remove();
  await workflowNodeTriggersSettled(ctx);
  listening.delete(ctx);
}
