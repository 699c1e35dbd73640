/**
 * Waiting work kept per tenant, each queue bounded, served round-robin: the next item comes from the
 * tenant served longest ago (never served counts as longest), so a tenant with many waiting items
 * gets one turn in each round and another tenant's single item waits at most one round — even when
 * the busy tenant's queue emptied and refilled in between.
 */
export interface TenantQueues<T> {
  /** Adds an item at the back of its tenant's queue; false (and nothing added) when that queue is full. */
  push(tenantId: string, item: T): boolean;
  /** Takes the front item of the next tenant in turn that `mayTake` allows; undefined when none. */
  next(mayTake: (tenantId: string) => boolean): { tenantId: string; item: T } | undefined;
  /** Removes a waiting item (its deadline passed); false when it is not waiting. */
  remove(tenantId: string, item: T): boolean;
  /** Every waiting item, emptying the queues. */
  drain(): T[];
  waitingOf(tenantId: string): number;
}

export function createTenantQueues<T>(maxWaitingPerTenant: number): TenantQueues<T> {
  const queues = new Map<string, T[]>();
  // When each tenant was last served, on a counter; forgotten for idle tenants once it grows large.
  const lastServed = new Map<string, number>();
  let turn = 0;
  return {
    push(tenantId, item) {
      const queue = queues.get(tenantId) ?? [];
      if (queue.length >= maxWaitingPerTenant) return false;
      queue.push(item);
      queues.set(tenantId, queue);
      return true;
    },
    next(mayTake) {
      let chosen: string | undefined;
      for (const tenantId of queues.keys()) {
        if (!mayTake(tenantId)) continue;
        if (chosen === undefined || (lastServed.get(tenantId) ?? 0) < (lastServed.get(chosen) ?? 0)) chosen = tenantId;
      }
      if (chosen === undefined) return undefined;
      const queue = queues.get(chosen) as T[];
      const item = queue.shift() as T;
      if (queue.length === 0) queues.delete(chosen);
      turn += 1;
      lastServed.set(chosen, turn);
      if (lastServed.size > 10_000) for (const tenantId of lastServed.keys()) if (!queues.has(tenantId)) lastServed.delete(tenantId);
      return { tenantId: chosen, item };
    },
    remove(tenantId, item) {
      const queue = queues.get(tenantId);
      const index = queue ? queue.indexOf(item) : -1;
      if (!queue || index < 0) return false;
      queue.splice(index, 1);
      if (queue.length === 0) queues.delete(tenantId);
      return true;
    },
    drain() {
      const all = [...queues.values()].flat();
      queues.clear();
      return all;
    },
    waitingOf(tenantId) {
      return queues.get(tenantId)?.length ?? 0;
    },
  };
}
