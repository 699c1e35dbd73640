import type { DefinitionKind } from '@wharf/schemas';
import { migrateDefinition, type MigrationResult } from '../definitions/migrateDefinition';
import type { Language } from '../i18n/types';
import type { ValidationIssue } from './types';
import { validateDefinition } from './validateDefinition';

/** A loaded definition: migrated to the current version, with what was applied and what is still wrong. */
export interface LoadedDefinition extends MigrationResult {
  issues: ValidationIssue[];
}

/**
 * How every reader takes a stored or imported body: migrate it to the kind's current schemaVersion,
 * then validate the result. `issues` is empty when the body is ready to use.
 */
export function loadDefinition(kind: DefinitionKind, body: unknown, lang?: Language): LoadedDefinition {
  const migrated = migrateDefinition(kind, body);
  return { ...migrated, issues: validateDefinition(kind, migrated.body, lang) };
}
