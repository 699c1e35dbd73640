/** One difference between two JSON documents, at a JSON-Pointer-like path such as `/fields/2/title`. */
export interface JsonDiffEntry {
  path: string;
  op: 'added' | 'removed' | 'changed';
  from?: unknown;
  to?: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const escapeSegment = (segment: string | number) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * A structural diff of two JSON values: which paths were added, removed or changed.
 * Objects are compared key by key, arrays index by index; a change of type (object to
 * array, array to scalar…) is one `changed` entry at that path. Entries come in path order.
 */
export function diffJson(from: unknown, to: unknown): JsonDiffEntry[] {
  const entries: JsonDiffEntry[] = [];
  walk(from, to, '', entries);
  return entries;
}

function walk(from: unknown, to: unknown, path: string, out: JsonDiffEntry[]): void {
  if (isObject(from) && isObject(to)) {
    const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])].sort();
    for (const key of keys) {
      const childPath = `${path}/${escapeSegment(key)}`;
      if (!Object.hasOwn(to, key)) out.push({ path: childPath, op: 'removed', from: from[key] });
      else if (!Object.hasOwn(from, key)) out.push({ path: childPath, op: 'added', to: to[key] });
      else walk(from[key], to[key], childPath, out);
    }
    return;
  }
  if (Array.isArray(from) && Array.isArray(to)) {
    const length = Math.max(from.length, to.length);
    for (let i = 0; i < length; i += 1) {
      const childPath = `${path}/${i}`;
      if (i >= to.length) out.push({ path: childPath, op: 'removed', from: from[i] });
      else if (i >= from.length) out.push({ path: childPath, op: 'added', to: to[i] });
      else walk(from[i], to[i], childPath, out);
    }
    return;
  }
  if (!Object.is(from, to)) out.push({ path: path || '/', op: 'changed', from, to });
}
