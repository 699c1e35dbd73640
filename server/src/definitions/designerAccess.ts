import { canDesign, definitionListAccess, evaluateCondition, isDefinitionKind, type DefinitionKind, type DesignerAction, type HeldButtonPermissions } from '@wharf/engine';
import { definitionKinds } from '@wharf/schemas';
import type { Caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { heldPermissionsOf } from '../platform/access/callerPermissions';
import { accessDenied } from '../http/errors';

/** Nothing: what a visitor session holds for designing, whatever its user could do elsewhere. */
const nothingHeld: HeldButtonPermissions = { isAll: false, perms: new Set() };

/** The caller's button permissions as far as designing goes (kept per session, see `callerPermissions`). */
export async function designerGrants(ctx: AppContext, who: Caller): Promise<HeldButtonPermissions> {
  if (who.scope) return nothingHeld;
  return heldPermissionsOf(ctx, who);
}

/**
 * Refuses (403) unless the caller may do `action` with definitions of `kind` (engine
 * `definitionDesignerPermissions`). Every operation of the definition store calls it itself.
 */
export async function assertCanDesign(ctx: AppContext, who: Caller, kind: string, action: DesignerAction): Promise<void> {
  requireDesign(await designerGrants(ctx, who), kind, action);
}

/** `assertCanDesign` with the grants already read (inside a transaction that found the kind). */
export function requireDesign(grants: HeldButtonPermissions, kind: string, action: DesignerAction): void {
  // Requests name only known kinds (their schemas say so); a stored row of another kind has no designers.
  if (!isDefinitionKind(kind) || !canDesign(grants, kind, action)) throw accessDenied();
}

/**
 * The kinds the definitions list shows the caller: the engine's answer compiled over the closed
 * set of kinds (its filter is on `kind` only). Nothing at all is a 403: the caller designs nothing.
 */
export async function listableKinds(ctx: AppContext, who: Caller): Promise<readonly DefinitionKind[]> {
  const answer = definitionListAccess(await designerGrants(ctx, who));
  if (answer === false) throw accessDenied();
  if (answer === true) return definitionKinds;
  return definitionKinds.filter((kind) => evaluateCondition(answer, { kind }));
}
