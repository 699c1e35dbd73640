import type { DefinitionKind, PackageDependency } from '@wharf/schemas';
import { definitionKinds } from '@wharf/schemas';
import { collectReferences, type ReferenceKind } from './collectReferences';

/** Something an app package can carry: a definition body or a platform record. */
export interface PackageItem {
  kind: ReferenceKind;
  code: string;
  body: unknown;
}

/** Finds an item of the exporting tenant by kind and code; undefined when the tenant has none. */
export type PackageItemLookup = (kind: ReferenceKind, code: string) => PackageItem | undefined;

/** What to put in the package: the items found, in discovery order, and what must come from elsewhere. */
export interface PackageContents {
  items: PackageItem[];
  dependencies: PackageDependency[];
}

const isDefinitionKind = (kind: ReferenceKind): kind is DefinitionKind => (definitionKinds as readonly string[]).includes(kind);

/**
 * Starting from the chosen items, follows every reference (forms → tables, dictionaries, SQL and HTTP
 * configs; views → forms and views; reports → datasets…) and gathers everything the tenant has.
 * References the tenant cannot resolve become `dependencies` of the package. Each item is visited once,
 * so reference cycles (a view linking to itself) end.
 * `exclude` keeps shared records (e.g. the system's own dictionaries) out as dependencies instead.
 */
export function resolvePackageContents(roots: ReadonlyArray<{ kind: ReferenceKind; code: string }>, lookup: PackageItemLookup, exclude: (kind: ReferenceKind, code: string) => boolean = () => false): PackageContents {
  const seen = new Set<string>();
  const items: PackageItem[] = [];
  const dependencies: PackageDependency[] = [];
  const queue = [...roots];
  while (queue.length > 0) {
    const { kind, code } = queue.shift()!;
    const key = `${kind}:${code.toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const item = exclude(kind, code) ? undefined : lookup(kind, code);
    if (!item) {
      dependencies.push({ kind, code });
      continue;
    }
    items.push(item);
    if (isDefinitionKind(kind)) queue.push(...collectReferences(kind, item.body).map(({ kind: k, code: c }) => ({ kind: k, code: c })));
  }
  return { items, dependencies };
}
