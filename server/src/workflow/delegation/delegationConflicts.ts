/**
 * Whether a delegation may be stored beside the ones already there. Pure: the operation reads the
 * tenant's delegations and asks here before it writes.
 */

/** A delegation as the conflict check sees it: who hands which processes to whom, and when. */
export interface DelegationSpan {
  id?: string;
  delegatorId: string;
  baileeId: string;
  /** `'all'` or the process keys it covers. */
  resource: 'all' | ReadonlyArray<string>;
  /** Inclusive start, exclusive end (ISO instants or Dates). */
  start: Date;
  end: Date;
}

/** Why a delegation is refused: the message code and the delegation it clashes with. */
export type DelegationConflict =
  | { code: 'workflow/delegate-overlap'; withId: string | undefined }
  | { code: 'workflow/delegate-cycle'; path: string[] };

type Scope = 'all' | ReadonlySet<string>;

const scopeOf = (resource: DelegationSpan['resource']): Scope => (resource === 'all' ? 'all' : new Set(resource));

function intersect(a: Scope, b: Scope): Scope {
  if (a === 'all') return b;
  if (b === 'all') return a;
  return new Set([...a].filter((key) => b.has(key)));
}

const isEmpty = (scope: Scope) => scope !== 'all' && scope.size === 0;

/**
 * Refuses two kinds of delegation:
 * - the delegator already hands an overlapping set of processes to someone for an overlapping time
 *   (whose task would it be?);
 * - the new delegation closes a cycle (A → B → … → A) among delegations that are all in force at
 *   one moment for one process: the engine would otherwise have nobody to give the task to.
 * `existing` may contain the delegation being edited (same id); it is left out.
 */
export function delegationConflict(candidate: DelegationSpan, existing: ReadonlyArray<DelegationSpan>): DelegationConflict | undefined {
  const others = existing.filter((d) => candidate.id === undefined || d.id !== candidate.id);
  const candidateScope = scopeOf(candidate.resource);
  for (const other of others) {
    if (other.delegatorId !== candidate.delegatorId) continue;
    const overlapsInTime = other.start < candidate.end && candidate.start < other.end;
    if (overlapsInTime && !isEmpty(intersect(candidateScope, scopeOf(other.resource)))) return { code: 'workflow/delegate-overlap', withId: other.id };
  }
  // Depth-first from the bailee back to the delegator, keeping the window and the processes every
  // step so far shares: a path only closes a cycle if all its delegations hold at once.
  const visit = (userId: string, from: Date, to: Date, scope: Scope, path: string[]): string[] | undefined => {
    if (userId === candidate.delegatorId) return path;
    for (const next of others) {
      // The delegator closes the cycle; anyone else already on the path would only loop.
      if (next.delegatorId !== userId || (next.baileeId !== candidate.delegatorId && path.includes(next.baileeId))) continue;
      const start = next.start > from ? next.start : from;
      const end = next.end < to ? next.end : to;
      const shared = intersect(scope, scopeOf(next.resource));
      if (start >= end || isEmpty(shared)) continue;
      const found = visit(next.baileeId, start, end, shared, [...path, next.baileeId]);
      if (found) return found;
    }
    return undefined;
  };
  const cycle = visit(candidate.baileeId, candidate.start, candidate.end, candidateScope, [candidate.delegatorId, candidate.baileeId]);
  return cycle ? { code: 'workflow/delegate-cycle', path: cycle } : undefined;
}
