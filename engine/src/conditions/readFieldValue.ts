/**
 * The value at a dotted field path (`a.b.c`) of a record, reading own properties only: a path like
 * `constructor.prototype` or `__proto__` must never reach the object's prototype chain.
 * Missing values are `undefined`.
 */
export function readFieldValue(record: unknown, path: string): unknown {
  let current: unknown = record;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    if (!Object.prototype.hasOwnProperty.call(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
