import type { JSONSchemaType } from 'ajv';

/**
 * The query string of a view's list, as its page sends it (renderer `buildListQuery`, read by the
 * engine's `parseListQueryParams`): every parameter arrives as text or repeated text; anything else
 * (`a[b]=c` objects) is a 400. One declaration for the list, its streamed download and the
 * download centre's background export, which take the same parameters.
 */
export const viewListQuery = {
  type: 'object',
  additionalProperties: { anyOf: [{ type: 'string', maxLength: 20_000 }, { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 20_000 } }] },
  required: [],
} as unknown as JSONSchemaType<Record<string, string | string[]>>;
