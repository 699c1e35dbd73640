import { useLeaveGuard, type LeaveGuard } from '@wharf/designers';
import { useEffect } from 'react';
import { useSession } from '../../app/ServicesContext';
import { useNavigationBlock } from '../bpm/design/useNavigationBlock';

/** Whose designer drafts these are: `<tenantId>:<userId>` of the signed-in user (undefined before the user is known). */
export function useDraftScope(): string | undefined {
  const userId = useSession((state) => state.userInfo?.id);
  const tenantId = useSession((state) => state.userInfo?.userExtendInfo?.tenantId);
  return userId ? `${tenantId ?? ''}:${userId}` : undefined;
}

/**
 * The host's side of "never lose work": the designer's unsaved state (the guard's onUnsavedChange),
 * and one question — save, discard or stay — before the designer is closed (its requestLeave, from a
 * drawer's Escape or ×) or the app navigates elsewhere (held by `useNavigationBlock` while dirty).
 * Render the guard's prompt once.
 */
export function useDesignerLeave(): LeaveGuard {
  const guard = useLeaveGuard();
  const { held } = useNavigationBlock(guard.isDirty);
  const { requestLeave } = guard;
  useEffect(() => {
    if (held) requestLeave(held.proceed, held.stay);
  }, [held, requestLeave]);
  return guard;
}
