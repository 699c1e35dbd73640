/** A definition body as migrations see it: a plain JSON object (checked by validation afterwards). */
export type DefinitionBody = Record<string, unknown>;

/**
 * One small, named step that lifts a body from `fromVersion` to `fromVersion + 1`.
 * `up` receives a private copy and returns the new body; the runner sets `schemaVersion`.
 */
export interface DefinitionMigration {
  /** `kind/what-changed`, kept in `applied` so a revision records how it was lifted. */
  name: string;
  fromVersion: number;
  up(body: DefinitionBody): DefinitionBody;
}
