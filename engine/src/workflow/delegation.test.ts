import { describe, expect, it } from 'vitest';
import { delegationApplies, delegationChainLimit, resolveDelegation } from './delegation';
import type { Delegation } from './types';

const at = '2026-03-10T12:00:00.000Z';
const record = (fromUserId: string, toUserId: string, extra: Partial<Delegation> = {}): Delegation => ({
  fromUserId, toUserId, processKeys: 'all', start: '2026-03-01T00:00:00.000Z', end: '2026-03-31T00:00:00.000Z', ...extra,
});

describe('delegation records', () => {
  it('apply inside [start, end] inclusive, for all processes or the listed ones; malformed dates never apply', () => {
    expect(delegationApplies(record('a', 'b', { start: at }), 'p', at)).toBe(true);
    expect(delegationApplies(record('a', 'b', { end: at }), 'p', at)).toBe(true);
    expect(delegationApplies(record('a', 'b', { start: '2026-03-10T12:00:00.001Z' }), 'p', at)).toBe(false);
    expect(delegationApplies(record('a', 'b', { processKeys: ['q'] }), 'p', at)).toBe(false);
    expect(delegationApplies(record('a', 'b', { processKeys: ['q', 'p'] }), 'p', at)).toBe(true);
    expect(delegationApplies(record('a', 'b', { end: 'soon' }), 'p', at)).toBe(false);
  });

  it('resolves nothing when no record applies', () => {
    expect(resolveDelegation('a', [record('x', 'y')], 'p', at)).toEqual({ actualId: 'a' });
  });

  it(`follows a chain for at most ${delegationChainLimit} hand-overs`, () => {
    const users = ['u0', 'u1', 'u2', 'u3', 'u4', 'u5', 'u6', 'u7'];
    const chain = users.slice(0, -1).map((from, i) => record(from, users[i + 1]!));
    const resolved = resolveDelegation('u0', chain, 'p', at);
    expect(resolved.actualId).toBe(`u${delegationChainLimit}`);
    expect(resolved.chain).toEqual(users.slice(0, delegationChainLimit + 1));
  });

  it('never follows a record back onto the chain (a → b → a stays with b; a → a is ignored)', () => {
    expect(resolveDelegation('a', [record('a', 'b'), record('b', 'a')], 'p', at)).toEqual({ actualId: 'b', chain: ['a', 'b'] });
    expect(resolveDelegation('a', [record('a', 'a')], 'p', at)).toEqual({ actualId: 'a' });
  });

  it('of several applying records takes the latest start, then the lowest bailee id (deterministic)', () => {
    const older = record('a', 'old', { start: '2026-03-01T00:00:00.000Z' });
    const newer = record('a', 'new', { start: '2026-03-05T00:00:00.000Z' });
    expect(resolveDelegation('a', [older, newer], 'p', at).actualId).toBe('new');
    expect(resolveDelegation('a', [newer, older], 'p', at).actualId).toBe('new');
    expect(resolveDelegation('a', [record('a', 'zed'), record('a', 'amy')], 'p', at).actualId).toBe('amy');
  });
});
