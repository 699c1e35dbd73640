import type { DefinitionKind } from '@wharf/schemas';
import { currentSchemaVersion } from './currentSchemaVersion';
import { definitionMigrations } from './migrations/registry';
import type { DefinitionBody, DefinitionMigration } from './migrations/types';

/** What `migrateDefinition` did: the lifted body, the versions it went between and the steps applied. */
export interface MigrationResult {
  body: unknown;
  fromVersion: number;
  toVersion: number;
  applied: string[];
}

function isRecord(value: unknown): value is DefinitionBody {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The version a stored body claims. Bodies written before versioning carry none and are version 1.
 * A malformed claim is returned as is so that validation, not migration, reports it.
 */
export function storedSchemaVersion(body: DefinitionBody): number | undefined {
  const version = body.schemaVersion;
  if (version === undefined) return 1;
  return typeof version === 'number' && Number.isInteger(version) && version >= 1 ? version : undefined;
}

/**
 * Lifts a definition body to its kind's current schema version through the kind's chain of named
 * migrations. Pure: the input is not modified. A body that is not an object, claims no usable version,
 * or is newer than this engine knows comes back unchanged (validation then says what is wrong).
 */
export function migrateDefinition(kind: DefinitionKind, body: unknown, chain: readonly DefinitionMigration[] = definitionMigrations[kind]): MigrationResult {
  const toVersion = currentSchemaVersion(kind);
  if (!isRecord(body)) return { body, fromVersion: toVersion, toVersion, applied: [] };
  const fromVersion = storedSchemaVersion(body);
  if (fromVersion === undefined || fromVersion >= toVersion) return { body, fromVersion: fromVersion ?? toVersion, toVersion, applied: [] };

  let current: DefinitionBody = structuredClone(body);
  const applied: string[] = [];
  for (let version = fromVersion; version < toVersion; version += 1) {
    const step = chain.find((migration) => migration.fromVersion === version);
    if (!step) throw new Error(`no ${kind} migration from schemaVersion ${version}`);
    current = { ...step.up(current), schemaVersion: version + 1 };
    applied.push(step.name);
  }
  return { body: current, fromVersion, toVersion, applied };
}
