import { isPlainObject } from './keyedArrays';

/** Equality of two JSON values (key order ignored; `undefined` equals only `undefined`). */
export function isDeepStrictEqualJson(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => isDeepStrictEqualJson(item, b[index]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a).filter((key) => a[key] !== undefined);
    if (keys.length !== Object.keys(b).filter((key) => b[key] !== undefined).length) return false;
    return keys.every((key) => Object.hasOwn(b, key) && isDeepStrictEqualJson(a[key], b[key]));
  }
  return false;
}
