import type { DefinitionKind } from '@wharf/schemas';
import { mapKinds } from '../kinds/mapKinds';

export { definitionCode } from '../kinds/kindIdentity';

/** The body property that holds a definition's code (unique per tenant and kind) and its name (from `kindSpecs`). */
export const definitionIdentityFields: { readonly [K in DefinitionKind]: { code: string; name: string } } = mapKinds((spec) => spec.identity);
