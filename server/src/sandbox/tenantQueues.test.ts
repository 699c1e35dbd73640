import { describe, expect, it } from 'vitest';
import { createTenantQueues } from './tenantQueues';

const always = () => true;

describe('createTenantQueues', () => {
  it('bounds each tenant\'s queue on its own', () => {
    const queues = createTenantQueues<number>(2);
    expect([queues.push('a', 1), queues.push('a', 2), queues.push('a', 3), queues.push('b', 4)]).toEqual([true, true, false, true]);
    expect(queues.waitingOf('a')).toBe(2);
  });

  it('serves the tenant served longest ago, even after its queue emptied and refilled', () => {
    const queues = createTenantQueues<string>(8);
    queues.push('a', 'a1');
    expect(queues.next(always)).toEqual({ tenantId: 'a', item: 'a1' });
    for (const item of ['a2', 'a3']) queues.push('a', item);
    queues.push('b', 'b1');
    queues.push('c', 'c1');
    const order = [queues.next(always), queues.next(always), queues.next(always), queues.next(always), queues.next(always)].map((taken) => taken?.item);
    expect(order).toEqual(['b1', 'c1', 'a2', 'a3', undefined]);
  });

  it('skips tenants the caller may not serve now, and removes an item that left the queue', () => {
    const queues = createTenantQueues<string>(8);
    queues.push('a', 'a1');
    queues.push('b', 'b1');
    queues.push('b', 'b2');
    expect(queues.next((tenantId) => tenantId !== 'a')?.item).toBe('b1');
    expect(queues.remove('b', 'b2')).toBe(true);
    expect(queues.remove('b', 'b2')).toBe(false);
    expect(queues.drain()).toEqual(['a1']);
    expect(queues.next(always)).toBeUndefined();
  });
});
