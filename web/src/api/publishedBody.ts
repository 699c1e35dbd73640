import type { DefinitionDiff } from './definitionsApi';

type Json = unknown;

const unescapeSegment = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * Undoes a structural diff (engine `diffJson`, `from` → `to`) on the `to` document, giving the
 * `from` document back. Entries are undone last first, so array elements added at the end are
 * removed from the highest index down.
 */
export function revertDiff<T>(to: T, changes: DefinitionDiff['changes']): T {
  let root: Json = structuredClone(to);
  for (const change of [...changes].reverse()) {
    if (change.path === '/' || change.path === '') {
      root = structuredClone(change.from);
      continue;
    }
    const segments = change.path.split('/').slice(1).map(unescapeSegment);
    const last = segments.pop()!;
    let parent = root as Record<string, Json> | Json[];
    for (const segment of segments) parent = (parent as Record<string, Json>)[segment] as Record<string, Json> | Json[];
    if (change.op === 'added') {
      if (Array.isArray(parent)) parent.splice(Number(last), 1);
      else delete parent[last];
    } else if (Array.isArray(parent)) {
      parent[Number(last)] = structuredClone(change.from);
    } else {
      parent[last] = structuredClone(change.from);
    }
  }
  return root as T;
}
