import { viewOffers, type FormDataButton, type FormDataOperation } from '@wharf/engine';
import type { Caller } from '../../auth/authenticate';
import { accessDenied } from '../../http/errors';
import type { GrantBasis } from '../../platform/access/grantedPermissions';
import type { HeldPermissions } from '../../platform/access/callerPermissions';

/**
 * Refuses (403) an operation a view does not offer the caller (`viewOffers`: a button of its kind,
 * with its permission held when it declares one), for a caller who may already read the view.
 * Administrators are not held to a view's buttons, as `formDataAccess` does not hold them. The
 * basis comes from `callerGrantBasis`, read before any connection is taken.
 */
export function assertViewOffers(basis: GrantBasis, who: Caller, permissions: HeldPermissions, view: { buttons?: ReadonlyArray<FormDataButton> | undefined; formCode?: string | undefined }, operation: FormDataOperation): void {
  if (permissions.isAll || (!who.scope && basis !== 'roles')) return;
  if (!viewOffers(view.buttons ?? [], operation, permissions.perms, view.formCode)) throw accessDenied();
}
