import { isDeepStrictEqualJson } from './jsonEqual';
import { semanticDiff, type SemanticChange } from './semanticDiff';
import { threeWayMerge, type ConflictSide, type MergeConflict } from './threeWayMerge';

/** One entity of a package or of a tenant: a definition, a dictionary, a config, a rule, a menu. */
export interface PlannedEntityInput {
  kind: string;
  code: string;
  name: string;
  body: unknown;
}

/** A conflict of one entity, with the id the caller resolves it by. */
export interface EntityConflict extends MergeConflict {
  id: string;
  kind: string;
  code: string;
}

/** What applying the package does to one entity, and the body it will then have. */
export interface EntityDecision {
  kind: string;
  code: string;
  name: string;
  action: 'create' | 'change' | 'remove' | 'unchanged';
  /** Field by field, from the tenant's current body to the one applied (empty for a create). */
  changes: SemanticChange[];
  /** The body to write (create, change), absent for unchanged and remove. */
  body?: unknown;
  conflicts: EntityConflict[];
}

/** The key of an entity within a package or a tenant. */
export const entityKey = (entity: { kind: string; code: string }): string => `${entity.kind}:${entity.code}`;

/** The id a conflict is resolved by: stable while the three sides stay as they are. */
export const conflictId = (kind: string, code: string, path: string): string => `${kind}:${code}:${path}`;

export interface PlanEntitiesInput {
  /** The new package's entities. */
  pkg: readonly PlannedEntityInput[];
  /** The installed package version's entities (the merge base); undefined when the tenant has none recorded. */
  installed: ReadonlyMap<string, PlannedEntityInput> | undefined;
  /** The tenant's current entities, by `entityKey`. */
  tenant: ReadonlyMap<string, PlannedEntityInput>;
  /** Kinds whose entities a package version may remove (removal of others is never planned). */
  removableKinds: ReadonlySet<string>;
  /** Chosen sides of conflicts, by conflict id; a conflict without one keeps the tenant's value. */
  resolutions?: Readonly<Record<string, ConflictSide>>;
  /**
   * Kinds whose entity, when the installed version lacks it (the tenant made its own before the
   * app brought one: its seeded dictionary, say), keeps the tenant's differing values as they are,
   * without a conflict; what the tenant lacks (an item, a translation) still comes from the package.
   */
  keepTenantWithoutBase?: ReadonlySet<string>;
}

function decideRemoval(installed: PlannedEntityInput, tenant: PlannedEntityInput, resolutions: Readonly<Record<string, ConflictSide>>): EntityDecision {
  const base = { kind: tenant.kind, code: tenant.code, name: tenant.name };
  // Unchanged by the tenant since it was installed: the package's removal stands.
  if (isDeepStrictEqualJson(installed.body, tenant.body)) return { ...base, action: 'remove', changes: [{ path: '/', before: tenant.body }], conflicts: [] };
  const id = conflictId(tenant.kind, tenant.code, '/');
  const conflict: EntityConflict = { id, kind: tenant.kind, code: tenant.code, path: '/', installed: installed.body, package: undefined, tenant: tenant.body };
  return resolutions[id] === 'package'
    ? { ...base, action: 'remove', changes: [{ path: '/', before: tenant.body }], conflicts: [conflict] }
    : { ...base, action: 'unchanged', changes: [], conflicts: [conflict] };
}

/**
 * The plan of a package against a tenant, entity by entity (issue 19 §3): an entity the tenant lacks
 * is created; one it has is the three-way merge of the installed version, the package and the
 * tenant's current (what only the tenant changed stays, a field both changed differently is a
 * conflict settled by `resolutions`, else the tenant's value; without a base, a kind of
 * `keepTenantWithoutBase` keeps the tenant's values); an entity of the installed version
 * that the package no longer carries is removed when the tenant left it as installed (a removable
 * kind), else it is a conflict at `/` (kept unless resolved for the package).
 */
export function planEntities(input: PlanEntitiesInput): EntityDecision[] {
  const resolutions = input.resolutions ?? {};
  const decisions: EntityDecision[] = [];
  const inPackage = new Set<string>();
  for (const entity of input.pkg) {
    const key = entityKey(entity);
    inPackage.add(key);
    const tenant = input.tenant.get(key);
    if (!tenant) {
      decisions.push({ kind: entity.kind, code: entity.code, name: entity.name, action: 'create', changes: [], body: entity.body, conflicts: [] });
      continue;
    }
    const base = input.installed?.get(key);
    const keepTenant = !base && (input.keepTenantWithoutBase?.has(entity.kind) ?? false);
    const { merged, conflicts } = threeWayMerge(base?.body, entity.body, tenant.body, (path) => (keepTenant ? 'tenant' : resolutions[conflictId(entity.kind, entity.code, path)]));
    const changes = semanticDiff(tenant.body, merged);
    decisions.push({
      kind: entity.kind, code: entity.code, name: entity.name,
      action: changes.length > 0 ? 'change' : 'unchanged',
      changes,
      ...(changes.length > 0 ? { body: merged } : {}),
      conflicts: keepTenant ? [] : conflicts.map((conflict) => ({ ...conflict, id: conflictId(entity.kind, entity.code, conflict.path), kind: entity.kind, code: entity.code })),
    });
  }
  for (const [key, installed] of input.installed ?? new Map<string, PlannedEntityInput>()) {
    const tenant = input.tenant.get(key);
    if (inPackage.has(key) || !tenant || !input.removableKinds.has(installed.kind)) continue;
    decisions.push(decideRemoval(installed, tenant, resolutions));
  }
  return decisions;
}
