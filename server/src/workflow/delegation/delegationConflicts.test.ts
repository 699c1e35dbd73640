import { describe, expect, it } from 'vitest';
import { delegationConflict, type DelegationSpan } from './delegationConflicts';

const day = (d: number) => new Date(Date.UTC(2026, 11, d));
const span = (delegatorId: string, baileeId: string, from: number, to: number, resource: DelegationSpan['resource'] = 'all', id?: string): DelegationSpan => ({ id, delegatorId, baileeId, resource, start: day(from), end: day(to) });

describe('delegationConflict', () => {
  it('accepts a delegation beside unrelated ones', () => {
    expect(delegationConflict(span('a', 'b', 1, 5), [span('c', 'd', 1, 5), span('a', 'c', 5, 9)])).toBeUndefined();
  });

  it('refuses a second delegation of the same delegator for overlapping time and processes', () => {
    expect(delegationConflict(span('a', 'b', 1, 5, ['p1']), [span('a', 'c', 4, 9, ['p1', 'p2'], 'x')])).toEqual({ code: 'workflow/delegate-overlap', withId: 'x' });
    expect(delegationConflict(span('a', 'b', 1, 5, 'all'), [span('a', 'c', 4, 9, ['p2'], 'x')])?.code).toBe('workflow/delegate-overlap');
  });

  it('allows the same delegator other processes or another time', () => {
    expect(delegationConflict(span('a', 'b', 1, 5, ['p1']), [span('a', 'c', 1, 5, ['p2'])])).toBeUndefined();
    expect(delegationConflict(span('a', 'b', 1, 5), [span('a', 'c', 5, 9)])).toBeUndefined();
  });

  it('refuses a delegation that closes a cycle in force at one moment for one process', () => {
    const existing = [span('b', 'c', 1, 10, ['p1']), span('c', 'a', 3, 6, 'all')];
    expect(delegationConflict(span('a', 'b', 5, 8, ['p1', 'p9']), existing)).toEqual({ code: 'workflow/delegate-cycle', path: ['a', 'b', 'c', 'a'] });
    expect(delegationConflict(span('a', 'b', 1, 3), [span('b', 'a', 2, 4)])?.code).toBe('workflow/delegate-cycle');
  });

  it('allows a loop whose delegations never hold together, or share no process', () => {
    expect(delegationConflict(span('a', 'b', 1, 3), [span('b', 'c', 1, 10), span('c', 'a', 3, 6)])).toBeUndefined();
    expect(delegationConflict(span('a', 'b', 1, 9, ['p1']), [span('b', 'c', 1, 9, ['p1']), span('c', 'a', 1, 9, ['p2'])])).toBeUndefined();
  });

  it('leaves out the delegation being edited', () => {
    expect(delegationConflict(span('a', 'b', 1, 5, 'all', 'same'), [span('a', 'c', 1, 5, 'all', 'same')])).toBeUndefined();
  });
});
