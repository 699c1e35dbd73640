/**
 * A uuid's text, 8-4-4-4-12 hex digits in either case (PostgreSQL reads both), without anchors:
 * for patterns that hold uuids among other text (comma lists, "none or a uuid").
 */
export const uuidPatternText = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/** A whole string that is one uuid, e.g. as a JSON Schema `pattern`. */
export const uuidPattern = `^${uuidPatternText}$`;

const wholeUuid = new RegExp(uuidPattern);

/** Whether the value is a uuid's text: checked before it reaches a uuid column, so a bad id is a 404/400, not a database error. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && wholeUuid.test(value);
}
