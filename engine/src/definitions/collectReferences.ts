import type { DefinitionKind } from '@wharf/schemas';
import { collectKindReferences } from '../kinds/kindReferences';
import type { KindReference, ReferenceKind } from '../kinds/referenceCollector';

export type { ReferenceKind } from '../kinds/referenceCollector';

/** One reference found in a body: the target and the JSON Pointer where it is named. */
export type DefinitionReference = KindReference<ReferenceKind>;

/**
 * Every definition and platform record a body names that an app package carries (tables, forms,
 * views, datasets, dictionaries, SQL and HTTP configs, fill and check rules), with where it names
 * them: the kind's references from `kindSpecs`. Used to build app packages with their dependencies
 * and to check that an imported package is complete (a form's fill rule left out made every save
 * fail after install, issue 19). Tolerates malformed bodies.
 */
export function collectReferences(kind: DefinitionKind, body: unknown): DefinitionReference[] {
  return collectKindReferences(kind, body);
}
