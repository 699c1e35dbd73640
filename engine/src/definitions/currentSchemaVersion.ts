import { schemaVersionOf, type DefinitionKind } from '@wharf/schemas';

/** The schemaVersion a kind's bodies are stored with today; read from the kind's JSON Schema. */
export function currentSchemaVersion(kind: DefinitionKind): number {
  return schemaVersionOf(kind);
}
