/** Drops empty filter fields, so a list call carries only what was typed in the search form. */
export function withoutBlanks<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== '')) as T;
}
