import type { JsonDiffEntry } from './diffJson';

type Container = Record<string, unknown> | unknown[];

const unescapeSegment = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep equality of JSON values (key order aside). */
function isSameJson(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => isSameJson(item, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && isSameJson(a[key], b[key]));
  }
  return Object.is(a, b);
}

/** Sets an own property, even one named `__proto__` (plain assignment would replace the prototype). */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}

/**
 * `diffJson` writes the root's change at `/`, which is also the path of the key `''`: the entry is
 * the root's when its `to` is the whole document (a document can never equal one of its own values).
 */
function isRootChange(change: JsonDiffEntry, document: unknown): boolean {
  return change.path === '' || (change.path === '/' && change.op === 'changed' && isSameJson(change.to, document));
}

/**
 * Undoes a structural diff (`diffJson(from, to)`) on the `to` document, giving the `from` document
 * back (a copy; `to` is not changed). Entries are undone last first, so array elements added at the
 * end are removed from the highest index down.
 */
export function revertDiff<T>(to: T, changes: ReadonlyArray<JsonDiffEntry>): T {
  let root: unknown = structuredClone(to);
  for (const change of [...changes].reverse()) {
    if (isRootChange(change, root)) {
      root = structuredClone(change.from);
      continue;
    }
    const segments = change.path.split('/').slice(1).map(unescapeSegment);
    const last = segments.pop()!;
    let parent = root as Container;
    for (const segment of segments) parent = (Array.isArray(parent) ? parent[Number(segment)] : parent[segment]) as Container;
    if (Array.isArray(parent)) {
      if (change.op === 'added') parent.splice(Number(last), 1);
      else parent[Number(last)] = structuredClone(change.from);
    } else if (change.op === 'added') delete parent[last];
    else setOwn(parent, last, structuredClone(change.from));
  }
  return root as T;
}
