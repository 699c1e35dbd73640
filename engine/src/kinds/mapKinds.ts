import { definitionKinds, type DefinitionKind } from '@wharf/schemas';
import { kindSpecs } from './kindSpecs';
import type { KindSpec } from './types';

/** An exhaustive map over the kinds, each value read from the kind's spec (for views of the registry). */
export function mapKinds<T>(pick: (spec: KindSpec<DefinitionKind>) => T): { readonly [K in DefinitionKind]: T } {
  return Object.fromEntries(definitionKinds.map((kind) => [kind, pick(kindSpecs[kind] as unknown as KindSpec<DefinitionKind>)])) as { readonly [K in DefinitionKind]: T };
}
