export { isDefinitionKind } from './isDefinitionKind';
export { currentSchemaVersion } from './currentSchemaVersion';
export { migrateDefinition, storedSchemaVersion, type MigrationResult } from './migrateDefinition';
export { definitionMigrations } from './migrations/registry';
export type { DefinitionBody, DefinitionMigration } from './migrations/types';
export { definitionCode, definitionIdentityFields } from './definitionCode';
export { definitionKinds, type DefinitionKind } from '@wharf/schemas';
export { collectReferences, type DefinitionReference, type ReferenceKind } from './collectReferences';
export { resolvePackageContents, type PackageContents, type PackageItem, type PackageItemLookup } from './resolvePackageContents';
