import { definitionKinds, type DefinitionKind } from '@wharf/schemas';
import type { ConditionGroup } from '../conditions/types';
import { mapKinds } from '../kinds/mapKinds';
import type { KindDesignerPermissions } from '../kinds/types';
import type { PermissionResult } from './types';

/** What a designer does with a definition in the definition store. */
export type DesignerAction = 'readSource' | 'save' | 'publish';

export type { KindDesignerPermissions } from '../kinds/types';

/** The button permissions a caller holds: everything (tenant administrators, the operator), or a set. */
export type HeldButtonPermissions = { isAll: true } | { isAll: false; perms: ReadonlySet<string> };

/**
 * Each definition kind's designer permissions (seeded as buttons in `seeds/menus.json`, held by
 * the builder package), as its kind spec declares them (`kinds/specs/<kind>Kind.ts`). The registry is
 * exhaustive: a new kind breaks the build until it is given its designers.
 */
export const definitionDesignerPermissions: { readonly [K in DefinitionKind]: KindDesignerPermissions } = mapKinds((spec) => spec.designer);

/** Every designer permission of any kind, each once. */
export const designerPermissions: readonly string[] = [
  ...new Set(Object.values(definitionDesignerPermissions).flatMap((kind) => [...kind.readSource, kind.save, kind.publish])),
];

function holdsAny(held: HeldButtonPermissions, perms: readonly string[]): boolean {
  return held.isAll || perms.some((perm) => held.perms.has(perm));
}

/** Whether the caller may do `action` with definitions of `kind`. */
export function canDesign(held: HeldButtonPermissions, kind: DefinitionKind, action: DesignerAction): boolean {
  const perms = definitionDesignerPermissions[kind];
  return holdsAny(held, action === 'readSource' ? perms.readSource : [perms[action]]);
}

/** Whether the caller designs anything at all (app groups are for designers). */
export function isDesigner(held: HeldButtonPermissions): boolean {
  return holdsAny(held, designerPermissions);
}

/** The kinds whose sources the caller may read, in the order of `definitionKinds`. */
export function readableDefinitionKinds(held: HeldButtonPermissions): DefinitionKind[] {
  return definitionKinds.filter((kind) => canDesign(held, kind, 'readSource'));
}

/**
 * The definitions list's access answer: `true` when the caller may read every kind, `false` when
 * none, else a filter on the record's `kind` (the kinds the caller may design or build on).
 */
export function definitionListAccess(held: HeldButtonPermissions): PermissionResult {
  const kinds = readableDefinitionKinds(held);
  if (kinds.length === definitionKinds.length) return true;
  if (kinds.length === 0) return false;
  const filter: ConditionGroup = { kind: 'group', match: 'and', children: [{ kind: 'condition', field: 'kind', operator: 'in', value: kinds }] };
  return filter;
}
