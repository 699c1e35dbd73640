/**
 * The one serialisation of an app package: the same package always gives the same text, so
 * export → install → export is byte-identical and a Git diff shows only what changed.
 *
 * Rules (the issue 19 contract): object keys sorted recursively; the package's top-level arrays of
 * entities (definitions, menus, dictionaries, configs, rules, texts, bindings, dependencies) sorted by
 * (kind, code); 2-space indent; a trailing newline. Arrays INSIDE an entity keep their order: a form's
 * fields, a view's columns and a menu's children are ordered by meaning, and sorting them would change
 * the app.
 */

import { definitionKinds, type DefinitionKind } from '@wharf/schemas';
import { definitionCode } from '../kinds/kindIdentity';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The fields that name an entity's code, in the order they are tried (definitions name it in their body). */
const codeFields = ['code', 'menuCode', 'dictCode', 'sqlCode', 'httpCode', 'ruleCode', 'key', 'name'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function codeOf(entity: Record<string, unknown>): string {
  for (const field of codeFields) {
    const value = entity[field];
    if (typeof value === 'string') return value;
  }
  return '';
}

/**
 * The sort key of one entity of a package's top-level array: its kind (or '') and its code. A packaged
 * definition (`{ kind, body }`) names its code inside its body under its kind's identity field.
 */
export function entitySortKey(entity: unknown): [string, string] {
  if (!isRecord(entity)) return ['', ''];
  const kind = typeof entity.kind === 'string' ? entity.kind : '';
  let code = codeOf(entity);
  if (code === '' && isRecord(entity.body) && (definitionKinds as readonly string[]).includes(kind)) {
    code = definitionCode(kind as DefinitionKind, entity.body) ?? '';
  }
  return [kind, code];
}

/** Compares two entities by (kind, code), by code point so the order does not depend on a locale. */
export function compareEntities(a: unknown, b: unknown): number {
  const [kindA, codeA] = entitySortKey(a);
  const [kindB, codeB] = entitySortKey(b);
  if (kindA !== kindB) return kindA < kindB ? -1 : 1;
  if (codeA !== codeB) return codeA < codeB ? -1 : 1;
  return 0;
}

function sortKeys(value: unknown): Json {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (isRecord(value)) {
    const sorted: { [key: string]: Json } = {};
    for (const key of Object.keys(value).sort()) {
      const item = value[key];
      // JSON.stringify drops undefined members; dropping them here keeps the key order logic simple.
      if (item !== undefined) sorted[key] = sortKeys(item);
    }
    return sorted;
  }
  return value as Json;
}

/**
 * The package with its top-level entity arrays in (kind, code) order (a stable sort: entities with the
 * same key keep their relative order). Anything that is not an object is returned as it is.
 */
export function withEntitiesSorted<T>(pkg: T): T {
  if (!isRecord(pkg)) return pkg;
  const sorted: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(pkg)) {
    sorted[key] = Array.isArray(value) && value.every(isRecord) ? [...value].sort(compareEntities) : value;
  }
  return sorted as T;
}

/**
 * The canonical text of a package (or any JSON value): top-level entity arrays by (kind, code), keys
 * sorted recursively, 2-space indent, trailing newline.
 */
export function canonicalJson(value: unknown): string {
  return `${JSON.stringify(sortKeys(withEntitiesSorted(value)), null, 2)}\n`;
}

/**
 * The canonical text of one entity on its own (a file of the package folder layout): keys sorted
 * recursively, 2-space indent, trailing newline, and every array kept in its order, since inside an
 * entity order carries meaning (a form's fields).
 */
export function canonicalEntityJson(entity: unknown): string {
  return `${JSON.stringify(sortKeys(entity), null, 2)}\n`;
}
