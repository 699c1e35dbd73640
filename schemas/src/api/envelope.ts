/**
 * The shapes every API answer shares (ARCHITECTURE §4, spec §7): the envelope, the error envelope
 * and the list shapes. Plain JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1): the server
 * emits them in its OpenAPI document and the tests validate live answers and web fakes with them.
 */

/** A JSON Schema object; API schemas are data, not types. */
export type ApiSchema = { readonly [keyword: string]: unknown };

/** One failing place in a request: `{ path: '/body/code', code, message }`. */
export const fieldIssueSchema = {
  type: 'object',
  properties: {
    path: { type: 'string', description: 'JSON pointer into the request: `/body/…`, `/query/…`' },
    code: { type: 'string', description: 'Message code, `area/kebab-case`' },
    message: { type: 'string', description: 'The message in the caller\'s language' },
  },
  required: ['path', 'code', 'message'],
} as const satisfies ApiSchema;

/** The envelope of a successful answer whose `result` has the given schema. */
export function envelopeSchema(result: ApiSchema = {}): ApiSchema {
  return {
    type: 'object',
    properties: {
      success: { type: 'boolean' },
      message: { type: 'string' },
      code: { type: 'integer' },
      result,
      timestamp: { type: 'integer', description: 'Milliseconds since the epoch' },
      messageCode: { type: 'string', description: 'The message code behind `message`, for clients that translate themselves' },
    },
    required: ['success', 'message', 'code', 'result', 'timestamp'],
  };
}

/**
 * The envelope of a refused or failed call: `success: false`, `code` is the HTTP status, `messageCode`
 * names the reason. `result` is null, or `{ errors: [{ path, code, message }] }` for a 400 on bad
 * input, or what the refusal adds (a 409 names the current version).
 */
export const errorEnvelopeSchema = {
  type: 'object',
  properties: {
    success: { const: false },
    message: { type: 'string' },
    code: { type: 'integer', minimum: 400 },
    result: {
      type: ['object', 'null'],
      properties: { errors: { type: 'array', items: fieldIssueSchema } },
    },
    timestamp: { type: 'integer' },
    messageCode: { type: 'string' },
  },
  required: ['success', 'message', 'code', 'result', 'timestamp', 'messageCode'],
} as const satisfies ApiSchema;

/** A page of a list by page number (spec §3 "List response"): `{ records, total, current, size, pages }`. */
export function pageSchema(record: ApiSchema): ApiSchema {
  return {
    type: 'object',
    properties: {
      records: { type: 'array', items: record },
      total: { type: 'integer', minimum: 0 },
      current: { type: 'integer', minimum: 1, description: 'The page number asked for' },
      size: { type: 'integer', minimum: 1, description: 'The page size asked for' },
      pages: { type: 'integer', minimum: 0 },
    },
    required: ['records', 'total', 'current', 'size', 'pages'],
  };
}

/** A list whose total may be too slow to count: `{ records, hasMore }` and `total` when it was counted. */
export function hasMoreListSchema(record: ApiSchema, extra: Record<string, ApiSchema> = {}): ApiSchema {
  return {
    type: 'object',
    properties: { records: { type: 'array', items: record }, total: { type: 'integer', minimum: 0 }, hasMore: { type: 'boolean' }, ...extra },
    required: ['records', 'hasMore'],
  };
}

/** A whole list without paging: `{ records }`. */
export function recordsSchema(record: ApiSchema): ApiSchema {
  return { type: 'object', properties: { records: { type: 'array', items: record } }, required: ['records'] };
}

/** A bare array of records (older endpoints answer so; listed in the OpenAPI document as they are). */
export function arraySchema(record: ApiSchema): ApiSchema {
  return { type: 'array', items: record };
}

/** A nullable variant of a schema, in 3.1 form. */
export function orNull(schema: ApiSchema): ApiSchema {
  return { anyOf: [schema, { type: 'null' }] };
}
