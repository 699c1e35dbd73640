/** What the user list offers on an account (spec §5: the admin account is neither frozen nor deleted). */
export type UserAction = 'freeze' | 'delete';

/** The facts about an account the refusals depend on. */
export interface UserActionTarget {
  id: string;
  userType: string;
}

/**
 * Why `action` on `target` would be refused, as a message code (`user/…`), or undefined when it is
 * allowed. The server refuses the same (organisation/users/userOperations); the console uses this
 * to disable the button with the reason instead of letting the builder find out afterwards.
 */
export function userActionRefusal(action: UserAction, target: UserActionTarget, actorId?: string): string | undefined {
  if (action === 'delete' && actorId !== undefined && target.id === actorId) return 'user/cannot-delete-self';
  if (target.userType === 'admin') return action === 'freeze' ? 'user/admin-cannot-be-frozen' : 'user/admin-cannot-be-deleted';
  return undefined;
}

/** The first refusal among a batch (the batch buttons refuse the whole batch, as the server does). */
export function batchUserActionRefusal(action: UserAction, targets: readonly UserActionTarget[], actorId?: string): string | undefined {
  for (const target of targets) {
    const refusal = userActionRefusal(action, target, actorId);
    if (refusal) return refusal;
  }
  return undefined;
}
