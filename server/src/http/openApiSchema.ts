/**
 * Turning the request schemas the routes validate with (ajv's JSONSchemaType dialect) into the
 * OpenAPI 3.1 dialect (JSON Schema 2020-12), and naming operations.
 */

type Schema = Record<string, unknown>;

const schemaMaps = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'] as const;
const schemaLists = ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const;
const singleSchemas = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'unevaluatedProperties', 'unevaluatedItems'] as const;

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function withNull(schema: Schema): Schema {
  const { nullable: _nullable, ...rest } = schema;
  // ajv's `nullable` admits null next to whatever else the schema says; 3.1 says it with `type`.
  if (typeof rest.type === 'string') rest.type = rest.type === 'null' ? 'null' : [rest.type, 'null'];
  else if (Array.isArray(rest.type)) rest.type = rest.type.includes('null') ? rest.type : [...(rest.type as unknown[]), 'null'];
  else return { anyOf: [rest, { type: 'null' }] };
  if (Array.isArray(rest.enum) && !rest.enum.includes(null)) rest.enum = [...(rest.enum as unknown[]), null];
  if ('const' in rest) return { anyOf: [rest, { type: 'null' }] };
  return rest;
}

/**
 * A copy of `schema` in 3.1 form: every `nullable: true` becomes a `'null'` in `type` (or an
 * `anyOf` with `{ type: 'null' }` when the schema names no type), at every depth.
 */
export function toOpenApi31Schema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toOpenApi31Schema);
  if (!isSchema(schema)) return schema;
  const copy: Schema = { ...schema };
  for (const key of schemaMaps) {
    if (isSchema(copy[key])) copy[key] = Object.fromEntries(Object.entries(copy[key]).map(([name, sub]) => [name, toOpenApi31Schema(sub)]));
  }
  for (const key of schemaLists) if (Array.isArray(copy[key])) copy[key] = (copy[key] as unknown[]).map(toOpenApi31Schema);
  for (const key of singleSchemas) if (isSchema(copy[key]) || Array.isArray(copy[key])) copy[key] = toOpenApi31Schema(copy[key]);
  if (copy.nullable === true) return withNull(copy);
  delete copy.nullable;
  return copy;
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * A stable camelCase id from method and Express path: `GET /api/eform/definitions/:id/diff` →
 * `getEformDefinitionsByIdDiff`. Words are split at anything that is not a letter or digit.
 */
export function derivedOperationId(method: string, path: string): string {
  const words = path
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', ...segment.slice(1).split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean);
  return method.toLowerCase() + words.map(capitalised).join('');
}
