import { definitionKinds, type DefinitionKind } from '@wharf/schemas';
import { kindSpecs } from './kindSpecs';
import { isJsonObject, ReferenceCollector, type KindReference, type KindReferenceKind } from './referenceCollector';

/**
 * Every definition and record a body names, fill rules included, with where it names them
 * (the kind's `collectReferences`). Tolerates malformed bodies: what cannot be read is skipped.
 */
export function collectKindReferences(kind: DefinitionKind, body: unknown): KindReference[] {
  if (!isJsonObject(body)) return [];
  const collector = new ReferenceCollector(body);
  kindSpecs[kind].collectReferences(collector);
  return collector.found;
}

/**
 * The table codes that move along with a definition into an app group ("take tables along"):
 * the tables it names when its kind takes them along (a form's table and sub-tables, a view's
 * table), else none.
 */
export function tablesTakenAlong(kind: DefinitionKind, body: unknown): string[] {
  if (!kindSpecs[kind].appGroup.takesTablesAlong) return [];
  return collectKindReferences(kind, body).flatMap((reference) => (reference.kind === 'table' ? [reference.code] : []));
}

/** The kinds whose bodies can name a record of `target` (e.g. the kinds that can name a SQL config). */
export function kindsReferencing(target: KindReferenceKind): DefinitionKind[] {
  return definitionKinds.filter((kind) => kindSpecs[kind].referenceKinds.includes(target));
}
