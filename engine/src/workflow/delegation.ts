import type { Delegation } from './types';

/** At most this many hand-overs from the original approver (A → B → … ); a longer chain stops here. */
export const delegationChainLimit = 5;

/** Whether the record applies to this process at this moment (inclusive range; malformed dates never apply). */
export function delegationApplies(record: Delegation, processKey: string, at: string): boolean {
  const now = Date.parse(at);
  const start = Date.parse(record.start);
  const end = Date.parse(record.end);
  if (Number.isNaN(now) || Number.isNaN(start) || Number.isNaN(end) || now < start || now > end) return false;
  return record.processKeys === 'all' || record.processKeys.includes(processKey);
}

/** Who finally acts for `userId`, and the chain from the original to them (original first). */
export interface DelegationResolution {
  actualId: string;
  /** Only set when a delegation applied: [original, …, actual]. */
  chain?: string[];
}

/**
 * Follows the delegation records from `userId`: each applying record hands over to the next user, up
 * to `delegationChainLimit` hops. A record that would lead back to a user already on the chain is not
 * followed (no cycles: A → B → A leaves the task with B). When several records of one user apply, the
 * one that started latest wins (the most recent arrangement), then the lowest bailee id, so the choice
 * is deterministic.
 */
export function resolveDelegation(userId: string, delegations: readonly Delegation[], processKey: string, at: string): DelegationResolution {
  const chain = [userId];
  let current = userId;
  while (chain.length <= delegationChainLimit) {
    const next = nextDelegate(current, delegations, processKey, at, chain);
    if (next === undefined) break;
    chain.push(next);
    current = next;
  }
  return chain.length > 1 ? { actualId: current, chain } : { actualId: current };
}

function nextDelegate(userId: string, delegations: readonly Delegation[], processKey: string, at: string, chain: readonly string[]): string | undefined {
  const candidates = delegations
    .filter((record) => record.fromUserId === userId && delegationApplies(record, processKey, at) && !chain.includes(record.toUserId))
    .sort((a, b) => Date.parse(b.start) - Date.parse(a.start) || (a.toUserId < b.toUserId ? -1 : a.toUserId > b.toUserId ? 1 : 0));
  return candidates[0]?.toUserId;
}
