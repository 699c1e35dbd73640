import { hasElementPermission, type PermissionEntry } from '@wharf/engine';
import type { ReactNode } from 'react';
import { useSession } from '../app/ServicesContext';
import { DemoGuard } from './DemoGuard';

interface PermittedProps {
  /** The button permission, e.g. 'user:add' (spec §6: pageCode:permission). */
  action: string;
  /** A form's own permission list, which takes precedence when present. */
  formAuth?: ReadonlyArray<PermissionEntry>;
  children: ReactNode;
}

/**
 * The element-level permission directive (spec §6): children are removed unless the action is allowed.
 * The actions it guards change data (`…:edit`, `…:add`…), so on an experience site they are also
 * under the demo-mode directive (`DemoGuard`); a `…:view` action is reading and stays open.
 */
export function Permitted({ action, formAuth, children }: PermittedProps) {
  const isAllowed = useSession((state) =>
    hasElementPermission(action, {
      auth: state.permissions?.auth as PermissionEntry[] | undefined,
      allAuth: state.permissions?.allAuth as PermissionEntry[] | undefined,
      formAuth,
    }),
  );
  if (!isAllowed) return null;
  return action.endsWith(':view') ? <>{children}</> : <DemoGuard>{children}</DemoGuard>;
}
