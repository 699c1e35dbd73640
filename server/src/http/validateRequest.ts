import { Ajv, type ErrorObject, type JSONSchemaType, type ValidateFunction } from 'ajv';
import type { Request } from 'express';
import { formatMessage, type Language } from '@wharf/engine';
import { ValidationFailed, type FieldIssue } from './errors';
import { requestLanguage } from './language';

// Bodies are checked as sent; query strings arrive as text and are coerced to the schema's types.
const bodyAjv = new Ajv({ allErrors: true, strict: true });
const queryAjv = new Ajv({ allErrors: true, strict: true, coerceTypes: true, useDefaults: true });
const compiled = new WeakMap<object, ValidateFunction>();

function compile(ajv: Ajv, schema: object): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

/** The request body, checked against `schema`; a 400 naming every failing path otherwise. */
export function validBody<T>(req: Request, schema: JSONSchemaType<T>): T {
  return check(bodyAjv, schema, req.body ?? {}, '/body', requestLanguage(req)) as T;
}

/**
 * Parameters the web client adds to every GET (spec §7: `_t` against caches, `lang` the interface
 * language, read by `requestLanguage`). A route's query schema that does not name them never sees
 * them, so a closed schema (`additionalProperties: false`) cannot answer a browser's call with 400.
 */
const clientQueryParameters = ['_t', 'lang'] as const;

/** The query string, coerced and checked against `schema`; a 400 naming every failing path otherwise. */
export function validQuery<T>(req: Request, schema: JSONSchemaType<T>): T {
  const query: Record<string, unknown> = { ...req.query };
  const named = (schema as { properties?: Record<string, unknown> }).properties ?? {};
  for (const name of clientQueryParameters) if (!(name in named)) delete query[name];
  return check(queryAjv, schema, query, '/query', requestLanguage(req)) as T;
}

function check(ajv: Ajv, schema: object, value: unknown, prefix: string, lang: Language): unknown {
  const validate = compile(ajv, schema);
  if (!validate(value)) throw new ValidationFailed((validate.errors ?? []).map((error) => toIssue(error, prefix, lang)));
  const nulPaths = pathsWithNul(value, prefix);
  if (nulPaths.length > 0) {
    throw new ValidationFailed(nulPaths.map((path) => ({ path, code: 'request/nul-character', message: formatMessage('request/nul-character', lang) })));
  }
  return value;
}

/**
 * Paths of strings (values or keys) holding U+0000: PostgreSQL text cannot store it, so such
 * input is refused here with its path instead of failing later as a database error.
 */
function pathsWithNul(value: unknown, path: string, depth = 0): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path] : [];
  if (depth > 64 || value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key.includes('\u0000') ? [`${path}/${key.replaceAll('\u0000', '')}`] : pathsWithNul(child, `${path}/${key}`, depth + 1));
}

/** One ajv error as a field issue whose path points at the failing field itself. */
export function toIssue(error: ErrorObject, prefix: string, lang: Language): FieldIssue {
  const params = error.params as Record<string, unknown>;
  const leaf = typeof params.missingProperty === 'string' ? `/${params.missingProperty}`
    : typeof params.additionalProperty === 'string' ? `/${params.additionalProperty}` : '';
  const code = `request/${error.keyword.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  const limit = params.limit ?? params.allowedValues ?? params.type ?? params.format ?? params.pattern ?? '';
  return {
    path: `${prefix}${error.instancePath}${leaf}`,
    code,
    message: formatMessage(code, lang, [Array.isArray(limit) ? limit.join(', ') : limit], error.message),
  };
}
