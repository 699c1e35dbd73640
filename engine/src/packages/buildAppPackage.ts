import { definitionKinds, type AppPackage, type DefinitionKind, type DictionaryRecord, type HttpConfigRecord, type MenuItemRecord, type PackageBinding, type PackageDependency, type PackagedCheckRule, type PackagedFillRule, type SqlConfigRecord } from '@wharf/schemas';
import { currentSchemaVersion } from '../definitions/currentSchemaVersion';
import { resolvePackageContents } from '../definitions/resolvePackageContents';
import { kindSpecs } from '../kinds/kindSpecs';
import type { ReferenceKind } from '../kinds/referenceCollector';
import { compareEntities, withEntitiesSorted } from './canonicalJson';
import { menuRoots } from './menuRoots';
import { mergeBindings, unbindHttpConfig } from './packageBindings';

/** The package's own header: which app, which version. */
export interface AppPackageHeader {
  packageCode: string;
  packageName: string;
  packageVersion: string;
  description?: string;
}

/** Where the closure starts: a definition or a platform record, by kind and code. */
export interface PackageRoot {
  kind: ReferenceKind;
  code: string;
}

/**
 * The exporting tenant, as the closure reads it: its records by kind and code (a definition's body,
 * a dictionary, a SQL/HTTP config, a fill or check rule in its package shape), undefined when it has
 * none; and which records are platform-wide (they stay `dependencies`, never carried).
 */
export interface TenantRecords {
  lookup(kind: ReferenceKind, code: string): unknown;
  isPlatformWide?(kind: ReferenceKind, code: string): boolean;
}

const isDefinitionKind = (kind: string): kind is DefinitionKind => (definitionKinds as readonly string[]).includes(kind);

/**
 * A body as it travels: without the stored id its kind keeps in the body (a view's `viewId`), which
 * is a database id of the exporting tenant; the installer gives it the new tenant's id again.
 */
export function bodyWithoutStoredId(kind: DefinitionKind, body: unknown): unknown {
  const field = kindSpecs[kind].install.storedIdField;
  if (!field || typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { [field]: _storedId, ...rest } = body as Record<string, unknown>;
  return rest;
}

/** The package's records of one kind, in the package's order. */
function recordsOf<T>(items: ReadonlyArray<{ kind: ReferenceKind; body: unknown }>, kind: ReferenceKind): T[] {
  return items.filter((item) => item.kind === kind).map((item) => item.body as T);
}

/**
 * Builds an app package (schemaVersion 2) from the app's roots: every definition and record they
 * reference, followed through the kind registry's references (forms → tables, dictionaries,
 * configs, fill and check rules; views → forms; widgets → datasets → SQL configs; dashboards and
 * portals → widgets…), each once. What the tenant lacks, or what is platform-wide, becomes a
 * dependency. Menus are given (with their button permission points as children); the definitions
 * their pages open are roots too. HTTP configs leave with their environment values as bindings.
 * References stay by code; the result is in canonical order (`canonicalJson` prints it). Pure.
 */
export function buildAppPackage(header: AppPackageHeader, roots: readonly PackageRoot[], menus: readonly MenuItemRecord[], tenant: TenantRecords): AppPackage {
  const { items, dependencies } = resolvePackageContents([...roots, ...menuRoots(menus)], (kind, code) => {
    const body = kind === 'menu' ? undefined : tenant.lookup(kind, code);
    return body === undefined ? undefined : { kind, code, body };
  }, (kind, code) => tenant.isPlatformWide?.(kind, code) ?? false);
  const definitions = items.flatMap((item) => (isDefinitionKind(item.kind) ? [{ kind: item.kind, body: bodyWithoutStoredId(item.kind, item.body) as Record<string, unknown> & { schemaVersion: number } }] : []));
  const bindings: PackageBinding[] = [];
  const httpConfigs = recordsOf<HttpConfigRecord>(items, 'httpConfig').map((config) => {
    const unbound = unbindHttpConfig(config);
    bindings.push(...unbound.bindings);
    return unbound.record;
  });
  const kinds = [...new Set(definitions.map((d) => d.kind))].sort();
  const pkg: AppPackage = {
    schemaVersion: 2,
    ...header,
    platformSchemaVersions: Object.fromEntries(kinds.map((kind) => [kind, currentSchemaVersion(kind)])),
    definitions,
    menus: [...menus],
    dictionaries: recordsOf<DictionaryRecord>(items, 'dictionary'),
    sqlConfigs: recordsOf<SqlConfigRecord>(items, 'sqlConfig'),
    httpConfigs,
    fillRules: recordsOf<PackagedFillRule>(items, 'fillRule'),
    checkRules: recordsOf<PackagedCheckRule>(items, 'checkRule'),
    bindings: mergeBindings(bindings),
    // A menu the closure met is carried as given (menus are not looked up), never a dependency.
    dependencies: dependencies.filter((d): d is PackageDependency => d.kind !== 'menu').sort(compareEntities),
  };
  return withEntitiesSorted(pkg);
}
