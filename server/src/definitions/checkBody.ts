import { definitionCode, definitionIdentityFields, formatMessage, isDefinitionKind, migrateDefinition, validateDefinition, type Language } from '@wharf/engine';
import { ValidationFailed } from '../http/errors';

/**
 * The body a definition will be stored with: migrated to the kind's current schema version,
 * then validated against the kind's JSON Schema and the engine's rules. Any issue is a 400
 * whose paths point into the request (`/body/...`).
 */
export function checkDefinitionBody(kind: string, code: string, body: unknown, lang: Language): { body: unknown; schemaVersion: number } {
  if (!isDefinitionKind(kind)) {
    throw new ValidationFailed(validateDefinition(kind, body, lang).map((issue) => ({ ...issue, path: '/kind' })));
  }
  const migrated = migrateDefinition(kind, body);
  const issues = validateDefinition(kind, migrated.body, lang);
  if (issues.length > 0) {
    throw new ValidationFailed(issues.map((issue) => ({ ...issue, path: `/body${issue.path === '/' ? '' : issue.path}` })));
  }
  // The body names its own code (formCode, viewCode…): it must be the code the store files it under.
  const ownCode = definitionCode(kind, migrated.body);
  if (ownCode !== undefined && ownCode !== code) {
    const field = definitionIdentityFields[kind].code;
    throw new ValidationFailed([{ path: `/body/${field}`, code: 'definition/code-mismatch', message: formatMessage('definition/code-mismatch', lang, [ownCode, code]) }]);
  }
  return { body: migrated.body, schemaVersion: migrated.toVersion };
}
