import type { DefinitionKind } from '@wharf/schemas';
import { mapKinds } from '../../kinds/mapKinds';
import type { DefinitionMigration } from './types';

/**
 * The migration chain of each kind, oldest first, as its kind spec declares it. A kind's chain must
 * lead from version 1 to the `schemaVersion` its JSON Schema requires; `migrateDefinition.test.ts`
 * checks there are no gaps.
 */
export const definitionMigrations: { readonly [K in DefinitionKind]: readonly DefinitionMigration[] } = mapKinds((spec) => spec.migrations);
