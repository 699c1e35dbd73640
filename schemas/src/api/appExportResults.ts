import { arraySchema, type ApiSchema } from './envelope';
import { integer, record, text } from './fields';

/**
 * `GET /api/eform/apps/{appCode}/export` (issue 19): the app as a package. The package itself is
 * checked in full by `app-package.schema.json` and the engine's package validator; this answer
 * schema names its parts so the OpenAPI document and the web fakes say what comes back.
 */

const packagedDefinition = record({ kind: text, body: { type: 'object', required: ['schemaVersion'], properties: { schemaVersion: integer } } });
const binding = record({ name: { type: 'string', pattern: '^[A-Z][A-Z0-9_]*$' }, description: text, targets: arraySchema(record({ kind: text, code: text, field: text })) });
const dependency = record({ kind: text, code: text });
const objects = arraySchema({ type: 'object' });

/** The exported package (schemaVersion 2): definitions by code, the records they need, bindings instead of environment values. */
export const appExportSchema: ApiSchema = record({
  schemaVersion: { enum: [1, 2] },
  packageCode: text,
  packageName: text,
  packageVersion: text,
  description: text,
  platformSchemaVersions: { type: 'object', additionalProperties: integer },
  definitions: arraySchema(packagedDefinition),
  menus: objects,
  dictionaries: objects,
  sqlConfigs: objects,
  httpConfigs: objects,
  fillRules: objects,
  checkRules: objects,
  texts: objects,
  bindings: arraySchema(binding),
  dependencies: arraySchema(dependency),
}, ['description', 'platformSchemaVersions', 'menus', 'dictionaries', 'sqlConfigs', 'httpConfigs', 'fillRules', 'checkRules', 'texts', 'bindings', 'dependencies']);

/** The result schema of the export operation (spread into `documentedResults`). */
export const appExportResults: Readonly<Record<string, ApiSchema>> = {
  'GET /api/eform/apps/{appCode}/export': appExportSchema,
};
