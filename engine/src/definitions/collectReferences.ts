import type { DefinitionKind } from '@wharf/schemas';
import { collectKindReferences } from '../kinds/kindReferences';
import type { KindReference, ReferenceKind } from '../kinds/referenceCollector';

export type { ReferenceKind } from '../kinds/referenceCollector';

/** One reference found in a body: the target and the JSON Pointer where it is named. */
export type DefinitionReference = KindReference<ReferenceKind>;

const isPackageReference = (reference: KindReference): reference is DefinitionReference => reference.kind !== 'fillRule';

/**
 * Every definition and platform record a body names that an app package carries (tables, forms,
 * views, datasets, dictionaries, SQL and HTTP configs), with where it names them: the kind's
 * references from `kindSpecs` without fill rules (tenant records no package carries). Used to build
 * app packages with their dependencies and to check that an imported package is complete.
 * Tolerates malformed bodies.
 */
export function collectReferences(kind: DefinitionKind, body: unknown): DefinitionReference[] {
  return collectKindReferences(kind, body).filter(isPackageReference);
}
