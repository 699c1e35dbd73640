const isContainer = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

function escapeSegment(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * The JSON Pointers of the values a builder changed between two drafts: every primitive that was
 * typed, picked, cleared or set. A whole item that appeared (a new column, a button added from
 * the defaults) is not "changed" — its blanks are not the builder's doing yet, so its issues wait
 * until they edit it.
 */
export function changedPaths(before: unknown, after: unknown, path = ''): string[] {
  if (Object.is(before, after)) return [];
  if (isContainer(before) && isContainer(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].flatMap((key) => {
      const had = before[key];
      const has = after[key];
      // An object or array appearing or disappearing whole is an added or removed item.
      if ((had === undefined && isContainer(has)) || (has === undefined && isContainer(had))) return [];
      return changedPaths(had, has, `${path}/${escapeSegment(key)}`);
    });
  }
  return [path];
}

/**
 * Whether an issue at `issuePath` should show, given the paths touched so far: the builder edited
 * that very value, something inside it, or (for a whole-array issue like "at least one column")
 * anything under it.
 */
export function isTouched(issuePath: string, touched: ReadonlySet<string>): boolean {
  if (touched.has(issuePath)) return true;
  for (const path of touched) if (path.startsWith(`${issuePath}/`)) return true;
  return false;
}
