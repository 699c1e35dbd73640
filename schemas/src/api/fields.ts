/** Field schemas the result schemas share (kept in one place so a format is written once). */
export const text = { type: 'string' } as const;
export const nullableText = { type: ['string', 'null'] } as const;
export const uuid = { type: 'string', format: 'uuid' } as const;
export const nullableUuid = { anyOf: [{ type: 'string', format: 'uuid' }, { type: 'null' }] } as const;
export const dateTime = { type: 'string', format: 'date-time' } as const;
export const nullableDateTime = { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] } as const;
export const integer = { type: 'integer' } as const;
export const nullableInteger = { type: ['integer', 'null'] } as const;
export const flag = { type: 'boolean' } as const;
export const yesNo = { enum: ['Y', 'N'] } as const;

/** An object schema whose listed properties are all required (extra fields allowed: answers grow). */
export function record(properties: Record<string, object>, optional: string[] = []): { type: 'object'; properties: Record<string, object>; required: string[] } {
  return { type: 'object', properties, required: Object.keys(properties).filter((key) => !optional.includes(key)) };
}
