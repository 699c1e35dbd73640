import { isDefinitionKind, migrateDefinition, validateDefinition, type Language } from '@wharf/engine';
import { ValidationFailed } from '../http/errors';

/**
 * The body a definition will be stored with: migrated to the kind's current schema version,
 * then validated against the kind's JSON Schema and the engine's rules. Any issue is a 400
 * whose paths point into the request (`/body/...`).
 */
export function checkDefinitionBody(kind: string, body: unknown, lang: Language): { body: unknown; schemaVersion: number } {
  if (!isDefinitionKind(kind)) {
    throw new ValidationFailed(validateDefinition(kind, body, lang).map((issue) => ({ ...issue, path: '/kind' })));
  }
  const migrated = migrateDefinition(kind, body);
  const issues = validateDefinition(kind, migrated.body, lang);
  if (issues.length > 0) {
    throw new ValidationFailed(issues.map((issue) => ({ ...issue, path: `/body${issue.path === '/' ? '' : issue.path}` })));
  }
  return { body: migrated.body, schemaVersion: migrated.toVersion };
}
