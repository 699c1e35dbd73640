import { isDeepStrictEqualJson } from './jsonEqual';
import { identityFieldOf, isPlainObject, keySegment } from './keyedArrays';

/** A field both the package and the tenant changed since the installed version, to different values. */
export interface MergeConflict {
  /** Where, with identified array elements named by their identity (`/columns/colCode=dec_no/colName`). */
  path: string;
  /** The installed version's value (undefined: it had none). */
  installed: unknown;
  /** The new package's value. */
  package: unknown;
  /** The tenant's current value. */
  tenant: unknown;
}

/** How a conflict is settled: the package's value or the tenant's. */
export type ConflictSide = 'package' | 'tenant';

export interface MergeResult {
  /** The merged value; a conflict without a resolution keeps the tenant's value. */
  merged: unknown;
  conflicts: MergeConflict[];
}

const escapeKey = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

interface Walk {
  conflicts: MergeConflict[];
  resolve: (path: string) => ConflictSide | undefined;
}

function settle(walk: Walk, path: string, base: unknown, theirs: unknown, ours: unknown): unknown {
  walk.conflicts.push({ path: path || '/', installed: base, package: theirs, tenant: ours });
  return walk.resolve(path || '/') === 'package' ? theirs : ours;
}

function mergeObjects(walk: Walk, path: string, base: Record<string, unknown> | undefined, theirs: Record<string, unknown>, ours: Record<string, unknown>): Record<string, unknown> {
  // The package's key order first, then keys only the tenant has.
  const keys = [...new Set([...Object.keys(theirs), ...Object.keys(ours)])];
  const merged: Record<string, unknown> = {};
  for (const key of keys) {
    const value = mergeValue(walk, `${path}/${escapeKey(key)}`, base?.[key], theirs[key], ours[key]);
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}

function mergeIdentified(walk: Walk, path: string, field: string, base: readonly unknown[] | undefined, theirs: readonly unknown[], ours: readonly unknown[]): unknown[] {
  const byId = (items: readonly unknown[] | undefined) => new Map((items ?? []).map((item) => [String((item as Record<string, unknown>)[field]), item]));
  const [baseItems, theirItems, ourItems] = [byId(base), byId(theirs), byId(ours)];
  // The package's order, then elements only the tenant added, where they were.
  const ids = [...new Set([...theirItems.keys(), ...[...ourItems.keys()].filter((id) => !baseItems.has(id))])];
  const merged: unknown[] = [];
  for (const id of ids) {
    const value = mergeValue(walk, `${path}/${keySegment(field, id)}`, baseItems.get(id), theirItems.get(id), ourItems.get(id));
    if (value !== undefined) merged.push(value);
  }
  return merged;
}

function mergeValue(walk: Walk, path: string, base: unknown, theirs: unknown, ours: unknown): unknown {
  if (isDeepStrictEqualJson(theirs, ours)) return ours;
  // Only one side moved from the installed version: that side's value stands.
  if (isDeepStrictEqualJson(base, ours)) return theirs;
  if (isDeepStrictEqualJson(base, theirs)) return ours;
  // Both moved: go inside when both are containers of the same shape, else it is a conflict.
  if (isPlainObject(theirs) && isPlainObject(ours) && (base === undefined || isPlainObject(base))) return mergeObjects(walk, path, base, theirs, ours);
  if (Array.isArray(theirs) && Array.isArray(ours) && (base === undefined || Array.isArray(base))) {
    const field = identityFieldOf(base, theirs, ours);
    if (field) return mergeIdentified(walk, path, field, base, theirs, ours);
  }
  return settle(walk, path, base, theirs, ours);
}

/**
 * Three-way merge of one entity (a definition body, a record): `installed` is the package version
 * the tenant installed (the common base; undefined when the tenant never installed one), `pkg` the
 * new package's, `tenant` the tenant's current. What only the package changed is taken, what only
 * the tenant changed is kept, what both changed alike is taken once; a field both changed
 * differently is a conflict, settled by `resolve` (the tenant's value when it names no side). Arrays
 * of identified objects (columns, fields, buttons) merge element by element; other arrays as one value.
 */
export function threeWayMerge(installed: unknown, pkg: unknown, tenant: unknown, resolve: (path: string) => ConflictSide | undefined = () => undefined): MergeResult {
  const walk: Walk = { conflicts: [], resolve };
  const merged = mergeValue(walk, '', installed, pkg, tenant);
  return { merged, conflicts: walk.conflicts };
}
